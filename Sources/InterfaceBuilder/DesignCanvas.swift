import Devices
import Geometry
import JSON

/// A tree's design canvas, Interface Builder's: the file's device and orientation, the root's
/// stored size and the bars the scene is simulated with (docs/interface-builder.md, "Design
/// canvas").
///
/// - The device is the catalog's model of the canvas Xcode drew: before Xcode 14 the 5.8- and
///   6.1-inch canvases were an iPhone X and XS Max (a 44-point status bar), since then an iPhone 12
///   mini and XR (50 and 48 points).
/// - A view controller's root as large as the screen is laid out on that device, its bars in the
///   document's `controller`.
/// - A shorter root lies under opaque bars: a custom screen of the root's size whose safe area
///   keeps what the bars leave (the top bars when the root is short by the bottom ones, and the
///   other way round).
/// - A container's child: a custom screen of the root's size under the status bar only.
/// - A xib's view or cell, and a root on no known device: a custom screen of the root's size
///   with the device's scale and traits and no insets.
public struct DesignCanvas: Sendable {
    /// The catalog device, or nil when the file names none the catalog knows.
    public var device: Device?
    public var orientation: Orientation
    public var rootSize: Size?
    /// A view controller's tree (bars and status bar apply), not a xib's view or cell.
    public var isController: Bool
    public var navigationBar: Bool
    public var tabBar: Bool
    public var toolbar: Bool
    /// The canvas's safe area (and top layout guide) leaves out the status bar: a launch screen
    /// (no status bar yet), or a home-button device drawn by Xcode 11 to 13 (below).
    public var hidesStatusBar: Bool
    /// A container's child (an `embed` segue leads to it): it lies under the status bar only.
    public var embedded: Bool
    /// The Xcode build that saved the file (`toolsVersion`).
    public var toolsVersion: Int
    /// A xib's top-level `<view>` (not a controller's root, a cell or another control).
    public var isTopLevelView: Bool

    /// Interface Builder's device ids (`<device id=…>`, `simulatedScreenMetrics type=…`) → catalog ids.
    static let catalogIds: [String: String] = [
        "retina3_5": "iphone-4s", "retina4": "iphone-5", "retina4_0": "iphone-5", "retina4_7": "iphone-6",
        "retina47": "iphone-6", "retina5_5": "iphone-6-plus", "retina55": "iphone-6-plus",
        "retina5_9": "iphone-x", "retina6_1": "iphone-xr", "retina6_5": "iphone-xs-max",
        "retina5_4": "iphone-12-mini", "retina6_06": "iphone-12", "retina6_7": "iphone-12-pro-max",
        "retina6_12": "iphone-14-pro", "retina6_72": "iphone-14-pro-max", "retina6_3": "iphone-16-pro",
        "retina6_9": "iphone-16-pro-max", "ipad7_9": "ipad-mini", "ipad8_3": "ipad-mini-6", "ipad9_7": "ipad-9-7",
        "ipad10_2": "ipad-10-2", "ipad10_5": "ipad-pro-10-5", "ipad10_9rounded": "ipad-air-10-9",
        "ipad11": "ipad-pro-11", "ipad12_9": "ipad-pro-12-9-home-button", "ipad12_9rounded": "ipad-pro-12-9"
    ]

    /// Xcode 14's first `toolsVersion`, and the canvases it drew as other models than before.
    static let xcode14 = 21000
    static let sinceXcode14 = ["retina5_9": "iphone-12-mini", "retina6_1": "iphone-xr"]
    static let beforeXcode14 = ["retina6_1": "iphone-xs-max"]
    /// The Xcode builds (11 to 13) whose canvas of a home-button device keeps the status bar out
    /// of the safe area: the frames they store put a view pinned to the safe area's top at the
    /// navigation bar's 44 points (or at 0 without bars), where Xcode 10 and Xcode 14 put it at
    /// 64 (20) as UIKit does on the device.
    static let statusBarOutsideSafeArea = 15000..<xcode14

    /// The canvas of `source` in `file`. Bars: a navigation bar when the controller's segues put
    /// it under one (SceneContext.swift) or it simulates a top navigation bar; a tab bar when it is
    /// a tab's, simulates one or has a `tabBarItem`; a toolbar when it simulates one.
    init(file: InterfaceBuilderFile, source: InterfaceBuilderFile.TreeSource, catalog: DeviceCatalog) {
        device = file.device.flatMap { name in
            let era = file.toolsVersion >= Self.xcode14 ? Self.sinceXcode14 : Self.beforeXcode14
            return (era[name] ?? Self.catalogIds[name]).flatMap(catalog.device(named:))
        }
        orientation = file.orientation
        let rootSize = ViewImporter.frame(of: source.root).map(\.size)
        self.rootSize = rootSize
        if !file.namesDevice, source.controller != nil, let rootSize {
            // Files before Xcode 8 name no device; a root of a phone's size was drawn on that phone.
            device = catalog.devices.first { $0.idiom == .phone && $0.points == rootSize } ?? device
        }
        embedded = file.context.embedded.contains(source.scene)
        hidesStatusBar = file.launchScreen
        toolsVersion = file.toolsVersion
        let controller = source.controller
        isController = controller != nil
        isTopLevelView = controller == nil && source.root.name == "view"
        let simulated = controller?.children.filter { $0.name.hasPrefix("simulated") } ?? []
        func simulates(_ element: String, key: String) -> Bool {
            simulated.contains { $0.name == element && $0["key"] == key }
        }
        let inferred = file.context.bars[source.scene]
        navigationBar =
            inferred?.navigationBar == true || simulates("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")
        tabBar =
            inferred?.tabBar == true || controller?.child("tabBarItem") != nil
            || simulates("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics")
        toolbar = simulates("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics")
        if Self.statusBarOutsideSafeArea.contains(toolsVersion), let metrics, metrics.safeArea.bottom == 0 {
            hidesStatusBar = true
        }
    }

    var metrics: DeviceMetrics? { device.map { orientation == .portrait ? $0.portrait : $0.landscape } }

    /// The device's screen in the canvas's orientation.
    var screen: Size? {
        device.map { orientation == .portrait ? $0.points : Size(width: $0.points.height, height: $0.points.width) }
    }

    /// True when a controller's root fills the device's screen (the bars go in `controller`), or a
    /// xib's top-level view is exactly the screen's size: Xcode draws that view as the screen, with
    /// the device's safe area (a 320 × 568 view's subview pinned 10 below its safe area's top is
    /// stored at 20 + 10; a landscape 896 × 414 one's 44 in from the sides).
    var fillsScreen: Bool {
        guard let screen else { return false }
        guard isController else { return isTopLevelView && rootSize == screen }
        guard let rootSize else { return true }
        return rootSize == screen
    }

    /// The document's `controller`: the bars, only where the root lies under them.
    var controllerJSON: JSONValue? {
        var members: [(key: String, value: JSONValue)] = []
        if hidesStatusBar { members.append(("statusBar", .string("hidden"))) }
        if fillsScreen {
            if navigationBar { members.append(("navigationBar", .bool(true))) }
            if tabBar { members.append(("tabBar", .bool(true))) }
            if toolbar { members.append(("toolbar", .bool(true))) }
        }
        return members.isEmpty ? nil : .object(members)
    }

    /// The safe area of a custom canvas: none for a xib's view; for a shorter controller root,
    /// what the bars it lies under leave of the screen's.
    var customSafeArea: EdgeInsets {
        guard isController, let metrics, let screen, let rootSize else { return .zero }
        if embedded { return EdgeInsets(top: hidesStatusBar ? 0 : metrics.safeArea.top, left: 0, bottom: 0, right: 0) }
        let top = (hidesStatusBar ? 0 : metrics.safeArea.top) + (navigationBar ? metrics.navigationBar : 0)
        let bottom = metrics.safeArea.bottom + (tabBar ? metrics.tabBar : toolbar ? metrics.toolbar : 0)
        let gap = screen.height - rootSize.height
        // A freeform root (wider, narrower or taller than the screen) lies under no bar.
        guard gap > 0, rootSize.width == screen.width else { return .zero }
        switch gap {
        case top + bottom: return .zero
        case top: return EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
        case bottom: return EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
        default: return EdgeInsets(top: max(0, top - gap), left: 0, bottom: bottom, right: 0)
        }
    }

    /// UIKit's system minimum side margin on the canvas: 20 points on a screen 414 points wide or
    /// more (and in landscape), else 16. The screen's width decides, not a narrower view's: a
    /// freeform 375-point root drawn on a 414-point phone gets 20, as the frames Xcode stores show.
    /// A freeform root wider than its screen is not on that phone's screen: it gets the 20 points
    /// of a wide canvas (a 400- or 600-point root drawn on a 375-point phone, as stored).
    var sideMargin: Double {
        let screenWidth = screen.map { orientation == .portrait ? $0.width : $0.height }
        let width = screenWidth ?? rootSize?.width ?? 0
        if let screenWidth, let rootWidth = rootSize?.width, rootWidth > screenWidth { return 20 }
        return width >= 414 || orientation == .landscape ? 20 : 16
    }

    /// The root's layout margins on the canvas: the catalog's for a device, else the custom
    /// screen's rule (`sideMargin` at the sides; the safe area at top and bottom).
    var rootMargins: EdgeInsets {
        if fillsScreen, let metrics { return metrics.layoutMargins }
        let safe = customSafeArea
        let side = sideMargin
        return EdgeInsets(top: safe.top, left: max(side, safe.left), bottom: safe.bottom, right: max(side, safe.right))
    }

    /// The document's `designTarget`.
    var targetJSON: JSONValue {
        if fillsScreen, let device {
            return .object([("device", .string(device.id)), ("orientation", .string(orientation.rawValue))])
        }
        let size = rootSize ?? screen ?? Size(width: 375, height: 667)
        var traits: [(key: String, value: JSONValue)] = []
        if let metrics {
            traits = [
                ("horizontalSizeClass", .string(metrics.horizontalSizeClass.rawValue)),
                ("verticalSizeClass", .string(metrics.verticalSizeClass.rawValue)),
                ("idiom", .string(device?.idiom.rawValue ?? "phone"))
            ]
        }
        let safe = customSafeArea
        return .object([
            ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
            ("scale", .number(device?.scale ?? 2)),
            ("orientation", .string(orientation.rawValue)),
            ("traits", .object(traits)),
            ("safeAreaInsets", ViewImporter.json(safe)),
            ("statusBar", .number(0)),
            ("sideMargin", .number(sideMargin))
        ])
    }
}
