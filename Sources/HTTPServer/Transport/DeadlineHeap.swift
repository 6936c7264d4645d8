/// A binary min-heap of (deadline, connection) pairs: the event loop's timer structure.
///
/// Entries are never removed early; an entry whose connection has gone or now wants a different
/// deadline is dropped when popped (the loop compares it with the connection's record), so each
/// push and pop is O(log n) and a connection rarely has more than one live entry.
struct DeadlineHeap {
    struct Entry {
        var deadline: UInt64
        var connection: ConnectionID
    }

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }
    var earliest: UInt64? { entries.first?.deadline }

    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if entries[parent].deadline <= entries[child].deadline { break }
            entries.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the earliest entry if it is due at `now`.
    mutating func popDue(now: UInt64) -> Entry? {
        guard let first = entries.first, first.deadline <= now else { return nil }
        let last = entries.removeLast()
        if entries.isEmpty { return first }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count && entries[left].deadline < entries[smallest].deadline { smallest = left }
            if right < entries.count && entries[right].deadline < entries[smallest].deadline { smallest = right }
            if smallest == parent { break }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
