/// A binary max-heap: `push` and `popFirst` in O(log n), `first` (the greatest element) in O(1).
/// The simplex's entering candidates, the presolve's elimination positions and the event loop's
/// timers are each one; an order other than `Element`'s own comes from a wrapper type whose `<`
/// says it (the event loop's "later deadline is smaller").
///
/// Inlinable, so that each user gets it specialised for its element: the simplex pops it once per
/// pivot.
public struct Heap<Element: Comparable> {
    @usableFromInline var elements: [Element] = []

    @inlinable public init() {}

    @inlinable public var first: Element? { elements.first }
    @inlinable public var isEmpty: Bool { elements.isEmpty }
    @inlinable public var count: Int { elements.count }

    @inlinable public mutating func push(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if elements[parent] >= elements[child] { break }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the greatest element; nil when empty.
    @inlinable public mutating func popFirst() -> Element? {
        guard let top = elements.first else { return nil }
        let last = elements.removeLast()
        guard !elements.isEmpty else { return top }
        elements[0] = last
        var parent = 0
        let count = elements.count
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < count && elements[left] > elements[largest] { largest = left }
            if right < count && elements[right] > elements[largest] { largest = right }
            if largest == parent { break }
            elements.swapAt(parent, largest)
            parent = largest
        }
        return top
    }

    @inlinable public mutating func removeAll(keepingCapacity: Bool = false) {
        elements.removeAll(keepingCapacity: keepingCapacity)
    }
}
