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
/// Four rules, applied to a fixed point, cheapest first:
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
///    one dimension, solved level by level as the simplex would (`boundsOptimum`); when its
///    optimum is one point, the variable is fixed there and those constraints leave. When it is
///    not (a range: ambiguity) or the required bounds contradict, they stay for the solver.
/// Substitution keeps the optimum exactly: the required equalities hold at every feasible point,
/// so each rewritten constraint is the same linear function there, with the same error. Rule 4
/// reads priorities as `PriorityMode.exact` does: the presolve is for exact-mode solvers.
///
/// A required constraint that reduces to a false relation between constants is a conflict: the
/// presolve stops with `conflict` set (or, with `dropsContradictions`, drops it and lists it in
/// `contradicted`). `provenance(of:)` names the eliminated equalities a row was rewritten with,
/// so a conflict among reduced constraints can be stated in the caller's constraints.
///
/// Keeps true: every eliminated variable has a definition in terms of variables that were not
/// eliminated before it (`eliminations`, in order), so values and directions are recovered by
/// one pass in reverse; `reduced` holds the surviving rows in their input order, with the input's
/// relation, priority and tag. Every step is logged, so the same system with other constants is
/// presolved again by arithmetic alone (`replaying(constants:)`).
/// - Complexity: O(terms) to set up, plus O(terms of the rows rewritten) per substitution; no
///   rule makes a row longer, so the total is O(terms × substitutions per row), linear for the
///   layouts this is for (chains, stacks, nested cells).
public struct Presolve: Sendable {
    /// `variable = constant + Σ coefficient · other` (`terms(of:)`).
    public struct Elimination: Sendable {
        public let variable: Int
        public fileprivate(set) var constant: Double
        /// Its terms: `start ..< start + count` of the definition pool.
        let start: Int, count: Int
        /// The input row that defined it; -1 for rule 4 (bounds).
        let row: Int
    }

    /// One step, in order, for `replaying(constants:)`.
    enum Step: Sendable {
        /// Elimination `k` solves row `row` (coefficient `a` for its variable).
        case define(k: Int, row: Int, a: Double)
        /// Row `row` += factor × elimination `k`'s constant.
        case substitute(row: Int, k: Int, factor: Double)
        /// Row `row` has no variables left: its relation must still hold.
        case check(row: Int)
        /// Elimination `k` is the bounds optimum of rows `boundRows[from ..< to]`.
        case bounds(k: Int, from: Int, to: Int)
    }

    public let input: ConstraintRows
    /// Eliminated variables, in the order they were eliminated.
    public private(set) var eliminations: [Elimination] = []
    private(set) var definitionVariables: [Int32] = []
    private(set) var definitionCoefficients: [Double] = []
    /// The constraints the solver still needs, in input order.
    public private(set) var reduced: [Constraint] = []
    /// The input row of each of `reduced`.
    private(set) var reducedRows: [Int] = []
    /// A required row reduced to a false relation (nothing else is valid then).
    public private(set) var conflict = false
    /// With `dropsContradictions`: the tags of required rows that reduced to a false relation
    /// and were dropped instead, in the order found.
    public private(set) var contradicted: [Int] = []
    /// Variables that some input row mentions but that neither survive in `reduced` nor were
    /// eliminated: each is free to move on its own (a missing constraint).
    public private(set) var orphans: [Int] = []
    /// Per variable id: eliminated (its value comes from `eliminations`).
    public private(set) var isEliminated: [Bool]

    // Working rows: terms in a pool, row `r` at `rowStart[r] ..< rowStart[r] + rowCount[r]`
    // with room to `rowCapacity[r]`; sorted by variable, no zero coefficient.
    private var rowStart: [Int]
    private var rowCount: [Int]
    private var rowCapacity: [Int]
    private var poolVariables: [Int32]
    private var poolCoefficients: [Double]
    private var constants: [Double]
    /// The largest constant magnitude that went into the row: the scale of its zero test.
    private var scales: [Double]
    private var alive: [Bool]
    // Per variable: a linked list of the rows that mention it (stale entries allowed) and how
    // many really do.
    private var columnHead: [Int32]
    private var entryRow: [Int32] = []
    private var entryNext: [Int32] = []
    private var counts: [Int32]
    // Per row: a linked list of the eliminations substituted into it.
    private var sourceHead: [Int32]
    private var sourceElimination: [Int32] = []
    private var sourceNext: [Int32] = []
    private(set) var steps: [Step] = []
    private(set) var boundRows: [Int] = []
    private var singletons: [Int] = []
    private var shortRows: [Int] = []
    /// Variables that were in two rows when last seen: candidates for rule 5.
    private var links: [Int] = []
    private var scratchVariables: [Int32] = []
    private var scratchCoefficients: [Double] = []
    private let dropsContradictions: Bool

    /// - Parameters:
    ///   - input: the system, variable ids in `0 ..< variableCount`.
    ///   - leftOut: per row of `input`, true to presolve as if the row were not there (the
    ///     caller adds it itself, or not at all); nil: every row.
    ///   - checksConstantRows: false leaves the rows with no terms to the caller too.
    ///   - dropsContradictions: a required row that reduces to a false relation is dropped and
    ///     listed in `contradicted`, instead of setting `conflict`.
    ///   - isCancelled: polled every 1 024 steps; on true the presolve stops early and reports
    ///     what it has (still exact: it only did valid eliminations).
    public init(
        _ input: ConstraintRows, variableCount: Int, leftOut: [Bool]? = nil, checksConstantRows: Bool = true,
        dropsContradictions: Bool = false, isCancelled: () -> Bool = { false }
    ) {
        self.input = input
        self.dropsContradictions = dropsContradictions
        let n = input.count
        rowStart = Array(input.starts.dropLast())
        rowCount = (0..<n).map { input.starts[$0 + 1] - input.starts[$0] }
        rowCapacity = rowCount
        poolVariables = input.variables
        poolCoefficients = input.coefficients
        constants = input.constants
        scales = input.constants.map { max(1, abs($0)) }
        alive = Array(repeatElement(true, count: n))
        columnHead = Array(repeatElement(-1, count: variableCount))
        counts = Array(repeatElement(0, count: variableCount))
        sourceHead = Array(repeatElement(-1, count: n))
        isEliminated = Array(repeatElement(false, count: variableCount))
        entryRow.reserveCapacity(input.variables.count + n)
        entryNext.reserveCapacity(input.variables.count + n)
        // A row left out is dead from the start: in no column, never checked or collected.
        if let leftOut {
            for r in 0..<n where leftOut[r] { alive[r] = false }
        }
        if !checksConstantRows {
            for r in 0..<n where rowCount[r] == 0 { alive[r] = false }
        }
        // Until a check retires one, `alive` is the rows held.
        for r in 0..<n where alive[r] {
            for i in rowStart[r]..<rowStart[r] + rowCount[r] { link(Int(poolVariables[i]), r) }
        }
        for r in 0..<n where alive[r] && rowCount[r] == 0 { checkConstant(r) }
        for v in 0..<variableCount where counts[v] == 1 { singletons.append(v) }
        for r in 0..<n
        where isRequiredEquality(r) && rowCount[r] <= 2 && leftOut?[r] != true
            && (checksConstantRows || rowCount[r] > 0)
        {
            shortRows.append(r)
        }
        for v in (0..<variableCount).reversed() where counts[v] == 2 { links.append(v) }

        var work = 0
        // Singletons before short rows, and the most recent first: retiring a row can make
        // more singletons, which then go before anything else.
        while !conflict {
            work += 1
            if work & 1023 == 0, isCancelled() { break }
            if let v = singletons.popLast() {
                eliminateSingleton(v)
            } else if let r = shortRows.popLast() {
                eliminateShortRow(r)
            } else if let v = links.popLast() {
                eliminateLink(v)
            } else {
                break
            }
        }
        guard !conflict else { return }
        for v in 0..<variableCount where counts[v] > 0 && !isEliminated[v] { fixIfBoundsDetermine(v) }
        guard !conflict else { return }
        collect()
    }

    private func isRequiredEquality(_ r: Int) -> Bool {
        input.relations[r] == .equal && Priority.isRequired(input.priorities[r])
    }

    /// Lists row `r` in `v`'s column.
    private mutating func link(_ v: Int, _ r: Int) {
        entryRow.append(Int32(truncatingIfNeeded: r))
        entryNext.append(columnHead[v])
        columnHead[v] = Int32(truncatingIfNeeded: entryRow.count - 1)
        counts[v] += 1
    }

    /// One row fewer mentions `u`.
    private mutating func release(_ u: Int) {
        counts[u] -= 1
        if counts[u] == 1 { singletons.append(u) }
        if counts[u] == 2 { links.append(u) }
    }

    /// The index in the pool of `v`'s term in row `r`, if any. O(log row).
    private func position(of v: Int, in r: Int) -> Int? {
        var low = rowStart[r], high = rowStart[r] + rowCount[r]
        while low < high {
            let mid = (low + high) >> 1
            let s = Int(poolVariables[mid])
            if s == v { return mid }
            if s < v { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// Rule 1: `v` appears in one row; if that is an equality, it defines `v`.
    private mutating func eliminateSingleton(_ v: Int) {
        guard counts[v] == 1, !isEliminated[v] else { return }
        var entry = columnHead[v]
        while entry >= 0 {
            let r = Int(entryRow[Int(entry)])
            if alive[r], position(of: v, in: r) != nil {
                if input.relations[r] == .equal { eliminate(v, using: r) }
                return
            }
            entry = entryNext[Int(entry)]
        }
    }

    /// Rules 2 and 3 for row `r`, if it is still a required equality of at most two variables.
    private mutating func eliminateShortRow(_ r: Int) {
        guard alive[r], isRequiredEquality(r) else { return }
        let s = rowStart[r]
        switch rowCount[r] {
        case 0:
            alive[r] = false
        case 1:
            eliminate(Int(poolVariables[s]), using: r)
        case 2:
            // Replace the variable that appears in fewer rows (fewer to rewrite), unless its
            // coefficient is much the smaller (dividing by it would amplify error); ties to the
            // higher id, deterministically.
            let (x, y) = (Int(poolVariables[s]), Int(poolVariables[s + 1]))
            let ratio = abs(poolCoefficients[s]) / abs(poolCoefficients[s + 1])
            let pickX =
                ratio < 0.1 ? false : ratio > 10 ? true : counts[x] < counts[y] || (counts[x] == counts[y] && x > y)
            eliminate(pickX ? x : y, using: r)
        default:
            return
        }
    }

    /// Rule 5 for `v`, if it is still in exactly two rows, both required equalities, one of them
    /// of at most `linkLength` terms: a link of a chain pinned at both ends (`y₂ = y₁ + h₁` and
    /// `y₃ = y₂ + h₂`). The short row defines `v` and the other takes its terms: the other row
    /// grows by at most `linkLength - 2` terms and the short row leaves, so the system never
    /// grows. A chain of n links becomes one row of n sizes, where the simplex would have
    /// filled in n rows of up to n terms.
    private mutating func eliminateLink(_ v: Int) {
        guard counts[v] == 2, !isEliminated[v] else { return }
        var found: [Int] = []
        var entry = columnHead[v]
        while entry >= 0 && found.count < 3 {
            let r = Int(entryRow[Int(entry)])
            entry = entryNext[Int(entry)]
            if alive[r], !found.contains(r), position(of: v, in: r) != nil { found.append(r) }
        }
        guard found.count == 2, found.allSatisfy(isRequiredEquality) else { return }
        // The shorter row defines `v`; on equal lengths, the earlier one (deterministic).
        let (a, b) = (found[0], found[1])
        let p = rowCount[a] < rowCount[b] || (rowCount[a] == rowCount[b] && a < b) ? a : b
        guard rowCount[p] <= Self.linkLength, let at = position(of: v, in: p),
            abs(poolCoefficients[at]) >= 0.1
                * Self.largestMagnitude(poolCoefficients[rowStart[p]..<rowStart[p] + rowCount[p]])
        else { return }
        eliminate(v, using: p)
    }

    /// The most terms a row may have to define a variable by rule 5.
    static let linkLength = 4

    private static func largestMagnitude(_ coefficients: ArraySlice<Double>) -> Double {
        coefficients.reduce(0) { max($0, abs($1)) }
    }

    /// Solves equality row `p` for `v`, substitutes the result into every other row that
    /// mentions `v`, and retires row `p`.
    private mutating func eliminate(_ v: Int, using p: Int) {
        guard let at = position(of: v, in: p) else { return }
        let a = poolCoefficients[at]
        let k = eliminations.count
        let start = definitionVariables.count
        for i in rowStart[p]..<rowStart[p] + rowCount[p] where i != at {
            definitionVariables.append(poolVariables[i])
            definitionCoefficients.append(-poolCoefficients[i] / a)
        }
        eliminations.append(
            Elimination(
                variable: v, constant: -constants[p] / a, start: start,
                count: definitionVariables.count - start, row: p))
        steps.append(.define(k: k, row: p, a: a))
        // Retire the defining row first, so it is not rewritten and its variables' counts drop.
        alive[p] = false
        for i in rowStart[p]..<rowStart[p] + rowCount[p] where i != at { release(Int(poolVariables[i])) }
        counts[v] -= 1
        var entry = columnHead[v]
        columnHead[v] = -1
        while entry >= 0 {
            let r = Int(entryRow[Int(entry)])
            entry = entryNext[Int(entry)]
            guard alive[r], let i = position(of: v, in: r) else { continue }
            substitute(k, into: r, removing: i)
            counts[v] -= 1
            if conflict { return }
        }
        isEliminated[v] = true
    }

    /// Row `r` with its term at pool index `i` (`factor · v`) replaced by `factor` × elimination
    /// `k` (v's definition).
    private mutating func substitute(_ k: Int, into r: Int, removing i: Int) {
        let factor = poolCoefficients[i]
        let definition = eliminations[k]
        if definition.count <= Self.linkLength && rowCount[r] > Self.longRow {
            substituteInPlace(definition, factor: factor, into: r, removing: i)
        } else {
            substituteByMerge(definition, factor: factor, into: r, removing: i)
        }
        let count = rowCount[r]
        let shift = factor * definition.constant
        constants[r] += shift
        scales[r] = max(scales[r], abs(shift), abs(constants[r]))
        sourceElimination.append(Int32(truncatingIfNeeded: k))
        sourceNext.append(sourceHead[r])
        sourceHead[r] = Int32(truncatingIfNeeded: sourceElimination.count - 1)
        steps.append(.substitute(row: r, k: k, factor: factor))
        if count == 0 {
            steps.append(.check(row: r))
            checkConstant(r)
        } else if count <= 2 {
            shortRows.append(r)
        }
    }

    /// A row longer than this takes a short definition in place (`substituteInPlace`).
    static let longRow = 32

    /// `substitute`'s terms for a long row `r` and a short definition: each of the definition's
    /// terms is looked up (a binary search) and added, inserted or removed where it is, instead
    /// of the whole row being merged again. The same sums in the same order — the same terms,
    /// and the same columns linked and released — as `substituteByMerge`; what it saves is a
    /// chain folded into one row (rule 5), which gains a size and loses a position per link:
    /// O(log n) plus the terms after each change (at the row's end, along a chain) per link,
    /// where a merge rewrote all n.
    private mutating func substituteInPlace(_ definition: Elimination, factor: Double, into r: Int, removing i: Int) {
        removeTerm(at: i, of: r)
        for y in definition.start..<definition.start + definition.count {
            let u = Int(definitionVariables[y])
            let value = factor * definitionCoefficients[y]
            if let at = position(of: u, in: r) {
                let sum = poolCoefficients[at] + value
                if Tolerance.isZero(sum) {
                    release(u)
                    removeTerm(at: at, of: r)
                } else {
                    poolCoefficients[at] = sum
                }
            } else {
                insertTerm(u, value, into: r)
                link(u, r)
            }
        }
    }

    /// Row `r` without its term at pool index `i`; the terms after it move up one.
    private mutating func removeTerm(at i: Int, of r: Int) {
        let end = rowStart[r] + rowCount[r]
        for j in i..<end - 1 {
            poolVariables[j] = poolVariables[j + 1]
            poolCoefficients[j] = poolCoefficients[j + 1]
        }
        rowCount[r] -= 1
    }

    /// Row `r` with `coefficient · u` in its place (`u` not in the row); the terms after it move
    /// down one. A full row moves to the end of the pool first, with room to double.
    private mutating func insertTerm(_ u: Int, _ coefficient: Double, into r: Int) {
        if rowCount[r] == rowCapacity[r] {
            // Through the scratch: appending a slice of the pool to the pool would copy it whole.
            let (start, count) = (rowStart[r], rowCount[r])
            scratchVariables.removeAll(keepingCapacity: true)
            scratchCoefficients.removeAll(keepingCapacity: true)
            scratchVariables.append(contentsOf: poolVariables[start..<start + count])
            scratchCoefficients.append(contentsOf: poolCoefficients[start..<start + count])
            relocateToScratch(r)
        }
        let start = rowStart[r]
        var j = start + rowCount[r]
        while j > start && Int(poolVariables[j - 1]) > u {
            poolVariables[j] = poolVariables[j - 1]
            poolCoefficients[j] = poolCoefficients[j - 1]
            j -= 1
        }
        poolVariables[j] = Int32(truncatingIfNeeded: u)
        poolCoefficients[j] = coefficient
        rowCount[r] += 1
    }

    /// Row `r` becomes the scratch's terms, in a new run at the end of the pool with as much room
    /// again (the old run is left behind), so a row that grows a term at a time moves O(log) times.
    private mutating func relocateToScratch(_ r: Int) {
        let count = scratchVariables.count
        rowStart[r] = poolVariables.count
        rowCapacity[r] = 2 * count
        poolVariables.append(contentsOf: scratchVariables)
        poolCoefficients.append(contentsOf: scratchCoefficients)
        poolVariables.append(contentsOf: repeatElement(0, count: count))
        poolCoefficients.append(contentsOf: repeatElement(0, count: count))
    }

    /// `substitute`'s terms by merging row `r` with the definition: O(row + definition).
    private mutating func substituteByMerge(_ definition: Elimination, factor: Double, into r: Int, removing i: Int) {
        scratchVariables.removeAll(keepingCapacity: true)
        scratchCoefficients.removeAll(keepingCapacity: true)
        var x = rowStart[r]
        let end = rowStart[r] + rowCount[r]
        var y = definition.start
        let definitionEnd = definition.start + definition.count
        while x < end || y < definitionEnd {
            if x == i {
                x += 1
                continue
            }
            if y == definitionEnd || (x < end && poolVariables[x] < definitionVariables[y]) {
                scratchVariables.append(poolVariables[x])
                scratchCoefficients.append(poolCoefficients[x])
                x += 1
            } else if x == end || definitionVariables[y] < poolVariables[x] {
                let u = Int(definitionVariables[y])
                scratchVariables.append(definitionVariables[y])
                scratchCoefficients.append(factor * definitionCoefficients[y])
                link(u, r)
                y += 1
            } else {
                let sum = poolCoefficients[x] + factor * definitionCoefficients[y]
                if Tolerance.isZero(sum) {
                    release(Int(poolVariables[x]))
                } else {
                    scratchVariables.append(poolVariables[x])
                    scratchCoefficients.append(sum)
                }
                x += 1
                y += 1
            }
        }
        let count = scratchVariables.count
        if count > rowCapacity[r] {
            relocateToScratch(r)
        } else {
            for j in 0..<count {
                poolVariables[rowStart[r] + j] = scratchVariables[j]
                poolCoefficients[rowStart[r] + j] = scratchCoefficients[j]
            }
        }
        rowCount[r] = count
    }

    /// Row `r` has no variables left: a required relation must hold between its constants.
    private mutating func checkConstant(_ r: Int) {
        alive[r] = false
        guard !Self.holds(input.relations[r], constants[r], scale: scales[r]), Priority.isRequired(input.priorities[r])
        else {
            return
        }
        if dropsContradictions { contradicted.append(input.tags[r]) } else { conflict = true }
    }

    /// `k REL 0` within the tolerance at `scale`.
    static func holds(_ relation: RelationalOperator, _ k: Double, scale: Double) -> Bool {
        let tolerance = Tolerance.epsilon * scale
        switch relation {
        case .equal: return abs(k) <= tolerance
        case .lessThanOrEqual: return k <= tolerance
        case .greaterThanOrEqual: return k >= -tolerance
        }
    }

    /// Rule 4 for `v`, if every live row that mentions it names it alone.
    private mutating func fixIfBoundsDetermine(_ v: Int) {
        var entry = columnHead[v]
        let from = boundRows.count
        while entry >= 0 {
            let r = Int(entryRow[Int(entry)])
            entry = entryNext[Int(entry)]
            guard alive[r], rowCount[r] > 0, position(of: v, in: r) != nil else { continue }
            guard rowCount[r] == 1 else {
                boundRows.removeSubrange(from...)
                return
            }
            if !boundRows[from...].contains(r) { boundRows.append(r) }
        }
        guard boundRows.count > from, let point = boundsPoint(boundRows[from...], constants: constants) else {
            boundRows.removeSubrange(from...)
            return
        }
        for r in boundRows[from...] { alive[r] = false }
        counts[v] = 0
        isEliminated[v] = true
        steps.append(.bounds(k: eliminations.count, from: from, to: boundRows.count))
        eliminations.append(
            Elimination(variable: v, constant: point, start: definitionVariables.count, count: 0, row: -1))
    }

    /// `boundsOptimum` of single-variable rows.
    private func boundsPoint<Constants: RandomAccessCollection<Double>>(
        _ rows: ArraySlice<Int>, constants: Constants
    ) -> Double? where Constants.Index == Int {
        // The common case first, without building the bounds: every row bounds the variable at
        // one value b, from below and from above (a size's hugging and compression resistance at
        // its intrinsic size). Then b is optimal at every level, and the only optimum.
        var common: Double?, hasLower = false, hasUpper = false, sameValue = true
        for r in rows {
            let a = poolCoefficients[rowStart[r]], b = -constants[r] / a
            if let c = common, c != b {
                sameValue = false
                break
            }
            common = b
            switch input.relations[r] {
            case .equal: (hasLower, hasUpper) = (true, true)
            case .greaterThanOrEqual: if a > 0 { hasLower = true } else { hasUpper = true }
            case .lessThanOrEqual: if a < 0 { hasLower = true } else { hasUpper = true }
            }
        }
        if sameValue { return hasLower && hasUpper ? common : nil }
        // On the stack: this runs for each variable fixed by its bounds, on every replay.
        return withUnsafeTemporaryAllocation(of: Bound.self, capacity: 2 * rows.count) { buffer in
            var count = 0
            for r in rows {
                let a = poolCoefficients[rowStart[r]], b = -constants[r] / a
                let priority = input.priorities[r], weight = abs(a)
                // `a·v + k REL 0` as `v ≥ b` / `v ≤ b` (an equality is both).
                let (lower, upper): (Bool, Bool)
                switch input.relations[r] {
                case .equal: (lower, upper) = (true, true)
                case .greaterThanOrEqual: (lower, upper) = (a > 0, a < 0)
                case .lessThanOrEqual: (lower, upper) = (a < 0, a > 0)
                }
                if lower {
                    buffer.initializeElement(
                        at: count, to: Bound(value: b, isLower: true, priority: priority, weight: weight))
                    count += 1
                }
                if upper {
                    buffer.initializeElement(
                        at: count, to: Bound(value: b, isLower: false, priority: priority, weight: weight))
                    count += 1
                }
            }
            return Self.boundsOptimum(sorting: UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The surviving rows as constraints, and the orphans.
    private mutating func collect() {
        let n = input.count
        var survives = Array(repeatElement(false, count: isEliminated.count))
        for r in 0..<n where alive[r] && rowCount[r] > 0 {
            for i in rowStart[r]..<rowStart[r] + rowCount[r] { survives[Int(poolVariables[i])] = true }
            reducedRows.append(r)
            reduced.append(makeConstraint(r))
        }
        // A variable some row held mentions has a column: `link` made it, and only `eliminate`
        // takes it down.
        for v in survives.indices where columnHead[v] >= 0 && !survives[v] && !isEliminated[v] { orphans.append(v) }
    }

    /// Row `r` as it stands, as the solver's constraint.
    private func makeConstraint(_ r: Int) -> Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(rowCount[r])
        for i in rowStart[r]..<rowStart[r] + rowCount[r] {
            terms.append(Term(Variable(id: Int(poolVariables[i])), poolCoefficients[i]))
        }
        return Constraint(
            Expression(terms, constant: constants[r]), input.relations[r],
            priority: Priority(input.priorities[r]), tag: input.tags[r])
    }

    /// Elimination `k`'s terms.
    public func terms(of k: Int) -> [(variable: Int, coefficient: Double)] {
        let e = eliminations[k]
        return (e.start..<e.start + e.count).map { (Int(definitionVariables[$0]), definitionCoefficients[$0]) }
    }

    /// The input row of each tag (the last row with it), built once for any number of
    /// `provenance(of:rows:)` and `explain` calls. O(rows).
    public func rowsByTag() -> [Int: Int] {
        var rowOfTag: [Int: Int] = [:]
        rowOfTag.reserveCapacity(input.count)
        for r in 0..<input.count { rowOfTag[input.tags[r]] = r }
        return rowOfTag
    }

    /// The tags of the input rows whose equalities were substituted, directly or through other
    /// substitutions, into the rows tagged `tags`: with those rows, what a conflict among
    /// reduced constraints stands on. Sorted. O(rows), for `rowsByTag`.
    public func provenance(of tags: [Int]) -> [Int] { provenance(of: tags, rows: rowsByTag()) }

    /// `provenance(of:)` with `rowsByTag()` made once by the caller.
    /// - Complexity: O(rows and eliminations visited), however large the system.
    public func provenance(of tags: [Int], rows rowOfTag: [Int: Int]) -> [Int] {
        var seen = Set<Int>(), stack = tags.compactMap { rowOfTag[$0] }, found: [Int] = []
        while let r = stack.popLast() {
            var source = sourceHead[r]
            while source >= 0 {
                let k = Int(sourceElimination[Int(source)])
                source = sourceNext[Int(source)]
                let defining = eliminations[k].row
                guard defining >= 0, seen.insert(defining).inserted else { continue }
                found.append(input.tags[defining])
                stack.append(defining)
            }
        }
        return found.sorted()
    }

    // MARK: Other constants

    /// `body` on this presolve, in place (`SystemSolver.withPresolve`).
    @inline(__always)
    mutating func lent<Result>(to body: (inout Presolve) -> Result) -> Result { body(&self) }

    /// This presolve for the same rows with other constants (`constants`, one per input row),
    /// by replaying its steps: no search, no allocation per row. Nil when a step no longer
    /// holds — a row that reduced to constants now contradicts, or a variable's bounds no
    /// longer meet in one point — and the system must be presolved afresh.
    /// - Complexity: O(steps + terms of the reduced rows whose constants changed).
    public func replaying(constants newConstants: [Double]) -> Presolve? {
        guard newConstants.count == input.count else { return nil }
        var copy = self
        copy.constants = newConstants
        copy.scales = newConstants.map { max(1, abs($0)) }
        // Through buffers: the loop's every read and write of an array checked its uniqueness
        // and bounds, most of a step's cost.
        let replayed = steps.withUnsafeBufferPointer { steps in
            constants.withUnsafeBufferPointer { old in
                copy.constants.withUnsafeMutableBufferPointer { constants in
                    copy.scales.withUnsafeMutableBufferPointer { scales in
                        copy.eliminations.withUnsafeMutableBufferPointer { eliminations in
                            replay(steps, old: old, constants: constants, scales: scales, eliminations: eliminations)
                        }
                    }
                }
            }
        }
        guard replayed else { return nil }
        for (j, r) in reducedRows.enumerated() where copy.constants[r] != constants[r] {
            copy.reduced[j] = copy.makeConstraint(r)
        }
        return copy
    }

    /// `replaying(constants:)`'s steps on `constants` (the new ones, as given), `scales` and
    /// `eliminations`, which `old` (this presolve's constants) tells what moved; false when a
    /// step no longer holds.
    private func replay(
        _ steps: UnsafeBufferPointer<Step>, old: UnsafeBufferPointer<Double>,
        constants: UnsafeMutableBufferPointer<Double>, scales: UnsafeMutableBufferPointer<Double>,
        eliminations: UnsafeMutableBufferPointer<Elimination>
    ) -> Bool {
        for step in steps {
            switch step {
            case .define(let k, let row, let a):
                eliminations[k].constant = -constants[row] / a
            case .substitute(let row, let k, let factor):
                let shift = factor * eliminations[k].constant
                constants[row] += shift
                scales[row] = max(scales[row], abs(shift), abs(constants[row]))
            case .check(let row):
                guard
                    !Priority.isRequired(input.priorities[row])
                        || Self.holds(input.relations[row], constants[row], scale: scales[row])
                else { return false }
            case .bounds(let k, let from, let to):
                // The point depends on the rows' constants alone (their terms, relations and
                // priorities are the same): where none moved, it is the one found before.
                let rows = boundRows[from..<to]
                guard rows.contains(where: { constants[$0] != old[$0] }) else { continue }
                guard let point = boundsPoint(rows, constants: constants) else { return false }
                eliminations[k].constant = point
            }
        }
        return true
    }
}
