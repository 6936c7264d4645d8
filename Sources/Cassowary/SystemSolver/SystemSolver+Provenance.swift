// The presolved runs: one run of the presolve and the reduced rows, and `.provenance` mode's
// rounds, where each conflict is explained on the presolve's provenance and broken as it is met.

extension SystemSolver {
    /// The presolve (demoting the rows already broken) and the reduced rows. False when the run
    /// must start again: in `.presolved` mode at any required conflict, in `.provenance` mode
    /// when a conflict broke a row this round's presolve had eliminated (a round to come holds
    /// it demoted, and meets the conflicts that waited for it).
    /// `holdingBounds`: with the bounds (`Rules.bounds`), else they are left out. Rows without
    /// terms stay out of the presolve either way: `addEach` checks them in their place.
    func addPresolved(holdingBounds: Bool) -> Bool {
        var input = rows
        if mode == .provenance, demotedRows.contains(true) {
            input.setPriority(rules.demoted) { demotedRows[$0] }
        }
        let presolve = Presolve(
            input, variableCount: variableCount, leftOut: holdingBounds ? nil : rules.bounds,
            checksConstantRows: false, dropsContradictions: mode == .provenance, isCancelled: limits.isCancelled)
        guard !presolve.conflict else { return false }
        self.presolve = presolve
        contradicted = [Bool](repeatElement(false, count: rows.count))
        for tag in presolve.contradicted { contradicted[tag] = true }
        solver.reserveCapacity(constraints: presolve.reduced.count, variables: variableCount)
        if !holdingBounds {
            solver.fillBudget = Self.boundlessFill(
                reducedTerms: presolve.reduced.reduce(0) { $0 + $1.expression.terms.count })
        }
        startRound()
        var held = HeldConstraints(count: rows.count)
        for constraint in presolve.reduced { held[constraint.tag ?? 0] = constraint }
        return addEach(held) && pendingInRound.isEmpty
    }

    /// `.provenance` mode: rounds of `addPresolved` until one defers nothing. Every round but the
    /// last demotes at least one more row from the start, so there are at most as many rounds
    /// as conflicts; independent conflicts (one per component) are all met in the first round,
    /// and the second is the last. Without the bounds, a round that outgrows `boundlessFill` ends
    /// them (`outgrewWithoutBounds`).
    func recoverInRounds(holdingBounds: Bool) {
        holdsBounds = holdingBounds
        while !addPresolved(holdingBounds: holdingBounds), !cancelled, !outgrewWithoutBounds {
            solver = Self.makeSolver(limits, explainsConflicts: explainsConflicts)
            presolve = nil
            added = HeldConstraints(count: rows.count)
        }
    }

    /// A new `.provenance` round: nothing pending, a new presolve to index.
    private func startRound() {
        for r in pendingInRound { isPending[r] = false }
        pendingInRound = []
        rowsByTag = nil
    }

    /// What `.provenance` mode did with a conflict.
    enum Recovery {
        /// A member was broken; the failing row is held (demoted, when it was the one).
        case broken
        /// The conflict waits for the next round, and the failing row stays out of this one:
        /// either the member broken had been eliminated by this round's presolve, or the
        /// conflict stands on such a member (the next round, with it demoted, tells whether
        /// there is still a conflict there, and which).
        case deferred
    }

    /// `.provenance` mode: the conflict `members` (reduced rows; `irreducible`: the simplex
    /// found them irreducible among the reduced rows) met while adding `failing` (`held`: its
    /// reduced constraint; nil when the presolve dropped it), explained on the presolve's
    /// provenance; the member `Rules.chooseBroken` picks is broken — demoted in this simplex
    /// when it holds it, else pending until the next round.
    /// - Complexity: what the conflict's own rows cost (`Presolve.explain`), plus the presolve's
    ///   `rowsByTag` once per round.
    func breakByProvenance(_ members: [Int], irreducible: Bool, failing: Int, held: Constraint?) -> Recovery {
        guard let presolve else { return .deferred }
        let rowsByTag = self.rowsByTag ?? presolve.rowsByTag()
        self.rowsByTag = rowsByTag
        let explained = presolve.explain(
            members, irreducible: irreducible, rank: rules.keepRank, testLimit: 256, rows: rowsByTag,
            isCancelled: limits.isCancelled)
        guard !explained.tags.contains(where: { isPending[$0] }) else { return .deferred }
        var victim = rules.chooseBroken(explained.tags)
        // Never the case (a demoted row is not required, so no explanation holds it); should it
        // be, breaking `failing` keeps every round demoting something new.
        if demotedRows[victim], added[victim] == nil { victim = failing }
        record(explained.tags, broken: victim, irreducible: explained.irreducible)
        demotedRows[victim] = true
        if victim == failing {
            if let held { demote(failing, Self.demoted(held, to: rules.demoted)) }
            return .broken
        }
        guard let old = added[victim] else {
            isPending[victim] = true
            pendingInRound.append(victim)
            return .deferred
        }
        do { try solver.remove(old) } catch {
            if case .cancelled = error { cancelled = true }
            return .broken
        }
        added[victim] = nil
        demote(victim, Self.demoted(old, to: rules.demoted))
        return .broken
    }

    /// `constraint` at `priority`, the same tag: a broken reduced row (its original names
    /// variables the presolve took out of the simplex).
    private static func demoted(_ constraint: Constraint, to priority: Double) -> Constraint {
        Constraint(constraint.expression, constraint.relation, priority: Priority(priority), tag: constraint.tag)
    }

    /// After the rounds: the conflicts in the order the rows would have met them added one by
    /// one — by the row that could not be added, the latest member of each — after any other
    /// failure.
    func orderConflictsAsAdded() {
        var conflicts: [Conflict] = []
        var failures: [Report] = []
        for report in reports {
            switch report {
            case .conflict(let conflict): conflicts.append(conflict)
            case .failed: failures.append(report)
            }
        }
        let order = conflicts.indices.sorted { (conflicts[$0].members.last ?? 0) < (conflicts[$1].members.last ?? 0) }
        reports = failures + order.map { .conflict(conflicts[$0]) }
    }
}
