import Document
import Engine
import JSON
import Testing

@testable import InterfaceBuilder

/// Sizes that depend on the Xcode build that saved the file: UIKit's controls per iOS release and
/// the content size category of text styles on Xcode's canvas.
@Suite struct ControlEraTests {
    static func view(_ id: String, _ subviews: String, toolsVersion: String) throws -> JSONValue {
        let tree = try IBFixtures.tree(IBFixtures.storyboard(IBFixtures.rootView(subviews), toolsVersion: toolsVersion))
        return try #require(IBFixtures.view(id, in: tree.document))
    }

    static func size(_ width: Double?, _ height: Double) -> JSONValue {
        .object([("width", width.map(JSONValue.number) ?? .null), ("height", .number(height))])
    }

    @Test func aSwitchIsLargerFromIOS26() throws {
        let element = #"<switch translatesAutoresizingMaskIntoConstraints="NO" id="swi-aa-bbb"/>"#
        let iOS26 = try Self.view("swi-aa-bbb", element, toolsVersion: "24127")
        // A 63 × 28 frame: 61 points of alignment rectangle and 2 at the right.
        #expect(iOS26["intrinsicContentSize"] == Self.size(61, 28))
        #expect(iOS26["alignmentRectInsets"]?["right"] == .number(2))
        let iOS18 = try Self.view("swi-aa-bbb", element, toolsVersion: "23077")
        #expect(iOS18["intrinsicContentSize"] == Self.size(49, 31))
        // 32700.99.1234 is a placeholder some tools write, not an Xcode build.
        let placeholder = try Self.view("swi-aa-bbb", element, toolsVersion: "32700.99.1234")
        #expect(placeholder["intrinsicContentSize"] == Self.size(49, 31))
    }

    @Test func aSegmentedControlsFrameIsOnePointTallerThanItsAlignmentRectangle() throws {
        let element = #"<segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="seg-aa-bbb"/>"#
        let modern = try Self.view("seg-aa-bbb", element, toolsVersion: "21701")
        #expect(modern["intrinsicContentSize"] == Self.size(nil, 31))
        #expect(
            modern["alignmentRectInsets"]
                == .object([("top", .number(0)), ("left", .number(0)), ("bottom", .number(1)), ("right", .number(0))]))
        let old = try Self.view("seg-aa-bbb", element, toolsVersion: "14490")
        #expect(old["intrinsicContentSize"] == Self.size(nil, 28))
        #expect(old["alignmentRectInsets"] == nil)
    }

    @Test func aSegmentedControlIsAsWideAsItsEqualSegments() throws {
        let element = """
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="seg-aa-bbb">
                <segments><segment title="Flat"/><segment title="Native"/></segments>
            </segmentedControl>
            """
        var widest = ViewSpec(id: "w", kind: .label, pointer: "", parent: nil, depth: 0)
        widest.text = "Native"
        widest.font = FontSpec(size: 13)
        let title = try #require(TextSizing.intrinsicSize(of: widest, wrapWidth: nil, scale: 2).width)
        let view = try Self.view("seg-aa-bbb", element, toolsVersion: "21701")
        #expect(view["intrinsicContentSize"] == Self.size(2 * (title + ViewProperties.segmentPadding), 31))
        let tree = try IBFixtures.tree(
            IBFixtures.storyboard(
                IBFixtures.rootView(element.replacing(#"<segment title="Flat"/>"#, with: #"<segment image="a"/>"#)),
                toolsVersion: "21701"))
        #expect(IBFixtures.view("seg-aa-bbb", in: tree.document)?["intrinsicContentSize"] == Self.size(nil, 31))
        #expect(tree.warnings.contains { $0["view"] == .string("seg-aa-bbb") })
    }

    @Test func aProgressViewIsTwoPointsTallBeforeIOS14() throws {
        let element = #"<progressView translatesAutoresizingMaskIntoConstraints="NO" id="pro-aa-bbb"/>"#
        #expect(
            try Self.view("pro-aa-bbb", element, toolsVersion: "15705")["intrinsicContentSize"] == Self.size(nil, 2))
        #expect(
            try Self.view("pro-aa-bbb", element, toolsVersion: "18122")["intrinsicContentSize"] == Self.size(nil, 4))
    }

    @Test func textStylesAreExtraSmallOnTheCanvasOfXcode13() throws {
        let element = """
            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-aa-bbb">
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            </label>
            """
        // Leadings: the style's line spacing less the line height, xSmall 19 − 16.707, Large 22 − 20.287.
        let xcode13 = try Self.view("lab-aa-bbb", element, toolsVersion: "20037")
        #expect(
            xcode13["font"]
                == .object([("size", .number(14)), ("weight", .string("semibold")), ("leading", .number(2.29296875))]))
        let xcode14 = try Self.view("lab-aa-bbb", element, toolsVersion: "21701")
        #expect(
            xcode14["font"]
                == .object([("size", .number(17)), ("weight", .string("semibold")), ("leading", .number(1.712890625))]))
        let sized = element.replacing(
            #"style="UICTFontTextStyleHeadline""#, with: #"style="UICTFontTextStyleHeadline" pointSize="20""#)
        #expect(try Self.view("lab-aa-bbb", sized, toolsVersion: "20037")["font"]?["size"] == .number(20))
    }
}
