/// A linear expression `Σ coefficient·variable + constant`.
///
/// Terms may repeat a variable while the expression is being built; `reduced()` (which
/// `Constraint` applies) merges them, drops zero coefficients and sorts terms by variable id.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The same linear function with one term per variable, in increasing id order, none zero.
    /// - Complexity: O(t log t) for t terms.
    public func reduced() -> Expression {
        if isReduced { return self }  // the common case of hand-built constraints
        // Stable order (id, position) so repeated terms are summed in the order they were written.
        let order = terms.indices.sorted {
            (terms[$0].variable.id, $0) < (terms[$1].variable.id, $1)
        }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for index in order {
            let term = terms[index]
            if let last = merged.last, last.variable.id == term.variable.id {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// One term per variable, in increasing id order, none zero: what `reduced()` returns.
    /// O(t), by index (a copied `Term` would retain its variable's name).
    public var isReduced: Bool {
        for i in terms.indices {
            if terms[i].coefficient == 0 { return false }
            if i > 0 && terms[i - 1].variable.id >= terms[i].variable.id { return false }
        }
        return true
    }

    /// The value of the expression for the given variable values.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }
}
