/// Why a request was refused, as a value: the status to answer, a stable `code` (API: it may reach
/// a response body and logs) and a message for people.
///
/// After any parse error the connection must be closed once the error response has been sent
/// (RFC 9112 §9.3); the parser stays failed to make that hard to forget.
public struct HTTPParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 400, 413, 414, 431, 501 or 505.
    public var status: Int
    /// A stable snake_case identifier such as `content_length_with_transfer_encoding`.
    public var code: String
    public var message: String

    public init(status: Int, code: String, message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    public static func badRequest(_ code: String, _ message: String) -> HTTPParseError {
        HTTPParseError(status: 400, code: code, message: message)
    }

    public var description: String { "\(status) \(code): \(message)" }
}
