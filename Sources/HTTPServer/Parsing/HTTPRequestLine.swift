import Primitives

/// A request line that passed RFC 9112 §3: `method SP request-target SP HTTP-version`, single
/// spaces, a token method, a visible-ASCII target in a form this server accepts, version 1.0/1.1.
struct HTTPRequestLine: Sendable, Equatable {
    var method: String
    var target: String
    var targetForm: HTTPTargetForm
    var version: HTTPVersion

    /// Parses a request line without its CRLF. Checks run left to right, so a bad method wins
    /// over a bad version. Complexity: O(line length).
    static func parse(_ line: [UInt8]) -> Result<HTTPRequestLine, HTTPParseError> {
        // Exactly two spaces, neither at an end nor adjacent: three non-empty parts.
        guard let firstSpace = line.firstIndex(of: ASCII.space), let lastSpace = line.lastIndex(of: ASCII.space),
            firstSpace > 0, lastSpace > firstSpace + 1, lastSpace < line.count - 1,
            !line[(firstSpace + 1)..<lastSpace].contains(ASCII.space)
        else {
            return .failure(
                .badRequest(
                    "malformed_request_line",
                    "The request line is not 'method SP target SP version'."))
        }
        let methodBytes = line[..<firstSpace]
        let targetBytes = line[(firstSpace + 1)..<lastSpace]
        guard methodBytes.allSatisfy(ASCII.isTokenChar) else {
            return .failure(.badRequest("invalid_method", "The method has a character outside tchar."))
        }
        guard targetBytes.allSatisfy(ASCII.isVisible) else {
            return .failure(.badRequest("invalid_target", "The request-target has a non-visible character."))
        }
        let version: HTTPVersion
        switch parseVersion(line[(lastSpace + 1)...]) {
        case .success(let parsed): version = parsed
        case .failure(let error): return .failure(error)
        }
        let method = String(decoding: methodBytes, as: UTF8.self)
        return targetForm(method: method, target: targetBytes).map {
            HTTPRequestLine(
                method: method, target: String(decoding: targetBytes, as: UTF8.self),
                targetForm: $0, version: version)
        }
    }

    /// HTTP-version = "HTTP/" DIGIT "." DIGIT; a well-formed version other than 1.0/1.1 is 505.
    private static func parseVersion(_ text: ArraySlice<UInt8>) -> Result<HTTPVersion, HTTPParseError> {
        let start = text.startIndex
        guard text.count == 8, text.starts(with: "HTTP/".utf8), ASCII.isDigit(text[start + 5]),
            text[start + 6] == UInt8(ascii: "."), ASCII.isDigit(text[start + 7])
        else {
            return .failure(.badRequest("malformed_version", "The HTTP version is not 'HTTP/d.d'."))
        }
        let version = HTTPVersion(major: Int(text[start + 5] - 0x30), minor: Int(text[start + 7] - 0x30))
        guard version == .http10 || version == .http11 else {
            return .failure(
                HTTPParseError(
                    status: 505, code: "version_not_supported",
                    message: "\(version) is not supported; use HTTP/1.1."))
        }
        return .success(version)
    }

    /// RFC 9112 §3.2: origin-form; absolute-form with an http(s) scheme (servers MUST accept it);
    /// asterisk-form for OPTIONS only. CONNECT (authority-form, tunnels) is not implemented.
    private static func targetForm(method: String, target: ArraySlice<UInt8>) -> Result<HTTPTargetForm, HTTPParseError>
    {
        if method == "CONNECT" {
            return .failure(
                HTTPParseError(
                    status: 501, code: "connect_not_supported",
                    message: "CONNECT is not implemented by this server."))
        }
        if target.first == UInt8(ascii: "/") { return .success(.origin) }
        if target.elementsEqual("*".utf8) {
            return method == "OPTIONS"
                ? .success(.asterisk)
                : .failure(.badRequest("invalid_target", "The '*' target is only allowed with OPTIONS."))
        }
        let scheme = target.prefix(8).lazy.map(ASCII.lowercased)
        if scheme.starts(with: "http://".utf8) || scheme.starts(with: "https://".utf8) {
            return .success(.absolute)
        }
        return .failure(.badRequest("invalid_target", "The request-target is not origin-, absolute- or asterisk-form."))
    }
}
