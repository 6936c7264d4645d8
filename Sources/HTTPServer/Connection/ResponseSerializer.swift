/// Frames responses: status line, the server's own headers, the handler's headers, body.
///
/// Owns one reused gzip stream (`deflateReset` is ~4× cheaper than a fresh stream per response),
/// so there is one serializer per event-loop thread and it is never shared.
final class ResponseSerializer {
    /// nil when zlib could not allocate a stream: responses then go out uncompressed.
    private let encoder: GzipEncoder?
    private let gzipMinimumBytes: Int
    private var dates = HTTPDateCache()

    init(gzipMinimumBytes: Int) {
        encoder = GzipEncoder(level: 1)
        self.gzipMinimumBytes = gzipMinimumBytes
    }

    /// Headers the server writes itself; the handler's copies are dropped.
    private static let reserved: Set<String> = ["content-length", "transfer-encoding", "connection", "date"]

    /// The bytes for `response`. O(header bytes + body), plus compression when it applies.
    func serialize(_ response: HTTPResponse, context: ResponseContext, keepAlive: Bool) -> [UInt8] {
        var body = response.body
        var extra: [(String, String)] = []
        let noBody = HTTPStatus.forbidsBody(response.status)
        if !noBody, Self.isCompressible(response.headers) && body.count >= gzipMinimumBytes {
            extra.append(("Vary", "Accept-Encoding"))
            if context.acceptsGzip, let compressed = encoder?.encode(body) {
                body = compressed
                extra.append(("Content-Encoding", "gzip"))
            }
        }
        var head = "HTTP/1.1 \(response.status) \(HTTPStatus.reason(response.status))\r\nDate: \(dates.current())\r\n"
        if !noBody { head += "Content-Length: \(body.count)\r\n" }
        head += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        for (name, value) in response.headers where !Self.reserved.contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        for (name, value) in extra { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        var bytes: [UInt8] = []
        let sendsBody = !noBody && !context.isHead
        bytes.reserveCapacity(head.utf8.count + (sendsBody ? body.count : 0))
        bytes.append(contentsOf: head.utf8)
        if sendsBody { bytes.append(contentsOf: body) }
        return bytes
    }

    /// A body worth compressing: textual, and not already encoded by the handler.
    static func isCompressible(_ headers: [(String, String)]) -> Bool {
        var textual = false
        for (name, value) in headers {
            switch name.lowercased() {
            case "content-encoding": return false
            case "content-type":
                let type = value.lowercased()
                textual = type.hasPrefix("text/") || type.contains("json") || type.contains("xml")
                    || type.contains("yaml") || type.contains("javascript")
            default: break
            }
        }
        return textual
    }
}
