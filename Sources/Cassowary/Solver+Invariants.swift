extension Solver {
    /// Every broken tableau invariant, described; empty when all hold.
    /// - Complexity: O(cells + symbols + column entries).
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        let t = tableau
        func note(_ s: String) { if problems.count < 20 { problems.append(s) } }
        for r in t.rows.indices where t.rowBasic[r] >= 0 {
            let basic = t.rowBasic[r]
            if t.basicRow[basic] != r { note("row \(r): basic \(basic) points to \(t.basicRow[basic])") }
            if t.kinds[basic].isRestricted && t.rows[r].constant < -1e-7 {
                note("row \(r): restricted basic \(basic) infeasible \(t.rows[r].constant)")
            }
            var previous = -1
            for cell in t.rows[r].cells {
                if cell.symbol <= previous { note("row \(r): cells not sorted") }
                previous = cell.symbol
                if Tolerance.isZero(cell.coefficient) { note("row \(r): zero cell \(cell.symbol)") }
                if t.basicRow[cell.symbol] >= 0 { note("row \(r): basic symbol \(cell.symbol) in cells") }
                if t.kinds[cell.symbol] == .dead { note("row \(r): dead symbol \(cell.symbol)") }
                if !t.columns[cell.symbol].contains(r) { note("column \(cell.symbol) misses row \(r)") }
            }
        }
        for s in 0..<t.symbolCount {
            let column = t.columns[s]
            for (i, r) in column.enumerated() {
                if column[(i + 1)...].contains(r) { note("column \(s) repeats row \(r)") }
                if t.rowBasic[r] < 0 || t.rows[r].coefficient(for: s) == 0 { note("column \(s) lists row \(r) wrongly") }
            }
            if t.basicRow[s] >= 0 || t.kinds[s] == .dead {
                if !t.objective.isNegligible(s) { note("objective mentions basic or dead symbol \(s)") }
            }
            if t.kinds[s] == .dead && (t.basicRow[s] >= 0 || !column.isEmpty) { note("dead symbol \(s) in use") }
        }
        for (i, s) in t.objective.active.enumerated() where t.objective.position[s] != i {
            note("objective active list out of sync at \(s)")
        }
        for (id, s) in t.variableSymbol.enumerated() where s >= 0 {
            if t.kinds[s] != .external || t.owners[s] != id { note("variable \(id) maps to bad symbol \(s)") }
        }
        for (slot, record) in records.enumerated() {
            guard let record else { continue }
            if t.owners[record.marker] != slot { note("constraint \(slot): marker owner mismatch") }
            if slotOf[ObjectIdentifier(record.constraint)] != slot { note("constraint \(slot): slot map mismatch") }
        }
        if t.artificial != nil { note("artificial objective left behind") }
        return problems
    }

    /// Runs after every public mutation when internal checks are compiled in (debug builds and
    /// tests). Small tableaus are checked every time; large ones every k-th mutation with k
    /// growing with the row count, so a whole test run stays linear in its work.
    func didMutate() {
        #if CASSOWARY_INTERNAL_CHECKS
        mutationsSinceCheck += 1
        let interval = max(1, tableau.rows.count / 256)
        if mutationsSinceCheck >= interval {
            mutationsSinceCheck = 0
            checkInvariants()
        }
        #endif
    }

    #if CASSOWARY_INTERNAL_CHECKS
    /// Stops the program when an invariant is broken: compiled into debug builds only.
    package func checkInvariants() {
        let problems = invariantViolations()
        precondition(problems.isEmpty, "Cassowary invariants broken: \(problems)")
    }
    #endif
}
