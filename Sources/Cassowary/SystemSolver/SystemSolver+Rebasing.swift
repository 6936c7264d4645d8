extension SystemSolver {
    /// `base`'s rows with other constants (`constants`, one per row), solved from `base`'s
    /// simplex: the presolve is replayed on the new constants, and when it eliminates the same
    /// variables the same way, the reduced rows' constants are replaced in place and the dual
    /// simplex re-solves (`Solver.replaceConstants`), instead of adding every row again.
    /// The caller vouches that every row but its constant is `base`'s. Nil — solve from scratch
    /// — when `base` broke, failed or cancelled anything or holds the rows as given, a row
    /// without terms changed, or the new constants leave the required rows infeasible (the
    /// full solve then reports the conflict).
    /// `ownsBase`: `base` is not used again, so its simplex is taken over instead of copied (on
    /// nil it may be left half-changed; the caller then solves from scratch).
    /// The result is solved (`solve()` is not called on it) and keeps `base`'s rules: the same
    /// passes and bounds, and no conflict left to break.
    /// - Complexity: O(rows + the presolve's steps), plus the dual simplex's pivots.
    public convenience init?(rebasing base: SystemSolver, constants: [Double], limits: Limits, ownsBase: Bool = false) {
        guard base.isClean, base.isReduced, constants.count == base.rows.count else { return nil }
        var changed = false
        let old = base.rows.constants, starts = base.rows.starts
        for r in constants.indices where constants[r] != old[r] {
            // A row without terms: its check would have to be made again.
            guard starts[r] < starts[r + 1] else { return nil }
            changed = true
        }
        var rows = base.rows
        if changed { rows.constants = constants }
        self.init(
            rows, variableCount: base.variableCount, rules: base.rules, limits: limits,
            solver: ownsBase ? base.solver : base.solver.copy(),
            added: changed ? HeldConstraints(count: base.rows.count) : base.added)
        holdsBounds = base.holdsBounds
        let isCancelled = limits.isCancelled
        solver.shouldCancel = { isCancelled() }
        guard changed else {
            presolve = base.presolve
            return
        }
        guard let replayed = base.withPresolve({ $0.replaying(constants: constants) }) ?? nil else { return nil }
        let reduced = replayed.reduced
        // Moved, not copied: a copy of a presolve retains each of its arrays.
        presolve = consume replayed
        var replacements: [(old: Constraint, new: Constraint)] = []
        for (held, replacement) in zip(base.withPresolve({ $0.reduced }) ?? [], reduced) {
            added[replacement.tag ?? 0] = replacement
            if held !== replacement { replacements.append((held, replacement)) }
        }
        // On failure this simplex is dropped (see above), so no undo copy of its tableau is kept.
        do { try solver.replaceConstants(replacements, restoringOnFailure: false) } catch { return nil }
        // Without the bounds, the new constants may push a bounded variable below 0: then solve
        // afresh.
        guard holdsBounds || boundsHold() else { return nil }
    }
}
