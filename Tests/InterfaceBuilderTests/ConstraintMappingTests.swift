import Document
import Engine
import Geometry
import JSON
import Testing

@testable import InterfaceBuilder

/// IB `<constraint>` elements as object constraints, guides as items, and the solved frames they give.
@Suite struct ConstraintMappingTests {
    static let box =
        #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#

    static func constraints(_ constraints: String, subviews: String = box, controller: String = "") throws
        -> [JSONValue]
    {
        let bytes = IBFixtures.storyboard(
            IBFixtures.rootView(subviews, constraints: constraints), controller: controller)
        return IBFixtures.constraints(try IBFixtures.tree(bytes).document)
    }

    @Test func everyFieldOfAConstraintIsCarried() throws {
        let list = try Self.constraints(
            #"<constraint firstItem="box-aa-bbb" firstAttribute="leadingMargin" relation="greaterThanOrEqual" secondItem="rt0-aa-bbb" secondAttribute="centerXWithinMargins" multiplier="0.5" constant="12" priority="750" identifier="lead" id="c01-aa-bbb"/>"#
        )
        #expect(
            list == [
                .object([
                    ("id", .string("c01-aa-bbb")), ("item", .string("box-aa-bbb")),
                    ("attribute", .string("leadingMargin")),
                    ("relation", .string("greaterThanOrEqual")), ("toItem", .string("rt0-aa-bbb")),
                    ("toAttribute", .string("centerXWithinMargins")), ("multiplier", .number(0.5)),
                    ("constant", .number(12)), ("priority", .number(750)), ("identifier", .string("lead"))
                ])
            ])
    }

    @Test func aMissingFirstItemIsTheViewThatHoldsTheConstraint() throws {
        let list = try Self.constraints(#"<constraint firstAttribute="height" constant="44" id="c02-aa-bbb"/>"#)
        #expect(list.first?["item"] == .string("rt0-aa-bbb"))
        #expect(list.first?["toItem"] == nil)
    }

    @Test func ratioMultipliersAreDivided() {
        #expect(ViewImporter.multiplier("16:9") == 16.0 / 9)
        #expect(ViewImporter.multiplier("4/3") == 4.0 / 3)
        #expect(ViewImporter.multiplier("2") == 2)
        #expect(ViewImporter.multiplier("1:0") == nil)
        #expect(ViewImporter.multiplier("wide") == nil)
    }

    @Test func aBadMultiplierLeavesTheConstraintOutWithAWarning() throws {
        let bytes = IBFixtures.storyboard(
            IBFixtures.rootView(
                Self.box,
                constraints:
                    #"<constraint firstItem="box-aa-bbb" firstAttribute="width" secondItem="box-aa-bbb" secondAttribute="height" multiplier="x:y" id="c03-aa-bbb"/>"#
            ))
        let tree = try IBFixtures.tree(bytes)
        #expect(IBFixtures.constraints(tree.document).isEmpty)
        #expect(tree.warnings.first?.message.contains("c03-aa-bbb") == true)
    }

    @Test func placeholderConstraintsAreRemovedAsXcodeRemovesThem() throws {
        let list = try Self.constraints(
            #"<constraint firstItem="box-aa-bbb" firstAttribute="width" constant="10" placeholder="YES" id="c04-aa-bbb"/>"#
        )
        #expect(list.isEmpty)
    }

    @Test func placeholderConstraintsLayOutTheDesignCanvasAsXcodesCanvasDoes() throws {
        let bytes = IBFixtures.storyboard(
            IBFixtures.rootView(
                Self.box,
                constraints: """
                    <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="rt0-aa-bbb" secondAttribute="leading" constant="20" id="c07-aa-bbb"/>
                    <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="rt0-aa-bbb" secondAttribute="top" constant="30" placeholder="YES" id="c08-aa-bbb"/>
                    <constraint firstItem="box-aa-bbb" firstAttribute="width" constant="40" id="c09-aa-bbb"/>
                    <constraint firstItem="box-aa-bbb" firstAttribute="height" constant="50" id="c10-aa-bbb"/>
                    """))
        let tree = try IBFixtures.tree(bytes)
        let canvas = try #require(tree.canvasDocument)
        #expect(
            IBFixtures.constraints(canvas).compactMap { $0["id"] }
                == ["c07", "c08", "c09", "c10"].map { .string($0 + "-aa-bbb") })
        let result = try #require(IBFixtures.designResults(bytes).first)
        #expect(result.frame("box-aa-bbb") == Rect(x: 20, y: 30, width: 40, height: 50))
        #expect(!result.diagnostics.contains { $0.code == DiagnosticCode.ambiguousLayout })
    }

    @Test func aTreeWithoutPlaceholdersHasNoCanvasDocumentOfItsOwn() throws {
        let bytes = IBFixtures.storyboard(
            IBFixtures.rootView(
                Self.box,
                constraints:
                    #"<constraint firstItem="box-aa-bbb" firstAttribute="width" constant="10" id="c11-aa-bbb"/>"#))
        #expect(try IBFixtures.tree(bytes).canvasDocument == nil)
    }

    @Test func inactiveAndSymbolicConstraintsAreKept() throws {
        let list = try Self.constraints(
            """
            <constraint firstItem="box-aa-bbb" firstAttribute="width" constant="10" active="NO" id="c05-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="rt0-aa-bbb" secondAttribute="top" symbolic="YES" id="c06-aa-bbb"/>
            """)
        #expect(list[0]["active"] == .bool(false))
        #expect(list[1]["constant"] == .number(8))
    }

    @Test func guidesBecomeTheDocumentsGuideItems() throws {
        let scroll = """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-aa-bbb">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <viewLayoutGuide key="contentLayoutGuide" id="cg0-aa-bbb"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg0-aa-bbb"/>
            </scrollView>
            """
        let list = try Self.constraints(
            """
            <constraint firstItem="scr-aa-bbb" firstAttribute="top" secondItem="sa0-aa-bbb" secondAttribute="top" id="c07-aa-bbb"/>
            <constraint firstItem="scr-aa-bbb" firstAttribute="bottom" secondItem="bot-aa-bbb" secondAttribute="top" id="c08-aa-bbb"/>
            <constraint firstItem="cg0-aa-bbb" firstAttribute="width" secondItem="fg0-aa-bbb" secondAttribute="width" id="c09-aa-bbb"/>
            """, subviews: scroll,
            controller:
                #"<layoutGuides><viewControllerLayoutGuide type="top" id="top-aa-bbb"/><viewControllerLayoutGuide type="bottom" id="bot-aa-bbb"/></layoutGuides>"#
        )
        #expect(
            list.map { $0["toItem"] } == [
                .string("rt0-aa-bbb.safeArea"), .string("rt0-aa-bbb.bottomLayoutGuide"),
                .string("scr-aa-bbb.frameLayoutGuide")
            ])
        #expect(list[2]["item"] == .string("scr-aa-bbb.contentLayoutGuide"))
    }

    @Test func aConstraintNamingAnUnknownItemIsAWarning() throws {
        let bytes = IBFixtures.storyboard(
            IBFixtures.rootView(
                Self.box,
                constraints:
                    #"<constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="zzz-zz-zzz" secondAttribute="top" id="c10-aa-bbb"/>"#
            ))
        let tree = try IBFixtures.tree(bytes)
        #expect(IBFixtures.constraints(tree.document).isEmpty)
        #expect(tree.warnings.first?["element"] == .string("constraint"))
    }

    @Test func constraintsSolveToFramesKeyedByIBIds() throws {
        let bytes = IBFixtures.storyboard(
            IBFixtures.rootView(
                Self.box,
                constraints: """
                    <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="sa0-aa-bbb" secondAttribute="leading" constant="20" id="c11-aa-bbb"/>
                    <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="sa0-aa-bbb" secondAttribute="top" id="c12-aa-bbb"/>
                    <constraint firstItem="box-aa-bbb" firstAttribute="width" secondItem="box-aa-bbb" secondAttribute="height" multiplier="2:1" id="c13-aa-bbb"/>
                    <constraint firstItem="box-aa-bbb" firstAttribute="height" constant="50" id="c14-aa-bbb"/>
                    """))
        let frames = try IBFixtures.frames(bytes)
        // iPhone 6's status bar: the safe area starts 20 points down.
        #expect(frames["box-aa-bbb"] == Rect(x: 20, y: 20, width: 100, height: 50))
        #expect(frames["rt0-aa-bbb"] == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}
