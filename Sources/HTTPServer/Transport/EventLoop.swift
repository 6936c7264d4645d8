import CLinux
import Dispatch
import Glibc
import Primitives
import Synchronization

/// One event-loop thread: an epoll instance, the server's shared listening socket, the connections it
/// accepted, their deadlines, and a mailbox for responses completed on other threads.
///
/// Everything but the mailbox and `loopThread` is confined to the loop's thread; other threads
/// only call `complete(_:)` and `requestDrain()`.
final class EventLoop: @unchecked Sendable {
    struct Mailbox {
        var completions: [Completion] = []
        var drainRequested = false
        /// A wake-up is already on its way; saves an eventfd write per completion under load.
        var wakePending = false
    }

    static let listenerToken: UInt64 = 1
    /// The listener is in every loop's epoll; EXCLUSIVE wakes one of them per connection, not all.
    static let listenerEvents = Selector.readable | CLinux_EPOLLEXCLUSIVE
    static let readChunk = 64 * 1024
    /// Reads per readiness event, so one busy client cannot starve the others.
    static let readsPerEvent = 4
    /// After EMFILE, how long accepting stays paused before it is tried again.
    static let acceptPause: UInt64 = 100_000_000

    let context: ServerContext
    let selector: Selector
    let listening: ListeningSocket
    var listener: Int32 { listening.fd }
    private let mailbox = Locked(Mailbox())
    private let loopThread = Atomic<UInt>(0)

    /// Indexed by fd; `liveConnections` counts the non-nil entries.
    var connections: [Connection?] = []
    var liveConnections = 0
    var nextGeneration: UInt32 = 1
    var timers = DeadlineHeap()
    var localCompletions: [Completion] = []
    var listenerActive = true
    var acceptPausedUntil: UInt64?
    var drainDeadline: UInt64?
    let readBuffer: UnsafeMutableRawBufferPointer
    let serializer: ResponseSerializer

    init(context: ServerContext, listener: ListeningSocket) throws(SystemError) {
        self.context = context
        self.listening = listener
        selector = try Selector()
        try selector.register(fd: listener.fd, token: Self.listenerToken, events: Self.listenerEvents)
        readBuffer = .allocate(byteCount: Self.readChunk, alignment: 16)
        serializer = ResponseSerializer(gzipMinimumBytes: context.configuration.gzipMinimumBytes)
    }

    deinit {
        readBuffer.deallocate()
    }

    var isDraining: Bool { drainDeadline != nil }

    // MARK: - Other threads

    /// Queues a handler's response for its connection. From the loop's own thread (a handler
    /// that answered inline) no lock and no wake-up are needed.
    func complete(_ completion: Completion) {
        if loopThread.load(ordering: .acquiring) == UInt(pthread_self()) {
            localCompletions.append(completion)
            return
        }
        let shouldWake = mailbox.withLock { box -> Bool in
            box.completions.append(completion)
            defer { box.wakePending = true }
            return !box.wakePending
        }
        if shouldWake { selector.wake() }
    }

    /// Asks the loop to stop accepting and finish its connections (see `HTTPServer.shutdown`).
    func requestDrain() {
        mailbox.withLock { $0.drainRequested = true }
        selector.wake()
    }

    // MARK: - The loop

    /// Runs until a drain has finished. Call once, on the loop's own thread.
    func run() {
        loopThread.store(UInt(pthread_self()), ordering: .releasing)
        defer { closeEverything() }
        while true {
            let timeout = waitTimeout(now: MonotonicClock.now())
            let events: [Selector.Event]
            do {
                events = try selector.wait(timeoutMilliseconds: timeout)
            } catch {
                // epoll_wait fails only for programming errors (EBADF, EINVAL); nothing to serve.
                return
            }
            for event in events { dispatchEvent(event) }
            processMailbox()
            processLocalCompletions()
            fireTimers(now: MonotonicClock.now())
            if isDraining && liveConnections == 0 { return }
        }
    }

    /// Milliseconds until the next deadline (rounded up, so a timer never fires early), or -1.
    private func waitTimeout(now: UInt64) -> Int32 {
        var earliest = timers.earliest
        if let paused = acceptPausedUntil { earliest = min(earliest ?? paused, paused) }
        if let drain = drainDeadline { earliest = min(earliest ?? drain, drain) }
        guard let earliest else { return -1 }
        if earliest <= now { return 0 }
        return Int32(min((earliest - now + 999_999) / 1_000_000, 60_000))
    }

    private func dispatchEvent(_ event: Selector.Event) {
        switch event.token {
        case Selector.wakeToken:
            selector.acknowledgeWake()
        case Self.listenerToken:
            acceptBurst()
        default:
            let id = ConnectionID(packed: event.token)
            guard let connection = connection(id) else { return }  // a stale event for a reused fd
            handleIO(connection, event: event)
        }
    }

    func connection(_ id: ConnectionID) -> Connection? {
        guard id.fd >= 0, Int(id.fd) < connections.count, let connection = connections[Int(id.fd)],
            connection.id == id
        else { return nil }
        return connection
    }

    private func processMailbox() {
        let box = mailbox.withLock { box -> Mailbox in
            let taken = box
            box.completions = []
            box.wakePending = false
            return taken
        }
        if box.drainRequested && !isDraining { beginDrain() }
        for completion in box.completions { deliver(completion) }
    }

    func processLocalCompletions() {
        while !localCompletions.isEmpty {
            let batch = localCompletions
            localCompletions = []
            for completion in batch { deliver(completion) }
        }
    }

    private func deliver(_ completion: Completion) {
        guard let connection = connection(completion.connection), connection.lingerDeadline == nil else { return }
        let framed = serializer.serialize(
            completion.response, context: completion.context,
            keepAlive: connection.machine.keepsAlive(completion.context))
        let actions = connection.machine.responseReady(sequence: completion.context.sequence, response: framed)
        perform(actions, on: connection)
        update(connection)
    }

    private func fireTimers(now: UInt64) {
        if let paused = acceptPausedUntil, paused <= now {
            acceptPausedUntil = nil
            resumeAccepting()
        }
        if let drain = drainDeadline, drain <= now {
            for case let connection? in connections { close(connection) }
        }
        while let entry = timers.popDue(now: now) {
            guard let connection = connection(entry.connection), connection.scheduled == entry.deadline else {
                continue
            }
            connection.scheduled = nil
            if let linger = connection.lingerDeadline {
                if linger <= now { close(connection) } else { schedule(connection, at: linger) }
                continue
            }
            let actions = connection.machine.timeout(now: now)
            perform(actions, on: connection)
            processLocalCompletions()
            update(connection)
        }
    }

    func schedule(_ connection: Connection, at deadline: UInt64) {
        if let scheduled = connection.scheduled, scheduled <= deadline { return }
        connection.scheduled = deadline
        timers.push(.init(deadline: deadline, connection: connection.id))
    }

    // MARK: - Shutdown

    private func beginDrain() {
        drainDeadline = MonotonicClock.now() &+ context.configuration.drainTimeout.nanoseconds
        if listenerActive { selector.deregister(fd: listener) }
        listenerActive = false
        acceptPausedUntil = nil
        for case let connection? in connections where connection.lingerDeadline == nil {
            connection.machine.beginDrain()
            update(connection)
        }
    }

    private func closeEverything() {
        for case let connection? in connections { close(connection) }
        // Deregistered in beginDrain (or by a pause); the last loop out closes it.
        if listenerActive { selector.deregister(fd: listener) }
        listenerActive = false
        listening.release()
    }
}
