/// `constant + Σ coefficient × variable` over the engine's own variable indices: the value of an
/// attribute (`avatar.centerX` = x + width / 2) before it is handed to the solver.
///
/// Keeps true: `terms` is sorted by variable index with no zero coefficient and no repeated
/// variable, so equal forms compare equal and translation is deterministic. Sums are
/// O(terms of both).
package struct LinearForm: Sendable, Hashable {
    package var terms: [(variable: Int, coefficient: Double)]
    package var constant: Double

    package init(constant: Double = 0) { terms = []; self.constant = constant }
    package init(variable: Int, coefficient: Double = 1) { terms = [(variable, coefficient)]; constant = 0 }

    package static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for term in terms { hasher.combine(term.variable); hasher.combine(term.coefficient) }
    }

    package var isConstant: Bool { terms.isEmpty }

    package static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = LinearForm(constant: lhs.constant + rhs.constant)
        var i = 0, j = 0
        while i < lhs.terms.count || j < rhs.terms.count {
            if j == rhs.terms.count || (i < lhs.terms.count && lhs.terms[i].variable < rhs.terms[j].variable) {
                result.terms.append(lhs.terms[i]); i += 1
            } else if i == lhs.terms.count || rhs.terms[j].variable < lhs.terms[i].variable {
                result.terms.append(rhs.terms[j]); j += 1
            } else {
                let sum = lhs.terms[i].coefficient + rhs.terms[j].coefficient
                if sum != 0 { result.terms.append((lhs.terms[i].variable, sum)) }
                i += 1; j += 1
            }
        }
        return result
    }

    package static func * (lhs: Double, rhs: LinearForm) -> LinearForm {
        guard lhs != 0 else { return LinearForm() }
        var result = rhs
        result.constant *= lhs
        for index in result.terms.indices { result.terms[index].coefficient *= lhs }
        return result
    }

    package static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm { lhs + (-1) * rhs }
    package static func + (lhs: LinearForm, rhs: Double) -> LinearForm { lhs + LinearForm(constant: rhs) }
    package static func - (lhs: LinearForm, rhs: Double) -> LinearForm { lhs + LinearForm(constant: -rhs) }

    /// The value under an assignment of the variables.
    package func evaluate(_ value: (Int) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// `a × first − constant − b × second`, built in one array: what
    /// `a * first - constant - b * second` gives, bit for bit (the same products, negations and
    /// sums in the same order), without the four intermediate forms. `second` is optional.
    /// - Complexity: O(terms of both).
    package static func difference(_ a: Double, _ first: LinearForm, constant: Double,
                                   _ b: Double = 0, _ second: LinearForm = LinearForm()) -> LinearForm {
        // `a * first`: empty when a is zero.
        let lhsTerms = a != 0 ? first.terms : []
        var resultConstant = (a != 0 ? first.constant * a : 0) + -constant
        // `b * second` then negated (`x - y` is `x + (-1) * y`); empty when b is zero.
        let rhsTerms = b != 0 ? second.terms : []
        if b != 0 { resultConstant = resultConstant + -(second.constant * b) }
        var result = LinearForm(constant: resultConstant)
        result.terms.reserveCapacity(lhsTerms.count + rhsTerms.count)
        var i = 0, j = 0
        while i < lhsTerms.count || j < rhsTerms.count {
            if j == rhsTerms.count || (i < lhsTerms.count && lhsTerms[i].variable < rhsTerms[j].variable) {
                result.terms.append((lhsTerms[i].variable, lhsTerms[i].coefficient * a)); i += 1
            } else if i == lhsTerms.count || rhsTerms[j].variable < lhsTerms[i].variable {
                result.terms.append((rhsTerms[j].variable, -(rhsTerms[j].coefficient * b))); j += 1
            } else {
                let sum = lhsTerms[i].coefficient * a + -(rhsTerms[j].coefficient * b)
                if sum != 0 { result.terms.append((lhsTerms[i].variable, sum)) }
                i += 1; j += 1
            }
        }
        return result
    }
}
