#if canImport(Glibc)
    import Glibc
#endif

/// One thread that runs actions when their deadlines pass, for the pool's solve deadlines.
///
/// Every admitted request has a deadline, and nearly all of them finish long before it. A
/// Dispatch `asyncAfter` per request left one live timer per request for the whole timeout
/// (tens of thousands at a few thousand requests a second, each later firing for nothing);
/// here a finished request removes its entry, so the list holds only requests in flight, which
/// the pool bounds at `workers + queueDepth`.
///
/// Keeps true:
/// - an action runs at most once, on the timer thread, no earlier than its deadline; once
///   `cancel` of its ticket has found the entry, it never runs;
/// - entries stay sorted by (deadline, ticket); with one timeout for every request, deadlines
///   arrive in order, so `schedule` appends and `cancel` finds its entry near the front;
/// - the thread sleeps until the earliest deadline (at most `idleWait` when nothing is due) and
///   is signalled only when a new entry is due before it would wake anyway.
final class DeadlineTimer: @unchecked Sendable {
    struct Entry {
        var deadline: UInt64
        var ticket: UInt64
        var action: @Sendable () -> Void
    }

    /// How long the thread sleeps with nothing due; bounds the wake-ups of an idle server.
    static let idleWait: UInt64 = 1_000_000_000

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `mutex`.
    private var entries: [Entry] = []
    private var nextTicket: UInt64 = 0
    private var wakeAt: UInt64 = 0
    private var stopping = false
    private var thread: pthread_t?

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        thread = startThread(name: "solve-deadlines") { [self] in run() }
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Nanoseconds on the clock the thread waits with.
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Runs `action` on the timer thread `milliseconds` from now unless cancelled first.
    /// O(1) when deadlines arrive in order, else O(entries).
    func schedule(afterMilliseconds milliseconds: Int, _ action: @escaping @Sendable () -> Void) -> UInt64 {
        let deadline = Self.now() &+ UInt64(max(0, milliseconds)) &* 1_000_000
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        nextTicket += 1
        let entry = Entry(deadline: deadline, ticket: nextTicket, action: action)
        var position = entries.count
        while position > 0 && entries[position - 1].deadline > deadline { position -= 1 }
        entries.insert(entry, at: position)
        if deadline < wakeAt { pthread_cond_signal(condition) }
        return entry.ticket
    }

    /// Drops the entry of `ticket` if it has not run. O(position of the entry).
    func cancel(_ ticket: UInt64) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let position = entries.firstIndex(where: { $0.ticket == ticket }) { entries.remove(at: position) }
    }

    /// Entries not yet run or cancelled.
    var pendingCount: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return entries.count
    }

    /// Stops and joins the thread; pending actions never run. Call once.
    func shutdown() {
        pthread_mutex_lock(mutex)
        stopping = true
        pthread_cond_signal(condition)
        let running = thread
        thread = nil
        pthread_mutex_unlock(mutex)
        if let running { pthread_join(running, nil) }
    }

    private func run() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !stopping {
            let now = Self.now()
            if let first = entries.first, first.deadline <= now {
                entries.removeFirst()
                pthread_mutex_unlock(mutex)
                first.action()
                pthread_mutex_lock(mutex)
                continue
            }
            wakeAt = entries.first?.deadline ?? now &+ Self.idleWait
            var until = timespec(tv_sec: Int(wakeAt / 1_000_000_000), tv_nsec: Int(wakeAt % 1_000_000_000))
            pthread_cond_timedwait(condition, mutex, &until)
        }
    }
}
