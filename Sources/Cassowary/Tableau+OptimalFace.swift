extension Tableau {
    /// Whether non-basic `s` may move along the optimal face: not a dummy, and its objective
    /// vector negligible at every level. The same rule `extreme(of:maximize:)` applies to the
    /// symbols it lets enter, so both see the same face.
    @inline(__always)
    func movesOnOptimalFace(_ s: Int) -> Bool {
        kinds[s] != .dummy && objective.isNegligible(s)
    }

    /// The non-basic symbols proven to stay at 0 everywhere on the optimal face, by id.
    ///
    /// A degenerate row (restricted basic, constant exactly 0) whose cells that may move are all
    /// restricted with negative coefficients reads `basic = Σ (negative)·(≥ 0)`; `basic ≥ 0` then
    /// pins every one of those symbols at 0. Pinned symbols stop counting in other rows, which
    /// may then pin theirs: the rule runs to a fixpoint. Sound (a pinned symbol is pinned on the
    /// exact face), not complete: a symbol left unpinned may still be fixed, which only the exact
    /// test decides. Rows with a tiny positive constant are not degenerate here, which only makes
    /// the rule prove less.
    /// - Complexity: O(passes × cells of the degenerate rows); passes ≤ degenerate rows + 1.
    func pinnedOnOptimalFace() -> [Bool] {
        var pinned = [Bool](repeating: false, count: symbolCount)
        var pending: [Int] = []
        for r in rows.indices {
            let basic = rowBasic[r]
            if basic >= 0 && kinds[basic].isRestricted && rows[r].constant == 0 { pending.append(r) }
        }
        var changed = true
        while changed {
            changed = false
            var i = 0
            while i < pending.count {
                let r = pending[i]
                var forcing = true, pinsSome = false
                for cell in rows[r].cells where !pinned[cell.symbol] && movesOnOptimalFace(cell.symbol) {
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
                    for cell in rows[r].cells where movesOnOptimalFace(cell.symbol) { pinned[cell.symbol] = true }
                    changed = true
                }
                pending.swapAt(i, pending.count - 1)
                pending.removeLast()
            }
        }
        return pinned
    }

    /// True when basic `s`'s row mentions no symbol that moves on the optimal face other than
    /// `pinned` ones: `s` keeps its value over the whole face. False for a non-basic `s`.
    /// - Complexity: O(row length).
    func isFixedOnOptimalFace(_ s: Int, pinned: [Bool]) -> Bool {
        let r = basicRow[s]
        guard r >= 0 else { return false }
        for cell in rows[r].cells where !pinned[cell.symbol] && movesOnOptimalFace(cell.symbol) { return false }
        return true
    }
}
