/// Everything the event loop keeps for one accepted socket. Touched only by its loop's thread.
final class Connection {
    let id: ConnectionID
    let transport: Transport
    var machine: ConnectionStateMachine
    let remoteAddress: String
    /// The epoll mask currently registered, so `epoll_ctl(MOD)` runs only when it changes.
    var registeredMask: UInt32
    /// Deadline of this connection's live entry in the loop's heap, if any.
    var scheduled: UInt64?
    /// Set once we half-closed: reading only to discard until EOF or this instant.
    var lingerDeadline: UInt64?
    var peerClosed = false

    init(id: ConnectionID, transport: Transport, machine: ConnectionStateMachine, remoteAddress: String, mask: UInt32) {
        self.id = id
        self.transport = transport
        self.machine = machine
        self.remoteAddress = remoteAddress
        registeredMask = mask
    }
}

/// A response produced by the handler, on its way back to the connection's loop.
struct Completion: Sendable {
    var connection: ConnectionID
    var context: ResponseContext
    var response: HTTPResponse
}
