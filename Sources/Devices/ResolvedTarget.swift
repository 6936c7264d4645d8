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
package struct ResolvedTarget: Sendable, Hashable {
    /// The catalog id (canonical, even when the request used an alias); nil for a custom screen.
    package var deviceID: String?
    package var multitasking: Multitasking
    package var keyboardShown: Bool
    /// The root view's size: the screen, or the Split View pane.
    package var size: Size
    package var scale: Double
    package var traits: TraitCollection
    /// 0 when the status bar is hidden.
    package var statusBarHeight: Double
    package var safeAreaInsets: EdgeInsets
    package var topLayoutGuideLength: Double
    package var bottomLayoutGuideLength: Double
    package var rootLayoutMargins: EdgeInsets
    package var readableContentFrame: Rect
    package var keyboardFrame: Rect
    /// Bars, for drawing (SVG); nil when not shown.
    package var statusBarFrame: Rect?
    package var navigationBarFrame: Rect?
    package var tabBarFrame: Rect?
    package var toolbarFrame: Rect?

    package init(
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

    package var orientation: Orientation { traits.orientation }

    /// The root view's bounds.
    package var bounds: Rect { Rect(origin: .zero, size: size) }
    /// `safeAreaLayoutGuide`'s frame in the root view.
    package var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }
    /// `layoutMarginsGuide`'s frame in the root view.
    package var layoutMarginsFrame: Rect { bounds.inset(by: rootLayoutMargins) }
    /// `topLayoutGuide` as a rectangle: (0, 0, width, length).
    package var topLayoutGuideFrame: Rect {
        Rect(x: 0, y: 0, width: size.width, height: topLayoutGuideLength)
    }
    /// `bottomLayoutGuide` as a rectangle: (0, height − length, width, length).
    package var bottomLayoutGuideFrame: Rect {
        Rect(x: 0, y: size.height - bottomLayoutGuideLength, width: size.width, height: bottomLayoutGuideLength)
    }
}
