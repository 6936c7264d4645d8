/// A system of constraints as rows `Σ coefficient · variable + constant REL 0`, each with a
/// priority and the caller's tag, stored flat so that building it allocates a few arrays rather
/// than an object per constraint: what `SystemSolver` and `Presolve` read. A row may have no
/// terms (a relation between constants).
public struct ConstraintRows: Sendable {
    public private(set) var relations: [RelationalOperator] = []
    /// UIKit's scale (`Priority.isRequired`).
    public private(set) var priorities: [Double] = []
    public private(set) var tags: [Int] = []
    public internal(set) var constants: [Double] = []
    /// Row `r`'s terms are `starts[r] ..< starts[r + 1]` of `variables` and `coefficients`.
    public private(set) var starts: [Int] = [0]
    public private(set) var variables: [Int32] = []
    public private(set) var coefficients: [Double] = []

    public init() {}

    /// The rows of `constraints` (their expressions reduced, as a `Constraint` keeps them).
    public init(_ constraints: [Constraint]) {
        reserveCapacity(rows: constraints.count, terms: constraints.count * 3)
        for constraint in constraints {
            let terms = constraint.expression.terms
            append(
                relation: constraint.relation, priority: constraint.priority.value, tag: constraint.tag ?? -1,
                constant: constraint.expression.constant
            ) { add in
                for i in terms.indices { add(terms[i].variable.id, terms[i].coefficient) }
            }
        }
    }

    public var count: Int { relations.count }

    /// Whether row `r` has no terms: a relation between constants.
    public func isConstant(_ r: Int) -> Bool { starts[r] == starts[r + 1] }

    public mutating func reserveCapacity(rows: Int, terms: Int) {
        relations.reserveCapacity(rows)
        priorities.reserveCapacity(rows)
        tags.reserveCapacity(rows)
        constants.reserveCapacity(rows)
        starts.reserveCapacity(rows + 1)
        variables.reserveCapacity(terms)
        coefficients.reserveCapacity(terms)
    }

    /// Appends a row; `terms` calls its argument once per term, in increasing variable
    /// order, no variable twice, no zero coefficient.
    public mutating func append(
        relation: RelationalOperator, priority: Double, tag: Int, constant: Double,
        terms: ((Int, Double) -> Void) -> Void
    ) {
        terms { addTerm($0, $1) }
        endRow(relation: relation, priority: priority, tag: tag, constant: constant)
    }

    /// A term of the row being built (`endRow` closes it): in increasing variable order, no
    /// variable twice, no zero coefficient. The way to append from another module without a
    /// closure per row.
    public mutating func addTerm(_ variable: Int, _ coefficient: Double) {
        variables.append(Int32(truncatingIfNeeded: variable))
        coefficients.append(coefficient)
    }

    /// Closes the row being built: the terms added since the last row closed, and these fields.
    public mutating func endRow(relation: RelationalOperator, priority: Double, tag: Int, constant: Double) {
        relations.append(relation)
        priorities.append(priority)
        tags.append(tag)
        constants.append(constant)
        starts.append(variables.count)
    }

    /// Gives the rows whose tags `selects` another priority (constraints broken, demoted).
    public mutating func setPriority(_ priority: Double, where selects: (Int) -> Bool) {
        for r in 0..<count where selects(tags[r]) { priorities[r] = priority }
    }

    /// Row `r` as the solver's constraint, at its own priority or `priority` (a value on UIKit's
    /// scale, as `Priority(_:)` reads it).
    public func constraint(_ r: Int, priority: Double? = nil) -> Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(starts[r + 1] - starts[r])
        for i in starts[r]..<starts[r + 1] { terms.append(Term(Variable(id: Int(variables[i])), coefficients[i])) }
        return Constraint(
            Expression(terms, constant: constants[r]), relations[r], priority: Priority(priority ?? priorities[r]),
            tag: tags[r])
    }
}
