/// A system solved whole: its rows (`ConstraintRows`) go through the `Presolve`, which eliminates
/// the equalities that would make a tableau fill in (chains, stacks, nested cells); the simplex
/// (`Solver`) gets only what is left, and the eliminated variables are recovered from their
/// definitions afterwards. Answers every variable's value (`values()`), the required conflicts
/// met and what was broken (`reports`), and the free directions (`freeDirections()`), and solves
/// the same rows again with other constants by replaying the presolve
/// (`init(rebasing:constants:ownsBase:)`).
///
/// Owns the order of those calls; the caller owns the rules (`Rules`): which pass adds each row,
/// which member of a conflict is broken and at what priority it is kept. A required conflict
/// changes how the solve goes on (`Mode`): a system of up to `asGivenLimit` rows is solved
/// again on the rows as given, so conflicts are explained and broken exactly as without a
/// presolve; a larger one stays presolved and explains each conflict on the presolve's
/// provenance (`Presolve.explain`), so that a conflict in a large system costs what the conflict
/// costs, not what a filled-in tableau of the whole system would, and a system with a conflict
/// in each of many components costs a few solves, not one per conflict.
///
/// Keeps true: a row's tag is its index; `added[r]` is the simplex's constraint for row `r`
/// while it holds one (nil for a row eliminated by the presolve, left out, or broken and not
/// yet held again).
public final class SystemSolver {
    /// The rows, with the constants of the last solve.
    public let rows: ConstraintRows
    public let variableCount: Int
    /// The caller's rules (`Rules`).
    public let rules: Rules
    let limits: Limits
    /// The simplex behind the current run.
    var solver: Solver
    /// The eliminations behind `solver`'s constraints; nil when it holds the rows as given.
    /// Hot paths read it in place (`withPresolve`).
    var presolve: Presolve?

    /// Runs `body` on the presolve where it is stored; nil without one. Binding the stored value
    /// (`if let presolve`) copies it, a retain of each of its ~40 arrays and a release after:
    /// an inout access lends it in place instead (as `Solver.inPlace` does the tableau). So does
    /// optional chaining; comparing it with nil copied it too.
    @inline(__always)
    func withPresolve<Result>(_ body: (inout Presolve) -> Result) -> Result? {
        presolve?.lent(to: body)
    }
    var added: HeldConstraints
    /// What went wrong, in the order met (`Report`).
    public internal(set) var reports: [Report] = []
    /// The solve passed `Limits.isCancelled` (or the memory limit) and stopped.
    public internal(set) var cancelled = false
    /// Which conflict members to keep, made once: a closure literal per add would allocate.
    let keepRank: (Constraint) -> Int

    /// `rows` over variables `0 ..< variableCount`, each row's tag its index; `solve()` solves
    /// them.
    public convenience init(_ rows: ConstraintRows, variableCount: Int, rules: Rules, limits: Limits) {
        self.init(
            rows, variableCount: variableCount, rules: rules, limits: limits,
            solver: Self.makeSolver(limits, explainsConflicts: true),
            added: HeldConstraints(count: rows.count))
    }

    init(
        _ rows: ConstraintRows, variableCount: Int, rules: Rules, limits: Limits, solver: Solver, added: HeldConstraints
    ) {
        self.rows = rows
        self.variableCount = variableCount
        self.rules = rules
        self.limits = limits
        let rank = rules.keepRank
        keepRank = { rank($0.tag ?? 0) }
        self.solver = solver
        self.added = added
    }

    /// A fresh simplex in exact mode, polling `limits`, within the caller's memory.
    static func makeSolver(_ limits: Limits, explainsConflicts: Bool) -> Solver {
        let solver = Solver(mode: .exact)
        let isCancelled = limits.isCancelled
        solver.shouldCancel = { isCancelled() }
        solver.cellBudget = limits.memoryCells()
        solver.explainsConflicts = explainsConflicts
        return solver
    }

    /// Whether a conflict on the rows as given is shrunk to an irreducible set (else it names
    /// the failing row alone): off only for a baseline that measures what explaining costs.
    public var explainsConflicts = true {
        didSet { solver.explainsConflicts = explainsConflicts }
    }

    /// Nothing broken, failed or cancelled: a solve others may start from.
    public var isClean: Bool { !cancelled && reports.isEmpty }
    /// Whether the simplex holds the presolve's reduced rows (else the rows as given).
    public var isReduced: Bool { withPresolve { _ in true } ?? false }
    /// Whether the simplex holds a constraint for row `r`.
    public func holds(_ r: Int) -> Bool { added[r] != nil }
    /// How many constraints the simplex holds.
    public var constraintCount: Int { solver.constraintCount }
    /// The simplex's work so far.
    public var counters: SolverCounters { solver.counters }
    public func resetCounters() { solver.resetCounters() }

    /// How a solve meets a required conflict.
    enum Mode {
        /// Presolved: a conflict ends the run, which starts again in another mode.
        case presolved
        /// The rows as given: a conflict is explained (an irreducible set) and one member
        /// broken; the tableau may hold `cellBudget` cells.
        case asGiven
        /// Presolved, in rounds: each conflict explained on the presolve's provenance and one
        /// member broken as it is met. A member the round's presolve had eliminated cannot be
        /// demoted in place: it is demoted from the start of the next round, and until then the
        /// conflicts that stand on it wait (`Recovery.deferred`).
        case provenance
    }

    var mode = Mode.presolved

    /// The largest system whose conflicts are explained on the rows as given: about 250 views
    /// of a layout, where even a chain's filled-in tableau stays small (tens of milliseconds).
    public static let asGivenLimit = 2_000

    /// The most cells a tableau of the rows as given may hold: 256 Ki (4 MiB) plus 64 (1 KiB)
    /// per row. Past it (a conflict in a long chain) the solve goes on in `.provenance` mode.
    var cellBudget: Int { (1 << 18) + 64 * rows.count }

    /// Whether the simplex and the presolve hold the bounds (`Rules.bounds`); false after a run
    /// that left them out and found the solution keeps them anyway.
    var holdsBounds = true
    /// `values()`, kept when `boundsHold` computed them for the final solution.
    var solvedValues: [Double]?
    /// Set when a run without the bounds outgrew `boundlessFill` and was given up.
    var outgrewWithoutBounds = false
    /// How many runs without the bounds were given up so (for tests and benchmarks).
    public internal(set) var runsGivenUpWithoutBounds = 0

    /// The cells a run without the bounds may merge into long rows (`Solver.fillBudget`):
    /// 64 Ki plus 16 per term of the reduced rows. Without the bounds, a long sum of sizes — a
    /// stack of labels overflowing the screen, pinned between two edges — is handed from basic
    /// to basic as each size's constraints arrive: n merges of n cells, each also rewriting n
    /// column entries. With the bounds the sum is solved for one slack and stays put. So past
    /// the budget the run is given up for the one with the bounds, which is exact too: whether
    /// the run without them would have kept every size at 0 or above is then not known, and
    /// the solution with them is the one answered. A run whose rows stay short (a feed, cells,
    /// a chain: the layouts leaving the bounds out is for) merges no long row at all.
    static func boundlessFill(reducedTerms: Int) -> Int { (1 << 16) + 16 * reducedTerms }

    // `.provenance` mode's state (SystemSolver+Provenance.swift).
    /// Required rows the presolve found contradicted by the required equalities eliminated
    /// before them, by row.
    var contradicted: [Bool] = []
    /// Rows broken in `.provenance` mode: demoted from the start when the run begins again.
    /// (Stored, not lazy: a lazy array is copied by every element written through it.)
    var demotedRows: [Bool] = []
    /// The rows broken in this round that its presolve had eliminated (they are demoted when
    /// the next round starts), and `isPending` by row.
    var pendingInRound: [Int] = []
    var isPending: [Bool] = []
    /// The presolve's `rowsByTag()`, made at the round's first conflict.
    var rowsByTag: [Int: Int]?

    /// Solves the rows: the presolve, then the reduced rows — pass by pass (`Rules.passes`),
    /// each pass in row order. A required conflict starts the solve again as given (small
    /// systems, within `cellBudget`) or in `.provenance` mode.
    ///
    /// The bounds (`Rules.bounds`) stay out of the first presolved run: a bound in every size's
    /// column stops the presolve's column singletons and leaves an inequality of several
    /// variables behind every substitution, which a long list pays for in fill. Leaving them out
    /// changes nothing when the solution keeps every bounded variable at 0 or above
    /// (`boundsHold`): the optimum of a system is the optimum of any smaller feasible set that
    /// contains it. Only when one comes out negative, or sits at 0 where a free direction moves
    /// it, is the run made again with them; the runs after a conflict hold them from the start.
    /// A run without them that fills in (`boundlessFill`) is given up for one with them.
    public func solve() {
        guard limits.presolves else {
            mode = .asGiven
            _ = addEach(rowsAsGiven())
            return
        }
        holdsBounds = false
        let solvedWithoutBounds = addPresolved(holdingBounds: false)
        // The budget was for making the run: what comes after it (ambiguity, other constants)
        // is not given up.
        solver.fillBudget = .max
        if solvedWithoutBounds && boundsHold() { return }
        if solvedWithoutBounds || outgrewWithoutBounds {
            reset(.presolved)
            if addPresolved(holdingBounds: true) { return }
        }
        if rows.count <= Self.asGivenLimit {
            reset(.asGiven)
            solver.cellBudget = min(cellBudget, limits.memoryCells())
            if addEach(rowsAsGiven()) { return }
        }
        // Without the bounds first, as above: a tableau holding them fills in along a feed, and
        // each round would pay for it.
        reset(.provenance)
        recoverInRounds(holdingBounds: false)
        solver.fillBudget = .max
        if !cancelled, outgrewWithoutBounds || !boundsHold() {
            reset(.provenance)
            recoverInRounds(holdingBounds: true)
        }
        orderConflictsAsAdded()
    }

    /// Every row with terms as the simplex's constraint, by row.
    private func rowsAsGiven() -> HeldConstraints {
        var held = HeldConstraints(count: rows.count)
        for r in 0..<rows.count where !rows.isConstant(r) { held[r] = rows.constraint(r) }
        return held
    }

    /// A fresh simplex in `mode`, nothing added, nothing reported.
    func reset(_ mode: Mode) {
        self.mode = mode
        holdsBounds = true
        solvedValues = nil
        outgrewWithoutBounds = false
        solver = Self.makeSolver(limits, explainsConflicts: explainsConflicts)
        presolve = nil
        added = HeldConstraints(count: rows.count)
        reports = []
        if mode == .provenance {
            demotedRows = [Bool](repeatElement(false, count: rows.count))
            isPending = demotedRows
            pendingInRound = []
            rowsByTag = nil
        }
    }

    /// One value per variable: the simplex's, and the presolve's eliminated ones recovered from
    /// them. All 0 after cancellation.
    public func values() -> [Double] {
        if let solvedValues { return solvedValues }
        guard !cancelled else { return Array(repeatElement(0, count: variableCount)) }
        let solved = solver.values(ofFirst: variableCount)
        return withPresolve { $0.values { solved[$0] } } ?? solved
    }

    /// Whether the solution of a run without the bounds is the solution with them: no bounded
    /// variable is negative, and no free direction moves one that sits at 0 — there the bound
    /// could pin what the run without it reports as free. A variable no row names but its bound
    /// moves on its own, both ways: the bound leaves it free upwards, so it does not count.
    /// - Complexity: O(rows + variables), plus reading the free directions when some bounded
    ///   variable is 0.
    func boundsHold() -> Bool {
        let values = values()
        var atZero: [Bool]?
        for r in 0..<rows.count where rules.bounds[r] {
            guard rows.starts[r] < rows.starts[r + 1] else { continue }
            let variable = Int(rows.variables[rows.starts[r]])
            // Below -epsilon a variable is negative; up to epsilon it is 0 (noise).
            if values[variable] < -Tolerance.epsilon { return false }
            if values[variable] <= Tolerance.epsilon {
                if atZero == nil { atZero = [Bool](repeatElement(false, count: variableCount)) }
                atZero?[variable] = true
            }
        }
        if var atZero, let orphans = withPresolve({ $0.orphans }) {
            // An orphan moves only along its own direction, on its own: the bound leaves it free
            // upwards, so it does not count.
            for variable in orphans { atZero[variable] = false }
            for direction in freeDirections().directions where direction.moves.contains(where: { atZero[$0.variable] })
            {
                return false
            }
        }
        solvedValues = values
        return true
    }
}
