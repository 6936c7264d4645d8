import Primitives

/// Frames responses: status line, the server's own headers, the handler's headers, body.
///
/// Owns one reused gzip stream (`deflateReset` is ~4× cheaper than a fresh stream per response),
/// so there is one serializer per event-loop thread and it is never shared. Writes bytes
/// directly (no intermediate `String`): this runs once per response on the loop thread.
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
    private static let reserved = ["content-length", "transfer-encoding", "connection", "date"]

    /// Bodies up to this size are copied behind the head, so a small response is one write;
    /// bigger ones stay the handler's (or the compressor's) own buffer, written in place.
    static let inlineBodyBytes = 16 * 1024

    /// `response` framed: the head, with the body behind it when the body is small, else the
    /// head and the body itself. O(header bytes + small body), plus compression when it applies.
    func serialize(_ response: HTTPResponse, context: ResponseContext, keepAlive: Bool) -> FramedResponse {
        var body = response.body
        var compressed = false
        var varies = false
        let noBody = HTTPStatus.forbidsBody(response.status)
        if !noBody, body.count >= gzipMinimumBytes, Self.isCompressible(response.headers) {
            varies = true
            if context.acceptsGzip, let encoded = encoder?.encode(body) {
                body = encoded
                compressed = true
            }
        }
        let sendsBody = !noBody && !context.isHead
        let inline = sendsBody && body.count <= Self.inlineBodyBytes
        var bytes: [UInt8] = []
        // The head is ~300 bytes with the service's headers (request id, timing, type): room
        // for it spares a regrowth per response.
        bytes.reserveCapacity(512 + (inline ? body.count : 0))
        bytes += "HTTP/1.1 \(response.status) \(HTTPStatus.reason(response.status))\r\nDate: ".utf8
        bytes += dates.current().utf8
        if !noBody {
            bytes += "\r\nContent-Length: ".utf8
            bytes += String(body.count).utf8
        }
        bytes += keepAlive ? "\r\nConnection: keep-alive\r\n".utf8 : "\r\nConnection: close\r\n".utf8
        for (name, value) in response.headers
        where !Self.reserved.contains(where: { HTTPHeaders.namesMatch($0, name) }) {
            bytes += name.utf8
            bytes += ": ".utf8
            bytes += value.utf8
            bytes += "\r\n".utf8
        }
        if varies { bytes += "Vary: Accept-Encoding\r\n".utf8 }
        if compressed { bytes += "Content-Encoding: gzip\r\n".utf8 }
        bytes += "\r\n".utf8
        if inline { bytes += body }
        return FramedResponse(head: bytes, body: sendsBody && !inline ? body : [])
    }

    /// A body worth compressing: textual, and not already encoded by the handler.
    static func isCompressible(_ headers: [(String, String)]) -> Bool {
        var textual = false
        for (name, value) in headers {
            if HTTPHeaders.namesMatch(name, "Content-Encoding") { return false }
            if HTTPHeaders.namesMatch(name, "Content-Type") { textual = isTextual(value) }
        }
        return textual
    }

    /// `text/*`, and JSON, XML, YAML or JavaScript under any type (`application/problem+json`,
    /// `image/svg+xml`). ASCII case-insensitive and without Foundation (whose `contains` showed up in profiles).
    static func isTextual(_ contentType: String) -> Bool {
        let type = contentType.utf8.lazy.map(ASCII.lowercased)
        if type.starts(with: "text/".utf8) { return true }
        let bytes = Array(type)
        for needle in ["json", "xml", "yaml", "javascript"] {
            let pattern = Array(needle.utf8)
            if bytes.count >= pattern.count,
                (0...(bytes.count - pattern.count)).contains(where: {
                    bytes[$0..<$0 + pattern.count].elementsEqual(pattern)
                })
            {
                return true
            }
        }
        return false
    }
}
