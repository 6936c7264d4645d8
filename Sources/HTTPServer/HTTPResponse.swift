/// A response as a handler builds it.
///
/// The server owns framing: it adds `Date`, `Content-Length` and `Connection`, and drops any
/// `Content-Length`, `Transfer-Encoding`, `Connection` or `Date` the handler put in `headers`.
/// It gzips bodies over ~1 KiB of a compressible type when the client accepts gzip (adding
/// `Content-Encoding` and `Vary`), unless the handler already set `Content-Encoding`.
public struct HTTPResponse: Sendable {
    public var status: Int
    /// In the order they are written; names as the handler spells them.
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

extension HTTPResponse {
    /// Bodies at least this large are worth compressing before they reach the event loop.
    public static let offLoopCompressionBytes = 64 * 1024

    /// This response gzipped here, on the calling thread, when the server would gzip it anyway
    /// (`gzip` on, the request accepts it, a compressible type) and the body is at least
    /// `offLoopCompressionBytes`: compressing megabytes on the event loop would hold every other
    /// connection for tens of milliseconds. The result carries `Content-Encoding` and `Vary`, so
    /// the server sends it as it is. O(body).
    public func compressedOffLoop(for head: HTTPRequestHead, gzip: Bool) -> HTTPResponse {
        guard gzip, body.count >= Self.offLoopCompressionBytes, !HTTPStatus.forbidsBody(status),
            ResponseSerializer.isCompressible(headers), ContentCoding.acceptsGzip(head.headers),
            let encoded = GzipEncoder(level: 1)?.encode(body)
        else { return self }
        var compressed = self
        compressed.body = encoded
        compressed.headers += [("Content-Encoding", "gzip"), ("Vary", "Accept-Encoding")]
        return compressed
    }
}
