import Primitives

/// The event loop's timers: (deadline, connection) pairs, earliest first, on `Primitives.Heap`.
///
/// Entries are never removed early; an entry whose connection has gone or now wants a different
/// deadline is dropped when popped (the loop compares it with the connection's record), so each
/// push and pop is O(log n) and a connection rarely has more than one live entry.
struct DeadlineHeap {
    struct Entry: Comparable {
        var deadline: UInt64
        var connection: ConnectionID

        /// A later deadline is the smaller entry, so the heap's greatest is the earliest.
        static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.deadline > rhs.deadline }
        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.deadline == rhs.deadline }
    }

    private var entries = Heap<Entry>()

    var isEmpty: Bool { entries.isEmpty }
    var earliest: UInt64? { entries.first?.deadline }

    mutating func push(_ entry: Entry) { entries.push(entry) }

    /// Removes and returns the earliest entry if it is due at `now`.
    mutating func popDue(now: UInt64) -> Entry? {
        guard let first = entries.first, first.deadline <= now else { return nil }
        return entries.popFirst()
    }
}
