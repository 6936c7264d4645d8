import Synchronization

/// Set once, by a connection's loop, when its client has gone: it closed its side (EOF, as
/// nginx takes a client abort), the connection failed, or it was closed. Work for a request
/// on it may stop early (`HTTPResponder.isClientGone`): nobody will read the answer. Read from
/// any thread; never cleared.
final class ClientGoneFlag: Sendable {
    private let gone = Atomic<Bool>(false)

    var isSet: Bool { gone.load(ordering: .acquiring) }

    func set() { gone.store(true, ordering: .releasing) }
}
