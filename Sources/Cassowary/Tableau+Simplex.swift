extension Tableau {
    /// Primal simplex on the objective: pivots while some non-basic symbol has a
    /// lexicographically negative reduced cost. Entering: the largest such symbol id (Bland's
    /// rule on ids in decreasing order: the newest symbols, those of the constraint just added,
    /// go first, which keeps the work local instead of dragging old, widely shared symbols in);
    /// leaving: the least ratio over restricted rows, largest basic id on ties. A symbol whose
    /// column has no restricted row to stop it can only have a negative cost by round-off (the
    /// objective is bounded below by zero): it is passed over, not reported as "unbounded".
    mutating func optimize() throws(SolverError) {
        // Symbols passed over go in a stored scratch: a local array would be made and released
        // per call, and most calls pass over nothing.
        if !passedOver.isEmpty { passedOver.removeAll(keepingCapacity: true) }
        defer { for s in passedOver { objective.reconsider(s) } }
        while true {
            try checkLimits()
            guard let entering = objective.popCandidate() else {
                infeasible.removeAll(keepingCapacity: true)  // round-off residue; nothing to repair
                return
            }
            if kinds[entering] == .dummy || kinds[entering] == .dead || basicRow[entering] >= 0 { continue }
            guard let p = leavingRow(for: entering) else {
                passedOver.append(entering)
                continue
            }
            pivot(row: p, entering: entering)
        }
    }

    /// The restricted row that first blocks `entering` as it increases. The first candidate is
    /// taken whatever its ratio: at the edge of the double range a ratio can be infinite, and a
    /// row that blocks still blocks (and there is then no `best` to compare ties with).
    func leavingRow(for entering: Int) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        for k in 0..<columns.count(entering) {
            let r = columns.entry(entering, k)
            let basic = rowBasic[r]
            if kinds[basic] == .external { continue }
            let c = rows.coefficient(r, for: entering)
            if c < 0 {
                let ratio = -rows.constants[r] / c
                if best < 0 || ratio < bestRatio || (ratio == bestRatio && basic > rowBasic[best]) {
                    bestRatio = ratio
                    best = r
                }
            }
        }
        return best >= 0 ? best : nil
    }

    /// Dual simplex: restores feasibility of rows whose constant went negative (after an edit
    /// variable's suggested value changed) while keeping the objective optimal. Entering: the
    /// least lexicographic ratio objective / coefficient over positive cells.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            try checkLimits()
            let p = basicRow[leaving]
            guard p >= 0, rows.constants[p] < 0 else { continue }
            var entering = -1
            var enteringCoefficient = 0.0
            for cell in rows.cells(p) where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
                if entering < 0
                    || objective.ratio(cell.symbol, cell.coefficient, isLessThan: entering, enteringCoefficient)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else {
                infeasible.removeAll()
                throw .internal("dual optimize found no entering symbol")
            }
            pivot(row: p, entering: entering)
        }
    }

    /// Adds `row`, which has no usable subject, through phase 1: an artificial slack `a = row`
    /// is minimized; the row is satisfiable iff `a` reaches zero. On success the row is in the
    /// tableau (some symbol basic for it) and `a` is gone. On failure returns the phase-1
    /// objective that stayed positive (its cells name the constraints in the way); the caller
    /// restores its copy of the tableau.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Row? {
        counters.artificialPhases += 1
        let art = makeSymbol(.slack, owner: -1)
        insertRow(row, basic: art)
        artificial = row
        try optimizeArtificial()
        let phase1 = artificial ?? Row()
        artificial = nil
        let scale = max(1, abs(row.constant))
        if !Tolerance.isZero(phase1.constant, scale: scale) { return phase1 }

        let r = basicRow[art]
        if r >= 0 {
            if rows.cells(r).isEmpty {
                removeRow(r)
            } else {
                // Swap in any slack or error so the artificial symbol can leave.
                guard let cell = rows.cells(r).first(where: { kinds[$0.symbol].isPivotable }) else {
                    return phase1
                }
                pivot(row: r, entering: cell.symbol)
            }
        }
        releaseSymbol(art)
        return nil
    }

    /// Primal simplex on the phase-1 objective (scalar): entering is the first non-dummy cell
    /// with a negative coefficient.
    private mutating func optimizeArtificial() throws(SolverError) {
        var passedOver: [Int] = []
        while true {
            try checkLimits()
            guard let phase1 = artificial else { return }
            var entering = -1
            for cell in phase1.cells.reversed()
            where cell.coefficient < 0 && kinds[cell.symbol] != .dummy
                && !passedOver.contains(cell.symbol)
            {
                entering = cell.symbol
                break
            }
            if entering < 0 { return }
            guard let p = leavingRow(for: entering) else {
                passedOver.append(entering)
                continue
            }
            pivot(row: p, entering: entering)
        }
    }
}
