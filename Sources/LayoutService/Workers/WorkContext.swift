/// What a job sees while it runs on a worker: its cancellation and the pool to fan out on.
public struct WorkContext: Sendable {
    let pool: WorkerPool
    public let cancellation: CancellationFlag
    /// The job's lane: its fan-out's pieces run where its own work may.
    let isLarge: Bool

    /// True once the job's deadline has passed; long work should stop and return early.
    public var isCancelled: Bool { cancellation.isCancelled }

    /// `body(0..<count)` spread over the pool's threads (this one helps), in index order; nil
    /// when the job was cancelled before every piece ran. Whatever `body` captures (the parsed
    /// document) is shared, not copied, by all pieces.
    public func map<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T]? {
        guard count > 1 else {
            return count == 1 && !isCancelled ? [body(0)] : (count == 0 ? [] : nil)
        }
        let slots = Slots<T>(count: count)
        pool.runFanOut(count: count, cancellation: cancellation, isLarge: isLarge) { index in
            slots.store(body(index), at: index)
        }
        return isCancelled ? nil : slots.values()
    }
}

/// One write-once slot per fan-out piece. Pieces write distinct indices; `values()` is read by the
/// fan-out's owner after the pool's lock ordered every write before it.
final class Slots<T: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func store(_ value: T, at index: Int) { storage[index] = value }

    /// Nil if a piece was skipped.
    func values() -> [T]? {
        var result: [T] = []
        result.reserveCapacity(storage.count)
        for value in storage {
            guard let value else { return nil }
            result.append(value)
        }
        return result
    }
}
