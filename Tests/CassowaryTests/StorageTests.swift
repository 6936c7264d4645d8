import TestSupport
import Testing

@testable import Cassowary

/// The solver's flat storage (identity table, column pool, row scratch) against plain Swift
/// collections doing the same work.
@Suite struct StorageTests {
    final class Box {}

    @Test(arguments: [1, 2, 3])
    func anIdentityTableAgreesWithADictionaryThroughInsertsAndRemovals(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let boxes = (0..<300).map { _ in Box() }
        var table = IdentityTable()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<5000 {
            let key = ObjectIdentifier(boxes[Int.random(in: 0..<boxes.count, using: &generator)])
            if Bool.random(using: &generator) {
                table[key] = step
                reference[key] = step
            } else {
                table[key] = nil
                reference[key] = nil
            }
            #expect(table.count == reference.count)
        }
        for box in boxes {
            #expect(table[ObjectIdentifier(box)] == reference[ObjectIdentifier(box)])
        }
    }

    @Test func aColumnIndexKeepsEachColumnInArrayOrderThroughMovesAndCompaction() {
        var generator = SeededGenerator(seed: 7)
        var index = ColumnIndex()
        var reference: [[Int]] = []
        for _ in 0..<40 {
            index.appendSymbol()
            reference.append([])
        }
        for step in 0..<20000 {
            let s = Int.random(in: 0..<reference.count, using: &generator)
            if reference[s].isEmpty || Int.random(in: 0..<3, using: &generator) > 0 {
                #expect(index.append(step, to: s) == reference[s].count)
                reference[s].append(step)
            } else {
                let k = Int.random(in: 0..<reference[s].count, using: &generator)
                let last = reference[s].removeLast()
                if k < reference[s].count {
                    reference[s][k] = last
                    #expect(index.remove(s, at: k) == last)
                } else {
                    #expect(index.remove(s, at: k) == -1)
                }
            }
            if step % 5000 == 4999 {
                index.removeAll(s)
                reference[s] = []
            }
        }
        for s in reference.indices {
            #expect(Array(index[s]) == reference[s])
        }
    }

    @Test func aRowAccumulatorDropsCancelledSumsAndSortsItsCells() {
        var sum = RowAccumulator()
        sum.reserve(symbols: 50)
        var first = Row()
        for s in [3, 10, 20, 40] { first.add(s, 1) }
        var second = Row()
        for s in [1, 10, 30] { second.add(s, 2) }
        sum.add(first.cells, times: 2)
        sum.add(second.cells, times: -1)
        sum.add(3, -2)  // cancels symbol 3 …
        sum.add(3, 5)  // … which then starts afresh
        let row = sum.collect(constant: 4, extra: 2)
        #expect(row.cells.map(\.symbol) == [1, 3, 20, 30, 40])
        #expect(row.cells.map(\.coefficient) == [-2, 5, 2, -2, 2])
        #expect(row.constant == 4)
        // Cleared for the next row.
        #expect(sum.collect(constant: 0, extra: 0).cells.isEmpty)
    }

    /// `target + factor · other` without `eliminated`, written the plain way: what the pooled
    /// merge must produce bit for bit (surviving cells keep their slots, new ones have -1).
    static func referenceMerge(_ target: Row, _ factor: Double, _ other: Row, eliminating eliminated: Int) -> Row {
        var result = Row(constant: target.constant + factor * other.constant)
        var i = 0, j = 0
        let a = target.cells, b = other.cells
        while i < a.count || j < b.count {
            let sa = i < a.count ? a[i].symbol : Int.max, sb = j < b.count ? b[j].symbol : Int.max
            if sa < sb {
                if sa != eliminated { result.cells.append(a[i]) }
                i += 1
            } else if sb < sa {
                let value = factor * b[j].coefficient
                if !Tolerance.isZero(value) { result.cells.append(Cell(symbol: sb, coefficient: value)) }
                j += 1
            } else {
                let value = a[i].coefficient + factor * b[j].coefficient
                if sa == eliminated {
                    if !Tolerance.isZero(value) { result.cells.append(Cell(symbol: sa, coefficient: value)) }
                } else if !Tolerance.isZero(value) {
                    var cell = a[i]
                    cell.coefficient = value
                    result.cells.append(cell)
                }
                i += 1
                j += 1
            }
        }
        return result
    }

    /// A row that was long and is short again (a chain's sum handed on to another basic) gives
    /// its room back, so the tableau's memory is that of its rows now; a short row keeps its room
    /// to grow in place.
    @Test func aRowThatWasLongAndIsShortAgainGivesItsRoomBack() {
        func row(_ symbols: Range<Int>) -> Row {
            var row = Row(constant: 1)
            for s in symbols { row.add(s, 1) }
            return row
        }
        var store = RowStore()
        store.store(row(0..<1000), at: 0)
        store.store(row(0..<10), at: 1)
        let roomOfShort = store.reservedCells - 1002
        #expect(store.reservedCells >= 1010)
        store.store(row(0..<3), at: 0)
        #expect(store.reservedCells < 64)
        store.store(row(0..<4), at: 1)
        #expect(store.reservedCells == 5 + roomOfShort)
        // Through a merge that cancels the long row down to two cells, and through a clear.
        store.store(row(0..<1000), at: 2)
        var negated = row(0..<998)
        negated.reverseSign()
        store.store(negated, at: 3)
        var added: [Int] = [], removed: [Cell] = []
        #expect(store.add(2, 1, timesRow: 3, eliminating: -1, added: &added, removed: &removed) == 2)
        #expect(store.reservedCells < 2_000)
        store.clear(3)
        #expect(store.reservedCells < 64)
        #expect(store.row(2).cells.map(\.symbol) == [998, 999])
    }

    @Test(arguments: [11, 12, 13])
    func aRowStoreAgreesWithAnArrayOfRowsThroughMergesSolvesMovesAndCompaction(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        func randomRow() -> Row {
            var row = Row(constant: Double(Int.random(in: -9...9, using: &generator)))
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                row.add(Int.random(in: 0..<60, using: &generator), Double(Int.random(in: -4...4, using: &generator)))
            }
            for i in row.cells.indices { row.cells[i].slot = Int32(Int.random(in: 0..<100, using: &generator)) }
            return row
        }
        var store = RowStore()
        var reference: [Row] = []
        for _ in 0..<3000 {
            let r = Int.random(in: 0...reference.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1:
                let row = randomRow()
                store.store(row, at: r)
                if r == reference.count { reference.append(row) } else { reference[r] = row }
            case 2 where r < reference.count:
                store.clear(r)
                reference[r] = Row()
            case 3 where r < reference.count && reference[r].cells.count < 200:
                let p = Int.random(in: 0..<reference.count, using: &generator)
                guard p != r else { continue }
                let factor = [0.5, -1, 2, 3][Int.random(in: 0..<4, using: &generator)]
                let eliminated = reference[p].cells.first?.symbol ?? -1
                var added: [Int] = [], removed: [Cell] = []
                let count = store.add(r, factor, timesRow: p, eliminating: eliminated, added: &added, removed: &removed)
                reference[r] = Self.referenceMerge(reference[r], factor, reference[p], eliminating: eliminated)
                #expect(count == reference[r].cells.count)
            case 4 where r < reference.count:
                let cells = reference[r].cells
                guard let rhs = cells.first(where: { $0.coefficient != 0 })?.symbol,
                    let lhs = (60..<70).first(where: { s in !cells.contains { $0.symbol == s } })
                else { continue }
                store.solve(r, for: rhs, replacing: lhs)
                reference[r].solve(for: rhs, replacing: lhs)
            case 5 where r < reference.count:
                guard let symbol = reference[r].cells.randomElement(using: &generator)?.symbol else { continue }
                store.remove(r, symbol)
                reference[r].remove(symbol)
            default:
                continue
            }
        }
        #expect(store.count == reference.count)
        for r in reference.indices {
            #expect(store.row(r) == reference[r], "row \(r)")
            #expect(store.constants[r] == reference[r].constant)
        }
    }
}
