/// Scratch space for building a new row (`Tableau.makeRow`): a dense sum per symbol, so adding
/// the definitions of a constraint's basic variables costs O(cells) with no row built, merged
/// and regrown per term.
///
/// It sums in the same order and with the same zero tests as merging into a sorted row: a
/// product becomes a cell only if it is not zero, and a cell whose sum cancels is dropped (a
/// later product starts it afresh). So `collect` returns bit for bit the row the merges built.
///
/// Keeps true between rows: every slot is zero and untouched, and nothing is listed.
struct RowAccumulator {
    private struct Slot {
        var sum = 0.0
        /// 0 untouched, 1 touched but cancelled, 2 present.
        var state: Int32 = 0
        /// Not this symbol's: entry `i < listedCount` is the i-th symbol touched.
        var listed: Int32 = 0
    }

    private var slots: [Slot] = []
    private var listedCount = 0
    private var order: [Int] = []
    private var merged: [Int] = []

    /// Makes room for symbol ids `0 ..< count`, doubling so growth is amortized.
    @inline(__always)
    mutating func reserve(symbols count: Int) {
        if slots.count < count {
            slots.append(contentsOf: repeatElement(Slot(), count: max(count, 2 * slots.count, 32) - slots.count))
        }
    }

    /// `sum += factor · cells`, as merging `factor ×` a row into the sum would.
    mutating func add(_ cells: [Cell], times factor: Double) {
        cells.withUnsafeBufferPointer { add($0, times: factor) }
    }

    /// `add(_:times:)` for cells read in place (a row of the tableau's pool).
    mutating func add(_ cells: UnsafeBufferPointer<Cell>, times factor: Double) {
        var listed = listedCount
        slots.withUnsafeMutableBufferPointer { slot in
            for cell in cells { Self.accumulate(factor * cell.coefficient, into: cell.symbol, slot, &listed) }
        }
        listedCount = listed
    }

    /// `sum[s] += coefficient`, as `Row.add(_:_:)` does it.
    mutating func add(_ s: Int, _ coefficient: Double) {
        var listed = listedCount
        slots.withUnsafeMutableBufferPointer { slot in Self.accumulate(coefficient, into: s, slot, &listed) }
        listedCount = listed
    }

    /// One cell's worth: a symbol becomes present only with a non-zero amount, and a sum that
    /// cancels drops it (listed once, when first touched).
    @inline(__always)
    private static func accumulate(
        _ amount: Double, into b: Int, _ slot: UnsafeMutableBufferPointer<Slot>,
        _ listed: inout Int
    ) {
        if slot[b].state == 2 {
            let value = slot[b].sum + amount
            if Tolerance.isZero(value) {
                slot[b].state = 1
                slot[b].sum = 0
            } else {
                slot[b].sum = value
            }
        } else if !Tolerance.isZero(amount) {
            if slot[b].state == 0 {
                slot[listed].listed = Int32(truncatingIfNeeded: b)
                listed += 1
            }
            slot[b].state = 2
            slot[b].sum = amount
        }
    }

    /// The present cells as a row sorted by symbol, with room for `extra` more cells; the
    /// scratch is cleared. O(k · runs) for k symbols touched in that many ascending runs (each
    /// added row's cells are sorted).
    mutating func collect(constant: Double, extra: Int) -> Row {
        var row = Row()
        collect(constant: constant, extra: extra, into: &row)
        return row
    }

    /// `collect(constant:extra:)` into `row`, replacing its cells but reusing their buffer when
    /// it is unshared and large enough (a spare row kept from the previous constraint).
    mutating func collect(constant: Double, extra: Int, into row: inout Row) {
        if !order.isEmpty { order.removeAll(keepingCapacity: true) }
        for i in 0..<listedCount { order.append(Int(slots[i].listed)) }
        listedCount = 0
        sortOrder()
        row.constant = constant
        if !row.cells.isEmpty { row.cells.removeAll(keepingCapacity: true) }
        Self.drain(&slots, order, extra: extra, into: &row)
    }

    /// Appends the present sums of `symbols` (sorted) to `row` and clears their slots. Static,
    /// with the two stored arrays passed apart: `order` is lent, not moved out of `self` and
    /// back (which made and released an empty array per row).
    private static func drain(_ slots: inout [Slot], _ symbols: [Int], extra: Int, into row: inout Row) {
        slots.withUnsafeMutableBufferPointer { slot in
            var present = 0
            for s in symbols where slot[s].state == 2 { present += 1 }
            row.cells.reserveCapacity(present + extra)
            for s in symbols {
                if slot[s].state == 2 { row.cells.append(Cell(symbol: s, coefficient: slot[s].sum)) }
                slot[s].state = 0
                slot[s].sum = 0
            }
        }
    }

    /// Sorts `order`: insertion sort when short, else merging each ascending run into the
    /// sorted prefix, linear for the usual handful of runs where a comparison sort of a long
    /// row would be O(k log k).
    private mutating func sortOrder() {
        let n = order.count
        if n <= 16 {
            for i in 1..<max(1, n) {
                let x = order[i]
                var j = i
                while j > 0 && order[j - 1] > x {
                    order[j] = order[j - 1]
                    j -= 1
                }
                order[j] = x
            }
            return
        }
        var sortedEnd = 1
        while sortedEnd < n {
            var runEnd = sortedEnd + 1
            while runEnd < n && order[runEnd - 1] < order[runEnd] { runEnd += 1 }
            if order[sortedEnd - 1] > order[sortedEnd] {
                merged.removeAll(keepingCapacity: true)
                var i = 0, j = sortedEnd
                while i < sortedEnd && j < runEnd {
                    if order[i] < order[j] {
                        merged.append(order[i])
                        i += 1
                    } else {
                        merged.append(order[j])
                        j += 1
                    }
                }
                while i < sortedEnd {
                    merged.append(order[i])
                    i += 1
                }
                while j < runEnd {
                    merged.append(order[j])
                    j += 1
                }
                for k in merged.indices { order[k] = merged[k] }
            }
            sortedEnd = runEnd
        }
    }
}
