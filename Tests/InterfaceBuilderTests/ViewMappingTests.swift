import Document
import JSON
import Testing

@testable import InterfaceBuilder

/// IB view elements and their properties as document views.
@Suite struct ViewMappingTests {
    static func document(_ subviews: String, resources: String = "") throws -> JSONValue {
        try IBFixtures.tree(IBFixtures.storyboard(IBFixtures.rootView(subviews), resources: resources)).document
    }

    static func view(_ id: String, _ subviews: String, resources: String = "") throws -> JSONValue {
        try #require(IBFixtures.view(id, in: document(subviews, resources: resources)))
    }

    @Test func viewClassesBecomeKindsAndFixedControlSizes() throws {
        let document = try Self.document(
            """
            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-aa-bbb"/>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-bbb"><state key="normal" title="Go"/></button>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img-aa-bbb"/>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="txt-aa-bbb" placeholder="Name"/>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-aa-bbb"/>
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb"/>
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="swi-aa-bbb"/>
            <activityIndicatorView style="large" translatesAutoresizingMaskIntoConstraints="NO" id="act-aa-bbb"/>
            <tableView translatesAutoresizingMaskIntoConstraints="NO" id="tab-aa-bbb"/>
            """)
        func kind(_ id: String) -> JSONValue? { IBFixtures.view(id, in: document)?["kind"] }
        #expect(kind("lab-aa-bbb") == .string("label"))
        #expect(kind("btn-aa-bbb") == .string("button"))
        #expect(kind("img-aa-bbb") == .string("image"))
        #expect(kind("txt-aa-bbb") == .string("textField"))
        #expect(kind("scr-aa-bbb") == .string("scroll"))
        #expect(kind("stk-aa-bbb") == .string("stack"))
        #expect(kind("tab-aa-bbb") == nil)
        let size = IBFixtures.view("swi-aa-bbb", in: document)?["intrinsicContentSize"]
        // The alignment rectangle is 49 wide; the frame around it 2 more on the right (51).
        #expect(size == .object([("width", .number(49)), ("height", .number(31))]))
        #expect(
            IBFixtures.view("swi-aa-bbb", in: document)?["alignmentRectInsets"]
                == .object([("top", .number(0)), ("left", .number(0)), ("bottom", .number(0)), ("right", .number(2))]))
        #expect(IBFixtures.view("act-aa-bbb", in: document)?["intrinsicContentSize"]?["width"] == .number(37))
    }

    @Test func aCustomClassIsKeptAndTheElementDecidesTheKind() throws {
        let view = try Self.view(
            "lab-aa-bbb",
            #"<label text="x" customClass="FancyLabel" translatesAutoresizingMaskIntoConstraints="NO" id="lab-aa-bbb"/>"#
        )
        #expect(view["customClass"] == .string("FancyLabel"))
        #expect(view["kind"] == .string("label"))
        let decoded = try LayoutDocument.decode(
            .object([("root", .object([("id", .string("r")), ("customClass", .string("Root"))]))])
        ).get()
        #expect(decoded.root.customClass == "Root")
    }

    @Test func anUnknownClassIsAPlainViewWithAWarning() throws {
        let tree = try IBFixtures.tree(
            IBFixtures.storyboard(
                IBFixtures.rootView(#"<hologramView translatesAutoresizingMaskIntoConstraints="NO" id="hol-aa-bbb"/>"#))
        )
        #expect(IBFixtures.view("hol-aa-bbb", in: tree.document)?["kind"] == nil)
        let warning = try #require(tree.warnings.first)
        #expect(warning.code == "unsupported_ib_feature")
        #expect(warning["view"] == .string("hol-aa-bbb"))
        #expect(warning["element"] == .string("hologramView"))
    }

    @Test func textFontsAndLinesAreRead() throws {
        let document = try Self.document(
            """
            <label text="Title" numberOfLines="0" preferredMaxLayoutWidth="200" translatesAutoresizingMaskIntoConstraints="NO" id="l01-aa-bbb">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
            </label>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="l02-aa-bbb">
                <string key="text">Two
            lines</string>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            </label>
            <label text="Custom" translatesAutoresizingMaskIntoConstraints="NO" id="l03-aa-bbb">
                <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="14"/>
            </label>
            <label text="Medium" translatesAutoresizingMaskIntoConstraints="NO" id="l04-aa-bbb">
                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="12"/>
            </label>
            """)
        let first = try #require(IBFixtures.view("l01-aa-bbb", in: document))
        #expect(first["text"] == .string("Title"))
        #expect(first["font"] == .object([("size", .number(20)), ("weight", .string("bold"))]))
        #expect(first["numberOfLines"] == .number(0))
        #expect(first["preferredMaxLayoutWidth"] == .number(200))
        let second = try #require(IBFixtures.view("l02-aa-bbb", in: document))
        #expect(second["text"] == .string("Two\nlines"))
        // A text style's leading: its line spacing, 22, less the line height, 20.287.
        #expect(
            second["font"]
                == .object([("size", .number(17)), ("weight", .string("semibold")), ("leading", .number(1.712890625))]))
        #expect(IBFixtures.view("l03-aa-bbb", in: document)?["font"]?["weight"] == .string("heavy"))
        #expect(IBFixtures.view("l04-aa-bbb", in: document)?["font"]?["weight"] == .string("medium"))
    }

    @Test func imageSizesComeFromTheResources() throws {
        let view = try Self.view(
            "img-aa-bbb", #"<imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-aa-bbb"/>"#,
            resources: #"<image name="logo" width="113" height="80"/>"#)
        #expect(view["image"] == .object([("width", .number(113)), ("height", .number(80))]))
    }

    @Test func anImageOnlyButtonIsSizedByItsImageAndInsets() throws {
        let view = try Self.view(
            "btn-aa-bbb",
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-bbb">
                <inset key="contentEdgeInsets" minX="4" minY="2" maxX="4" maxY="2"/>
                <state key="normal" image="close"/>
            </button>
            """, resources: #"<image name="close" width="24" height="24"/>"#)
        #expect(view["kind"] == nil)
        #expect(view["intrinsicContentSize"] == .object([("width", .number(32)), ("height", .number(28))]))
    }

    @Test func prioritiesAndPlaceholderSizesAreKept() throws {
        let view = try Self.view(
            "v01-aa-bbb",
            #"<view horizontalHuggingPriority="251" verticalCompressionResistancePriority="1000" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="v01-aa-bbb"/>"#
        )
        #expect(view["contentHuggingPriority"] == .object([("horizontal", .number(251)), ("vertical", .number(250))]))
        #expect(view["contentCompressionResistancePriority"]?["vertical"] == .number(1000))
        #expect(view["intrinsicContentSize"] == .object([("width", .number(120)), ("height", .null)]))
    }

    @Test func aLabelWithoutStoredHuggingHugsAt250() throws {
        let view = try Self.view(
            "lab-aa-bbb", #"<label text="x" translatesAutoresizingMaskIntoConstraints="NO" id="lab-aa-bbb"/>"#)
        #expect(view["contentHuggingPriority"] == .object([("horizontal", .number(250)), ("vertical", .number(250))]))
    }

    @Test func autoresizingViewsKeepTheirFrameAndMask() throws {
        let view = try Self.view(
            "fix-aa-bbb",
            """
            <view contentMode="scaleToFill" fixedFrame="YES" hidden="YES" id="fix-aa-bbb">
                <rect key="frame" x="10" y="20" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES"/>
            </view>
            """)
        #expect(view["translatesAutoresizingMaskIntoConstraints"] == .bool(true))
        #expect(
            view["frame"]
                == .object([("x", .number(10)), ("y", .number(20)), ("width", .number(100)), ("height", .number(50))]))
        #expect(view["autoresizingMask"] == .array([.string("flexibleWidth"), .string("flexibleRightMargin")]))
        #expect(view["hidden"] == .bool(true))
    }

    @Test func stackViewsKeepTheirArrangement() throws {
        let view = try Self.view(
            "stk-aa-bbb",
            """
            <stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="8" layoutMarginsRelativeArrangement="YES" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb">
                <subviews><view id="s01-aa-bbb"/><view id="s02-aa-bbb"/></subviews>
            </stackView>
            """)
        #expect(view["axis"] == .string("vertical"))
        #expect(view["distribution"] == .string("fillEqually"))
        #expect(view["alignment"] == .string("center"))
        #expect(view["spacing"] == .number(8))
        #expect(view["isLayoutMarginsRelativeArrangement"] == .bool(true))
        guard case .array(let arranged)? = view["subviews"] else {
            Issue.record("no arranged subviews")
            return
        }
        #expect(arranged.map { $0["id"] } == [.string("s01-aa-bbb"), .string("s02-aa-bbb")])
    }

    @Test func aRoundedTextFieldIsAsTallAsUIKitDrawsItsBorder() throws {
        let field =
            #"<textField borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="txt-aa-bbb"><fontDescription key="fontDescription" type="system" pointSize="14"/></textField>"#
        let modern = try #require(Self.view("txt-aa-bbb", field)["intrinsicContentSize"])
        #expect(modern["height"] == .number(34))
        guard case .number(let width)? = modern["width"] else {
            Issue.record("no intrinsic width")
            return
        }
        #expect(width > 2 * ViewProperties.roundedRectInset)
        let old = try IBFixtures.tree(IBFixtures.storyboard(IBFixtures.rootView(field), toolsVersion: "14490"))
        #expect(IBFixtures.view("txt-aa-bbb", in: old.document)?["intrinsicContentSize"]?["height"] == .number(30))
        let plain = try Self.view("txt-aa-bbb", field.replacing(#"borderStyle="roundedRect" "#, with: ""))
        #expect(plain["intrinsicContentSize"] == nil)
    }

    @Test func aStackOfStandardSpacingIsSpacedAsASymbolicConstraint() throws {
        let standard = try Self.view(
            "stk-aa-bbb",
            #"<stackView spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb"/>"#)
        #expect(standard["spacing"] == .number(8))
        let plain = try Self.view(
            "stk-aa-bbb", #"<stackView translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb"/>"#)
        #expect(plain["spacing"] == nil)
    }

    @Test func baselineRelativeArrangementIsAWarning() throws {
        let tree = try IBFixtures.tree(
            IBFixtures.storyboard(
                IBFixtures.rootView(
                    #"<stackView baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb"/>"#
                )))
        #expect(tree.warnings.map { $0["view"] } == [.string("stk-aa-bbb")])
    }

    @Test func aTableCellsContentViewTakesTheTablesSideMarginsAndElevenAboveAndBelow() throws {
        let tree = try IBFixtures.tree(
            IBFixtures.xib(
                """
                <tableViewCell id="cel-aa-bbb">
                    <rect key="frame" x="0" y="0" width="414" height="44"/>
                    <tableViewCellContentView key="contentView" id="cnt-aa-bbb"><rect key="frame" x="0" y="0" width="414" height="44"/></tableViewCellContentView>
                </tableViewCell>
                """))
        #expect(
            IBFixtures.view("cnt-aa-bbb", in: tree.document)?["layoutMargins"]
                == .object([
                    ("top", .number(11)), ("left", .number(20)), ("bottom", .number(11)), ("right", .number(20))
                ])
        )
    }

    @Test func marginsAreReadAndPreservedMarginsFollowTheSuperview() throws {
        let document = try Self.document(
            """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="out-aa-bbb">
                <rect key="frame" x="0" y="100" width="375" height="100"/>
                <subviews>
                    <view preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="inn-aa-bbb">
                        <rect key="frame" x="0" y="0" width="375" height="100"/>
                    </view>
                </subviews>
                <edgeInsets key="layoutMargins" top="4" left="30" bottom="4" right="30"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="dir-aa-bbb">
                <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
            </view>
            """)
        #expect(
            IBFixtures.view("out-aa-bbb", in: document)?["layoutMargins"]
                == .object([("top", .number(4)), ("left", .number(30)), ("bottom", .number(4)), ("right", .number(30))])
        )
        #expect(IBFixtures.view("inn-aa-bbb", in: document)?["layoutMargins"]?["left"] == .number(30))
        #expect(IBFixtures.view("inn-aa-bbb", in: document)?["layoutMargins"]?["top"] == .number(8))
        #expect(IBFixtures.view("dir-aa-bbb", in: document)?["layoutMargins"]?["right"] == .number(4))
    }
}
