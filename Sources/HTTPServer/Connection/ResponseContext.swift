/// What the server remembers about a request to frame its response: its place in the
/// connection's pipeline and the parts of its head that decide the response's headers.
public struct ResponseContext: Sendable, Equatable {
    /// Position of the request on its connection, from 0; responses are written in this order.
    public var sequence: UInt64
    /// False when the response must say `Connection: close` and the connection ends after it.
    public var keepAlive: Bool
    /// The client's `Accept-Encoding` allows gzip.
    public var acceptsGzip: Bool
    /// A `HEAD` request: the response carries `Content-Length` but no body.
    public var isHead: Bool

    public init(sequence: UInt64, keepAlive: Bool, acceptsGzip: Bool, isHead: Bool) {
        self.sequence = sequence
        self.keepAlive = keepAlive
        self.acceptsGzip = acceptsGzip
        self.isHead = isHead
    }
}
