/// How a constraint relates its expression to zero: `expression <= 0`, `== 0` or `>= 0`.
package enum RelationalOperator: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    package var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
