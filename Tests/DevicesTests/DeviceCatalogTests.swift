import TestSupport
import Testing

@testable import Devices
@testable import JSON

/// Expected values come from data/devices.json and docs/devices.md.
@Suite struct DeviceCatalogTests {
    let catalog = DeviceCatalog.standard

    @Test func loadsTheTwentyFiveGeometryClassesInTheJSONOrder() {
        #expect(catalog.devices.count == 25)
        #expect(catalog.devices.first?.id == "iphone-4s")
        #expect(catalog.devices.last?.id == "ipad-pro-13-m4")
        #expect(catalog.devices.filter { $0.idiom == .phone }.count == 14)
        #expect(catalog.devices.filter { $0.idiom == .pad }.count == 11)
    }

    @Test(arguments: [
        ("iphone-8", "iphone-6"), ("iphone-se-2", "iphone-6"), ("iphone-5s", "iphone-5"),
        ("iphone-11", "iphone-xr"), ("iphone-16", "iphone-14-pro"), ("ipad-air-2", "ipad-9-7"),
        ("ipad-pro-12-9-1", "ipad-pro-12-9-home-button"), ("iphone-6", "iphone-6")
    ])
    func aliasesResolveToTheirGeometryClass(alias: String, id: String) {
        #expect(catalog.device(named: alias)?.id == id)
    }

    @Test func unknownNamesFindNothing() {
        #expect(catalog.device(named: "iphone-99") == nil)
        #expect(catalog.device(named: "") == nil)
        // ASCII case only: a dotted capital I is another letter.
        #expect(catalog.device(named: "\u{130}phone-6") == nil)
    }

    /// Ids and aliases match in any case of their letters.
    @Test func idsAndAliasesMatchInAnyCase() {
        #expect(catalog.device(named: "iPhone-6")?.id == "iphone-6")
        #expect(catalog.device(named: "IPHONE-SE-2ND-GEN")?.id == "iphone-6")
        #expect(catalog.device(named: "iPad-Pro-11-M4")?.id == "ipad-pro-11-m4")
    }

    @Test func everyIdAndAliasNamesExactlyOneDevice() {
        var owner: [String: String] = [:]
        for device in catalog.devices {
            for name in Set(([device.id] + device.aliases).map { $0.lowercased() }) {
                #expect(owner[name] == nil, "\(name) claimed by \(owner[name] ?? "") and \(device.id)")
                owner[name] = device.id
            }
        }
    }

    @Test func portraitPointsAreTallerThanWideAndScalesAreTwoOrThree() {
        for device in catalog.devices {
            #expect(device.points.width < device.points.height, "\(device.id)")
            #expect(device.scale == 2 || device.scale == 3, "\(device.id)")
        }
    }

    /// A navigation bar's bottom is the child's top inset: the data's two fields must agree,
    /// since resolution derives one from the other.
    @Test func navigationBarOriginPlusHeightIsTheContentTop() {
        for device in catalog.devices {
            for orientation in Orientation.allCases {
                let metrics = device.metrics(orientation)
                #expect(
                    isClose(
                        metrics.navigationBarY + metrics.navigationBar,
                        metrics.contentTopWithNavigationBar), "\(device.id) \(orientation)")
            }
        }
    }

    static let sizeClasses: [(String, Orientation, SizeClass, SizeClass)] = [
        ("iphone-4s", .portrait, .compact, .regular),
        ("iphone-4s", .landscape, .compact, .compact),
        ("iphone-6", .landscape, .compact, .compact),
        ("iphone-6-plus", .portrait, .compact, .regular),
        ("iphone-6-plus", .landscape, .regular, .compact),
        ("iphone-x", .landscape, .compact, .compact),
        ("iphone-xr", .landscape, .regular, .compact),
        ("iphone-14-pro-max", .landscape, .regular, .compact),
        ("iphone-16-pro", .landscape, .compact, .compact),
        ("ipad-9-7", .portrait, .regular, .regular),
        ("ipad-pro-12-9", .landscape, .regular, .regular)
    ]

    @Test(arguments: sizeClasses)
    func sizeClassesFollowDeviceAndOrientation(
        id: String, orientation: Orientation,
        horizontal: SizeClass, vertical: SizeClass
    ) throws {
        let target = try resolve(.device(DeviceTargetSpec(device: id, orientation: orientation)))
        #expect(target.traits.horizontalSizeClass == horizontal)
        #expect(target.traits.verticalSizeClass == vertical)
        #expect(target.traits.idiom == (id.hasPrefix("ipad") ? .pad : .phone))
        #expect(target.traits.deviceID == id)
    }

    static let panes: [(String, Orientation, Multitasking, Double, SizeClass)] = [
        ("ipad-pro-11", .landscape, .twoThirds, 809, .regular),
        ("ipad-pro-11", .landscape, .half, 592, .compact),
        ("ipad-pro-11", .landscape, .oneThird, 375, .compact),
        ("ipad-pro-11", .portrait, .twoThirds, 504, .compact),
        ("ipad-pro-11", .portrait, .oneThird, 320, .compact),
        ("ipad-pro-12-9", .landscape, .half, 678, .regular)
    ]

    @Test(arguments: panes)
    func splitViewPanesHaveTheirOwnWidthAndSizeClass(
        id: String, orientation: Orientation,
        multitasking: Multitasking, width: Double,
        horizontal: SizeClass
    ) throws {
        let target = try resolve(
            .device(
                DeviceTargetSpec(
                    device: id, orientation: orientation,
                    multitasking: multitasking)))
        #expect(target.size.width == width)
        #expect(target.size.height == catalog.device(named: id)?.screenSize(orientation).height)
        #expect(target.traits.horizontalSizeClass == horizontal)
        #expect(target.traits.verticalSizeClass == .regular)
        #expect(target.multitasking == multitasking)
    }

    @Test func everyPaneIsAsTallAsTheScreenAndNarrowerThanIt() {
        for device in catalog.devices {
            for pane in device.multitasking {
                let screen = device.screenSize(pane.orientation)
                #expect(pane.size.height == screen.height, "\(device.id) \(pane.orientation) \(pane.multitasking)")
                #expect(pane.size.width < screen.width, "\(device.id) \(pane.orientation) \(pane.multitasking)")
            }
        }
    }

    @Test func allTargetsIsEveryDeviceInBothOrientationsInCatalogOrder() {
        let targets = catalog.allTargets()
        #expect(targets.count == 50)
        #expect(targets[0] == .device(DeviceTargetSpec(device: "iphone-4s", orientation: .portrait)))
        #expect(targets[1] == .device(DeviceTargetSpec(device: "iphone-4s", orientation: .landscape)))
        #expect(targets[49] == .device(DeviceTargetSpec(device: "ipad-pro-13-m4", orientation: .landscape)))
        for target in targets {
            #expect(throws: Never.self) { try ResolvedTarget.resolve(target).get() }
        }
    }

    @Test func deviceJSONListsIdentityScreenAndBothOrientations() {
        guard let device = catalog.device(named: "iphone-6") else {
            Issue.record("iphone-6 missing")
            return
        }
        let text = JSONWriter.string(device.jsonValue)
        #expect(text.hasPrefix(#"{"id":"iphone-6","names":["iPhone 6","#))
        #expect(
            text.contains(
                #""idiom":"phone","screenFeature":"home-button","size":{"width":375,"height":667},"scale":2,"portrait":{"size":{"width":375,"height":667},"traits":{"horizontalSizeClass":"compact","verticalSizeClass":"regular","idiom":"phone"},"statusBar":20,"#
            ))
        #expect(
            text.contains(
                #""landscape":{"size":{"width":667,"height":375},"traits":{"horizontalSizeClass":"compact","verticalSizeClass":"compact","idiom":"phone"},"statusBar":0,"#
            ))
        #expect(text.hasSuffix(#""multitasking":[]}"#))
    }

    @Test func catalogJSONListsEveryDeviceInOrderAndIsStable() throws {
        let value = catalog.jsonValue
        guard case .array(let devices)? = value["devices"] else {
            Issue.record("no devices array")
            return
        }
        #expect(devices.map { $0["id"] } == catalog.devices.map { JSONValue.string($0.id) })
        let bytes = JSONWriter.write(value)
        #expect(JSONWriter.write(try JSONParser.parse(bytes)) == bytes)
    }

    private func resolve(_ spec: TargetSpec) throws -> ResolvedTarget {
        try ResolvedTarget.resolve(spec).get()
    }
}
