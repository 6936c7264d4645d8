/// The application side of the server: turns a request into exactly one response.
///
/// `handle` runs on an event-loop thread, so it must not block or compute for long: hand slow
/// work to another thread and call `responder.respond` from there when done. Responses may be
/// completed in any order; the server writes them in request order (RFC 9112 §9.3.2).
package protocol HTTPHandler: Sendable {
    func handle(_ request: HTTPRequest, responder: HTTPResponder)
}
