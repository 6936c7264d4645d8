extension Tableau {
    /// For each symbol id, whether it is proven to stay at 0 everywhere on the optimal face.
    ///
    /// A non-basic symbol that is a dummy or has an objective vector that is not negligible
    /// at some level stays at 0: moving it would change the optimum. This is the rule
    /// `extreme(of:maximize:)` uses for the symbols it lets enter, so both see the same face.
    /// Then a degenerate row (restricted basic, constant exactly 0) whose remaining movable cells
    /// are all restricted with negative coefficients reads `basic = Σ (negative)·(≥ 0)`, and
    /// `basic ≥ 0` pins every one of those symbols at 0. Newly pinned symbols stop counting in
    /// the other rows, which may then pin theirs: the rule runs to a fixpoint. Sound (what it
    /// pins is pinned on the exact face), not complete: a symbol it leaves movable may still be
    /// fixed, which only the exact test decides. A row with a tiny positive constant is not
    /// degenerate here, which only makes the rule prove less.
    /// - Complexity: O(symbols + passes × cells of the degenerate rows); passes ≤ degenerate
    ///   rows + 1.
    func heldOnOptimalFace() -> [Bool] {
        var held = [Bool](repeatElement(true, count: symbolCount))
        for s in 0..<symbolCount where basicRow[s] < 0 && kinds[s] != .dummy && kinds[s] != .dead {
            held[s] = !objective.isNegligible(s)
        }
        var pending: [Int] = []
        for r in rows.indices {
            let basic = rowBasic[r]
            if basic >= 0 && kinds[basic].isRestricted && rows.constants[r] == 0 { pending.append(r) }
        }
        var changed = true
        while changed {
            changed = false
            var i = 0
            while i < pending.count {
                let r = pending[i]
                var forcing = true, pinsSome = false
                for cell in rows.cells(r) where !held[cell.symbol] {
                    if cell.coefficient > 0 || kinds[cell.symbol] == .external {
                        forcing = false
                        break
                    }
                    pinsSome = true
                }
                guard forcing else {
                    i += 1
                    continue
                }
                if pinsSome {
                    for cell in rows.cells(r) { held[cell.symbol] = true }
                    changed = true
                }
                pending.swapAt(i, pending.count - 1)
                pending.removeLast()
            }
        }
        return held
    }

    /// True when basic `s`'s row mentions only symbols `held` at 0: `s` keeps its value over
    /// the whole optimal face. False for a non-basic `s`.
    /// - Complexity: O(row length).
    func isFixedOnOptimalFace(_ s: Int, held: [Bool]) -> Bool {
        let r = basicRow[s]
        guard r >= 0 else { return false }
        for cell in rows.cells(r) where !held[cell.symbol] { return false }
        return true
    }
}
