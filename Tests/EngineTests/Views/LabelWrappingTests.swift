import LayoutTestSupport
import TestSupport
import Testing

@testable import Document
@testable import Geometry
@testable import Text

/// Multi-line labels in the engine: wrapping at `preferredMaxLayoutWidth`, else at the width the
/// first solve gives them (UIKit's two passes), and hugging/compression from their text.
@Suite struct LabelWrappingTests {
    static let text =
        "Apple, Google, Microsoft, Instagram, Twitter, Facebook and 4 others like this and many more people than that"

    static func document(edges: String, numberOfLines: Int = 0, preferred: Double? = nil) -> String {
        let preferredText = preferred.map { #", "preferredMaxLayoutWidth": \#($0)"# } ?? ""
        return
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "label", "kind": "label", "text": "\#(text)", "font": {"size": 17}, "numberOfLines": \#(numberOfLines)\#(preferredText)}]}, "constraints": [\#(edges)]}"#
    }

    static func expectedSize(width: Double?, numberOfLines: Int = 0) -> TextSize {
        TextMeasurer.system.intrinsicContentSize(
            text: text, font: Font(size: 17), numberOfLines: numberOfLines,
            preferredMaxLayoutWidth: width, scale: 2)
    }

    @Test func onlyTheEdgesFixTheWidthSoTheLabelWrapsAtItsSolvedWidthOnASecondPass() throws {
        let result = try EngineFixture.solve(Self.document(edges: #""H:|-(10)-[label]-(10)-|", "V:|-(40)-[label]""#))
        let frame = try #require(result.frame("label"))
        let wrapped = Self.expectedSize(width: 355)
        #expect(frame.width == 355)
        #expect(frame.height == wrapped.height)
        #expect(wrapped.height > TextMeasurer.system.lineHeight(for: Font(size: 17)) * 2)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [(device: "iphone-6", width: 355.0), ("iphone-5", 300), ("iphone-6-plus", 394)])
    func theWrappedHeightFollowsTheDevicesWidth(device: String, width: Double) throws {
        let result = try EngineFixture.solve(
            Self.document(edges: #""H:|-(10)-[label]-(10)-|", "V:|-(40)-[label]""#), device: device)
        let frame = try #require(result.frame("label"))
        let scale = result.target.scale
        let expected = TextMeasurer.system.intrinsicContentSize(
            text: Self.text, font: Font(size: 17), numberOfLines: 0,
            preferredMaxLayoutWidth: width, scale: scale)
        #expect(isClose(frame.width, width) && isClose(frame.height, expected.height))
    }

    @Test func preferredMaxLayoutWidthWinsOverTheSolvedWidth() throws {
        let result = try EngineFixture.solve(
            Self.document(edges: #""H:|-(10)-[label]", "V:|-(40)-[label]""#, preferred: 200))
        let frame = try #require(result.frame("label"))
        let expected = Self.expectedSize(width: 200)
        #expect(frame.width == expected.width && frame.height == expected.height)
    }

    @Test func numberOfLinesCapsTheWrappedHeight() throws {
        let result = try EngineFixture.solve(
            Self.document(edges: #""H:|-(10)-[label]-(10)-|", "V:|-(40)-[label]""#, numberOfLines: 2))
        let frame = try #require(result.frame("label"))
        #expect(frame.height == Self.expectedSize(width: 355, numberOfLines: 2).height)
    }

    @Test func aSingleLineLabelNeverWraps() throws {
        let result = try EngineFixture.solve(
            Self.document(edges: #""H:|-(10)-[label]-(10)-|", "V:|-(40)-[label]""#, numberOfLines: 1))
        #expect(result.frame("label")?.height == 20.5)
    }

    @Test func aLabelHugsAtTwoFiftyOneAndResistsAtSevenFifty() throws {
        let system = try ViewsFixture.system(Self.document(edges: ""))
        let intrinsic = system.constraints.filter { $0.origin == .intrinsic }
        #expect(
            intrinsic.contains {
                $0.id == "label.hugging.width" && $0.priority == LayoutPriority(251) && $0.relation == .lessThanOrEqual
            })
        #expect(
            intrinsic.contains {
                $0.id == "label.compressionResistance.height" && $0.priority == .defaultHigh
                    && $0.relation == .greaterThanOrEqual
            })
    }
}

/// Buttons and text fields size themselves from their text at the target's scale.
@Suite struct TextKindIntrinsicSizeTests {
    @Test(arguments: [("iphone-6", 2.0), ("iphone-6-plus", 3.0)])
    func aButtonTakesItsTitlesSizeInWholePointsAtEveryScale(device: String, scale: Double) throws {
        let json =
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "button", "kind": "button", "text": "Hello World"}]}, "constraints": ["H:|-(20)-[button]", "V:|-(40)-[button]"]}"#
        let result = try EngineFixture.solve(json, device: device)
        let expected = TextMeasurer.system.buttonIntrinsicContentSize(title: "Hello World", font: .buttonDefault)
        #expect(result.frame("button") == Rect(x: 20, y: 40, width: expected.width, height: expected.height))
        #expect(expected.height == 30)
        #expect(expected.width == Double(Int(expected.width)))
        #expect(scale > 1)
    }

    @Test func anEmptyTextFieldIsOneLineTallAndHasNoWidth() throws {
        let json =
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "field", "kind": "textField", "font": {"size": 17}}]}, "constraints": ["H:|-(20)-[field]", "V:|-(40)-[field]"]}"#
        let result = try EngineFixture.solve(json)
        #expect(result.frame("field") == Rect(x: 20, y: 40, width: 0, height: 20.5))
    }
}
