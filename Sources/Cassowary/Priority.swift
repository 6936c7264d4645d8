/// A constraint priority: `required` (UIKit's 1000) or an optional value in (0, 1000).
///
/// `value` is UIKit's scale and orders priorities (the levels of `PriorityMode.exact`).
/// `strength` is the weight `PriorityMode.weighted` gives the constraint's error, as kiwi does.
///
/// Mapping from a UIKit priority `p` to kiwi's strength (`Priority(p)`): optional `p` becomes
/// kiwi's `strength::create(0, 0, p)` = `p` (kiwi clamps each tier to 0…1000, which an optional
/// `p < 1000` never reaches), i.e. a linear mapping: two errors at 750 and 250 weigh as much as one
/// at 1000, so in weighted mode they beat 751 — kiwi's behaviour. `p = 1000` is required.
/// kiwi's own named strengths are `Priority.kiwi(a, b, c, weight:)` =
/// `clamp(a·w)·1e6 + clamp(b·w)·1e3 + clamp(c·w)`; their `value` (for exact mode) is
/// `1000 · strength / kiwiRequiredStrength`, which keeps kiwi's order in (0, 1000).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// kiwi's `strength::required` = create(1000, 1000, 1000).
    public static let kiwiRequiredStrength = 1_001_001_000.0

    /// The `value` at and above which a priority is required: UIKit's 1000. The one place the
    /// solver names it; everything else asks `isRequired`.
    public static let requiredValue = 1000.0

    /// Whether a priority `value` (UIKit's scale) is required: for code that keeps priorities
    /// as bare values (`ConstraintRows`, the presolve's bounds).
    public static func isRequired(_ value: Double) -> Bool { value >= requiredValue }

    /// UIKit's priority scale: 1000 is required, (0, 1000) optional.
    public let value: Double
    /// The weight of this priority's errors in `PriorityMode.weighted`.
    public let strength: Double

    /// A UIKit priority; its weighted-mode strength is `value` (see the type's documentation).
    public init(_ value: Double) {
        self.value = value
        self.strength = Self.isRequired(value) ? Self.kiwiRequiredStrength : value
    }

    /// A priority with an explicit weighted-mode strength.
    public init(value: Double, strength: Double) {
        self.value = value
        self.strength = strength
    }

    public static let required = Priority(requiredValue)

    /// kiwi's `strength::create(a, b, c, w)`: each tier is multiplied by `w` and clamped to
    /// 0…1000. A result at or above kiwi's required strength is `required`.
    public static func kiwi(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1) -> Priority {
        func clamp(_ x: Double) -> Double { max(0, min(1000, x)) }
        let strength = clamp(a * w) * 1_000_000 + clamp(b * w) * 1000 + clamp(c * w)
        if strength >= kiwiRequiredStrength { return .required }
        return Priority(value: 1000 * strength / kiwiRequiredStrength, strength: strength)
    }

    /// kiwi's `strength::strong`, `medium` and `weak`.
    public static let strong = kiwi(1, 0, 0)
    public static let medium = kiwi(0, 1, 0)
    public static let weak = kiwi(0, 0, 1)

    public var isRequired: Bool { Self.isRequired(value) }

    /// True for `required` and for finite optional values in (0, 1000) with a positive strength.
    public var isValid: Bool {
        value.isFinite && strength.isFinite && value > 0 && value <= Self.requiredValue && strength > 0
    }

    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        (lhs.value, lhs.strength) < (rhs.value, rhs.strength)
    }

    public var description: String { isRequired ? "required" : "\(value)" }
}
