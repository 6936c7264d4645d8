import LayoutModel
import Primitives
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A fixed set of solver threads fed by a bounded queue. The HTTP event loops only ever call
/// `submit`, which never blocks and never runs the work itself.
///
/// Keeps true:
/// - at most `workers + queueDepth` jobs are admitted (queued or running) at once; `submit`
///   beyond that throws `.full` at once, so overload is answered 503, never queued without bound;
/// - each admitted job's completion runs exactly once: with its value, or with `.timedOut` when
///   its deadline passes first (then its `CancellationFlag` is set and the late value dropped);
/// - pieces of a fan-out (`WorkContext.map`) are taken before new jobs, so a started request
///   finishes before the next one starts, and the job's own thread helps, so fan-outs never wait
///   for a free worker and cannot deadlock even with one worker.
package final class WorkerPool: Sendable {
    package let workerCount: Int
    package let queueDepth: Int

    private let lock = ConditionLock()
    private let state: UnsafeState
    private let deadlines = DeadlineTimer()
    private let threads: Locked<[pthread_t]>

    /// Shared mutable state; every access happens under `lock`.
    final class UnsafeState: @unchecked Sendable {
        var pending: [PendingJob] = []
        var fanOuts: [FanOut] = []
        var admitted = 0
        var busy = 0
        var draining = false
        var stopping = false
    }

    struct PendingJob {
        var cancellation: CancellationFlag
        var run: @Sendable (WorkContext) -> Void
    }

    /// Starts `workers` threads at once.
    package init(workers: Int, queueDepth: Int) {
        precondition(workers >= 1 && queueDepth >= 0, "validated by ServiceConfiguration")
        self.workerCount = workers
        self.queueDepth = queueDepth
        self.state = UnsafeState()
        self.threads = Locked([])
        for _ in 0..<workers {
            let thread = startThread(name: "solver-worker") { [self] in runWorker() }
            threads.withLock { $0.append(thread) }
        }
    }

    /// Admits `work` or throws at once. `completion` runs once, on a worker or (for `.timedOut`)
    /// on the pool's deadline thread, never on the caller's thread. O(1).
    package func submit<Value: Sendable>(
        timeoutMilliseconds: Int?,
        work: @escaping @Sendable (WorkContext) -> Value,
        completion: @escaping @Sendable (JobOutcome<Value>) -> Void
    ) throws(WorkerPoolError) {
        let cancellation = CancellationFlag()
        let resolved = Resolution()
        let ticket = timeoutMilliseconds.map { milliseconds in
            deadlines.schedule(afterMilliseconds: milliseconds) {
                guard resolved.claim() else { return }
                cancellation.cancel()
                completion(.timedOut)
            }
        }
        let job = PendingJob(cancellation: cancellation) { [deadlines] context in
            guard !context.isCancelled else { return }
            let value = work(context)
            guard resolved.claim() else { return }
            if let ticket { deadlines.cancel(ticket) }
            completion(.finished(value))
        }
        let refusal: WorkerPoolError? = lock.withLock {
            if state.draining { return .draining }
            if state.admitted >= workerCount + queueDepth { return .full }
            state.admitted += 1
            state.pending.append(job)
            lock.broadcast()
            return nil
        }
        if let refusal {
            if let ticket { deadlines.cancel(ticket) }
            throw refusal
        }
    }

    /// Deadlines of requests in flight (admitted and not yet answered).
    var pendingDeadlines: Int { deadlines.pendingCount }

    /// Jobs waiting for a worker.
    package var queuedCount: Int { lock.withLock { state.pending.count } }
    /// Threads running a job or a fan-out piece.
    package var busyCount: Int { lock.withLock { state.busy } }
    /// True when the next `submit` would be refused as `.full`.
    package var isSaturated: Bool { lock.withLock { state.admitted >= workerCount + queueDepth } }

    /// Refuses new jobs from now on and returns once every admitted job has run.
    package func drain() {
        lock.withLock {
            state.draining = true
            while state.admitted > 0 { lock.wait() }
        }
    }

    /// Refuses new jobs from now on and waits until every admitted job has run or `deadline`
    /// (nanoseconds on `DeadlineTimer.now()`'s clock) has passed, polling every 10 ms; true when
    /// every job ran.
    package func drain(until deadline: UInt64) -> Bool {
        lock.withLock { state.draining = true }
        while lock.withLock({ state.admitted > 0 }) {
            guard DeadlineTimer.now() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Drains, then stops and joins the threads. Call once; the pool is unusable afterwards.
    package func shutdown() {
        drain()
        stopThreads(joining: true)
    }

    /// Drains until `deadline` (see `drain(until:)`), then stops the threads. Returns false when a
    /// job was still running then: its thread is left to finish or to end with the process, so
    /// that a job that does not poll its cancellation cannot hold the process past the deadline.
    package func shutdown(until deadline: UInt64) -> Bool {
        let drained = drain(until: deadline)
        stopThreads(joining: drained)
        return drained
    }

    private func stopThreads(joining: Bool) {
        lock.withLock {
            state.stopping = true
            lock.broadcast()
        }
        guard joining else { return }
        for thread in threads.withLock({ $0 }) { pthread_join(thread, nil) }
        deadlines.shutdown()
    }

    private func runWorker() {
        lock.withLock {
            while true {
                if let (fanOut, index) = claimPiece() {
                    state.busy += 1
                    lock.unlocked { fanOut.body(index) }
                    state.busy -= 1
                    fanOut.finished += 1
                    lock.broadcast()
                } else if !state.pending.isEmpty {
                    let job = state.pending.removeFirst()
                    state.busy += 1
                    lock.unlocked { job.run(WorkContext(pool: self, cancellation: job.cancellation)) }
                    state.busy -= 1
                    state.admitted -= 1
                    lock.broadcast()
                } else if state.stopping {
                    return
                } else {
                    lock.wait()
                }
            }
        }
    }
}

extension WorkerPool {
    /// A fan-out in progress: pieces `0..<count`, claimed in order. Guarded by the pool's lock.
    final class FanOut: @unchecked Sendable {
        let count: Int
        let cancellation: CancellationFlag
        let body: @Sendable (Int) -> Void
        var claimed = 0
        var finished = 0

        init(count: Int, cancellation: CancellationFlag, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.cancellation = cancellation
            self.body = body
        }
    }

    /// The next unclaimed piece of the oldest fan-out; pieces of a cancelled fan-out are counted
    /// as finished without running. Under the lock. O(fan-outs in progress) ≤ O(workers).
    func claimPiece() -> (FanOut, Int)? {
        while let fanOut = state.fanOuts.first {
            if fanOut.cancellation.isCancelled {
                fanOut.finished += fanOut.count - fanOut.claimed
                fanOut.claimed = fanOut.count
                lock.broadcast()
            }
            if fanOut.claimed < fanOut.count {
                fanOut.claimed += 1
                if fanOut.claimed == fanOut.count { state.fanOuts.removeFirst() }
                return (fanOut, fanOut.claimed - 1)
            }
            state.fanOuts.removeFirst()
        }
        return nil
    }

    /// Runs `body(0..<count)` on the pool's threads, this one included, and returns when every
    /// piece has finished. Called from a worker, by `WorkContext.map`.
    func runFanOut(count: Int, cancellation: CancellationFlag, body: @escaping @Sendable (Int) -> Void) {
        let fanOut = FanOut(count: count, cancellation: cancellation, body: body)
        lock.withLock {
            state.fanOuts.append(fanOut)
            lock.broadcast()
            // Help with our own pieces first, then wait for the ones other workers took.
            while fanOut.claimed < fanOut.count || fanOut.finished < fanOut.count {
                if fanOut.claimed < fanOut.count, !fanOut.cancellation.isCancelled {
                    fanOut.claimed += 1
                    let index = fanOut.claimed - 1
                    if fanOut.claimed == fanOut.count { state.fanOuts.removeAll { $0 === fanOut } }
                    lock.unlocked { body(index) }
                    fanOut.finished += 1
                    lock.broadcast()
                } else if fanOut.claimed < fanOut.count {
                    // Cancelled: skip what nobody started.
                    fanOut.finished += fanOut.count - fanOut.claimed
                    fanOut.claimed = fanOut.count
                    state.fanOuts.removeAll { $0 === fanOut }
                } else {
                    lock.wait()
                }
            }
        }
    }
}

/// Settles the race between a job finishing and its deadline: the first to claim wins.
final class Resolution: Sendable {
    private let claimed = Atomic<Bool>(false)

    func claim() -> Bool {
        claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
