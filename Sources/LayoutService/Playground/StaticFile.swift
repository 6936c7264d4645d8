import Primitives

/// A file the service answers from memory (the playground's page and assets, the examples): its
/// bytes, its content type and a validator, all computed once.
///
/// Keeps true: `etag` is a function of `body` alone, so a client's cached copy revalidates to 304
/// exactly while the bytes are unchanged (across restarts too, unlike a timestamp).
public struct StaticFile: Sendable {
    public let name: String
    public let contentType: String
    public let body: [UInt8]
    /// A weak validator (`W/"…"`): the HTTP layer may gzip the body, and a strong one would have
    /// to differ between the two encodings.
    public let etag: String

    /// `contentType` defaults to the one the name's extension implies.
    public init(name: String, text: String, contentType: String? = nil) {
        self.name = name
        self.body = Array(text.utf8)
        self.contentType = contentType ?? Self.contentType(forName: name)
        self.etag = "W/\"" + Self.hexDigest(body) + "\""
    }

    /// Every response carries these: revalidate on each use (the files change with the binary),
    /// and never let a browser guess another type.
    static let cachingHeaders: [(name: String, value: String)] = [
        ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff")
    ]

    /// 200 with the body, or 304 without it when the request's `If-None-Match` names this file's
    /// validator (or `*`). `extraHeaders` go on both (a page's security policy).
    public func response(to request: ServiceRequest, extraHeaders: [(name: String, value: String)] = [])
        -> ServiceResponse
    {
        let headers = [("ETag", etag)] + Self.cachingHeaders + extraHeaders
        if let condition = request.header("If-None-Match"), Self.matches(condition, etag) {
            return ServiceResponse(status: 304, headers: headers)
        }
        return ServiceResponse(status: 200, headers: [("Content-Type", contentType)] + headers, body: body)
    }

    /// RFC 9110 §13.1.2: a comma-separated list of entity tags compared weakly (the `W/` prefix
    /// ignored), or `*`. O(header length).
    static func matches(_ condition: String, _ etag: String) -> Bool {
        let opaque = etag.hasPrefix("W/") ? etag.dropFirst(2) : Substring(etag)
        return condition.split(separator: ",").contains { item in
            let tag = item.trimmingSpaces()
            if tag == "*" { return true }
            return (tag.hasPrefix("W/") ? tag.dropFirst(2) : tag) == opaque
        }
    }

    /// The media type for a file name's extension; `application/octet-stream` for others.
    static func contentType(forName name: String) -> String {
        let ext = name.split(separator: ".").last.map(String.init) ?? ""
        return switch ext {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "json": "application/json"
        default: "application/octet-stream"
        }
    }

    /// FNV-1a, 64 bits, as 16 hex digits: a content fingerprint, not a security measure. O(bytes).
    static func hexDigest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
