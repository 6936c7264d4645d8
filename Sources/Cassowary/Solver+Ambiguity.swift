extension Solver {
    /// The ways the current solution is not the only optimal one, read off the final tableau.
    ///
    /// A non-basic symbol `z` that is not a dummy, whose objective vector is zero at every level,
    /// and that can move by a positive step before a restricted row blocks it, moves every basic
    /// external variable whose row mentions it without changing any level's error: those
    /// variables are not determined. A non-basic external variable is itself free (the solver
    /// put it at 0). The cause is a tie when `z` is the error of an optional constraint, else a
    /// missing constraint. Degenerate directions (step 0) are not reported.
    /// - Complexity: one pass over the symbols plus the columns of the candidates.
    package func ambiguities() -> [Ambiguity] {
        var result: [Ambiguity] = []
        let t = tableau
        for z in 0..<t.symbolCount where t.basicRow[z] < 0 {
            let kind = t.kinds[z]
            guard kind == .external || kind == .slack || kind == .error else { continue }
            guard t.objective.isNegligible(z) else { continue }
            var up = Double.infinity, down = Double.infinity
            var direction: [Term] = []
            var tiedSlots: [Int] = []
            for r in t.columns[z] {
                let c = t.rows[r].coefficient(for: z)
                let basic = t.rowBasic[r]
                let basicKind = t.kinds[basic]
                if basicKind == .external {
                    if let variable = knownVariables[t.owners[basic]] { direction.append(Term(variable, c)) }
                    continue
                }
                let constant = max(0, t.rows[r].constant)
                if c < 0 { up = min(up, constant / -c) } else { down = min(down, constant / c) }
                if basicKind == .error { tiedSlots.append(t.owners[basic]) }
            }
            var step = up
            if kind == .external {
                if let variable = knownVariables[t.owners[z]] { direction.append(Term(variable, 1)) }
                if down > up {
                    step = down
                    direction = direction.map { Term($0.variable, -$0.coefficient) }
                }
            }
            guard !direction.isEmpty, step > Tolerance.epsilon else { continue }
            direction.sort { $0.variable.id < $1.variable.id }
            let cause: Ambiguity.Cause
            if kind == .error {
                tiedSlots.insert(t.owners[z], at: 0)
                var seen: [Int] = []
                for slot in tiedSlots where !seen.contains(slot) { seen.append(slot) }
                let tied = seen.compactMap { records[$0] }.filter { !$0.constraint.isRequired }
                    .sorted { $0.serial < $1.serial }.map(\.constraint)
                cause = .tie(tied)
            } else {
                cause = .missingConstraint
            }
            result.append(Ambiguity(direction: direction, cause: cause, step: step.isFinite ? step : nil))
        }
        return result
    }
}
