extension Solver {
    /// Every broken tableau invariant, described; empty when all hold.
    /// - Complexity: O(cells + symbols + column entries).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        // The parts are bound once: a debug build would otherwise copy the whole tableau at
        // every `tableau.part[i]`, and this runs after most mutations of every test.
        let rows = tableau.rows, rowBasic = tableau.rowBasic, basicRow = tableau.basicRow
        let kinds = tableau.kinds, columns = tableau.columns, objective = tableau.objective
        let owners = tableau.owners
        func note(_ s: String) { if problems.count < 20 { problems.append(s) } }
        var cellCount = 0
        for r in rows.indices where rowBasic[r] >= 0 {
            let basic = rowBasic[r]
            if basicRow[basic] != r { note("row \(r): basic \(basic) points to \(basicRow[basic])") }
            if kinds[basic].isRestricted && rows.constants[r] < -Tolerance.feasibilitySlack {
                note("row \(r): restricted basic \(basic) infeasible \(rows.constants[r])")
            }
            var previous = -1
            for cell in rows.cells(r) {
                if cell.symbol <= previous { note("row \(r): cells not sorted") }
                previous = cell.symbol
                if Tolerance.isZero(cell.coefficient) { note("row \(r): zero cell \(cell.symbol)") }
                if basicRow[cell.symbol] >= 0 { note("row \(r): basic symbol \(cell.symbol) in cells") }
                if kinds[cell.symbol] == .dead { note("row \(r): dead symbol \(cell.symbol)") }
                let s = cell.symbol
                if cell.slot < 0 || Int(cell.slot) >= columns.count(s) || columns.entry(s, Int(cell.slot)) != r {
                    note("row \(r): cell \(cell.symbol) has a wrong column slot \(cell.slot)")
                }
            }
            cellCount += rows.cellCount(r)
        }
        // Every cell names its own column entry (checked above, and cells of a row are strictly
        // sorted), so no two cells share one; with as many entries as cells every entry is then
        // some cell's: the column index is exact. Only when the counts differ are the entries
        // read one by one, to name what is wrong.
        var entries = 0
        for s in 0..<kinds.count {
            entries += columns.count(s)
            if basicRow[s] >= 0 || kinds[s] == .dead {
                if !objective.isNegligible(s) { note("objective mentions basic or dead symbol \(s)") }
            }
            if kinds[s] == .dead && (basicRow[s] >= 0 || columns.count(s) > 0) { note("dead symbol \(s) in use") }
        }
        if entries != cellCount {
            note("column index has \(entries) entries for \(cellCount) cells")
            var stamp = [Int](repeatElement(-1, count: rows.count))
            for s in 0..<kinds.count {
                for k in 0..<columns.count(s) {
                    let r = columns.entry(s, k)
                    if stamp[r] == s { note("column \(s) repeats row \(r)") }
                    stamp[r] = s
                    if rowBasic[r] < 0 || !rows.position(r, of: s).found { note("column \(s) lists row \(r) wrongly") }
                }
            }
        }
        // Index loops, not `enumerated()`: unspecialized generic iterators are most of a debug
        // build's check.
        let active = objective.active
        for i in active.indices where objective.position[active[i]] != i {
            note("objective active list out of sync at \(active[i])")
        }
        let variableSymbol = tableau.variableSymbol
        for id in variableSymbol.indices where variableSymbol[id] >= 0 {
            let s = variableSymbol[id]
            if kinds[s] != .external || owners[s] != id { note("variable \(id) maps to bad symbol \(s)") }
        }
        for slot in records.indices {
            guard let record = records[slot] else { continue }
            if owners[record.marker] != slot { note("constraint \(slot): marker owner mismatch") }
            if slotOf[ObjectIdentifier(record.constraint)] != slot { note("constraint \(slot): slot map mismatch") }
        }
        if tableau.artificial != nil { note("artificial objective left behind") }
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
