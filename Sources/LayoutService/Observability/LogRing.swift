import Primitives
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Lines on their way to a sink that may block — standard output into a pipe nobody reads —
/// kept in a bounded queue and handed to the sink by a thread of their own, so that whoever
/// logs (an event loop, a worker) never waits for the sink.
///
/// Keeps true: the queue holds at most `capacityBytes` of text (the batch being written
/// included); a line that does not fit is dropped at once and counted in `droppedLines`; lines
/// reach the sink whole, one call each, in the order they were accepted.
final class LogRing: @unchecked Sendable {
    let capacityBytes: Int
    private let sink: @Sendable (String) -> Void
    private let lock = ConditionLock()
    private let dropped = Atomic<Int>(0)
    // Guarded by `lock`.
    private var queue: [String] = []
    private var queuedBytes = 0
    private var accepted = 0
    private var written = 0
    private var stopping = false

    /// How long the thread waits after a batch before taking the next: at most this much later
    /// does a line reach the sink, and at most 1 / this many wake-ups a second does logging cost.
    static let gatherMicroseconds: UInt32 = 2_000

    init(capacityBytes: Int, sink: @escaping @Sendable (String) -> Void) {
        self.capacityBytes = capacityBytes
        self.sink = sink
        startThread(name: "access-log", detached: true) { [self] in run() }
    }

    /// Queues `line`, or drops it when the queue is full. Never blocks on the sink: the lock is
    /// held for an append. O(1) amortised.
    func push(_ line: String) {
        let size = line.utf8.count
        let queued = lock.withLock { () -> Bool in
            guard !stopping, queuedBytes + size <= capacityBytes else { return false }
            queue.append(line)
            queuedBytes += size
            accepted += 1
            lock.broadcast()
            return true
        }
        if !queued { dropped.add(1, ordering: .relaxed) }
    }

    /// Lines dropped because the queue was full (the sink too slow or blocked).
    var droppedLines: Int { dropped.load(ordering: .relaxed) }

    /// Waits until every line accepted before the call has been written, at most
    /// `timeoutMilliseconds`. False when time ran out (the sink is blocked).
    @discardableResult
    func flush(timeoutMilliseconds: Int) -> Bool {
        let target = lock.withLock { accepted }
        for _ in 0...max(0, timeoutMilliseconds) {
            if lock.withLock({ written >= target }) { return true }
            usleep(1_000)
        }
        return false
    }

    /// Flushes (bounded by `timeoutMilliseconds`), then stops the thread once the sink returns;
    /// lines pushed later are dropped. A thread blocked in the sink stays so until it returns.
    func shutdown(timeoutMilliseconds: Int) {
        flush(timeoutMilliseconds: timeoutMilliseconds)
        lock.withLock {
            stopping = true
            lock.broadcast()
        }
    }

    private func run() {
        lock.withLock {
            while true {
                while queue.isEmpty && !stopping { lock.wait() }
                if queue.isEmpty { return }
                let batch = queue
                queue = []
                lock.unlocked {
                    for line in batch { sink(line) }
                    // Let the next lines gather: under load one wake-up then takes many lines,
                    // where waking per line cost every request a context switch.
                    usleep(Self.gatherMicroseconds)
                }
                // The batch's bytes count until written, so the queue and the batch together
                // never hold more than `capacityBytes`.
                for line in batch { queuedBytes -= line.utf8.count }
                written += batch.count
            }
        }
    }
}
