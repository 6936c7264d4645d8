import Primitives
import Requests

#if canImport(Glibc)
    import Glibc
#endif

/// A fixed set of solver threads fed by a bounded, fair queue. The HTTP event loops only ever
/// call `submit`, which never blocks and never runs the work itself.
///
/// Scheduling (docs/reliability.md, "Fair queueing"): the queue serves peers in turn
/// (`FairQueue`), so one client's queued requests delay another's by at most one of its own. A
/// job is large when its cost (the service gives its body's bytes) reaches `largeCost`, else
/// small, and at most `largeThreads` threads run large work at once: with two workers or more,
/// one fewer than the workers, so one is always left for small requests, which then never wait
/// for a large one to finish. A free worker takes a piece of a started fan-out (a small one
/// first), else the next job in turn — both only among those it may run.
///
/// Keeps true:
/// - at most `workers + queueDepth` requests are admitted and not yet answered; `submit` beyond
///   that throws `.full` at once, so overload is answered 503, never queued without bound. A
///   request stops counting when it is answered — with its value, just before its completion
///   runs, or at its deadline, when a job still queued also leaves the queue — not when its
///   worker is done with it;
/// - each admitted job's completion runs exactly once: with its value, or with `.timedOut` when
///   its deadline passes first (then its `CancellationFlag` is set and the late value dropped);
/// - at most `largeThreads` threads run large work (jobs, fan-out pieces, their completions);
/// - pieces of a started fan-out are taken before new jobs, and the job's own
///   thread helps, so fan-outs never wait for a free worker and cannot deadlock even with one.
///
/// Work that stops when its answer is gone: a job answered at its deadline while running keeps
/// its worker until the work polls its cancellation and returns. The CPU time its thread spends
/// from the deadline to that return goes to `afterDeadline` (CPU, not wall time, so a loaded
/// machine does not inflate it); every stage polls often enough to keep it within milliseconds
/// (docs/reliability.md).
public final class WorkerPool: Sendable {
    public let workerCount: Int
    public let queueDepth: Int
    /// The cost from which a job is large.
    public let largeCost: Int
    /// Threads that may run large work at once: `workers - 1`, or 1 with a single worker.
    public let largeThreads: Int

    let lock = ConditionLock()
    let state: UnsafeState
    private let deadlines = DeadlineTimer()
    private let threads: Locked<[pthread_t]>
    /// Receives, per job answered at its deadline while running, the CPU seconds its thread
    /// spent on it after the deadline.
    private let afterDeadline: @Sendable (Double) -> Void

    /// Shared mutable state; every access happens under `lock`.
    final class UnsafeState: @unchecked Sendable {
        var queue = FairQueue<Job>()
        var fanOuts: [FanOut] = []
        /// Requests admitted and not yet answered.
        var admitted = 0
        /// Threads running a job, a fan-out piece or a completion.
        var busy = 0
        /// The part of `busy` running large work.
        var busyLarge = 0
        var draining = false
        var stopping = false
    }

    /// One admitted request's work. The variables are guarded by the pool's lock.
    final class Job: @unchecked Sendable {
        let peer: String
        let isLarge: Bool
        let cancellation = CancellationFlag()
        /// Runs the work and returns what hands its value to the completion.
        let run: @Sendable (WorkContext) -> @Sendable () -> Void
        let timedOut: @Sendable () -> Void
        var isQueued = true
        var isAnswered = false
        var ticket: UInt64?
        /// The worker running the job, once one took it.
        var runner: pthread_t?
        /// The runner's CPU microseconds when the deadline answered the job while it ran.
        var cpuAtDeadline: Double?

        init(
            peer: String, isLarge: Bool, timedOut: @escaping @Sendable () -> Void,
            run: @escaping @Sendable (WorkContext) -> @Sendable () -> Void
        ) {
            self.peer = peer
            self.isLarge = isLarge
            self.timedOut = timedOut
            self.run = run
        }
    }

    /// Starts `workers` threads at once. `largeCost`: the cost from which a job is large;
    /// `afterDeadline`: what a running job cost its worker after its deadline, in CPU seconds.
    public init(
        workers: Int, queueDepth: Int, largeCost: Int = .max,
        afterDeadline: @escaping @Sendable (Double) -> Void = { _ in }
    ) {
        precondition(workers >= 1 && queueDepth >= 0, "validated by ServiceConfiguration")
        self.workerCount = workers
        self.queueDepth = queueDepth
        self.largeCost = largeCost
        self.afterDeadline = afterDeadline
        self.largeThreads = max(1, workers - 1)
        self.state = UnsafeState()
        self.threads = Locked([])
        for _ in 0..<workers {
            let thread = startThread(name: "solver-worker") { [self] in runWorker() }
            threads.withLock { $0.append(thread) }
        }
    }

    /// Admits `work` or throws at once. `peer`: whose turn it takes (the service: the client's
    /// address); `cost`: compared with `largeCost` for its lane. `completion` runs once, on a
    /// worker or (for `.timedOut`) on the pool's deadline thread, never on the caller's thread.
    /// O(1) amortised.
    public func submit<Value: Sendable>(
        peer: String = "", cost: Int = 0, timeoutMilliseconds: Int?,
        work: @escaping @Sendable (WorkContext) -> Value,
        completion: @escaping @Sendable (JobOutcome<Value>) -> Void
    ) throws(WorkerPoolError) {
        let job = Job(
            peer: peer, isLarge: cost >= largeCost, timedOut: { completion(.timedOut) },
            run: { context in
                let value = work(context)
                return { completion(.finished(value)) }
            })
        let refusal: WorkerPoolError? = lock.withLock {
            if state.draining { return .draining }
            if state.admitted >= workerCount + queueDepth { return .full }
            state.admitted += 1
            state.queue.append(job, peer: peer)
            lock.broadcast()
            return nil
        }
        if let refusal { throw refusal }
        guard let timeoutMilliseconds else { return }
        // Scheduled once admitted, so a deadline never answers a job that was refused.
        let ticket = deadlines.schedule(afterMilliseconds: timeoutMilliseconds) { [weak self] in self?.expire(job) }
        let answered = lock.withLock {
            job.ticket = ticket
            return job.isAnswered
        }
        if answered { deadlines.cancel(ticket) }
    }

    /// Deadlines of requests in flight (admitted and not yet answered).
    var pendingDeadlines: Int { deadlines.pendingCount }

    /// Jobs waiting for a worker.
    public var queuedCount: Int { lock.withLock { state.queue.count } }
    /// Threads running a job or a fan-out piece.
    public var busyCount: Int { lock.withLock { state.busy } }
    /// True once a drain has begun: every `submit` is refused as `.draining`.
    public var isDraining: Bool { lock.withLock { state.draining } }
    /// True when the next `submit` would be refused as `.full`.
    public var isSaturated: Bool { lock.withLock { state.admitted >= workerCount + queueDepth } }

    /// Refuses new jobs from now on and returns once every admitted job is answered and no
    /// worker is busy.
    public func drain() {
        lock.withLock {
            state.draining = true
            while state.admitted > 0 || state.busy > 0 { lock.wait() }
        }
    }

    /// Refuses new jobs from now on and waits until every admitted job is answered and no worker
    /// is busy, or `deadline` (nanoseconds on `MonotonicClock.now()`'s clock) has passed, polling
    /// every 10 ms; true when every job ran. Queued jobs keep their order (fair, as ever).
    public func drain(until deadline: UInt64) -> Bool {
        lock.withLock { state.draining = true }
        while lock.withLock({ state.admitted > 0 || state.busy > 0 }) {
            guard MonotonicClock.now() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Drains, then stops and joins the threads. Call once; the pool is unusable afterwards.
    public func shutdown() {
        drain()
        stopThreads(joining: true)
    }

    /// Drains until `deadline` (see `drain(until:)`), then stops the threads. Returns false when a
    /// job was still running then: its thread is left to finish or to end with the process, so
    /// that a job that does not poll its cancellation cannot hold the process past the deadline.
    public func shutdown(until deadline: UInt64) -> Bool {
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
                    runUnlocked(large: fanOut.isLarge) { fanOut.body(index) }
                    fanOut.finished += 1
                    lock.broadcast()
                } else if let job = nextJob() {
                    runUnlocked(large: job.isLarge) { perform(job) }
                    lock.broadcast()
                } else if state.stopping {
                    return
                } else {
                    lock.wait()
                }
            }
        }
    }

    /// Under the lock: whether this thread may start large work now.
    var mayRunLarge: Bool { state.busyLarge < largeThreads }

    /// Under the lock: the next job in turn that this thread may run.
    private func nextJob() -> Job? {
        let mayRunLarge = mayRunLarge
        guard let job = state.queue.popFirst(where: { !$0.isLarge || mayRunLarge }) else { return nil }
        job.isQueued = false
        job.runner = pthread_self()
        return job
    }

    /// Under the lock: runs `body` with the lock released, counted as busy (and as large work).
    private func runUnlocked(large: Bool, _ body: () -> Void) {
        state.busy += 1
        if large { state.busyLarge += 1 }
        lock.unlocked(body)
        state.busy -= 1
        if large { state.busyLarge -= 1 }
    }

    /// Without the lock: runs `job` and answers it with its value, unless its deadline answered
    /// it first. The slot is given back before the completion runs, so a client that sends its
    /// next request as soon as it has this answer finds it free.
    private func perform(_ job: Job) {
        guard !job.cancellation.isCancelled else { return }
        let deliver = job.run(WorkContext(pool: self, cancellation: job.cancellation, isLarge: job.isLarge))
        let finished = CPUClock.threadMicroseconds()
        let (ticket, cpuAtDeadline): (UInt64??, Double?) = lock.withLock {
            guard !job.isAnswered else { return (nil, job.cpuAtDeadline) }
            job.isAnswered = true
            state.admitted -= 1
            return (.some(job.ticket), nil)
        }
        if let cpuAtDeadline { afterDeadline(max(0, finished - cpuAtDeadline) / 1e6) }
        guard let ticket else { return }
        if let ticket { deadlines.cancel(ticket) }
        deliver()
    }

    /// On the deadline thread: answers `job` 504 unless its value came first, and takes it out of
    /// the queue if no worker has taken it. O(peers waiting + the peer's queued jobs).
    private func expire(_ job: Job) {
        let expired = lock.withLock {
            guard !job.isAnswered else { return false }
            job.isAnswered = true
            job.cancellation.cancel()
            state.admitted -= 1
            if job.isQueued {
                job.isQueued = false
                state.queue.remove(peer: job.peer) { $0 === job }
            } else if let runner = job.runner {
                job.cpuAtDeadline = CPUClock.threadMicroseconds(of: runner)
            }
            lock.broadcast()
            return true
        }
        if expired { job.timedOut() }
    }
}
