/// `constant + Σ coefficient × variable` over the engine's own variable indices: the value of an
/// attribute (`avatar.centerX` = x + width / 2) before it is handed to the solver.
///
/// Keeps true: `terms` is sorted by variable index with no zero coefficient and no repeated
/// variable, so equal forms compare equal and translation is deterministic. Sums are
/// O(terms of both).
public struct LinearForm: Sendable, Hashable {
    public var terms: [(variable: Int, coefficient: Double)]
    public var constant: Double

    public init(constant: Double = 0) {
        terms = []
        self.constant = constant
    }
    public init(variable: Int, coefficient: Double = 1) {
        terms = [(variable, coefficient)]
        constant = 0
    }

    public static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    /// The same terms as `other` (constants aside).
    /// - Complexity: O(terms).
    func hasTerms(of other: LinearForm) -> Bool {
        guard terms.count == other.terms.count else { return false }
        for index in terms.indices
        where terms[index].variable != other.terms[index].variable
            || terms[index].coefficient != other.terms[index].coefficient
        { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for term in terms {
            hasher.combine(term.variable)
            hasher.combine(term.coefficient)
        }
    }

    public var isConstant: Bool { terms.isEmpty }

    public static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        // Adding a constant keeps the other side's terms as they are: share them.
        if rhs.terms.isEmpty { return LinearForm(terms: lhs.terms, constant: lhs.constant + rhs.constant) }
        if lhs.terms.isEmpty { return LinearForm(terms: rhs.terms, constant: lhs.constant + rhs.constant) }
        return merged(lhs.terms, 1, rhs.terms, 1, constant: lhs.constant + rhs.constant)
    }

    public static func * (lhs: Double, rhs: LinearForm) -> LinearForm {
        guard lhs != 0 else { return LinearForm() }
        var result = rhs
        result.constant *= lhs
        // × 1 leaves every coefficient as it is (exactly): keep the shared terms.
        guard lhs != 1 else { return result }
        for index in result.terms.indices { result.terms[index].coefficient *= lhs }
        return result
    }

    public static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm { lhs + (-1) * rhs }
    public static func + (lhs: LinearForm, rhs: Double) -> LinearForm { lhs + LinearForm(constant: rhs) }
    public static func - (lhs: LinearForm, rhs: Double) -> LinearForm { lhs + LinearForm(constant: -rhs) }

    /// The value under an assignment of the variables.
    public func evaluate(_ value: (Int) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// `a × first − constant − b × second`, built in one array: what
    /// `a * first - constant - b * second` gives, bit for bit (the same products, negations and
    /// sums in the same order), without the four intermediate forms. `second` is optional.
    /// - Complexity: O(terms of both).
    public static func difference(
        _ a: Double, _ first: LinearForm, constant: Double,
        _ b: Double = 0, _ second: LinearForm = LinearForm()
    ) -> LinearForm {
        // `a * first`: empty when a is zero.
        let lhsTerms = a != 0 ? first.terms : []
        var resultConstant = (a != 0 ? first.constant * a : 0) + -constant
        // `b * second` then negated (`x - y` is `x + (-1) * y`); empty when b is zero.
        let rhsTerms = b != 0 ? second.terms : []
        if b != 0 { resultConstant = resultConstant + -(second.constant * b) }
        if rhsTerms.isEmpty, a == 1 { return LinearForm(terms: lhsTerms, constant: resultConstant) }
        return merged(lhsTerms, a, rhsTerms, -b, constant: resultConstant)
    }

    private init(terms: [(variable: Int, coefficient: Double)], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    /// `ka × lhs + kb × rhs` over sorted term lists, coefficient by coefficient as `*` then `+`
    /// compute them (a coefficient of −1 is a negation, exactly), dropping sums that cancel.
    /// One allocation of the exact bound.
    private static func merged(
        _ lhs: [(variable: Int, coefficient: Double)], _ ka: Double,
        _ rhs: [(variable: Int, coefficient: Double)], _ kb: Double,
        constant: Double
    ) -> LinearForm {
        func scaled(_ coefficient: Double, _ k: Double) -> Double {
            k == 1 ? coefficient : k == -1 ? -coefficient : coefficient * k
        }
        // Grown by appending, not `Array(unsafeUninitializedCapacity:)`: that initializer allocates
        // through the standard library's unspecialized path, which looks the storage type up in
        // the runtime's metadata cache at every call (≈ 600 instructions, more than the merge).
        var terms: [(variable: Int, coefficient: Double)] = []
        terms.reserveCapacity(lhs.count + rhs.count)
        var i = 0, j = 0
        while i < lhs.count || j < rhs.count {
            if j == rhs.count || (i < lhs.count && lhs[i].variable < rhs[j].variable) {
                terms.append((lhs[i].variable, scaled(lhs[i].coefficient, ka)))
                i += 1
            } else if i == lhs.count || rhs[j].variable < lhs[i].variable {
                terms.append((rhs[j].variable, scaled(rhs[j].coefficient, kb)))
                j += 1
            } else {
                let sum = scaled(lhs[i].coefficient, ka) + scaled(rhs[j].coefficient, kb)
                if sum != 0 { terms.append((lhs[i].variable, sum)) }
                i += 1
                j += 1
            }
        }
        return LinearForm(terms: terms, constant: constant)
    }
}
