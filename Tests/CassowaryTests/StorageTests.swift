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
        sum.add(3, 5)   // … which then starts afresh
        let row = sum.collect(constant: 4, extra: 2)
        #expect(row.cells.map(\.symbol) == [1, 3, 20, 30, 40])
        #expect(row.cells.map(\.coefficient) == [-2, 5, 2, -2, 2])
        #expect(row.constant == 4)
        // Cleared for the next row.
        #expect(sum.collect(constant: 0, extra: 0).cells.isEmpty)
    }
}
