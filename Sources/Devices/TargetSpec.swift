import Geometry

/// A target as a request states it (docs/document-format.md §5), before the catalog turns it into geometry: either
/// a catalog device in an orientation, or a custom screen.
public enum TargetSpec: Sendable, Hashable {
    case device(DeviceTargetSpec)
    case custom(CustomTargetSpec)

    /// The target's own `layoutDirection`, if it sets one (it wins over the document default).
    public var layoutDirection: LayoutDirection? {
        switch self {
        case .device(let spec): spec.layoutDirection ?? spec.traits.layoutDirection
        case .custom(let spec): spec.layoutDirection ?? spec.traits.layoutDirection
        }
    }
}

/// `{"device": "iphone-6", "orientation": "landscape", ...}`.
public struct DeviceTargetSpec: Sendable, Hashable {
    /// A catalog id or alias, as written.
    public var device: String
    public var orientation: Orientation
    public var multitasking: Multitasking
    /// True: the keyboard is shown; the `keyboard` guide follows it (the safe area does not).
    public var keyboard: Bool
    public var layoutDirection: LayoutDirection?
    public var traits: TraitOverrides

    public init(
        device: String, orientation: Orientation = .portrait, multitasking: Multitasking = .full,
        keyboard: Bool = false, layoutDirection: LayoutDirection? = nil,
        traits: TraitOverrides = TraitOverrides()
    ) {
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        self.keyboard = keyboard
        self.layoutDirection = layoutDirection
        self.traits = traits
    }
}

/// `{"size": {...}, "scale": 2, "traits": {...}, "safeAreaInsets": {...}, "statusBar": 20}`.
/// Unset fields follow the phone/pad rules documented in docs/devices.md.
public struct CustomTargetSpec: Sendable, Hashable {
    public var size: Size
    public var scale: Double
    /// Default: landscape when wider than tall.
    public var orientation: Orientation?
    public var traits: TraitOverrides
    /// Default: the status bar on top, nothing else.
    public var safeAreaInsets: EdgeInsets?
    /// Status-bar height. Default: 20, or 0 for a phone in landscape (hidden, as iOS 8+).
    public var statusBar: Double?
    public var keyboard: Bool
    /// A custom screen's keyboard height; by default the idiom's and orientation's
    /// (docs/devices.md).
    public var keyboardHeight: Double?
    /// The root's layout margin on a side the safe area does not inset (UIKit's system minimum
    /// margin); by default 16 on a phone narrower than 414 points in portrait, else 20.
    public var sideMargin: Double?
    public var layoutDirection: LayoutDirection?

    public init(
        size: Size, scale: Double = 2, orientation: Orientation? = nil,
        traits: TraitOverrides = TraitOverrides(), safeAreaInsets: EdgeInsets? = nil,
        statusBar: Double? = nil, keyboard: Bool = false, keyboardHeight: Double? = nil,
        sideMargin: Double? = nil, layoutDirection: LayoutDirection? = nil
    ) {
        self.size = size
        self.scale = scale
        self.orientation = orientation
        self.traits = traits
        self.safeAreaInsets = safeAreaInsets
        self.statusBar = statusBar
        self.keyboard = keyboard
        self.keyboardHeight = keyboardHeight
        self.sideMargin = sideMargin
        self.layoutDirection = layoutDirection
    }
}

/// A target's `traits`: each set field replaces what the device (or the custom-screen rules)
/// would give, like Interface Builder's trait overrides.
public struct TraitOverrides: Sendable, Hashable {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var idiom: Idiom?
    public var layoutDirection: LayoutDirection?

    public init(
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
        idiom: Idiom? = nil, layoutDirection: LayoutDirection? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
        self.layoutDirection = layoutDirection
    }
}
