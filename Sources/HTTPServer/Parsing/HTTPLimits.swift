/// The parser's limits, with their defaults in one place (README.md, "Configuration").
///
/// Every limit bounds memory or work per connection, so a parser fed any input holds at most
/// about `max(maxRequestLineBytes, maxHeaderBytes, maxTrailerBytes)` buffered bytes plus the
/// parsed head. Each field names the status the parser answers when the limit is passed.
public struct HTTPLimits: Sendable, Equatable {
    /// Longest request line, without its CRLF. Longer → 414. Default: 8 KiB (RFC 9112 §3 asks for
    /// at least 8000 octets).
    public var maxRequestLineBytes = 8 * 1024
    /// Total bytes of the header field lines, each counted with its CRLF. More → 431.
    /// Default: 16 KiB (h11's and IIS's default).
    public var maxHeaderBytes = 16 * 1024
    /// Most header field lines in one request. More → 431. Default: 100.
    public var maxHeaderCount = 100
    /// Largest body: checked against Content-Length before reading, and against the running total
    /// of chunk sizes as each size line arrives. More → 413. Default: 4 MiB.
    public var maxBodyBytes = 4 * 1024 * 1024
    /// Total bytes of chunk extensions (from `;` to the CRLF) over one request. More → 400.
    /// Default: 1 KiB. Extensions are ignored, so this only bounds work.
    public var maxChunkExtensionBytes = 1024
    /// Total bytes of trailer field lines, each with its CRLF. More → 431. Default: 1 KiB.
    /// Trailers are validated and then dropped, never merged into the head.
    public var maxTrailerBytes = 1024
    /// Bytes of empty lines (CRLF) accepted before a request line (RFC 9112 §2.2 asks servers to
    /// ignore at least one). More → 400. Default: 64.
    public var maxLeadingEmptyLineBytes = 64

    public init() {}
}
