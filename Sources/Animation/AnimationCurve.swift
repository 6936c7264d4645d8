/// The timing curve of a state's animation (docs/animation.md): UIKit's `UIView.AnimationCurve` cases and
/// the keyboard's private curve. Raw values are the JSON names.
///
/// What it keeps true: `progress(at:)` maps elapsed fraction 0 to exactly 0 and 1 to exactly 1,
/// and is monotonic in between (none of these curves overshoots).
public enum AnimationCurve: String, Sendable, Hashable, CaseIterable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// The curve UIKit's keyboard notifications carry (`UIKeyboardAnimationCurveUserInfoKey` = 7):
    /// modelled as `SpringTimingFunction.keyboard`.
    case keyboard

    /// The curve a JSON name stands for (`"easeInOut"`), or nil for an unknown name.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// The curve for a `UIView.AnimationCurve` raw value (`UIViewAnimationCurve` in Objective-C),
    /// the way a keyboard notification delivers it; nil for values UIKit does not use.
    public init?(uiViewAnimationCurve value: Int) {
        guard let curve = Self.allCases.first(where: { $0.uiViewAnimationCurve == value }) else { return nil }
        self = curve
    }

    /// UIKit's raw value: easeInOut 0, easeIn 1, easeOut 2, linear 3, keyboard 7.
    public var uiViewAnimationCurve: Int {
        switch self {
        case .easeInOut: 0
        case .easeIn: 1
        case .easeOut: 2
        case .linear: 3
        case .keyboard: 7
        }
    }

    /// The control points Core Animation gives the named timing functions
    /// (`kCAMediaTimingFunctionEaseIn` …); nil for the curves that are not Béziers.
    public var bezier: CubicBezierTimingFunction? {
        switch self {
        case .linear, .keyboard: nil
        case .easeIn: Self.easeInBezier
        case .easeOut: Self.easeOutBezier
        case .easeInOut: Self.easeInOutBezier
        }
    }

    private static let easeInBezier = CubicBezierTimingFunction(x1: 0.42, y1: 0, x2: 1, y2: 1)
    private static let easeOutBezier = CubicBezierTimingFunction(x1: 0, y1: 0, x2: 0.58, y2: 1)
    private static let easeInOutBezier = CubicBezierTimingFunction(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The eased progress at `fraction` of the duration; `fraction` is clamped to [0, 1].
    public func progress(at fraction: Double) -> Double {
        switch self {
        case .linear: fraction > 0 ? min(fraction, 1) : 0
        case .keyboard: SpringTimingFunction.keyboard.progress(at: fraction)
        case .easeIn: Self.easeInBezier.progress(at: fraction)
        case .easeOut: Self.easeOutBezier.progress(at: fraction)
        case .easeInOut: Self.easeInOutBezier.progress(at: fraction)
        }
    }
}
