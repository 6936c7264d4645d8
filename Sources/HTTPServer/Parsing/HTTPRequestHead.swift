/// A request line and header section that passed every check of the parser (HTTPRequestParser.swift).
///
/// Keeps true: `version` is 1.0 or 1.1; HTTP/1.1 requests have exactly one valid Host; `framing`
/// is the only reading of the body length (Content-Length and Transfer-Encoding never both);
/// `expectsContinue` is false on HTTP/1.0 (RFC 9110 §10.1.1 says to ignore it there).
public struct HTTPRequestHead: Sendable, Equatable {
    public var method: String
    /// The request-target exactly as sent (origin-, absolute- or asterisk-form).
    public var target: String
    public var targetForm: HTTPTargetForm
    /// `target` split into the percent-decoded path and query, once, whatever its form
    /// (`HTTPRequestTarget`): what a handler routes on.
    public var path: String
    public var query: [HTTPRequestTarget.QueryItem]
    public var version: HTTPVersion
    /// Every field line in arrival order, values trimmed of surrounding whitespace.
    public var headers: HTTPHeaders
    /// Whether the connection may carry another request after this one's response:
    /// HTTP/1.1 unless `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`.
    public var keepAlive: Bool
    /// `Expect: 100-continue` on HTTP/1.1: answer 100 (or a final status) before reading the body.
    public var expectsContinue: Bool
    public var framing: HTTPBodyFraming

    public init(
        method: String, target: String, targetForm: HTTPTargetForm, version: HTTPVersion,
        headers: HTTPHeaders, keepAlive: Bool, expectsContinue: Bool, framing: HTTPBodyFraming
    ) {
        self.method = method
        self.target = target
        self.targetForm = targetForm
        let parsed = HTTPRequestTarget(target, form: targetForm)
        self.path = parsed.path
        self.query = parsed.query
        self.version = version
        self.headers = headers
        self.keepAlive = keepAlive
        self.expectsContinue = expectsContinue
        self.framing = framing
    }
}

/// How the body's end is found (RFC 9112 §6.3). A request with neither Content-Length nor
/// Transfer-Encoding has no body; it is never read to EOF.
public enum HTTPBodyFraming: Sendable, Equatable {
    case none
    case contentLength(Int)
    case chunked
}

/// The request-target forms of RFC 9112 §3.2 that this server accepts. CONNECT's authority-form
/// is refused with 501 by the parser.
public enum HTTPTargetForm: Sendable, Equatable {
    /// `/path?query`.
    case origin
    /// `http://host/path`: RFC 9112 §3.2.2 says the server MUST accept it; the authority in the
    /// target wins over Host.
    case absolute
    /// `*`, only with OPTIONS.
    case asterisk
}
