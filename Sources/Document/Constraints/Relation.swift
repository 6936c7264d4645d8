/// A constraint's relation, with UIKit's raw values (`NSLayoutRelation`).
package enum Relation: Int, Sendable, Hashable, Codable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// The operator as written in expressions, VFL and logs.
    package var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// Accepts `==`, `<=`, `>=` and UIKit's names `equal`, `lessThanOrEqual`, `greaterThanOrEqual`.
    package init?(text: String) {
        switch text {
        case "==", "equal": self = .equal
        case "<=", "lessThanOrEqual": self = .lessThanOrEqual
        case ">=", "greaterThanOrEqual": self = .greaterThanOrEqual
        default: return nil
        }
    }
}
