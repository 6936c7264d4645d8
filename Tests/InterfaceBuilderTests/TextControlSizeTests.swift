import Engine
import Geometry
import JSON
import Testing
import Text

@testable import InterfaceBuilder

/// What the importer settles for text controls, cells and stacks where UIKit's rule needs more than the
/// document's kinds: inset title buttons, icon-font labels, cell margins by era and device.
@Suite struct TextControlSizeTests {
    static func cellMargins(device: String, toolsVersion: String = "21701", width: Int = 375) throws -> JSONValue? {
        let tree = try IBFixtures.tree(
            IBFixtures.xib(
                """
                <tableViewCell id="cel-aa-bbb">
                    <rect key="frame" x="0" y="0" width="\(width)" height="44"/>
                    <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" id="cnt-aa-bbb"><rect key="frame" x="0" y="0" width="\(width)" height="44"/></tableViewCellContentView>
                </tableViewCell>
                """, device: #"<device id="\#(device)" orientation="portrait"/>"#, toolsVersion: toolsVersion))
        return IBFixtures.view("cnt-aa-bbb", in: tree.document)?["layoutMargins"]
    }

    @Test func aCellOfAFileBeforeXcode9KeepsUIViewsEightPointMargins() throws {
        let margins = try Self.cellMargins(device: "retina4_7", toolsVersion: "8191", width: 382)
        #expect(margins?["left"] == .number(8))
        #expect(margins?["right"] == .number(8))
    }

    @Test func aCellOnADeviceWithAHomeIndicatorHasTwentyPointSideMarginsAndSixteenWithout() throws {
        #expect(try Self.cellMargins(device: "retina5_9")?["left"] == .number(20))
        #expect(try Self.cellMargins(device: "retina4_7")?["left"] == .number(16))
    }

    /// A multi-line label in a text style sets its lines the style's line spacing apart (body: 22
    /// points baseline to baseline), a label in the system font one line height apart; the last
    /// line adds no leading. A seven-line body label Xcode stores 152.5 tall: 20.29 + 6 × 22.
    @Test func aMultiLineTextStyleLabelsLinesAreTheStylesLineSpacingApart() throws {
        func height(_ font: String) throws -> Double? {
            let label = """
                <label text="1&#10;2&#10;3&#10;4&#10;5&#10;6&#10;7" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lab-aa-bbb">
                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                    \(font)
                </label>
                """
            let constraints = """
                <constraint firstItem="lab-aa-bbb" firstAttribute="top" secondItem="rt0-aa-bbb" secondAttribute="top" id="cst-aa-001"/>
                <constraint firstItem="lab-aa-bbb" firstAttribute="leading" secondItem="rt0-aa-bbb" secondAttribute="leading" id="cst-aa-002"/>
                """
            return try IBFixtures.frames(IBFixtures.storyboard(IBFixtures.rootView(label, constraints: constraints)))[
                "lab-aa-bbb"]?.height
        }
        #expect(try height(#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#) == 152.5)
        // The system font at the same size: 7 × 20.29 = 142.01 → 142.5.
        #expect(try height(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#) == 142.5)
    }

    @Test func aTitleButtonWithContentEdgeInsetsIsItsTitleInWholePointsPlusTheInsets() throws {
        let view = try ViewMappingTests.view(
            "btn-aa-bbb",
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-bbb">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <inset key="contentEdgeInsets" minX="10" minY="7" maxX="12" maxY="5"/>
                <state key="normal" title="Options"/>
            </button>
            """)
        let title = TextMeasurer.system.width(of: "Options", font: Font(size: 17))
        #expect(view["kind"] == .string("button"))
        #expect(
            view["intrinsicContentSize"]
                == .object([
                    ("width", .number(TextMeasurer.ceilToPixel(title, scale: 1) + 22)), ("height", .number(21 + 12))
                ]))
    }

    @Test func aTitleButtonWithInsetsBesideAnImageKeepsItsWarning() throws {
        let tree = try IBFixtures.tree(
            IBFixtures.storyboard(
                IBFixtures.rootView(
                    """
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-bbb">
                        <inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>
                        <state key="normal" title="Go" image="close"/>
                    </button>
                    """), resources: #"<image name="close" width="24" height="24"/>"#))
        #expect(tree.warnings.contains { $0["element"] == .string("inset") })
        #expect(IBFixtures.view("btn-aa-bbb", in: tree.document)?["intrinsicContentSize"] == nil)
    }

    @Test func aLabelOfIconFontGlyphsIsOneEmSquarePerIcon() throws {
        let document = try ViewMappingTests.document(
            """
            <label text="\u{F0AC}\u{F081}" translatesAutoresizingMaskIntoConstraints="NO" id="ico-aa-bbb">
                <fontDescription key="fontDescription" name="FontAwesome" family="FontAwesome" pointSize="24"/>
            </label>
            <label text="Home" translatesAutoresizingMaskIntoConstraints="NO" id="wrd-aa-bbb">
                <fontDescription key="fontDescription" name="FontAwesome" family="FontAwesome" pointSize="24"/>
            </label>
            <label text="\u{F0AC}" translatesAutoresizingMaskIntoConstraints="NO" id="sys-aa-bbb">
                <fontDescription key="fontDescription" type="system" pointSize="24"/>
            </label>
            """)
        #expect(
            IBFixtures.view("ico-aa-bbb", in: document)?["intrinsicContentSize"]
                == .object([("width", .number(48)), ("height", .number(24))]))
        #expect(IBFixtures.view("wrd-aa-bbb", in: document)?["intrinsicContentSize"] == nil)
        #expect(IBFixtures.view("sys-aa-bbb", in: document)?["intrinsicContentSize"] == nil)
    }

    @Test func helveticaFacesMeasureWithHelveticasTableNotTheSystemFonts() throws {
        let document = try ViewMappingTests.document(
            """
            <label text="YOUR PREFERENCES" translatesAutoresizingMaskIntoConstraints="NO" id="hel-aa-bbb">
                <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="21"/>
            </label>
            <label text="Wraps" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-aa-bbb">
                <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="21"/>
            </label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-bbb">
                <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>
                <inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>
                <state key="normal" title="Options"/>
            </button>
            """)
        let helvetica = TextMeasurer(faces: .helvetica)
        let label = helvetica.intrinsicContentSize(
            text: "YOUR PREFERENCES", font: Font(size: 21, weight: .light), numberOfLines: 1,
            preferredMaxLayoutWidth: nil)
        #expect(label.width != TextMeasurer.system.width(of: "YOUR PREFERENCES", font: Font(size: 21)))
        #expect(
            IBFixtures.view("hel-aa-bbb", in: document)?["intrinsicContentSize"]
                == .object([("width", .number(label.width)), ("height", .number(label.height))]))
        #expect(IBFixtures.view("wrp-aa-bbb", in: document)?["intrinsicContentSize"] == nil)
        // "Options" in Helvetica at 17 pt: 58.6 → 59, plus 20; 21 + 14 tall. Xcode stores 78 × 35.
        #expect(
            IBFixtures.view("btn-aa-bbb", in: document)?["intrinsicContentSize"]
                == .object([("width", .number(79)), ("height", .number(35))]))
    }

    @Test func aStackViewWithMarginsSetInTheFileArrangesWithinThem() throws {
        let document = try ViewMappingTests.document(
            """
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stm-aa-bbb">
                <edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>
            </stackView>
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stn-aa-bbb"/>
            """)
        #expect(IBFixtures.view("stm-aa-bbb", in: document)?["isLayoutMarginsRelativeArrangement"] == .bool(true))
        #expect(IBFixtures.view("stn-aa-bbb", in: document)?["isLayoutMarginsRelativeArrangement"] == nil)
    }
}
