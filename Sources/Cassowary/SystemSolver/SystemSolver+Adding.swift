// Adding rows to the simplex in the caller's passes, and what a conflict met there breaks.

extension SystemSolver {
    /// Adds `held` (the simplex's constraint per row; nil: none needed) pass by pass, each pass
    /// in row order; a row without terms is checked on its own in its place. False when the run
    /// must start again in another mode (`add`), or, without the bounds, with them
    /// (`outgrewWithoutBounds`).
    func addEach(_ held: HeldConstraints) -> Bool {
        let passes = rules.passes
        var pass: UInt8 = 0
        var last: UInt8 = 0
        for r in passes.indices where passes[r] > last { last = passes[r] }
        while true {
            for r in passes.indices where !cancelled && passes[r] == pass {
                // The simplex polls between pivots; a small system may never pivot, so poll here.
                if limits.isCancelled() {
                    cancelled = true
                    break
                }
                if rows.isConstant(r) {
                    checkConstant(r)
                } else if mode == .provenance, contradicted[r] {
                    // Dropped by the presolve: contradicted by eliminated equalities. Either way
                    // it stays out of this round's simplex (deferred: the next round meets it).
                    _ = breakByProvenance([r], irreducible: true, failing: r, held: nil)
                } else if let constraint = held[r], !add(constraint) {
                    return false
                }
            }
            guard pass < last else { return true }
            pass += 1
        }
    }

    /// Adds one constraint, breaking a member of each required conflict it meets
    /// (`Rules.chooseBroken`) — except in `.presolved` mode, where a conflict returns false, as
    /// does the run as given outgrowing its cell budget.
    private func add(_ constraint: Constraint) -> Bool {
        let r = constraint.tag ?? 0
        // Bounded: each failed attempt breaks one previously added constraint or gives up.
        for _ in 0...rows.count {
            do {
                try solver.add(constraint, preferringToKeep: keepRank)
                added[r] = constraint
                return true
            } catch {
                switch error {
                case .unsatisfiable(let conflict):
                    switch mode {
                    case .presolved:
                        return false
                    case .provenance:
                        let members = conflict.conflicting.compactMap(\.tag)
                        switch breakByProvenance(
                            members, irreducible: conflict.isIrreducible, failing: r, held: constraint)
                        {
                        case .deferred: return true
                        case .broken where added[r] != nil: return true
                        case .broken: continue
                        }
                    case .asGiven:
                        break
                    }
                    let members = conflict.conflicting.compactMap(\.tag)
                    let victim = rules.chooseBroken(members)
                    record(members, broken: victim, irreducible: conflict.isIrreducible)
                    guard victim != r else {
                        demote(r, rows.constraint(r, priority: rules.demoted))
                        return true
                    }
                    guard let old = added[victim] else { return true }
                    do { try solver.remove(old) } catch {
                        if case .cancelled = error { cancelled = true }
                        return true
                    }
                    added[victim] = nil
                    demote(victim, rows.constraint(victim, priority: rules.demoted))
                case .cancelled:
                    cancelled = true
                    return true
                case .tooLarge:
                    if ranOutOfMemory() { return true }
                    // Else the cell budget of the run as given, or the fill budget of a run
                    // without the bounds (the only runs that set one).
                    outgrewWithoutBounds = solver.fillBudget < .max
                    if outgrewWithoutBounds { runsGivenUpWithoutBounds += 1 }
                    return false
                default:
                    reports.append(.failed(row: r, message: error.message))
                    return true
                }
            }
        }
        return true
    }

    /// After `.tooLarge`: whether it was the caller's memory (then `Limits.outOfMemory` is told,
    /// and the solve stops as if cancelled) rather than `cellBudget`'s own limit.
    private func ranOutOfMemory() -> Bool {
        guard solver.reservedCells > limits.memoryCells() else { return false }
        limits.outOfMemory(solver.reservedCells)
        cancelled = true
        return true
    }

    /// A row with no terms: it holds or not, with no simplex. A required one that fails is a
    /// conflict on its own.
    private func checkConstant(_ r: Int) {
        let value = rows.constants[r]
        let tolerance = Tolerance.epsilon * max(1, abs(value))
        let holds: Bool
        switch rows.relations[r] {
        case .equal: holds = abs(value) <= tolerance
        case .lessThanOrEqual: holds = value <= tolerance
        case .greaterThanOrEqual: holds = value >= -tolerance
        }
        // Once per `.provenance` solve, however often it starts again.
        guard !holds, Priority.isRequired(rows.priorities[r]), !(mode == .provenance && demotedRows[r]) else { return }
        record([r], broken: r, irreducible: true)
        if mode == .provenance { demotedRows[r] = true }
    }

    /// Keeps a broken row (`demotedVersion`: it at `Rules.demoted`) as an optional constraint;
    /// an optional constraint cannot conflict, so this add only fails on cancellation.
    func demote(_ r: Int, _ demotedVersion: Constraint) {
        do {
            try solver.add(demotedVersion)
            added[r] = demotedVersion
        } catch {
            if case .cancelled = error { cancelled = true }
        }
    }

    func record(_ members: [Int], broken victim: Int, irreducible: Bool) {
        reports.append(.conflict(Conflict(members: members.sorted(), broken: victim, irreducible: irreducible)))
    }
}
