import Geometry

/// One geometry class of the catalog: every model that shares points, scale and insets
/// (`data/devices.json`, generated into `DeviceCatalog+Data.swift`).
///
/// What it keeps true: `points` is the portrait screen (width < height); `portrait` and
/// `landscape` hold the measured metrics of each orientation with no bars shown except the
/// status bar; `multitasking` lists only the Split View panes the catalog knows (possibly none).
package struct Device: Sendable, Hashable {
    /// The canonical id, e.g. `iphone-6`.
    package var id: String
    /// Marketing names of the models in this class, e.g. "iPhone 6s".
    package var names: [String]
    /// Other ids that name this class (`iphone-8`, `iphone-se-2`); the id itself may repeat here.
    package var aliases: [String]
    package var idiom: Idiom
    package var screenFeature: ScreenFeature
    /// `UIScreen.bounds.size` in portrait.
    package var points: Size
    /// `UIScreen.scale`: the pixel grid frames are rounded to.
    package var scale: Double
    package var portrait: DeviceMetrics
    package var landscape: DeviceMetrics
    package var multitasking: [MultitaskingPane]

    package init(
        id: String, names: [String], aliases: [String], idiom: Idiom, screenFeature: ScreenFeature,
        points: Size, scale: Double, portrait: DeviceMetrics, landscape: DeviceMetrics,
        multitasking: [MultitaskingPane]
    ) {
        self.id = id
        self.names = names
        self.aliases = aliases
        self.idiom = idiom
        self.screenFeature = screenFeature
        self.points = points
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
        self.multitasking = multitasking
    }

    package func metrics(_ orientation: Orientation) -> DeviceMetrics {
        orientation == .portrait ? portrait : landscape
    }

    /// The full screen in `orientation`.
    package func screenSize(_ orientation: Orientation) -> Size {
        orientation == .portrait ? points : points.transposed
    }

    /// The Split View pane for `orientation` and `multitasking`, if the catalog has it.
    package func pane(_ multitasking: Multitasking, orientation: Orientation) -> MultitaskingPane? {
        self.multitasking.first { $0.orientation == orientation && $0.multitasking == multitasking }
    }
}

/// A device's metrics in one orientation, for an app linked on iOS 15–18 with no bars shown
/// (status bar as the system shows it by default). Bar heights are content heights; the
/// `*Frame` values add the bottom safe-area inset, as the catalog measures them.
package struct DeviceMetrics: Sendable, Hashable {
    package var horizontalSizeClass: SizeClass
    package var verticalSizeClass: SizeClass
    /// Status-bar frame height; 0 when `statusBarHidden`.
    package var statusBar: Double
    package var statusBarHidden: Bool
    package var navigationBar: Double
    /// Top of a navigation controller's bar (below the status bar, or the sensor housing).
    package var navigationBarY: Double
    /// A child view controller's top safe-area inset under a small-title navigation bar.
    package var contentTopWithNavigationBar: Double
    package var tabBar: Double
    package var tabBarFrame: Double
    package var toolbar: Double
    package var toolbarFrame: Double
    /// The root view's safe-area insets with no bars (status bar included in `top`).
    package var safeArea: EdgeInsets
    /// The root view's `layoutMargins` (measured from the view's edges, safe area included).
    package var layoutMargins: EdgeInsets
    /// The readable content guide's insets from the view's edges; nil where nothing was
    /// measured, so the rule in `ReadableContent` applies.
    package var readableContentInsets: EdgeInsets?
    /// The default English keyboard with the QuickType (suggestions) bar, home-indicator area
    /// included: see docs/devices.md for the sources and why this one is the default.
    package var keyboardHeight: Double

    package init(
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, statusBar: Double,
        statusBarHidden: Bool, navigationBar: Double, navigationBarY: Double,
        contentTopWithNavigationBar: Double, tabBar: Double, tabBarFrame: Double, toolbar: Double,
        toolbarFrame: Double, safeArea: EdgeInsets, layoutMargins: EdgeInsets,
        readableContentInsets: EdgeInsets?, keyboardHeight: Double
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.statusBar = statusBar
        self.statusBarHidden = statusBarHidden
        self.navigationBar = navigationBar
        self.navigationBarY = navigationBarY
        self.contentTopWithNavigationBar = contentTopWithNavigationBar
        self.tabBar = tabBar
        self.tabBarFrame = tabBarFrame
        self.toolbar = toolbar
        self.toolbarFrame = toolbarFrame
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.readableContentInsets = readableContentInsets
        self.keyboardHeight = keyboardHeight
    }
}

/// One iPad Split View pane: the app window's size and traits when it shares the screen.
package struct MultitaskingPane: Sendable, Hashable {
    package var orientation: Orientation
    package var multitasking: Multitasking
    package var size: Size
    package var horizontalSizeClass: SizeClass
    package var verticalSizeClass: SizeClass
    package var safeArea: EdgeInsets
    /// True when the size was computed from the divider rule rather than measured.
    package var derived: Bool

    package init(
        orientation: Orientation, multitasking: Multitasking, size: Size, horizontalSizeClass: SizeClass,
        verticalSizeClass: SizeClass, safeArea: EdgeInsets, derived: Bool
    ) {
        self.orientation = orientation
        self.multitasking = multitasking
        self.size = size
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.safeArea = safeArea
        self.derived = derived
    }
}
