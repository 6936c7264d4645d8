/// A constraint's relation, with UIKit's raw values (`NSLayoutRelation`).
public enum Relation: Int, Sendable, Hashable, Codable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// The operator as written in expressions, VFL and logs.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// Accepts `==`, `<=`, `>=` and UIKit's names `equal`, `lessThanOrEqual`, `greaterThanOrEqual`.
    public init?(text: String) {
        switch text {
        case "==", "equal": self = .equal
        case "<=", "lessThanOrEqual": self = .lessThanOrEqual
        case ">=", "greaterThanOrEqual": self = .greaterThanOrEqual
        default: return nil
        }
    }
}
