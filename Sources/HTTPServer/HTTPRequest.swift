/// One complete request as the handler sees it: the parsed head and the whole body.
///
/// The body is already decoded: a `Content-Encoding: gzip` request arrives here inflated (its
/// head still says gzip), capped at `HTTPLimits.maxBodyBytes`.
public struct HTTPRequest: Sendable {
    public var head: HTTPRequestHead
    public var body: [UInt8]
    /// The peer as `address:port` (IPv6 in brackets), for logs.
    public var remoteAddress: String

    public init(head: HTTPRequestHead, body: [UInt8], remoteAddress: String) {
        self.head = head
        self.body = body
        self.remoteAddress = remoteAddress
    }
}
