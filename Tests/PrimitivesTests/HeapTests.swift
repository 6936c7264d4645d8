import TestSupport
import Testing

@testable import Primitives

/// The shared binary heap gives its elements back greatest first, whatever order they came in.
struct HeapTests {
    @Test func popsEveryElementGreatestFirstWithDuplicates() {
        var generator = SeededGenerator(seed: 7)
        for count in [0, 1, 2, 17, 1_000] {
            let values = (0..<count).map { _ in Int.random(in: -50...50, using: &generator) }
            var heap = Heap<Int>()
            for value in values { heap.push(value) }
            #expect(heap.count == count)
            #expect(heap.first == values.max())
            var popped: [Int] = []
            while let top = heap.popFirst() { popped.append(top) }
            #expect(popped == values.sorted(by: >), "\(count) values")
            #expect(heap.isEmpty && heap.popFirst() == nil)
        }
    }

    @Test func pushesBetweenPopsKeepTheOrder() {
        var heap = Heap<Int>()
        for value in [5, 1, 9] { heap.push(value) }
        #expect(heap.popFirst() == 9)
        heap.push(7)
        heap.push(0)
        #expect(heap.popFirst() == 7)
        heap.removeAll()
        #expect(heap.isEmpty && heap.first == nil)
    }
}
