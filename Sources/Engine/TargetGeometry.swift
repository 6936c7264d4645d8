import Devices
import Document
import Geometry

/// The facts the engine reads from a resolved target, gathered in one place so the rest of the
/// engine does not depend on how the device catalog stores them. All rectangles are in the root
/// view's coordinates (which are the window's: the root fills the screen or its pane).
public struct TargetGeometry: Sendable {
    public var screen: Size
    public var scale: Double
    public var safeAreaInsets: EdgeInsets
    public var topLayoutGuideLength: Double
    public var bottomLayoutGuideLength: Double
    /// The root view's `layoutMargins`, measured from its edges (they include the safe area).
    public var rootLayoutMargins: EdgeInsets
    public var readableContent: Rect
    public var keyboard: Rect
    public var layoutDirection: LayoutDirection
    public var subject: ConditionSubject
    /// The screen the document was designed on (`designTarget`), if it names one: the root's
    /// design size for autoresizing masks when the root has no `frame`.
    public var designScreen: Size?

    public init(
        screen: Size, scale: Double, safeAreaInsets: EdgeInsets = .zero, topLayoutGuideLength: Double = 0,
        bottomLayoutGuideLength: Double = 0, rootLayoutMargins: EdgeInsets? = nil, readableContent: Rect? = nil,
        keyboard: Rect? = nil, layoutDirection: LayoutDirection = .leftToRight, subject: ConditionSubject
    ) {
        self.screen = screen
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.topLayoutGuideLength = topLayoutGuideLength
        self.bottomLayoutGuideLength = bottomLayoutGuideLength
        let margins =
            rootLayoutMargins
            ?? EdgeInsets(
                top: safeAreaInsets.top, left: safeAreaInsets.left + 16,
                bottom: safeAreaInsets.bottom, right: safeAreaInsets.right + 16)
        self.rootLayoutMargins = margins
        let bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        self.readableContent = readableContent ?? bounds.inset(by: margins)
        self.keyboard = keyboard ?? Rect(x: 0, y: screen.height - safeAreaInsets.bottom, width: screen.width, height: 0)
        self.layoutDirection = layoutDirection
        self.subject = subject
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: screen.width, height: screen.height) }
}

extension TargetGeometry {
    /// Step 1 of the spine: the target's facts. The layout direction was already settled by
    /// `ResolvedTarget.resolve` (the target's own, else the document's default).
    public init(_ target: ResolvedTarget, catalog: DeviceCatalog = .standard) {
        let traits = target.traits
        let deviceNames = target.deviceID.flatMap { catalog.device(named: $0) }.map { [$0.id] + $0.aliases } ?? []
        let subject = ConditionSubject(
            horizontalSizeClass: traits.horizontalSizeClass.rawValue,
            verticalSizeClass: traits.verticalSizeClass.rawValue,
            orientation: traits.orientation.rawValue, idiom: traits.idiom.rawValue,
            deviceNames: deviceNames, layoutDirection: traits.layoutDirection.rawValue)
        self.init(
            screen: target.size, scale: target.scale, safeAreaInsets: target.safeAreaInsets,
            topLayoutGuideLength: target.topLayoutGuideLength, bottomLayoutGuideLength: target.bottomLayoutGuideLength,
            rootLayoutMargins: target.rootLayoutMargins, readableContent: target.readableContentFrame,
            keyboard: target.keyboardFrame, layoutDirection: traits.layoutDirection, subject: subject)
    }

    /// `init(_:catalog:)` with the screen `document` was designed on (`designTarget`), as the
    /// engine's step 1 makes it.
    public init(_ target: ResolvedTarget, designedFor document: LayoutDocument, catalog: DeviceCatalog) {
        self.init(target, catalog: catalog)
        if let design = document.designTarget,
            case .success(let canvas) = ResolvedTarget.resolve(
                design, controller: document.controller, catalog: catalog)
        {
            designScreen = canvas.size
        }
    }
}
