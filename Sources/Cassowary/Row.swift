/// One cell of a row: `coefficient · symbol`. In a tableau row, `slot` is where this row sits in
/// the symbol's column (so the entry can be removed in O(1)); elsewhere it is meaningless.
/// 16 bytes: ids and slots fit in 32 bits.
struct Cell: Equatable {
    private var id: Int32
    var slot: Int32
    var coefficient: Double

    init(symbol: Int, coefficient: Double) {
        self.id = Int32(truncatingIfNeeded: symbol)
        self.slot = -1
        self.coefficient = coefficient
    }

    var symbol: Int { Int(id) }
}

/// A linear form `constant + Σ coefficient·symbol`. In the tableau a row is the definition of its
/// basic symbol: `basic = constant + Σ cells`. Before it is solved for a subject it reads
/// `0 = constant + Σ cells`.
///
/// Keeps true: cells are sorted by strictly increasing symbol id and no coefficient is zero
/// under `Tolerance`. Lookups are binary searches, O(log n).
struct Row: Equatable {
    var cells: [Cell] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    /// The index of `symbol`'s cell, or where it would be inserted.
    func position(of symbol: Int) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { Self.position(of: symbol, in: $0) }
    }

    /// The index of `symbol`'s cell in sorted `cells`, or where it would be inserted. O(log n).
    @inline(__always)
    static func position(of symbol: Int, in cells: UnsafeBufferPointer<Cell>) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            // In bounds: low ≤ mid < high ≤ count.
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(for symbol: Int) -> Double {
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum cancels. O(n) for an insert.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        if cells.isEmpty || cells[cells.count - 1].symbol < symbol {
            // Past the last cell: the common case of a new marker.
            if !Tolerance.isZero(coefficient) { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
            return
        }
        let p = position(of: symbol)
        if p.found {
            let sum = cells[p.index].coefficient + coefficient
            if Tolerance.isZero(sum) { cells.remove(at: p.index) } else { cells[p.index].coefficient = sum }
        } else if !Tolerance.isZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
        }
    }

    mutating func remove(_ symbol: Int) {
        let p = position(of: symbol)
        if p.found { cells.remove(at: p.index) }
    }

    /// `0 = r` becomes `0 = -r`, so the constant can be made non-negative.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// From `0 = a·s + rest` to `s = -rest / a`: the cell of `s` goes away.
    /// Precondition: `s` has a cell.
    mutating func solve(for s: Int) {
        let p = position(of: s)
        let factor = -1 / cells[p.index].coefficient
        cells.remove(at: p.index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// From `lhs = a·rhs + rest` to `rhs = (lhs - rest) / a`. Precondition: `rhs` has a cell and
    /// `lhs` has none.
    mutating func solve(for rhs: Int, replacing lhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Removes the cells that dividing by a large coefficient left below the tolerance. Only for a
    /// row not yet in the tableau: the column index does not know its cells.
    mutating func dropZeroCells() {
        // Usually there is none: look before rewriting the array.
        guard cells.contains(where: { Tolerance.isZero($0.coefficient) }) else { return }
        cells.removeAll { Tolerance.isZero($0.coefficient) }
    }

    func allDummies(_ kinds: [SymbolKind]) -> Bool {
        cells.allSatisfy { kinds[$0.symbol] == .dummy }
    }
}
