extension Row {
    /// `target + factor · other`, without `eliminated`'s cell (the symbol `other` defines), the
    /// merge of two sorted cell lists, written to `out` (which must have room for
    /// `target.count + other.count` cells). Symbols that gain a cell are appended to `added`,
    /// cells that cancel to zero (with their column slots) to `removed`, so the caller can keep
    /// its column index exact. Surviving cells keep their slots.
    /// - Returns: the number of cells written.
    /// - Complexity: O(n + m).
    static func merge(
        _ target: UnsafeBufferPointer<Cell>, _ factor: Double, _ other: UnsafeBufferPointer<Cell>,
        eliminating eliminated: Int, into out: UnsafeMutableBufferPointer<Cell>,
        added: inout [Int], removed: inout [Cell]
    ) -> Int {
        let n = target.count, m = other.count
        // Every step writes at most one cell and consumes at least one input cell.
        precondition(out.count >= n + m, "merge output too small")
        var i = 0, j = 0, k = 0
        while i < n || j < m {
            let a = i < n ? target[i].symbol : Int.max
            let b = j < m ? other[j].symbol : Int.max
            if a < b {
                if a != eliminated {
                    out[k] = target[i]
                    k += 1
                }
                i += 1
            } else if b < a {
                let value = factor * other[j].coefficient
                if !Tolerance.isZero(value) {
                    out[k] = Cell(symbol: b, coefficient: value)
                    k += 1
                    added.append(b)
                }
                j += 1
            } else {
                let value = target[i].coefficient + factor * other[j].coefficient
                if a == eliminated {
                    // Not expected (a row never mentions the symbol it defines); keep the algebra.
                    if !Tolerance.isZero(value) {
                        out[k] = Cell(symbol: a, coefficient: value)
                        k += 1
                    }
                } else if Tolerance.isZero(value) {
                    removed.append(target[i])
                } else {
                    var cell = target[i]
                    cell.coefficient = value
                    out[k] = cell
                    k += 1
                }
                i += 1
                j += 1
            }
        }
        return k
    }
}
