extension Tableau {
    enum Insertion {
        case added(marker: Int, other: Int)
        /// The constraint cannot hold: the row that proves it (its cells name the constraints
        /// in the way). The tableau is exactly as before the attempt.
        case conflict(Row)
    }

    /// Puts `constraint`'s row into the tableau (kiwi's addConstraint up to, not including, the
    /// final optimize): a subject from the row if one is usable (an external, a negative marker,
    /// or a slack/error whose ratio test the new row itself wins), else phase 1 on a copy of
    /// the tableau that is restored if the row turns out infeasible.
    mutating func insert(
        _ constraint: Constraint, slot: Int,
        errorWeight: ErrorWeight?
    ) throws(SolverError) -> Insertion {
        beginAttempt()
        var (row, marker, other) = makeRow(for: constraint, slot: slot, errorWeight: errorWeight)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && row.allDummies(kinds) {
            let scale = max(1, abs(constraint.expression.constant))
            if !Tolerance.isZero(row.constant, scale: scale) {
                rollBack(constraint)
                return .conflict(row)
            }
            subject = marker  // redundant equality: its dummy stays basic at 0
        }
        if subject < 0 { subject = directSubject(row) }
        if subject >= 0 {
            // In place and handed over: a second reference to the cells would make the column
            // bookkeeping in `insertRow` copy them.
            row.solve(for: subject)
            row.dropZeroCells()
            insertRow(consume row, basic: subject)
            return .added(marker: marker, other: other)
        }
        let saved = self
        let failing: Row?
        do {
            failing = try addWithArtificialVariable(row)
        } catch {
            self = saved
            rollBack(constraint)
            throw error
        }
        if let failing {
            self = saved
            rollBack(constraint)
            return .conflict(failing)
        }
        return .added(marker: marker, other: other)
    }

    /// Undoes a failed insert: the variable references it took, then its symbol allocations.
    private mutating func rollBack(_ constraint: Constraint) {
        for term in constraint.expression.terms.reversed() {
            let id = term.variable.id
            variableReferences[id] -= 1
            if variableReferences[id] == 0 { variableSymbol[id] = -1 }
        }
        rollBackAllocations()
    }

    /// Takes a constraint's row out (kiwi's removeConstraint without the final optimize): its
    /// errors leave the objective, its marker is made basic (pivoting on kiwi's marker leaving
    /// row, found through the column) and that row is dropped, then its symbols and variable
    /// references are released, sweeping any round-off residue of them from other rows.
    mutating func remove(_ constraint: Constraint, marker: Int, other: Int, errorWeight: ErrorWeight?) {
        if let errorWeight {
            for e in [marker, other] where e >= 0 && kinds[e] == .error {
                let r = basicRow[e]
                if r >= 0 {
                    objective.add(rows, r, level: errorWeight.level, -errorWeight.weight)
                } else {
                    objective.add(e, level: errorWeight.level, -errorWeight.weight)
                }
            }
        }
        if basicRow[marker] >= 0 {
            removeRow(basicRow[marker])
        } else if let p = markerLeavingRow(marker) {
            pivot(row: p, entering: marker)
            removeRow(p)
        }
        releaseSymbol(marker)
        if other >= 0 { releaseSymbol(other) }
        for term in constraint.expression.terms { releaseVariable(term.variable.id) }
    }
}
