extension Solver {
    /// Every broken tableau invariant, described; empty when all hold.
    /// - Complexity: O(cells + symbols + column entries).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        let t = tableau
        func note(_ s: String) { if problems.count < 20 { problems.append(s) } }
        var cellCount = 0
        for r in t.rows.indices where t.rowBasic[r] >= 0 {
            let basic = t.rowBasic[r]
            if t.basicRow[basic] != r { note("row \(r): basic \(basic) points to \(t.basicRow[basic])") }
            if t.kinds[basic].isRestricted && t.rows.constants[r] < -Tolerance.feasibilitySlack {
                note("row \(r): restricted basic \(basic) infeasible \(t.rows.constants[r])")
            }
            var previous = -1
            for cell in t.rows.cells(r) {
                if cell.symbol <= previous { note("row \(r): cells not sorted") }
                previous = cell.symbol
                if Tolerance.isZero(cell.coefficient) { note("row \(r): zero cell \(cell.symbol)") }
                if t.basicRow[cell.symbol] >= 0 { note("row \(r): basic symbol \(cell.symbol) in cells") }
                if t.kinds[cell.symbol] == .dead { note("row \(r): dead symbol \(cell.symbol)") }
                let s = cell.symbol
                if cell.slot < 0 || Int(cell.slot) >= t.columns.count(s) || t.columns.entry(s, Int(cell.slot)) != r {
                    note("row \(r): cell \(cell.symbol) has a wrong column slot \(cell.slot)")
                }
            }
            cellCount += t.rows.cellCount(r)
        }
        // Columns are exact when every entry names a live row holding the symbol, no entry
        // repeats (stamp per row), and there are as many entries as cells.
        var stamp = [Int](repeating: -1, count: t.rows.count)
        var entries = 0
        for s in 0..<t.symbolCount {
            for r in t.columns[s] {
                entries += 1
                if stamp[r] == s { note("column \(s) repeats row \(r)") }
                stamp[r] = s
                if t.rowBasic[r] < 0 || !t.rows.position(r, of: s).found { note("column \(s) lists row \(r) wrongly") }
            }
            if t.basicRow[s] >= 0 || t.kinds[s] == .dead {
                if !t.objective.isNegligible(s) { note("objective mentions basic or dead symbol \(s)") }
            }
            if t.kinds[s] == .dead && (t.basicRow[s] >= 0 || !t.columns[s].isEmpty) { note("dead symbol \(s) in use") }
        }
        if entries != cellCount { note("column index has \(entries) entries for \(cellCount) cells") }
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
    /// tests). Tableaus of up to 64 cells are checked every time; larger ones every k-th
    /// mutation with k = cells / 64, so the checks cost about 64 cell visits per mutation and a
    /// test run stays linear in its work. Tests call `invariantViolations()` for a full check.
    func didMutate() {
        #if CASSOWARY_INTERNAL_CHECKS
            mutationsSinceCheck += 1
            if mutationsSinceCheck * 64 >= cellsAtLastCheck {
                mutationsSinceCheck = 0
                cellsAtLastCheck = tableauSize.cells
                checkInvariants()
            }
        #endif
    }

    #if CASSOWARY_INTERNAL_CHECKS
        /// Stops the program when an invariant is broken: compiled into debug builds only.
        public func checkInvariants() {
            let problems = invariantViolations()
            precondition(problems.isEmpty, "Cassowary invariants broken: \(problems)")
        }
    #endif
}
