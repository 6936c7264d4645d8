/// The application side of the server: turns a request into exactly one response.
///
/// `handle` runs on an event-loop thread, so it must not block or compute for long: hand slow
/// work to another thread and call `responder.respond` from there when done. Responses may be
/// completed in any order; the server writes them in request order (RFC 9112 §9.3.2).
public protocol HTTPHandler: Sendable {
    func handle(_ request: HTTPRequest, responder: HTTPResponder)

    /// The answer to a request the server refused itself (`HTTPRejection`), so that it can be
    /// shaped, counted and logged like the handler's own. Runs on the event-loop thread: quick,
    /// never blocking. Default: `rejection.defaultResponse`.
    func reject(_ rejection: HTTPRejection) -> HTTPResponse
}

extension HTTPHandler {
    public func reject(_ rejection: HTTPRejection) -> HTTPResponse { rejection.defaultResponse }
}
