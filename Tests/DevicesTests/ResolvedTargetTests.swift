import Testing

@testable import Devices
@testable import Geometry
@testable import JSON
@testable import Requests

/// Expected numbers: data/devices.json (safe areas, bars), docs/devices.md (guide lengths:
/// 64 portrait / 32 landscape with a navigation bar, 44 on Plus; large title +52), openapi.yaml
/// (the landscape target object), and docs/devices.md (keyboard heights).
@Suite struct ResolvedTargetTests {
    func resolve(
        _ device: String, _ orientation: Orientation = .portrait, keyboard: Bool = false,
        multitasking: Multitasking = .full, controller: ControllerOptions = .none
    ) throws -> ResolvedTarget {
        try ResolvedTarget.resolve(
            .device(
                DeviceTargetSpec(
                    device: device, orientation: orientation, multitasking: multitasking,
                    keyboard: keyboard)),
            controller: controller
        ).get()
    }

    let navigation = ControllerOptions(navigationBar: true)

    // MARK: Seed 000

    @Test func seedZeroIPhone6HasTopLayoutGuide64InPortraitAnd32InLandscape() throws {
        let portrait = try resolve("iphone-6", .portrait, controller: navigation)
        #expect(portrait.topLayoutGuideLength == 64)
        #expect(portrait.topLayoutGuideFrame == Rect(x: 0, y: 0, width: 375, height: 64))
        let landscape = try resolve("iphone-6", .landscape, controller: navigation)
        #expect(landscape.topLayoutGuideLength == 32)
        #expect(landscape.statusBarHeight == 0)
        #expect(landscape.statusBarFrame == nil)
        #expect(landscape.navigationBarFrame == Rect(x: 0, y: 0, width: 667, height: 32))
    }

    @Test func targetJSONIsExactlySpecSectionFourShape() throws {
        let landscape = try resolve("iphone-6", .landscape, controller: navigation)
        let expected =
            #"{"device":"iphone-6","orientation":"landscape","size":{"width":667,"height":375},"#
            + #""scale":2,"traits":{"horizontalSizeClass":"compact","verticalSizeClass":"compact","#
            + #""idiom":"phone","layoutDirection":"leftToRight"},"#
            + #""safeAreaInsets":{"top":32,"left":0,"bottom":0,"right":0},"topLayoutGuide":32,"bottomLayoutGuide":0}"#
        #expect(JSONWriter.string(landscape.jsonValue) == expected)
    }

    @Test func targetJSONNamesThePaneAndTheKeyboardOnlyWhenUsed() throws {
        let pane = try resolve("ipad-pro-11", .landscape, keyboard: true, multitasking: .half)
        let text = JSONWriter.string(pane.jsonValue)
        #expect(
            text.hasPrefix(
                #"{"device":"ipad-pro-11","orientation":"landscape","multitasking":"half","size":{"width":592,"height":834}"#
            ))
        #expect(text.hasSuffix(#""keyboard":true}"#))
    }

    @Test func anAliasResolvesToTheCanonicalId() throws {
        #expect(try resolve("iphone-8").deviceID == "iphone-6")
    }

    // MARK: Safe areas and guides

    static let noBars: [(String, Orientation, EdgeInsets)] = [
        ("iphone-6", .portrait, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("iphone-6", .landscape, EdgeInsets.zero),
        ("iphone-6-plus", .landscape, EdgeInsets.zero),
        ("iphone-x", .portrait, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        ("iphone-x", .landscape, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        ("iphone-14-pro", .portrait, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        ("iphone-14-pro", .landscape, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        ("ipad-9-7", .landscape, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("ipad-pro-11", .portrait, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    ]

    @Test(arguments: noBars)
    func safeAreaWithoutBarsIsTheCatalogsAndTheGuidesFollowIt(
        id: String, orientation: Orientation,
        insets: EdgeInsets
    ) throws {
        let target = try resolve(id, orientation)
        #expect(target.safeAreaInsets == insets)
        #expect(target.topLayoutGuideLength == insets.top)
        #expect(target.bottomLayoutGuideLength == insets.bottom)
        #expect(target.navigationBarFrame == nil && target.tabBarFrame == nil && target.toolbarFrame == nil)
    }

    static let withBars: [(String, Orientation, ControllerOptions, Double, Double)] = [
        ("iphone-6", .portrait, ControllerOptions(navigationBar: true, tabBar: true), 64, 49),
        ("iphone-6-plus", .landscape, ControllerOptions(navigationBar: true), 44, 0),
        ("iphone-x", .portrait, ControllerOptions(navigationBar: true, tabBar: true), 88, 83),
        ("iphone-x", .landscape, ControllerOptions(navigationBar: true, tabBar: true), 32, 53),
        ("iphone-x", .portrait, ControllerOptions(toolbar: true), 44, 78),
        ("iphone-x", .portrait, ControllerOptions(tabBar: true, toolbar: true), 44, 127),
        ("iphone-xr", .landscape, ControllerOptions(navigationBar: true, tabBar: true), 44, 70),
        ("iphone-14-pro", .portrait, ControllerOptions(navigationBar: true), 97.667, 34),
        ("ipad-pro-11", .portrait, ControllerOptions(navigationBar: true, tabBar: true), 74, 65),
        ("iphone-6", .portrait, ControllerOptions(navigationBar: true, largeTitle: true), 116, 0),
        ("iphone-6", .landscape, ControllerOptions(navigationBar: true, largeTitle: true), 32, 0)
    ]

    @Test(arguments: withBars)
    func barsRaiseTheGuidesAndTheSafeArea(
        id: String, orientation: Orientation, controller: ControllerOptions,
        top: Double, bottom: Double
    ) throws {
        let target = try resolve(id, orientation, controller: controller)
        #expect(target.topLayoutGuideLength == top)
        #expect(target.bottomLayoutGuideLength == bottom)
        #expect(target.safeAreaInsets.top == top && target.safeAreaInsets.bottom == bottom)
        #expect(target.bottomLayoutGuideFrame.maxY == target.size.height)
        if let bar = target.navigationBarFrame { #expect(bar.maxY == top) }
        if let bar = target.tabBarFrame { #expect(bar.maxY == target.size.height) }
    }

    static let statusBarChoices: [(String, Orientation, ControllerOptions, Double, Double)] = [
        ("iphone-6", .portrait, ControllerOptions(statusBar: .hidden), 0, 0),
        ("iphone-6", .portrait, ControllerOptions(navigationBar: true, statusBar: .hidden), 0, 44),
        ("iphone-6", .landscape, ControllerOptions(statusBar: .visible), 20, 20),
        ("iphone-6", .landscape, ControllerOptions(navigationBar: true, statusBar: .visible), 20, 52),
        ("iphone-x", .portrait, ControllerOptions(statusBar: .hidden), 0, 44),
        ("iphone-x", .portrait, ControllerOptions(navigationBar: true, statusBar: .hidden), 0, 88),
        ("iphone-x", .landscape, ControllerOptions(statusBar: .visible), 0, 0),
        ("ipad-pro-11", .landscape, ControllerOptions(statusBar: .hidden), 0, 0)
    ]

    @Test(arguments: statusBarChoices)
    func statusBarChoiceMovesTheTopOnlyWhereNoSensorHousingHoldsIt(
        id: String, orientation: Orientation, controller: ControllerOptions, statusBar: Double, top: Double
    ) throws {
        let target = try resolve(id, orientation, controller: controller)
        #expect(target.statusBarHeight == statusBar)
        #expect(target.topLayoutGuideLength == top)
    }

    // MARK: Margins and readable content

    @Test func rootMarginsIncludeTheSafeAreaAndTheCatalogsSides() throws {
        let landscape = try resolve("iphone-x", .landscape)
        #expect(landscape.rootLayoutMargins == EdgeInsets(top: 0, left: 60, bottom: 21, right: 60))
        #expect(landscape.layoutMarginsFrame == Rect(x: 60, y: 0, width: 692, height: 354))
        let portrait = try resolve("iphone-6", .portrait, controller: navigation)
        #expect(portrait.rootLayoutMargins == EdgeInsets(top: 64, left: 16, bottom: 0, right: 16))
        #expect(try resolve("iphone-6-plus").rootLayoutMargins.left == 20)
        #expect(try resolve("ipad-pro-11", .landscape, multitasking: .oneThird).rootLayoutMargins.left == 20)
    }

    @Test func readableContentIsMeasuredWhereKnownAndOtherwise664WideWhenThereIsRoom() throws {
        let measured = try resolve("ipad-pro-11", .landscape)
        #expect(measured.readableContentFrame == Rect(x: 265, y: 24, width: 664, height: 790))
        let exception = try resolve("iphone-6-plus", .landscape)
        #expect(exception.readableContentFrame.x == 20)
        let inferred = try resolve("ipad-pro-10-5", .landscape)
        #expect(inferred.readableContentFrame == Rect(x: 224, y: 20, width: 664, height: 814))
        let narrow = try resolve("iphone-16-pro")
        #expect(narrow.readableContentFrame.x == 16 && narrow.readableContentFrame.width == 370)
        let pane = try resolve("ipad-pro-11", .landscape, multitasking: .half)
        #expect(pane.readableContentFrame.x == 20 && pane.readableContentFrame.width == 552)
    }

    // MARK: Keyboard

    @Test func hiddenKeyboardIsZeroHighAtTheBottomOfTheSafeArea() throws {
        #expect(try resolve("iphone-6").keyboardFrame == Rect(x: 0, y: 667, width: 375, height: 0))
        #expect(try resolve("iphone-x").keyboardFrame == Rect(x: 0, y: 778, width: 375, height: 0))
        let tabs = try resolve("iphone-x", controller: ControllerOptions(tabBar: true))
        #expect(tabs.keyboardFrame == Rect(x: 0, y: 729, width: 375, height: 0))
    }

    @Test func shownKeyboardSitsAtTheScreenBottomAndLeavesTheSafeAreaAlone() throws {
        let six = try resolve("iphone-6", keyboard: true)
        #expect(six.keyboardFrame == Rect(x: 0, y: 407, width: 375, height: 260))
        #expect(six.safeAreaInsets.bottom == 0)
        #expect(six.bottomLayoutGuideLength == 0)
        let x = try resolve("iphone-x", .portrait, keyboard: true, controller: ControllerOptions(tabBar: true))
        #expect(x.keyboardFrame == Rect(x: 0, y: 476, width: 375, height: 336))
        #expect(x.safeAreaInsets.bottom == 83)
        #expect(x.bottomLayoutGuideLength == 83)
        #expect(x.rootLayoutMargins.bottom == 83)
        let landscape = try resolve("iphone-x", .landscape, keyboard: true)
        #expect(landscape.keyboardFrame == Rect(x: 0, y: 166, width: 812, height: 209))
        let pane = try resolve("ipad-9-7", .landscape, keyboard: true, multitasking: .oneThird)
        #expect(pane.keyboardFrame == Rect(x: 0, y: 370, width: 320, height: 398))
    }

    @Test func everyCatalogTargetHasAKeyboardShorterThanItsScreen() throws {
        for spec in DeviceCatalog.standard.allTargets() {
            guard case .device(var target) = spec else { continue }
            target.keyboard = true
            let resolved = try ResolvedTarget.resolve(.device(target)).get()
            #expect(resolved.keyboardFrame.height > 150 && resolved.keyboardFrame.height < resolved.size.height / 1.5)
            #expect(resolved.keyboardFrame.maxY == resolved.size.height)
        }
    }

    // MARK: Traits

    @Test func layoutDirectionComesFromTheTargetThenTheDocumentDefault() throws {
        let spec = TargetSpec.device(DeviceTargetSpec(device: "iphone-6"))
        let fallback = try ResolvedTarget.resolve(spec, defaultLayoutDirection: .rightToLeft).get()
        #expect(fallback.traits.layoutDirection == .rightToLeft)
        let own = TargetSpec.device(DeviceTargetSpec(device: "iphone-6", layoutDirection: .leftToRight))
        #expect(
            try ResolvedTarget.resolve(own, defaultLayoutDirection: .rightToLeft).get()
                .traits.layoutDirection == .leftToRight)
    }

    @Test func traitOverridesReplaceTheDevicesSizeClassesButNotItsBars() throws {
        let spec = TargetSpec.device(
            DeviceTargetSpec(
                device: "iphone-6", orientation: .landscape,
                traits: TraitOverrides(horizontalSizeClass: .regular, verticalSizeClass: .regular)))
        let target = try ResolvedTarget.resolve(spec, controller: ControllerOptions(navigationBar: true)).get()
        #expect(target.traits.horizontalSizeClass == .regular && target.traits.verticalSizeClass == .regular)
        #expect(target.topLayoutGuideLength == 32)
    }

    // MARK: Custom screens

    @Test func customScreenDefaultsToAPhoneWithAStatusBarInPortrait() throws {
        let spec = TargetSpec.custom(CustomTargetSpec(size: Size(width: 400, height: 800), scale: 3))
        let target = try ResolvedTarget.resolve(spec, controller: ControllerOptions(navigationBar: true)).get()
        #expect(target.deviceID == nil)
        #expect(
            target.traits
                == TraitCollection(
                    horizontalSizeClass: .compact, verticalSizeClass: .regular,
                    idiom: .phone, orientation: .portrait))
        #expect(target.topLayoutGuideLength == 64)
        #expect(target.rootLayoutMargins.left == 16)
        let text = JSONWriter.string(target.jsonValue)
        #expect(
            text.hasPrefix(#"{"device":"custom","orientation":"portrait","size":{"width":400,"height":800},"scale":3,"#)
        )
    }

    @Test func aCustomScreensSideMarginSetsTheRootsMarginsWhereTheSafeAreaDoesNotInset() throws {
        let plain = TargetSpec.custom(CustomTargetSpec(size: Size(width: 400, height: 800), sideMargin: 20))
        let target = try ResolvedTarget.resolve(plain).get()
        #expect(target.rootLayoutMargins.left == 20 && target.rootLayoutMargins.right == 20)
        let notched = TargetSpec.custom(
            CustomTargetSpec(
                size: Size(width: 800, height: 400),
                safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                sideMargin: 30))
        #expect(try ResolvedTarget.resolve(notched).get().rootLayoutMargins.left == 60)
    }

    @Test func customLandscapePhoneHidesTheStatusBarAndUsesCompactBars() throws {
        let spec = TargetSpec.custom(CustomTargetSpec(size: Size(width: 800, height: 400)))
        let target = try ResolvedTarget.resolve(spec, controller: ControllerOptions(navigationBar: true)).get()
        #expect(target.orientation == .landscape && target.traits.verticalSizeClass == .compact)
        #expect(target.statusBarHeight == 0 && target.topLayoutGuideLength == 32)
    }

    @Test func customSafeAreaPlacesTheBarsAndMargins() throws {
        let spec = TargetSpec.custom(
            CustomTargetSpec(
                size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                statusBar: 47, keyboard: true, keyboardHeight: 300))
        let target = try ResolvedTarget.resolve(spec, controller: ControllerOptions(navigationBar: true, tabBar: true))
            .get()
        #expect(target.topLayoutGuideLength == 91)
        #expect(target.bottomLayoutGuideLength == 83)
        #expect(target.keyboardFrame == Rect(x: 0, y: 544, width: 390, height: 300))
    }

    @Test func handBuiltSpecWithAnUnknownDeviceOrPaneFailsWithAPointer() {
        let unknown = ResolvedTarget.resolve(.device(DeviceTargetSpec(device: "nokia-3310")), pointer: "/targets/1")
        #expect(
            unknown.failureProblems == [
                DocumentProblem(
                    pointer: "/targets/1/device", message: "unknown device 'nokia-3310'",
                    hint: .deviceIds)
            ])
        let phonePane = ResolvedTarget.resolve(.device(DeviceTargetSpec(device: "iphone-6", multitasking: .half)))
        #expect(phonePane.failureProblems?.first?.pointer == "/multitasking")
    }
}

extension Result where Failure == DocumentProblems {
    var failureProblems: [DocumentProblem]? {
        if case .failure(let problems) = self { return problems.problems }
        return nil
    }
}
