/// How a constraint relates its expression to zero: `expression <= 0`, `== 0` or `>= 0`.
public enum RelationalOperator: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
