/// `expression (<= | == | >=) 0` at a priority. Identity matters: a solver holds the very object
/// it was given, and `remove` takes the same object back.
///
/// The expression is stored reduced (one term per variable, sorted by id, no zeros), so the
/// tableau row built from it does not depend on how the caller wrote it.
public final class Constraint: Sendable, CustomStringConvertible {
    public let expression: Expression
    public let relation: RelationalOperator
    public let priority: Priority
    /// The caller's own id for this constraint (e.g. an index into a document); unused here.
    public let tag: Int?

    public init(
        _ expression: Expression, _ relation: RelationalOperator,
        priority: Priority = .required, tag: Int? = nil
    ) {
        // Already reduced (the usual case): the argument is moved in, not copied and released.
        self.expression = expression.isReduced ? expression : expression.reduced()
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public convenience init(
        _ lhs: Expression, _ relation: RelationalOperator, _ rhs: Expression,
        priority: Priority = .required, tag: Int? = nil
    ) {
        self.init(lhs - rhs, relation, priority: priority, tag: tag)
    }

    public convenience init(
        _ lhs: Expression, _ relation: RelationalOperator, _ rhs: Double,
        priority: Priority = .required, tag: Int? = nil
    ) {
        self.init(lhs - rhs, relation, priority: priority, tag: tag)
    }

    public var isRequired: Bool { priority.isRequired }

    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(relation) 0 @\(priority)"
    }
}
