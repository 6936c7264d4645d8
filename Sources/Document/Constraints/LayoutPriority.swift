/// A constraint priority, UIKit's `UILayoutPriority`: a float in (0, 1000], where 1000 is
/// required and everything below is optional. Higher optional priorities are satisfied strictly
/// before lower ones (the solver's lexicographic levels).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, Codable {
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    public var isRequired: Bool { rawValue >= 1000 }

    /// True when UIKit accepts the value: greater than 0 and at most 1000.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// The named priorities that expressions accept after `@`.
    public init?(name: String) {
        switch name {
        case "required": self = .required
        case "defaultHigh": self = .defaultHigh
        case "defaultLow": self = .defaultLow
        case "fittingSizeLevel": self = .fittingSizeLevel
        default: return nil
        }
    }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
