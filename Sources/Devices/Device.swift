import Geometry

/// One geometry class of the catalog: every model that shares points, scale and insets
/// (`data/devices.json`, generated into `DeviceCatalog+Data.swift`).
///
/// What it keeps true: `points` is the portrait screen (width < height); `portrait` and
/// `landscape` hold the measured metrics of each orientation with no bars shown except the
/// status bar; `multitasking` lists only the Split View panes the catalog knows (possibly none).
public struct Device: Sendable, Hashable {
    /// The canonical id, e.g. `iphone-6`.
    public var id: String
    /// Marketing names of the models in this class, e.g. "iPhone 6s".
    public var names: [String]
    /// Other ids that name this class (`iphone-8`, `iphone-se-2`); the id itself may repeat here.
    public var aliases: [String]
    public var idiom: Idiom
    public var screenFeature: ScreenFeature
    /// `UIScreen.bounds.size` in portrait.
    public var points: Size
    /// `UIScreen.scale`: the pixel grid frames are rounded to.
    public var scale: Double
    public var portrait: DeviceMetrics
    public var landscape: DeviceMetrics
    public var multitasking: [MultitaskingPane]

    public init(
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

    public func metrics(_ orientation: Orientation) -> DeviceMetrics {
        orientation == .portrait ? portrait : landscape
    }

    /// The full screen in `orientation`.
    public func screenSize(_ orientation: Orientation) -> Size {
        orientation == .portrait ? points : points.transposed
    }

    /// The Split View pane for `orientation` and `multitasking`, if the catalog has it.
    public func pane(_ multitasking: Multitasking, orientation: Orientation) -> MultitaskingPane? {
        self.multitasking.first { $0.orientation == orientation && $0.multitasking == multitasking }
    }
}

/// A device's metrics in one orientation, for an app linked on iOS 15–18 with no bars shown
/// (status bar as the system shows it by default). Bar heights are content heights; the
/// `*Frame` values add the bottom safe-area inset, as the catalog measures them.
public struct DeviceMetrics: Sendable, Hashable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// Status-bar frame height; 0 when `statusBarHidden`.
    public var statusBar: Double
    public var statusBarHidden: Bool
    public var navigationBar: Double
    /// Top of a navigation controller's bar (below the status bar, or the sensor housing).
    public var navigationBarY: Double
    /// A child view controller's top safe-area inset under a small-title navigation bar.
    public var contentTopWithNavigationBar: Double
    public var tabBar: Double
    public var tabBarFrame: Double
    public var toolbar: Double
    public var toolbarFrame: Double
    /// The root view's safe-area insets with no bars (status bar included in `top`).
    public var safeArea: EdgeInsets
    /// The root view's `layoutMargins` (measured from the view's edges, safe area included).
    public var layoutMargins: EdgeInsets
    /// The readable content guide's insets from the view's edges; nil where nothing was
    /// measured, so the rule in `ReadableContent` applies.
    public var readableContentInsets: EdgeInsets?
    /// The default English keyboard with the QuickType (suggestions) bar, home-indicator area
    /// included: see docs/devices.md for the sources and why this one is the default.
    public var keyboardHeight: Double

    public init(
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
public struct MultitaskingPane: Sendable, Hashable {
    public var orientation: Orientation
    public var multitasking: Multitasking
    public var size: Size
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var safeArea: EdgeInsets
    /// True when the size was computed from the divider rule rather than measured.
    public var derived: Bool

    public init(
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
