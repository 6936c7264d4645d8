import Testing

@testable import InterfaceBuilder

/// Each tree's design canvas: the device, the root's size, the bars.
@Suite struct DesignCanvasTests {
    static let navigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#

    @Test func aFullScreenRootIsLaidOutOnTheCatalogDeviceWithItsBars() throws {
        let tree = try IBFixtures.tree(IBFixtures.storyboard(IBFixtures.rootView(""), controller: Self.navigationBar))
        #expect(tree.designTarget == .object([("device", .string("iphone-6")), ("orientation", .string("portrait"))]))
        #expect(tree.document["controller"] == .object([("navigationBar", .bool(true))]))
    }

    @Test func aNavigationItemShowsABarOnlyOnAControllerASegueShows() throws {
        let item = #"<navigationItem key="navigationItem" id="nav-aa-bbb"/>"#
        let alone = try IBFixtures.tree(IBFixtures.storyboard(IBFixtures.rootView(""), controller: item))
        #expect(alone.document["controller"] == nil)
        var text = String(decoding: IBFixtures.storyboard(IBFixtures.rootView(""), controller: item), as: UTF8.self)
        text = text.replacing(
            "</scenes>",
            with: """
                <scene sceneID="sc2-aa-bbb"><objects>
                    <viewController id="vc2-aa-bbb" sceneMemberID="viewController">
                        <view key="view" id="rt2-aa-bbb"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                        <connections><segue destination="vc1-aa-bbb" kind="show" id="sg1-aa-bbb"/></connections>
                    </viewController>
                </objects></scene>
                </scenes>
                """)
        let shown = try IBFixtures.trees(Array(text.utf8))
        #expect(
            shown.first { $0.scene == "vc1-aa-bbb" }?.document["controller"]
                == .object([("navigationBar", .bool(true))]))
    }

    @Test func aRootUnderOpaqueBarsIsACustomScreenOfItsSize() throws {
        let view = #"<view key="view" id="rt0-aa-bbb"><rect key="frame" x="0" y="64" width="375" height="603"/></view>"#
        let tree = try IBFixtures.tree(
            IBFixtures.storyboard(view, controller: Self.navigationBar))
        #expect(tree.document["controller"] == nil)
        #expect(tree.designTarget["size"] == .object([("width", .number(375)), ("height", .number(603))]))
        #expect(tree.designTarget["safeAreaInsets"]?["top"] == .number(0))
        #expect(tree.designTarget["scale"] == .number(2))
    }

    @Test func theNotchedCanvasIsTheModelTheSavingXcodeDrew() throws {
        let view = #"<view key="view" id="rt0-aa-bbb"><rect key="frame" x="0" y="0" width="414" height="896"/></view>"#
        let device = #"<device id="retina6_1" orientation="portrait"/>"#
        let old = try IBFixtures.tree(IBFixtures.storyboard(view, device: device, toolsVersion: "19529"))
        #expect(old.designTarget["device"] == .string("iphone-xs-max"))
        let new = try IBFixtures.tree(IBFixtures.storyboard(view, device: device))
        #expect(new.designTarget["device"] == .string("iphone-xr"))
    }

    @Test func aXibCellIsACanvasOfItsOwnSizeWithoutInsets() throws {
        let tree = try IBFixtures.tree(
            IBFixtures.xib(
                #"<tableViewCell id="cel-aa-bbb"><rect key="frame" x="0" y="0" width="320" height="44"/></tableViewCell>"#
            ))
        #expect(tree.designTarget["size"] == .object([("width", .number(320)), ("height", .number(44))]))
        #expect(tree.designTarget["statusBar"] == .number(0))
        #expect(tree.designTarget["scale"] == .number(2))
    }

    @Test func aXibViewOfTheScreensSizeIsDrawnAsTheScreenWithItsSafeArea() throws {
        let device = #"<device id="retina6_5" orientation="landscape"/>"#
        let full = try IBFixtures.tree(
            IBFixtures.xib(
                #"<view id="ful-aa-bbb"><rect key="frame" x="0" y="0" width="896" height="414"/></view>"#,
                device: device))
        #expect(
            full.designTarget == .object([("device", .string("iphone-xs-max")), ("orientation", .string("landscape"))]))
        let small = try IBFixtures.tree(
            IBFixtures.xib(
                #"<view id="sml-aa-bbb"><rect key="frame" x="0" y="0" width="600" height="414"/></view>"#,
                device: device))
        #expect(small.designTarget["size"] == .object([("width", .number(600)), ("height", .number(414))]))
        #expect(small.designTarget["safeAreaInsets"]?["left"] == .number(0))
    }

    @Test func aLaunchScreenHasNoStatusBar() throws {
        var text = String(decoding: IBFixtures.storyboard(IBFixtures.rootView("")), as: UTF8.self)
        text = text.replacing("useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" launchScreen=\"YES\"")
        let tree = try IBFixtures.tree(Array(text.utf8))
        #expect(tree.document["controller"] == .object([("statusBar", .string("hidden"))]))
    }

    @Test func xcode11To13DrewAHomeButtonPhoneWithTheStatusBarOutsideTheSafeArea() throws {
        let navigation = Self.navigationBar
        let box = """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb"><rect key="frame" x="0" y="44" width="375" height="10"/></view>
            """
        let pinned = IBFixtures.rootView(
            box,
            constraints: """
                <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="sa0-aa-bbb" secondAttribute="top" id="c01-aa-bbb"/>
                <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="rt0-aa-bbb" secondAttribute="leading" id="c02-aa-bbb"/>
                <constraint firstItem="box-aa-bbb" firstAttribute="trailing" secondItem="rt0-aa-bbb" secondAttribute="trailing" id="c03-aa-bbb"/>
                <constraint firstItem="box-aa-bbb" firstAttribute="height" constant="10" id="c04-aa-bbb"/>
                """)
        let xcode11 = IBFixtures.storyboard(pinned, controller: navigation, toolsVersion: "15705")
        #expect(try IBFixtures.frames(xcode11)["box-aa-bbb"]?.y == 44)
        let xcode14 = IBFixtures.storyboard(pinned, controller: navigation)
        #expect(try IBFixtures.frames(xcode14)["box-aa-bbb"]?.y == 64)
        let notched = IBFixtures.storyboard(
            pinned, device: #"<device id="retina5_9" orientation="portrait"/>"#, controller: navigation,
            toolsVersion: "15705")
        #expect(try IBFixtures.tree(notched).document["controller"]?["statusBar"] == nil)
    }

    @Test func aNarrowRootOnAWidePhoneTakesThePhonesSideMarginsInItsCells() throws {
        let box = IBFixtures.boxAtLeadingMargin(of: "cv0-aa-bbb")
        let table = """
            <tableView style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="714"/>
                <prototypes>
                    <tableViewCell id="cel-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" id="cv0-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>\(box.subviews)</subviews>
                            <constraints>\(box.constraints)</constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let view = """
            <view key="view" id="rt0-aa-bbb"><rect key="frame" x="0" y="0" width="375" height="714"/>
                <subviews>\(table)</subviews>
                <constraints>
                    <constraint firstItem="tbl-aa-bbb" firstAttribute="leading" secondItem="rt0-aa-bbb" secondAttribute="leading" id="c05-aa-bbb"/>
                    <constraint firstItem="tbl-aa-bbb" firstAttribute="trailing" secondItem="rt0-aa-bbb" secondAttribute="trailing" id="c06-aa-bbb"/>
                    <constraint firstItem="tbl-aa-bbb" firstAttribute="top" secondItem="rt0-aa-bbb" secondAttribute="top" id="c07-aa-bbb"/>
                    <constraint firstItem="tbl-aa-bbb" firstAttribute="bottom" secondItem="rt0-aa-bbb" secondAttribute="bottom" id="c08-aa-bbb"/>
                </constraints>
            </view>
            """
        let wide = IBFixtures.storyboard(view, device: #"<device id="retina6_1" orientation="portrait"/>"#)
        #expect(try IBFixtures.frames(wide)["box-aa-bbb"]?.x == 20)
        let narrow = IBFixtures.storyboard(view.replacing("714", with: "667"))
        #expect(try IBFixtures.frames(narrow)["box-aa-bbb"]?.x == 16)
    }

    @Test func aFreeformRootWiderThanItsScreenHasTheTwentyPointMarginsOfAWideCanvas() throws {
        let box = IBFixtures.boxAtLeadingMargin(of: "rt0-aa-bbb")
        func root(width: Int) -> String {
            """
            <view key="view" id="rt0-aa-bbb"><rect key="frame" x="0" y="0" width="\(width)" height="400"/>
                <subviews>\(box.subviews)</subviews>
                <constraints>\(box.constraints)</constraints>
            </view>
            """
        }
        let wide = try IBFixtures.tree(IBFixtures.storyboard(root(width: 400)))
        #expect(wide.designTarget["sideMargin"] == .number(20))
        #expect(try IBFixtures.frames(IBFixtures.storyboard(root(width: 400)))["box-aa-bbb"]?.x == 20)
        #expect(try IBFixtures.frames(IBFixtures.storyboard(root(width: 350)))["box-aa-bbb"]?.x == 16)
    }
}
