import Geometry

/// A target made concrete: the screen (or Split View pane) the root view fills, its traits, and
/// every guide the engine constrains against, in the root view's coordinates (origin top-left).
/// Built by `ResolvedTarget.resolve`; echoed in responses by `jsonValue`.
///
/// What it keeps true:
/// - `safeAreaInsets` include the status bar and the controller's bars, never the keyboard
///   (docs/document-format.md §5: the keyboard has its own guide, as `UIKeyboardLayoutGuide`);
/// - `topLayoutGuideLength`/`bottomLayoutGuideLength` are the safe-area top/bottom (iOS 11+
///   implements the legacy guides on top of the safe area);
/// - `rootLayoutMargins` are UIKit's `view.layoutMargins` for a root view: measured from the
///   view's edges, top/bottom equal to the safe area, sides at least the safe area;
/// - `keyboardFrame` spans the width; hidden, it has height 0 at the bottom of the safe area.
public struct ResolvedTarget: Sendable, Hashable {
    /// The catalog id (canonical, even when the request used an alias); nil for a custom screen.
    public var deviceID: String?
    public var multitasking: Multitasking
    public var keyboardShown: Bool
    /// The root view's size: the screen, or the Split View pane.
    public var size: Size
    public var scale: Double
    public var traits: TraitCollection
    /// 0 when the status bar is hidden.
    public var statusBarHeight: Double
    public var safeAreaInsets: EdgeInsets
    public var topLayoutGuideLength: Double
    public var bottomLayoutGuideLength: Double
    public var rootLayoutMargins: EdgeInsets
    public var readableContentFrame: Rect
    public var keyboardFrame: Rect
    /// Bars, for drawing (SVG); nil when not shown.
    public var statusBarFrame: Rect?
    public var navigationBarFrame: Rect?
    public var tabBarFrame: Rect?
    public var toolbarFrame: Rect?

    public init(
        deviceID: String?, multitasking: Multitasking, keyboardShown: Bool, size: Size, scale: Double,
        traits: TraitCollection, statusBarHeight: Double, safeAreaInsets: EdgeInsets,
        topLayoutGuideLength: Double, bottomLayoutGuideLength: Double, rootLayoutMargins: EdgeInsets,
        readableContentFrame: Rect, keyboardFrame: Rect, statusBarFrame: Rect?,
        navigationBarFrame: Rect?, tabBarFrame: Rect?, toolbarFrame: Rect?
    ) {
        self.deviceID = deviceID
        self.multitasking = multitasking
        self.keyboardShown = keyboardShown
        self.size = size
        self.scale = scale
        self.traits = traits
        self.statusBarHeight = statusBarHeight
        self.safeAreaInsets = safeAreaInsets
        self.topLayoutGuideLength = topLayoutGuideLength
        self.bottomLayoutGuideLength = bottomLayoutGuideLength
        self.rootLayoutMargins = rootLayoutMargins
        self.readableContentFrame = readableContentFrame
        self.keyboardFrame = keyboardFrame
        self.statusBarFrame = statusBarFrame
        self.navigationBarFrame = navigationBarFrame
        self.tabBarFrame = tabBarFrame
        self.toolbarFrame = toolbarFrame
    }

    public var orientation: Orientation { traits.orientation }

    /// The root view's bounds.
    public var bounds: Rect { Rect(origin: .zero, size: size) }
    /// `safeAreaLayoutGuide`'s frame in the root view.
    public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }
    /// `layoutMarginsGuide`'s frame in the root view.
    public var layoutMarginsFrame: Rect { bounds.inset(by: rootLayoutMargins) }
    /// `topLayoutGuide` as a rectangle: (0, 0, width, length).
    public var topLayoutGuideFrame: Rect {
        Rect(x: 0, y: 0, width: size.width, height: topLayoutGuideLength)
    }
    /// `bottomLayoutGuide` as a rectangle: (0, height − length, width, length).
    public var bottomLayoutGuideFrame: Rect {
        Rect(x: 0, y: size.height - bottomLayoutGuideLength, width: size.width, height: bottomLayoutGuideLength)
    }
}
