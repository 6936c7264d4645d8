extension Solver {
    /// The ways the current solution is not the only optimal one, read off the final tableau.
    ///
    /// 1. Direct directions: a non-basic symbol `z` that is not a dummy, whose objective vector is
    ///    zero at every level, and that can move by a positive step before a restricted row
    ///    blocks it, moves every basic external variable whose row mentions it without changing
    ///    any level's error: those variables are not determined. A non-basic external variable
    ///    is itself free (the solver put it at 0). The cause is a tie when `z` is the error of
    ///    an optional constraint, else a missing constraint.
    /// 2. Degenerate directions: when such a `z` is blocked at step 0, the variables it would
    ///    move are undecided; each gets the exact test on a scratch copy of the tableau: its
    ///    largest and smallest value over the optimal face, by a simplex that only lets
    ///    zero-cost symbols enter (so every level stays optimal). A range wider than the
    ///    tolerance is reported with the variable alone as the direction and the range's width
    ///    as the step. `thorough: true` runs that test for every external variable (an oracle
    ///    for tests; costly).
    /// Once `shouldCancel` says so (polled every 256 symbols and before each exact test), the
    /// answer is thrown away: the result is empty.
    /// - Complexity: one pass over the symbols plus the columns of the candidates; plus a few
    ///   pivots per undecided variable (and one O(tableau) copy if there is any).
    public func ambiguities(thorough: Bool = false) -> [Ambiguity] {
        guard !tableau.abandoned else { return [] }
        // In place: a copy of the tableau would cost a retain and a release per array field.
        return inPlace { t in
            var result: [Ambiguity] = []
            // Per variable id (flags, not sets: no hashing on this per-request path).
            let idCount = max(knownVariables.count, t.variableSymbol.count)
            var reported = [Bool](repeatElement(false, count: idCount))
            var undecided: [(variable: Int, cause: Ambiguity.Cause)] = []
            // Reused across symbols (most never reach a report, which keeps its own copy).
            var direction: [Term] = []
            var tiedSlots: [Int] = []
            let isCancelled = t.shouldCancel ?? { false }
            for z in 0..<t.symbolCount where t.basicRow[z] < 0 {
                if z & 255 == 255, isCancelled() { return [] }
                let kind = t.kinds[z]
                guard kind == .external || kind == .slack || kind == .error else { continue }
                guard t.objective.isNegligible(z) else { continue }
                var up = Double.infinity, down = Double.infinity
                direction.removeAll(keepingCapacity: true)
                tiedSlots.removeAll(keepingCapacity: true)
                // By index: the lazy column view would retain the pool per symbol.
                for k in 0..<t.columns.count(z) {
                    let r = t.columns.entry(z, k)
                    let c = t.rows.coefficient(r, for: z)
                    let basic = t.rowBasic[r]
                    let basicKind = t.kinds[basic]
                    if basicKind == .external {
                        if let variable = knownVariables[t.owners[basic]] { direction.append(Term(variable, c)) }
                        continue
                    }
                    let constant = max(0, t.rows.constants[r])
                    if c < 0 { up = min(up, constant / -c) } else { down = min(down, constant / c) }
                    if basicKind == .error { tiedSlots.append(t.owners[basic]) }
                }
                var step = up
                if kind == .external {
                    if let variable = knownVariables[t.owners[z]] { direction.append(Term(variable, 1)) }
                    if down > up {
                        step = down
                        for i in direction.indices { direction[i].coefficient = -direction[i].coefficient }
                    }
                }
                guard !direction.isEmpty else { continue }
                direction.sort { $0.variable.id < $1.variable.id }
                let cause = self.cause(of: z, kind: kind, owner: t.owners[z], tiedSlots: tiedSlots)
                if step > Tolerance.epsilon {
                    result.append(Ambiguity(direction: direction, cause: cause, step: step.isFinite ? step : nil))
                    for term in direction { reported[term.variable.id] = true }
                } else {
                    for term in direction { undecided.append((term.variable.id, cause)) }
                }
            }
            if thorough {
                for id in t.variableSymbol.indices where t.variableSymbol[id] >= 0 {
                    undecided.append((id, .missingConstraint))
                }
            }
            var seen = reported
            undecided = undecided.filter { entry in
                defer { seen[entry.variable] = true }
                return !seen[entry.variable]
            }.sorted { $0.variable < $1.variable }
            if !thorough && !undecided.isEmpty {
                // Most undecided variables are pinned by the degenerate rows themselves: no copy,
                // no pivot. The exact test below gets only the rest.
                let held = t.heldOnOptimalFace()
                undecided.removeAll { entry in
                    let s = entry.variable < t.variableSymbol.count ? t.variableSymbol[entry.variable] : -1
                    return s >= 0 && t.isFixedOnOptimalFace(s, held: held)
                }
            }
            guard !undecided.isEmpty else { return result }
            var scratch = t
            scratch.shouldCancel = nil
            for (id, cause) in undecided {
                // Each test is a few pivots over the whole tableau: poll before every one.
                if isCancelled() { return [] }
                guard let variable = knownVariables[id], t.variableSymbol[id] >= 0 else { continue }
                let s = t.variableSymbol[id]
                guard let high = scratch.extreme(of: s, maximize: true),
                    let low = scratch.extreme(of: s, maximize: false)
                else {
                    result.append(Ambiguity(direction: [Term(variable, 1)], cause: cause, step: nil))
                    continue
                }
                let width = high - low
                if width > Tolerance.epsilon * max(1, abs(high), abs(low)) * 1000 {
                    result.append(Ambiguity(direction: [Term(variable, 1)], cause: cause, step: width))
                }
            }
            return result
        }
    }

    /// The most constraints a tie names besides an error's own (`cause(of:kind:owner:tiedSlots:)`).
    public static let tieNameLimit = 2

    /// A tie naming the optional constraints whose errors are involved, or a missing constraint.
    ///
    /// `z` is an error symbol (its constraint's error trades against the rows it moves), or a
    /// slack whose column holds the errors of optional constraints: whether the final tableau
    /// keeps a hugging constraint's slack or its error non-basic depends on the screen's
    /// numbers, not on the layout, so both are the same tie. A slack whose column holds no
    /// optional error is a missing constraint.
    ///
    /// Named, in the order the constraints were added: an error's own constraint, and of the
    /// optional constraints whose errors are basic in `z`'s column the `tieNameLimit` added
    /// nearest to `z`'s own (by serial; the earlier on equal distance). A slack of a long
    /// overflowing chain has every error of the chain in its column: naming them all would name
    /// every constraint on every view (O(n²) output); the nearest are its neighbours.
    /// - Complexity: O(tiedSlots × tieNameLimit).
    private func cause(of z: Int, kind: SymbolKind, owner: Int, tiedSlots: [Int]) -> Ambiguity.Cause {
        guard kind == .error || kind == .slack else { return .missingConstraint }
        let center = records[owner]?.serial ?? 0
        // (distance, serial): the nearest first, the earlier on equal distance.
        func precedes(_ a: Record, _ b: Record) -> Bool {
            let (da, db) = (abs(a.serial - center), abs(b.serial - center))
            return da != db ? da < db : a.serial < b.serial
        }
        var nearest: [Record] = []
        for slot in tiedSlots where slot != owner || kind == .slack {
            guard let record = records[slot], !record.constraint.isRequired else { continue }
            guard nearest.count < Self.tieNameLimit || precedes(record, nearest[nearest.count - 1]) else { continue }
            guard !nearest.contains(where: { $0.serial == record.serial }) else { continue }
            nearest.insert(record, at: nearest.firstIndex { precedes(record, $0) } ?? nearest.count)
            if nearest.count > Self.tieNameLimit { nearest.removeLast() }
        }
        if kind == .error, let own = records[owner], !own.constraint.isRequired { nearest.append(own) }
        let tied = nearest.sorted { $0.serial < $1.serial }.map(\.constraint)
        return tied.isEmpty ? .missingConstraint : .tie(tied)
    }
}

extension Tableau {
    /// The largest (or smallest) value `symbol` takes over the optimal face, or nil when it is
    /// unbounded there. A primal simplex on `±symbol` (kept in the phase-1 slot so pivots
    /// maintain it) whose entering symbols must have a zero objective vector: every level's
    /// optimum is preserved, and feasibility by the ratio test. Bland's rule on ids; at most
    /// 4·rows + 16 pivots. Leaves the tableau at the extreme vertex (still optimal).
    mutating func extreme(of symbol: Int, maximize: Bool) -> Double? {
        var goal: Row
        if basicRow[symbol] >= 0 {
            goal = rows.row(basicRow[symbol])
        } else {
            goal = Row()
            goal.add(symbol, 1)
        }
        if maximize { goal.reverseSign() }  // minimize -symbol
        artificial = goal
        defer { artificial = nil }
        for _ in 0..<(4 * rows.count + 16) {
            guard let phase = artificial else { return nil }
            var entering = -1
            var increasing = true
            for cell in phase.cells.reversed() where kinds[cell.symbol] != .dummy && objective.isNegligible(cell.symbol)
            {
                if cell.coefficient < 0 {
                    entering = cell.symbol
                } else if kinds[cell.symbol] == .external {
                    // A free symbol also lowers the goal by decreasing.
                    entering = cell.symbol
                    increasing = false
                } else {
                    continue
                }
                break
            }
            if entering < 0 {
                return maximize ? -phase.constant : phase.constant
            }
            guard let p = increasing ? leavingRow(for: entering) : leavingRowDecreasing(entering) else { return nil }
            pivot(row: p, entering: entering)
        }
        return nil
    }

    /// The restricted row that first blocks `symbol` as it decreases (least constant / c over
    /// positive c; largest basic id on ties). The first candidate is taken whatever its ratio,
    /// as in `leavingRow(for:)`: an infinite ratio still blocks.
    private func leavingRowDecreasing(_ symbol: Int) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        for r in columns[symbol] where kinds[rowBasic[r]] != .external {
            let c = rows.coefficient(r, for: symbol)
            guard c > 0 else { continue }
            let ratio = rows.constants[r] / c
            if best < 0 || ratio < bestRatio || (ratio == bestRatio && rowBasic[r] > rowBasic[best]) {
                bestRatio = ratio
                best = r
            }
        }
        return best >= 0 ? best : nil
    }
}
