/// A request the server refused itself, before or instead of the handler: a framing or limit
/// error (400, 413, 414, 431, 501, 505), a timeout (408) or a content coding it cannot undo (415).
/// The connection is closed after the answer.
public struct HTTPRejection: Sendable {
    public var error: HTTPParseError
    /// The request's method and path (percent-decoded, as `HTTPRequestHead.path`: absolute-form
    /// targets give their path), when its request line had been read.
    public var method: String?
    public var path: String?
    /// The header fields read before the refusal, in order (empty when the header section was
    /// not reached): a 413 or 415 has them all, a 431 those before the field that passed the
    /// limit. A handler takes the client's `X-Request-Id` from them.
    public var headers: HTTPHeaders
    /// The peer as `address:port`, as `HTTPRequest.remoteAddress` gives it.
    public var remoteAddress: String

    public init(
        error: HTTPParseError, method: String?, path: String?, headers: HTTPHeaders = HTTPHeaders(),
        remoteAddress: String
    ) {
        self.error = error
        self.method = method
        self.path = path
        self.headers = headers
        self.remoteAddress = remoteAddress
    }

    /// The answer of a handler that does not shape its own: a small `application/problem+json`
    /// body (RFC 9457) with the error's stable code.
    public var defaultResponse: HTTPResponse {
        let body =
            "{\"type\":\"about:blank\",\"title\":\"\(HTTPStatus.reason(error.status))\",\"status\":\(error.status),"
            + "\"detail\":\"\(Self.jsonEscaped(error.message))\",\"code\":\"\(Self.jsonEscaped(error.code))\"}"
        return HTTPResponse(
            status: error.status, headers: [("Content-Type", "application/problem+json")],
            body: Array(body.utf8))
    }

    static func jsonEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
