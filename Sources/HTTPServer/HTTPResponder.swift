/// Completes one request. Callable from any thread; only the first call counts, later ones and
/// calls after the connection has gone are ignored.
///
/// From the request's own event-loop thread the response is queued directly; from any other
/// thread it is posted to the loop's mailbox and the loop is woken through its eventfd.
public struct HTTPResponder: Sendable {
    let loop: EventLoop
    let connection: ConnectionID
    let context: ResponseContext
    let clientGone: ClientGoneFlag

    /// True once the client has closed its side of the connection (or the connection failed or
    /// was closed): whatever `respond` sends is likely never read, so long work may stop. A
    /// client that half-closes and still reads is taken as gone too, as nginx takes it.
    public var isClientGone: Bool { clientGone.isSet }

    public func respond(_ response: HTTPResponse) {
        loop.complete(Completion(connection: connection, context: context, response: response))
    }
}
