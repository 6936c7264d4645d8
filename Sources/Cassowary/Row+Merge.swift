extension Row {
    /// `self += factor · source`, without `eliminated`'s cell (the symbol `source` defines), the
    /// merge of two sorted cell lists. Symbols that gain a cell are appended to `added`, cells
    /// that cancel to zero (with their column slots) to `removed`, so the caller can keep its
    /// column index exact. Surviving cells keep their slots.
    /// `buffer` is scratch space reused across calls to spare an allocation per merge.
    /// - Returns: the number of cells in the result.
    /// - Complexity: O(n + m).
    mutating func add(_ factor: Double, times source: Row, eliminating eliminated: Int,
                      buffer: inout [Cell], added: inout [Int], removed: inout [Cell]) -> Int {
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(cells.count + source.cells.count)
        cells.withUnsafeBufferPointer { target in
            source.cells.withUnsafeBufferPointer { other in
                var i = 0, j = 0
                let n = target.count, m = other.count
                while i < n || j < m {
                    let a = i < n ? target[i].symbol : Int.max
                    let b = j < m ? other[j].symbol : Int.max
                    if a < b {
                        if a != eliminated { buffer.append(target[i]) }
                        i += 1
                    } else if b < a {
                        let value = factor * other[j].coefficient
                        if !Tolerance.isZero(value) {
                            buffer.append(Cell(symbol: b, coefficient: value))
                            added.append(b)
                        }
                        j += 1
                    } else {
                        let value = target[i].coefficient + factor * other[j].coefficient
                        if a == eliminated {
                            // Not expected (a row never mentions the symbol it defines); keep the algebra.
                            if !Tolerance.isZero(value) { buffer.append(Cell(symbol: a, coefficient: value)) }
                        } else if Tolerance.isZero(value) {
                            removed.append(target[i])
                        } else {
                            var cell = target[i]
                            cell.coefficient = value
                            buffer.append(cell)
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        constant += factor * source.constant
        if cells.capacity >= buffer.count {
            // Copy back rather than swap: both buffers keep their capacity, so merges stop
            // allocating once each has grown to size.
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: buffer)
        } else {
            swap(&cells, &buffer)
        }
        return cells.count
    }
}
