extension Solver {
    /// Makes `variable` suggestable: an optional constraint `variable == suggested value` at
    /// `priority` (kiwi's edit variables). The initial suggested value is 0.
    /// - Throws: `.duplicateEditVariable`, `.badPriority` (required or invalid priority).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if variable.id >= 0, variable.id < edits.count, edits[variable.id] != nil { throw .duplicateEditVariable }
        guard priority.isValid, !priority.isRequired else { throw .badPriority }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try add(constraint)
        if variable.id >= edits.count {
            edits.append(contentsOf: repeatElement(nil, count: variable.id + 1 - edits.count))
        }
        edits[variable.id] = Edit(constraint: constraint, constant: 0)
    }

    /// - Throws: `.unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edit(of: variable) else { throw .unknownEditVariable }
        try remove(edit.constraint)
        edits[variable.id] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edit(of: variable) != nil }

    /// Moves the edit constraint of `variable` to `value` and restores optimality with the dual
    /// simplex (kiwi's suggestValue). Only the rows mentioning the edit's error symbol change.
    /// - Throws: `.unknownEditVariable`, `.cancelled`, `.internal` (dual simplex failure).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edit(of: variable), let slot = slotOf[ObjectIdentifier(edit.constraint)],
            let record = records[slot]
        else { throw .unknownEditVariable }
        guard !tableau.abandoned else { throw .cancelled }
        let delta = value - edit.constant
        edits[variable.id]?.constant = value
        tableau.shiftEdit(plus: record.marker, minus: record.other, by: delta)
        try tableau.dualOptimize()
        didMutate()
    }

    private func edit(of variable: Variable) -> Edit? {
        guard variable.id >= 0, variable.id < edits.count else { return nil }
        return edits[variable.id]
    }
}

extension Tableau {
    /// The edit constraint `v = value + plus - minus` moved its value by `delta`: kiwi's
    /// suggestValue bookkeeping. If an error symbol is basic only its row changes; otherwise
    /// every row in `plus`'s column shifts by `delta · coefficient`. Rows that went negative are
    /// queued for the dual simplex.
    mutating func shiftEdit(plus: Int, minus: Int, by delta: Double) {
        if basicRow[plus] >= 0 {
            let r = basicRow[plus]
            rows.constants[r] -= delta
            if rows.constants[r] < 0 { infeasible.append(plus) }
        } else if basicRow[minus] >= 0 {
            let r = basicRow[minus]
            rows.constants[r] += delta
            if rows.constants[r] < 0 { infeasible.append(minus) }
        } else {
            // The lazy column view (one retain per call): on this edit path, run once per
            // suggestion over a long column, it is cheaper than reading entries by index.
            for r in columns[plus] {
                let c = rows.coefficient(r, for: plus)
                rows.constants[r] += delta * c
                let basic = rowBasic[r]
                if rows.constants[r] < 0 && kinds[basic].isRestricted { infeasible.append(basic) }
            }
        }
    }
}
