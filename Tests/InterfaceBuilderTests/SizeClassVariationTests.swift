import Requests
import Testing

@testable import InterfaceBuilder

/// `<variation>` masks as `installed` and `when`, and their effect on the solved targets.
@Suite struct SizeClassVariationTests {
    static let subviews = """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="cmp-aa-bbb"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        """
    static let constraints = """
        <constraint firstItem="box-aa-bbb" firstAttribute="width" constant="100" id="wid-aa-bbb"/>
        <constraint firstItem="box-aa-bbb" firstAttribute="width" constant="300" id="wcm-aa-bbb"/>
        """
    static let variations = """
        <variation key="default">
            <mask key="subviews"><exclude reference="cmp-aa-bbb"/></mask>
            <mask key="constraints"><exclude reference="wcm-aa-bbb"/></mask>
        </variation>
        <variation key="heightClass=compact">
            <mask key="subviews"><include reference="cmp-aa-bbb"/></mask>
            <mask key="constraints"><exclude reference="wid-aa-bbb"/><include reference="wcm-aa-bbb"/></mask>
        </variation>
        """

    static var file: [UInt8] {
        IBFixtures.storyboard(IBFixtures.rootView(subviews, constraints: constraints, extra: variations))
    }

    @Test func masksBecomeConditions() throws {
        let document = try IBFixtures.tree(Self.file).document
        #expect(
            IBFixtures.view("cmp-aa-bbb", in: document)?["installed"]
                == .object([("verticalSizeClass", .string("compact"))]))
        guard case .array(let entries)? = document["constraints"] else {
            Issue.record("no constraints")
            return
        }
        #expect(entries[0]["when"] == .object([("verticalSizeClass", .string("regular"))]))
        #expect(entries[1]["when"] == .object([("verticalSizeClass", .string("compact"))]))
    }

    @Test func theSolvedWidthFollowsTheSizeClass() throws {
        let trees = try IBFixtures.trees(Self.file)
        let targets = InterfaceBuilderRequest.Targets.members([
            ("devices", .array([.string("iphone-6")])),
            ("orientations", .array([.string("portrait"), .string("landscape")]))
        ])
        let requests = try InterfaceBuilderRequest.requests(trees, targets: targets).get()
        let results = try RequestSolver.solve(requests).get().results
        #expect(results.map { $0.frame("box-aa-bbb")?.width } == [100, 300])
        #expect(results.map { $0.frame("cmp-aa-bbb") != nil } == [false, true])
        #expect(results.allSatisfy { $0.scene == "vc1-aa-bbb" })
    }

    @Test func twoClassKeysAndAnObjectInstalledNowhereAreExpressed() {
        #expect(SizeClassVariations.classes("widthClass=compact-heightClass=regular")! == (.compact, .regular))
        #expect(SizeClassVariations.classes("userInterfaceIdiom=mac") == nil)
        var variations = SizeClassVariations()
        let element = XMLElement(
            name: "variation", attributes: [("key", "default")],
            children: [
                XMLElement(
                    name: "mask", attributes: [("key", "constraints")],
                    children: [XMLElement(name: "exclude", attributes: [("reference", "gone")])])
            ])
        variations.read(element, owner: "root", warn: { Issue.record("warned: \($0)") })
        #expect(variations.condition("gone").condition == SizeClassVariations.never)
        #expect(variations.condition("other").condition == nil)
    }

    @Test func anUnknownVariationKeyIsAWarning() throws {
        let extra =
            #"<variation key="userInterfaceIdiom=mac"><mask key="constraints"><exclude reference="wid-aa-bbb"/></mask></variation>"#
        let tree = try IBFixtures.tree(
            IBFixtures.storyboard(IBFixtures.rootView(Self.subviews, constraints: Self.constraints, extra: extra)))
        #expect(tree.warnings.map { $0["element"] } == [.string("variation")])
    }
}
