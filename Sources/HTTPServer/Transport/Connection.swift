/// Everything the event loop keeps for one accepted socket. Touched only by its loop's thread.
final class Connection {
    let id: ConnectionID
    let transport: Transport
    /// Only the loop thread touches it, never re-entrantly within one access. Unchecked, so a
    /// read such as `machine.wantsRead` borrows in place instead of copying the whole machine
    /// under a dynamic exclusivity check (four copies per request in `EventLoop.update`).
    @exclusivity(unchecked) var machine: ConnectionStateMachine
    /// The peer's address without its port: what `maxConnectionsPerPeer` counts.
    let peerHost: String
    let remoteAddress: String
    /// The epoll mask currently registered, so `epoll_ctl(MOD)` runs only when it changes.
    var registeredMask: UInt32
    /// Deadline of this connection's live entry in the loop's heap, if any.
    var scheduled: UInt64?
    /// Set once we half-closed: reading only to discard until EOF or this instant.
    var lingerDeadline: UInt64?
    var peerClosed = false
    /// Set when the client has gone (EOF, a failure, the close), for the handler's requests.
    let clientGone = ClientGoneFlag()
    /// This connection's share of `MetricsCounters.bufferedOutputBytes`.
    private var countedOutput = 0

    init(
        id: ConnectionID, transport: Transport, machine: ConnectionStateMachine, peerHost: String,
        remoteAddress: String,
        mask: UInt32
    ) {
        self.id = id
        self.transport = transport
        self.machine = machine
        self.peerHost = peerHost
        self.remoteAddress = remoteAddress
        registeredMask = mask
    }

    /// Brings the server-wide count of unsent bytes up to date with this connection's
    /// (`closed`: it has none any more).
    func reportOutput(to metrics: MetricsCounters, closed: Bool = false) {
        let pending = closed ? 0 : machine.pendingOutputCount
        guard pending != countedOutput else { return }
        metrics.bufferedOutputBytes.add(pending - countedOutput, ordering: .relaxed)
        countedOutput = pending
    }

    /// Raises `MetricsCounters.peakConnectionOutputBytes` to this connection's unsent output if
    /// that is more. Lock-free: retries only when another loop raised it meanwhile.
    func notePeakOutput(in metrics: MetricsCounters) {
        let pending = machine.pendingOutputCount
        var peak = metrics.peakConnectionOutputBytes.load(ordering: .relaxed)
        while pending > peak {
            let (exchanged, original) = metrics.peakConnectionOutputBytes.compareExchange(
                expected: peak, desired: pending, ordering: .relaxed)
            if exchanged { return }
            peak = original
        }
    }
}

/// A response produced by the handler, on its way back to the connection's loop.
struct Completion: Sendable {
    var connection: ConnectionID
    var context: ResponseContext
    var response: HTTPResponse
}
