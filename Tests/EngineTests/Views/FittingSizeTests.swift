import LayoutTestSupport
import TestSupport
import Testing

@testable import Document
@testable import Geometry
@testable import JSON
@testable import Text

/// `fitting`: a view's compressed fitting size (systemLayoutSizeFitting, seed 001's cell).
@Suite struct FittingSizeTests {
    @Test func theSelfSizingCellIsAsTallAsItsWrappedContentAtTheRequiredWidth() throws {
        let result = try EngineFixture.solve(
            try ViewsFixture.example("seed-001-self-sizing-cell.json"), device: "iphone-6-plus")
        let size = try #require(result.fittingSizes.first { $0.id == "cellContentView" }?.size)
        #expect(size.width == 375)
        // 11 + title + 8 + body wrapped at 375 − 32 + 11.
        let body = TextMeasurer.system.intrinsicContentSize(
            text:
                "A self-sizing cell: its content view is measured with the width required and the height as small as the constraints allow, which is what UITableViewAutomaticDimension asks for.",
            font: Font(size: 15), numberOfLines: 0, preferredMaxLayoutWidth: 343, scale: 3)
        let title = TextMeasurer.system.intrinsicContentSize(
            text: "Size classes and trait collections", font: Font(size: 17, weight: .semibold),
            numberOfLines: 1, preferredMaxLayoutWidth: nil, scale: 3)
        #expect(abs(size.height - (30 + title.height + body.height)) < 0.34)
        // The main solve lays the cell out at the device's width, not the fitting width.
        #expect(result.frame("cellContentView")?.width == 414)
    }

    @Test func aMissingAxisIsCompressedAgainstHuggingAndCompressionResistance() throws {
        let json =
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "box", "fitting": {}, "subviews": [{"id": "icon", "kind": "image", "image": {"width": 24, "height": 24}}]}]}, "constraints": ["H:|[box]|", "V:|[box]|", "H:|-(8)-[icon]-(8)-|", "V:|-(6)-[icon]-(6)-|"]}"#
        let result = try EngineFixture.solve(json)
        #expect(result.fittingSizes.first?.size == Size(width: 40, height: 36))
        #expect(result.frame("box")?.width == 375)
    }

    @Test func aRequiredHeightIsKeptAndTheWidthCompressed() throws {
        let json =
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "fitting": {"height": 100}, "subviews": [{"id": "a"}]}, "constraints": ["H:|-(10)-[a(50)]-(10)-|", "V:|[a]|"]}"#
        let result = try EngineFixture.solve(json)
        #expect(result.fittingSizes.first?.id == "root")
        #expect(result.fittingSizes.first?.size == Size(width: 70, height: 100))
    }

    @Test func fittingSizesAppearInTheJSONOnlyWhenAsked() throws {
        let plain = try EngineFixture.solve(#"{"root": {"id": "root"}}"#)
        guard case .object(let members) = plain.jsonValue else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["target", "frames", "contentSizes", "diagnostics", "states", "stats"])
        let asked = try EngineFixture.solve(#"{"root": {"id": "root", "fitting": {"width": 320}}}"#)
        guard case .object(let askedMembers) = asked.jsonValue else {
            Issue.record("not an object")
            return
        }
        #expect(
            askedMembers.map(\.key) == [
                "target", "frames", "contentSizes", "fittingSizes", "diagnostics", "states", "stats"
            ])
        #expect(
            askedMembers[3].value == .object([("root", .object([("width", .number(320)), ("height", .number(0))]))]))
    }

    @Test(arguments: [
        (#"{"width": -1}"#, "/root/fitting/width"),
        (#"{"width": "wide"}"#, "/root/fitting/width"),
        (#"{"depth": 3}"#, "/root/fitting/depth"),
        (#"375"#, "/root/fitting")
    ])
    func aBadFittingRequestIsADocumentProblemWithItsPointer(fitting: String, pointer: String) throws {
        let json = #"{"root": {"id": "root", "fitting": \#(fitting)}}"#
        guard case .failure(let problems) = LayoutDocument.decode(try JSONParser.parse(json)) else {
            Issue.record("decoded a bad fitting request")
            return
        }
        #expect(problems.problems.map(\.pointer) == [pointer])
    }
}
