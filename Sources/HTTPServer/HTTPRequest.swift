/// One complete request as the handler sees it: the parsed head and the whole body.
///
/// The body is already decoded: a `Content-Encoding: gzip` request arrives here inflated (its
/// head still says gzip), capped at `HTTPLimits.maxBodyBytes`.
package struct HTTPRequest: Sendable {
    package var head: HTTPRequestHead
    package var body: [UInt8]
    /// The peer as `address:port` (IPv6 in brackets), for logs.
    package var remoteAddress: String

    package init(head: HTTPRequestHead, body: [UInt8], remoteAddress: String) {
        self.head = head
        self.body = body
        self.remoteAddress = remoteAddress
    }
}
