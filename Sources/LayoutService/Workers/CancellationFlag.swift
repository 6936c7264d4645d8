import Synchronization

/// Set once when a job's deadline passes (or its client is gone); the solver polls it between
/// pivots and fan-outs skip pieces not yet started. Never cleared.
public final class CancellationFlag: Sendable {
    private let cancelled = Atomic<Bool>(false)

    public init() {}

    public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    public func cancel() { cancelled.store(true, ordering: .releasing) }
}
