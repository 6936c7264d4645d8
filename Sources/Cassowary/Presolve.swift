/// Sparse elimination of equalities before the simplex (an LP presolve), so that only what needs
/// a tableau reaches one.
///
/// Why: a tableau in solved form writes every basic variable in terms of the non-basic ones
/// (B⁻¹N). Along a chain — each view placed after the one before it — the last position depends
/// on every earlier size, so the rows fill in: O(n²) cells and O(n³) work, however sparse the
/// constraints are. Eliminating equalities here, in an order that creates no fill, hands the
/// tableau a system whose rows stay short (Andersen & Andersen 1995, the presolve of every LP
/// code; ConstraintLayout's direct resolution is the same idea for its own solver).
///
/// Three rules, applied to a fixed point, cheapest first:
/// 1. **Free column singleton.** A variable that appears in one constraint only, an equality
///    (required or optional): the constraint just defines it. Both leave; the variable is
///    computed afterwards from the others. Exact: any values of the other variables are
///    matched, with zero error (ties, conflicts and optima of the rest are untouched).
/// 2. **Fixed variable.** A required equality of one variable fixes it: its value is
///    substituted into every constraint that mentions it.
/// 3. **Doubleton.** A required equality of two variables `a·x + b·y + k = 0`: one is replaced
///    by the other everywhere (no constraint gets longer).
/// 4. **Bounds only.** A variable every remaining constraint of which names it alone (a label's
///    height once the stack above it is gone: `h ≥ 20.5 @750`, `h ≤ 20.5 @251`) is a problem in
///    one dimension, solved here level by level as the simplex would (`boundsOptimum`); when its
///    optimum is one point, the variable is fixed there and those constraints leave. When it is
///    not (a range: ambiguity) or the required bounds contradict, they stay for the solver.
/// Rule 4 reads priorities as `PriorityMode.exact` does (lexicographic levels, errors added
/// within a level): the presolve is for exact-mode solvers only.
/// Substitution keeps the optimum exactly: the required equalities hold at every feasible point,
/// so each rewritten constraint is the same linear function there, with the same error.
///
/// A required constraint that reduces to a false relation between constants is a conflict: the
/// presolve stops with `conflict` set and the caller solves the constraints as given, so that
/// conflicts are explained on the original constraints.
///
/// Keeps true: every eliminated variable has a definition in terms of variables that were not
/// eliminated before it (`eliminations`, in order), so values and directions are recovered by
/// one pass in reverse; `reduced` holds the surviving constraints in their original order, each
/// the original object when nothing was substituted into it, else a new one with the same
/// relation, priority and tag.
/// - Complexity: O(terms) to set up, plus O(terms of the rows rewritten) per substitution; no
///   rule makes a constraint longer, so the total is O(terms × substitutions per row), linear for
///   the layouts this is for (chains, stacks, nested cells).
package struct Presolve {
    /// `variable = constant + Σ coefficient · other`.
    package struct Elimination: Sendable {
        package let variable: Int
        package let constant: Double
        package let terms: [(variable: Int, coefficient: Double)]
    }

    /// The constraints the solver still needs, in their original order.
    package private(set) var reduced: [Constraint] = []
    /// Eliminated variables, in the order they were eliminated.
    package private(set) var eliminations: [Elimination] = []
    /// A required constraint reduced to a false relation (nothing else is valid then).
    package private(set) var conflict = false
    /// Variables that some original constraint mentions but that neither survive in `reduced`
    /// nor were eliminated: each is free to move on its own (a missing constraint).
    package private(set) var orphans: [Int] = []
    /// Per variable id: eliminated (its value comes from `eliminations`).
    package private(set) var isEliminated: [Bool]

    // Working storage, per row (one per input constraint).
    private var terms: [[(variable: Int, coefficient: Double)]]
    private var constants: [Double]
    /// The largest constant magnitude that went into the row: the scale of its zero test.
    private var scales: [Double]
    private var alive: [Bool]
    private var rewritten: [Bool]
    private var relations: [RelationalOperator]
    private var required: [Bool]
    // Per variable: rows that mention it (may hold stale entries), and how many really do.
    private var columns: [[Int32]]
    private var counts: [Int]
    private var singletons: [Int] = []
    private var shortRows: [Int] = []

    /// - Parameters:
    ///   - constraints: the system, variable ids in `0 ..< variableCount`.
    ///   - isCancelled: polled every few thousand substitutions; on true the presolve stops
    ///     early and reports what it has (still exact: it only did valid eliminations).
    package init(_ constraints: [Constraint], variableCount: Int, isCancelled: () -> Bool = { false }) {
        let n = constraints.count
        terms = []
        terms.reserveCapacity(n)
        constants = []
        constants.reserveCapacity(n)
        scales = []
        scales.reserveCapacity(n)
        alive = Array(repeating: true, count: n)
        rewritten = Array(repeating: false, count: n)
        relations = constraints.map(\.relation)
        required = constraints.map(\.isRequired)
        columns = Array(repeating: [], count: variableCount)
        counts = Array(repeating: 0, count: variableCount)
        isEliminated = Array(repeating: false, count: variableCount)
        for (r, constraint) in constraints.enumerated() {
            let expression = constraint.expression
            var row: [(variable: Int, coefficient: Double)] = []
            row.reserveCapacity(expression.terms.count)
            for i in expression.terms.indices {
                let v = expression.terms[i].variable.id
                row.append((v, expression.terms[i].coefficient))
                columns[v].append(Int32(truncatingIfNeeded: r))
                counts[v] += 1
            }
            terms.append(row)
            constants.append(expression.constant)
            scales.append(max(1, abs(expression.constant)))
        }
        for r in 0..<n where terms[r].isEmpty { checkConstant(r) }
        for v in 0..<variableCount where counts[v] == 1 { singletons.append(v) }
        for r in 0..<n where relations[r] == .equal && required[r] && terms[r].count <= 2 { shortRows.append(r) }

        var work = 0
        // Singletons before short rows, and the most recent first: retiring a row can make
        // more singletons, which then go before anything else.
        while !conflict {
            work += 1
            if work & 1023 == 0, isCancelled() { break }
            if let v = singletons.popLast() {
                eliminateSingleton(v, constraints)
            } else if let r = shortRows.popLast() {
                eliminateShortRow(r, constraints)
            } else {
                break
            }
        }
        guard !conflict else { return }
        for v in 0..<variableCount where counts[v] > 0 && !isEliminated[v] { fixIfBoundsDetermine(v, constraints) }
        guard !conflict else { return }
        var survives = Array(repeating: false, count: variableCount)
        for r in 0..<n where alive[r] {
            if terms[r].isEmpty {
                // Reduced to constants. A required relation that fails was caught as a conflict
                // (`checkConstant`); what is left holds, or is optional with a fixed error.
                continue
            }
            for term in terms[r] { survives[term.variable] = true }
            if !rewritten[r] {
                reduced.append(constraints[r])
            } else {
                let expression = Expression(terms[r].map { Term(Variable(id: $0.variable), $0.coefficient) },
                                            constant: constants[r])
                reduced.append(Constraint(expression, constraints[r].relation, priority: constraints[r].priority,
                                          tag: constraints[r].tag))
            }
        }
        var mentioned = Array(repeating: false, count: variableCount)
        for constraint in constraints {
            for term in constraint.expression.terms { mentioned[term.variable.id] = true }
        }
        for v in 0..<variableCount where mentioned[v] && !survives[v] && !isEliminated[v] { orphans.append(v) }
    }

    /// Rule 1: `v` appears in one constraint; if that is an equality, it defines `v`.
    private mutating func eliminateSingleton(_ v: Int, _ constraints: [Constraint]) {
        guard counts[v] == 1, !isEliminated[v], let r = row(of: v), relations[r] == .equal else { return }
        eliminate(v, using: r, constraints)
    }

    /// Rules 2 and 3 for row `r`, if it is still a required equality of at most two variables.
    private mutating func eliminateShortRow(_ r: Int, _ constraints: [Constraint]) {
        guard alive[r], relations[r] == .equal, required[r] else { return }
        let row = terms[r]
        switch row.count {
        case 0:
            alive[r] = false
        case 1:
            eliminate(row[0].variable, using: r, constraints)
        case 2:
            // Replace the variable that appears in fewer constraints (fewer rows to rewrite),
            // unless its coefficient is much the smaller (dividing by it would amplify error);
            // ties to the higher id, deterministically.
            let (a, b) = (row[0], row[1])
            let ratio = abs(a.coefficient) / abs(b.coefficient)
            let pickA: Bool
            if ratio < 0.1 {
                pickA = false
            } else if ratio > 10 {
                pickA = true
            } else {
                pickA = counts[a.variable] < counts[b.variable]
                    || (counts[a.variable] == counts[b.variable] && a.variable > b.variable)
            }
            eliminate(pickA ? a.variable : b.variable, using: r, constraints)
        default:
            return
        }
    }

    /// The live row that mentions `v` (when `counts[v] == 1`).
    private func row(of v: Int) -> Int? {
        for entry in columns[v] {
            let r = Int(entry)
            if alive[r], position(of: v, in: r) != nil { return r }
        }
        return nil
    }

    private func position(of v: Int, in r: Int) -> Int? {
        var low = 0, high = terms[r].count
        while low < high {
            let mid = (low + high) >> 1
            let s = terms[r][mid].variable
            if s == v { return mid }
            if s < v { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// Solves equality row `p` for `v`, substitutes the result into every other row that
    /// mentions `v`, and retires row `p`.
    private mutating func eliminate(_ v: Int, using p: Int, _ constraints: [Constraint]) {
        guard let at = position(of: v, in: p) else { return }
        let a = terms[p][at].coefficient
        var definition: [(variable: Int, coefficient: Double)] = []
        definition.reserveCapacity(terms[p].count - 1)
        for (i, term) in terms[p].enumerated() where i != at { definition.append((term.variable, -term.coefficient / a)) }
        let constant = -constants[p] / a
        // Retire the defining row first, so it is not rewritten and its variables' counts drop.
        alive[p] = false
        for term in terms[p] where term.variable != v { release(term.variable) }
        counts[v] -= 1
        let column = columns[v]
        columns[v] = []
        for entry in column {
            let r = Int(entry)
            guard alive[r], let i = position(of: v, in: r) else { continue }
            let factor = terms[r][i].coefficient
            substitute(into: r, removing: i, factor: factor, definition, constant)
            counts[v] -= 1
            if conflict { return }
        }
        isEliminated[v] = true
        eliminations.append(Elimination(variable: v, constant: constant, terms: definition))
    }

    /// Row `r` with its term `i` (`factor · v`) replaced by `factor · (constant + definition)`.
    private mutating func substitute(into r: Int, removing i: Int, factor: Double,
                                     _ definition: [(variable: Int, coefficient: Double)], _ constant: Double) {
        var old = terms[r]
        terms[r] = []
        old.remove(at: i)
        var merged: [(variable: Int, coefficient: Double)] = []
        merged.reserveCapacity(old.count + definition.count)
        var x = 0, y = 0
        while x < old.count || y < definition.count {
            if y == definition.count || (x < old.count && old[x].variable < definition[y].variable) {
                merged.append(old[x])
                x += 1
            } else if x == old.count || definition[y].variable < old[x].variable {
                let u = definition[y].variable
                merged.append((u, factor * definition[y].coefficient))
                columns[u].append(Int32(truncatingIfNeeded: r))
                counts[u] += 1
                y += 1
            } else {
                let u = old[x].variable
                let sum = old[x].coefficient + factor * definition[y].coefficient
                if Tolerance.isZero(sum) {
                    release(u)
                } else {
                    merged.append((u, sum))
                }
                x += 1
                y += 1
            }
        }
        terms[r] = merged
        let shift = factor * constant
        constants[r] += shift
        scales[r] = max(scales[r], abs(shift), abs(constants[r]))
        rewritten[r] = true
        if merged.isEmpty {
            checkConstant(r)
        } else if merged.count <= 2 {
            shortRows.append(r)
        }
    }

    /// One row fewer mentions `u`.
    private mutating func release(_ u: Int) {
        counts[u] -= 1
        if counts[u] == 1 { singletons.append(u) }
    }

    /// Row `r` has no variables left: a required relation must hold between its constants.
    private mutating func checkConstant(_ r: Int) {
        alive[r] = false
        let k = constants[r], tolerance = Tolerance.epsilon * scales[r]
        // `expression relation 0` with expression = k.
        let holds: Bool
        switch relations[r] {
        case .equal: holds = abs(k) <= tolerance
        case .lessThanOrEqual: holds = k <= tolerance
        case .greaterThanOrEqual: holds = k >= -tolerance
        }
        if !holds && required[r] { conflict = true }
    }

    /// True when `other` eliminated the same variables by the same definitions (constants aside)
    /// and kept the same constraints with the same terms: a presolve of the same system with
    /// other constants, whose reduced solver can be re-solved by replacing constants.
    /// - Complexity: O(terms).
    package func hasSameShape(as other: Presolve) -> Bool {
        guard eliminations.count == other.eliminations.count, reduced.count == other.reduced.count else { return false }
        for (a, b) in zip(eliminations, other.eliminations) {
            guard a.variable == b.variable, a.terms.count == b.terms.count else { return false }
            for (x, y) in zip(a.terms, b.terms) where x.variable != y.variable || x.coefficient != y.coefficient { return false }
        }
        for (a, b) in zip(reduced, other.reduced) {
            guard a.tag == b.tag, a.expression.terms.elementsEqual(b.expression.terms, by: {
                $0.variable.id == $1.variable.id && $0.coefficient == $1.coefficient
            }) else { return false }
        }
        return true
    }

    /// Rule 4 for `v`, if every live row that mentions it names it alone.
    private mutating func fixIfBoundsDetermine(_ v: Int, _ constraints: [Constraint]) {
        var rows: [Int] = []
        for entry in columns[v] {
            let r = Int(entry)
            guard alive[r], !terms[r].isEmpty, position(of: v, in: r) != nil else { continue }
            guard terms[r].count == 1 else { return }
            if !rows.contains(r) { rows.append(r) }
        }
        guard !rows.isEmpty else { return }
        // Each row `a·v + k REL 0` as a bound `v ≥ b` / `v ≤ b` (an equality is both), weighted
        // by |a| (its error is measured in the row's units).
        var bounds: [Bound] = []
        bounds.reserveCapacity(rows.count + 1)
        for r in rows {
            let a = terms[r][0].coefficient, b = -constants[r] / a
            let priority = constraints[r].priority.value
            let weight = abs(a)
            var below = false, above = false  // v ≥ b, v ≤ b
            switch relations[r] {
            case .equal: (below, above) = (true, true)
            case .greaterThanOrEqual: (below, above) = a > 0 ? (true, false) : (false, true)
            case .lessThanOrEqual: (below, above) = a > 0 ? (false, true) : (true, false)
            }
            if below { bounds.append(Bound(value: b, isLower: true, priority: priority, weight: weight)) }
            if above { bounds.append(Bound(value: b, isLower: false, priority: priority, weight: weight)) }
        }
        guard let point = Self.boundsOptimum(bounds) else { return }
        for r in rows { alive[r] = false }
        counts[v] = 0
        isEliminated[v] = true
        eliminations.append(Elimination(variable: v, constant: point, terms: []))
    }

    /// `v ≥ value` (`isLower`) or `v ≤ value`, at a priority (1000: required), whose violation
    /// costs `weight` per unit of v.
    struct Bound {
        var value: Double
        var isLower: Bool
        var priority: Double
        var weight: Double
    }

    /// The value a one-variable problem takes at its lexicographic optimum, when that is a
    /// single point: the required bounds give an interval; each optional level, most important
    /// first, shrinks it to the points where its (convex, piecewise linear) total error is least.
    /// Nil when the required bounds contradict (beyond the tolerance) or the optimum is a range.
    /// - Complexity: O(m log m) for m bounds.
    static func boundsOptimum(_ bounds: [Bound]) -> Double? {
        var low = -Double.infinity, high = Double.infinity
        for bound in bounds where bound.priority >= 1000 {
            if bound.isLower { low = max(low, bound.value) } else { high = min(high, bound.value) }
        }
        let scale = max(1, abs(low.isFinite ? low : 0), abs(high.isFinite ? high : 0))
        if low > high {
            guard low - high <= Tolerance.epsilon * scale else { return nil }
            return low
        }
        let optional = bounds.filter { $0.priority < 1000 }.sorted { $0.priority > $1.priority }
        var start = 0
        while start < optional.count, low < high {
            var end = start
            while end < optional.count && optional[end].priority == optional[start].priority { end += 1 }
            (low, high) = minimizers(optional[start..<end], low, high)
            start = end
        }
        return low == high ? low : nil
    }

    /// The points of [low, high] where Σ weight × violation of `level`'s bounds is least: an
    /// interval, since the sum is convex. With W(x) the weight of the bounds at or below x and
    /// L the weight of all lower bounds, its slope just right of x is W(x) − L and just left of
    /// x is W(<x) − L; the minimizers run from the first x whose right slope is ≥ 0 to the last
    /// whose left slope is ≤ 0. O(m log m).
    private static func minimizers(_ level: ArraySlice<Bound>, _ low: Double, _ high: Double) -> (Double, Double) {
        let sorted = level.sorted { $0.value < $1.value }
        var lowerTotal = 0.0, total = 0.0
        for bound in sorted {
            total += bound.weight
            if bound.isLower { lowerTotal += bound.weight }
        }
        // First: sweep up from `low`, adding each breakpoint's weight as x reaches it.
        var first = high, below = 0.0, i = 0
        while i < sorted.count && sorted[i].value <= low { below += sorted[i].weight; i += 1 }
        if below >= lowerTotal {
            first = low
        } else {
            while i < sorted.count && sorted[i].value < high {
                let x = sorted[i].value
                while i < sorted.count && sorted[i].value == x { below += sorted[i].weight; i += 1 }
                if below >= lowerTotal { first = x; break }
            }
        }
        // Last: sweep down from `high`; the left slope at x is ≤ 0 when the weight at or above x
        // is at least the weight of all upper bounds.
        let upperTotal = total - lowerTotal
        var last = low, above = 0.0, j = sorted.count - 1
        while j >= 0 && sorted[j].value >= high { above += sorted[j].weight; j -= 1 }
        if above >= upperTotal {
            last = high
        } else {
            while j >= 0 && sorted[j].value > low {
                let x = sorted[j].value
                while j >= 0 && sorted[j].value == x { above += sorted[j].weight; j -= 1 }
                if above >= upperTotal { last = x; break }
            }
        }
        return (max(low, first), min(high, last))
    }

    // MARK: Recovering the eliminated variables

    /// Every variable's value, given the solved values of the variables the reduced constraints
    /// kept (`solved`; orphans and variables no constraint mentions take what it says, usually
    /// 0). O(variables + terms of the eliminations).
    package func values(_ solved: (Int) -> Double) -> [Double] {
        var values = (0..<isEliminated.count).map { isEliminated[$0] ? 0 : solved($0) }
        for elimination in eliminations.reversed() {
            var value = elimination.constant
            for term in elimination.terms { value += term.coefficient * values[term.variable] }
            values[elimination.variable] = value
        }
        return values
    }

    /// A direction of the reduced system (rates of the variables it kept) extended to the
    /// eliminated variables, sorted by variable, without zero rates.
    /// - Complexity: O(eliminations whose definitions mention a moving variable, transitively,
    ///   × log) with `dependents`; O(eliminations) without.
    package func extend(_ direction: [(variable: Int, rate: Double)],
                        dependents: Dependents) -> [(variable: Int, rate: Double)] {
        var rates: [Int: Double] = [:]
        for move in direction { rates[move.variable, default: 0] += move.rate }
        // Eliminations that may move, by position (a later-eliminated one is evaluated first).
        var pending = Heap()
        for move in direction { dependents.push(move.variable, into: &pending) }
        var done = Set<Int>()
        while let k = pending.popMax() {
            guard done.insert(k).inserted else { continue }
            let elimination = eliminations[k]
            var rate = 0.0
            for term in elimination.terms { rate += term.coefficient * (rates[term.variable] ?? 0) }
            guard rate != 0 else { continue }
            rates[elimination.variable] = rate
            dependents.push(elimination.variable, into: &pending)
        }
        return rates.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { (variable: $0.key, rate: $0.value) }
    }

    /// For each variable, the eliminations whose definitions mention it: what `extend` follows.
    package struct Dependents {
        private var lists: [[Int]]

        init(_ presolve: Presolve) {
            lists = Array(repeating: [], count: presolve.isEliminated.count)
            for (k, elimination) in presolve.eliminations.enumerated() {
                for term in elimination.terms { lists[term.variable].append(k) }
            }
        }

        func push(_ variable: Int, into heap: inout Heap) {
            guard variable < lists.count else { return }
            for k in lists[variable] { heap.push(k) }
        }
    }

    package var dependents: Dependents { Dependents(self) }

    /// A max-heap of elimination positions.
    package struct Heap {
        private var items: [Int] = []

        mutating func push(_ x: Int) {
            items.append(x)
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) >> 1
                if items[parent] >= items[child] { break }
                items.swapAt(parent, child)
                child = parent
            }
        }

        mutating func popMax() -> Int? {
            guard let top = items.first else { return nil }
            let last = items.removeLast()
            if !items.isEmpty {
                items[0] = last
                var parent = 0
                while true {
                    let left = 2 * parent + 1, right = left + 1
                    var largest = parent
                    if left < items.count && items[left] > items[largest] { largest = left }
                    if right < items.count && items[right] > items[largest] { largest = right }
                    if largest == parent { break }
                    items.swapAt(parent, largest)
                    parent = largest
                }
            }
            return top
        }
    }
}
