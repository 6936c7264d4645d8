import Primitives

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

    private let lock = ConditionLock()
    // Guarded by `lock`.
    private var entries: [Entry] = []
    private var nextTicket: UInt64 = 0
    private var wakeAt: UInt64 = 0
    private var stopping = false
    private var thread: pthread_t?

    init() {
        thread = startThread(name: "solve-deadlines") { [self] in run() }
    }

    /// Runs `action` on the timer thread `milliseconds` from now unless cancelled first.
    /// O(1) when deadlines arrive in order, else O(entries).
    func schedule(afterMilliseconds milliseconds: Int, _ action: @escaping @Sendable () -> Void) -> UInt64 {
        let deadline = MonotonicClock.now() &+ UInt64(max(0, milliseconds)) &* 1_000_000
        return lock.withLock {
            nextTicket += 1
            let entry = Entry(deadline: deadline, ticket: nextTicket, action: action)
            var position = entries.count
            while position > 0 && entries[position - 1].deadline > deadline { position -= 1 }
            entries.insert(entry, at: position)
            if deadline < wakeAt { lock.signal() }
            return entry.ticket
        }
    }

    /// Drops the entry of `ticket` if it has not run. O(position of the entry).
    func cancel(_ ticket: UInt64) {
        lock.withLock {
            if let position = entries.firstIndex(where: { $0.ticket == ticket }) { entries.remove(at: position) }
        }
    }

    /// Entries not yet run or cancelled.
    var pendingCount: Int {
        lock.withLock { entries.count }
    }

    /// Stops and joins the thread; pending actions never run. Call once.
    func shutdown() {
        let running = lock.withLock {
            stopping = true
            lock.signal()
            let running = thread
            thread = nil
            return running
        }
        if let running { pthread_join(running, nil) }
    }

    private func run() {
        lock.withLock {
            while !stopping {
                let now = MonotonicClock.now()
                if let first = entries.first, first.deadline <= now {
                    entries.removeFirst()
                    lock.unlocked { first.action() }
                    continue
                }
                wakeAt = entries.first?.deadline ?? now &+ Self.idleWait
                lock.wait(untilNanoseconds: wakeAt)
            }
        }
    }
}
