import Primitives

// The header-section rules of RFC 9110/9112 (HTTPRequestParser.swift lists them) that need the whole head: Host, framing
// (Content-Length / Transfer-Encoding), persistence and Expect.
extension HTTPRequestHead {
    /// Checks a complete head and decides its framing. The order is fixed so that one input always
    /// gives one error: Host, then framing conflicts, then Transfer-Encoding, then Content-Length.
    static func validated(
        requestLine: HTTPRequestLine, headers: HTTPHeaders,
        limits: HTTPLimits
    ) -> Result<HTTPRequestHead, HTTPParseError> {
        let version = requestLine.version
        let fields = FramingFields(headers)
        if let error = hostError(fields.hosts, version: version) { return .failure(error) }
        let framing: HTTPBodyFraming
        switch bodyFraming(fields, version: version, limits: limits) {
        case .success(let decided): framing = decided
        case .failure(let error): return .failure(error)
        }
        let keepAlive =
            version == .http11
            ? !fields.connection.contains("close")
            : fields.connection.contains("keep-alive") && !fields.connection.contains("close")
        let expectsContinue = version == .http11 && fields.expect.contains("100-continue")
        return .success(
            HTTPRequestHead(
                method: requestLine.method, target: requestLine.target,
                targetForm: requestLine.targetForm, version: version,
                headers: headers, keepAlive: keepAlive,
                expectsContinue: expectsContinue, framing: framing))
    }

    /// The fields that decide routing, framing and persistence, gathered in one pass over the head.
    private struct FramingFields {
        var hosts: [String] = []
        var contentLengths: [String] = []
        var transferCodings: [String]?
        var connection: [String] = []
        var expect: [String] = []

        init(_ headers: HTTPHeaders) {
            for field in headers {
                // Dispatch on length first: most fields match none of these names.
                switch field.name.utf8.count {
                case 4 where HTTPHeaders.namesMatch(field.name, "Host"):
                    hosts.append(field.value)
                case 6 where HTTPHeaders.namesMatch(field.name, "Expect"):
                    expect += HTTPHeaders.listMembers(of: field.value)
                case 10 where HTTPHeaders.namesMatch(field.name, "Connection"):
                    connection += HTTPHeaders.listMembers(of: field.value)
                case 14 where HTTPHeaders.namesMatch(field.name, "Content-Length"):
                    contentLengths.append(field.value)
                case 17 where HTTPHeaders.namesMatch(field.name, "Transfer-Encoding"):
                    transferCodings = (transferCodings ?? []) + HTTPHeaders.listMembers(of: field.value)
                default:
                    break
                }
            }
        }
    }

    /// RFC 9112 §3.2: 400 for an HTTP/1.1 request without Host, any request with several, or an
    /// invalid one.
    private static func hostError(_ hosts: [String], version: HTTPVersion) -> HTTPParseError? {
        if hosts.count > 1 {
            return .badRequest("multiple_host", "The request has more than one Host field.")
        }
        guard let host = hosts.first else {
            return version == .http11 ? .badRequest("missing_host", "An HTTP/1.1 request needs a Host field.") : nil
        }
        return isValidHost(Array(host.utf8)) ? nil : .badRequest("invalid_host", "The Host field is not host[:port].")
    }

    /// Host = uri-host [ ":" port ] (RFC 9110 §7.2), with uri-host an IP-literal in brackets or a
    /// reg-name (unreserved, pct-encoded, sub-delims; possibly empty).
    static func isValidHost(_ bytes: [UInt8]) -> Bool {
        var rest = bytes[...]
        if rest.first == UInt8(ascii: "[") {
            guard let close = rest.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = rest[(rest.startIndex + 1)..<close]
            guard !literal.isEmpty, literal.allSatisfy(isIPLiteralChar) else { return false }
            rest = rest[(close + 1)...]
        } else {
            let end = rest.firstIndex(of: ASCII.colon) ?? rest.endIndex
            guard rest[..<end].allSatisfy(ASCII.isRegNameChar) else { return false }
            rest = rest[end...]
        }
        guard let colon = rest.first else { return true }
        return colon == ASCII.colon && rest.dropFirst().allSatisfy(ASCII.isDigit)
    }

    private static func isIPLiteralChar(_ byte: UInt8) -> Bool {
        byte == ASCII.colon || ASCII.isRegNameChar(byte)
    }

    /// RFC 9112 §6.1–6.3 for requests. Rejecting Content-Length together with Transfer-Encoding
    /// (rather than framing by TE) is the smuggling-proof choice; either way the connection closes.
    private static func bodyFraming(
        _ fields: FramingFields, version: HTTPVersion,
        limits: HTTPLimits
    ) -> Result<HTTPBodyFraming, HTTPParseError> {
        let lengths = fields.contentLengths
        if let codings = fields.transferCodings {
            if !lengths.isEmpty {
                return .failure(
                    .badRequest(
                        "content_length_with_transfer_encoding",
                        "The request has both Content-Length and Transfer-Encoding."))
            }
            if version == .http10 {
                return .failure(
                    .badRequest(
                        "transfer_encoding_in_http10",
                        "Transfer-Encoding in an HTTP/1.0 request: the framing is faulty."))
            }
            return transferCodingFraming(codings)
        }
        guard let length = lengths.first else { return .success(.none) }
        if lengths.count > 1 {
            return .failure(
                .badRequest("multiple_content_length", "The request has more than one Content-Length field."))
        }
        return contentLengthFraming(Array(length.utf8), limits: limits)
    }

    private static func transferCodingFraming(_ codings: [String]) -> Result<HTTPBodyFraming, HTTPParseError> {
        guard codings.last == "chunked" else {
            return .failure(.badRequest("chunked_not_final", "chunked is not the final transfer coding."))
        }
        if codings.dropLast().contains("chunked") {
            return .failure(.badRequest("chunked_twice", "chunked is applied more than once."))
        }
        if codings.count > 1 {
            return .failure(
                HTTPParseError(
                    status: 501, code: "unsupported_transfer_coding",
                    message: "Only the chunked transfer coding is implemented."))
        }
        return .success(.chunked)
    }

    /// Content-Length = 1*DIGIT: no sign, no spaces inside, no list. A number that does not fit an
    /// Int is invalid (400, as the reference table says of overflow); one over the body limit is
    /// 413, decided before a byte of body is read.
    private static func contentLengthFraming(_ digits: [UInt8], limits: HTTPLimits) -> Result<
        HTTPBodyFraming, HTTPParseError
    > {
        let invalid = HTTPParseError.badRequest(
            "invalid_content_length", "Content-Length is not a decimal number that fits 63 bits.")
        guard !digits.isEmpty, digits.allSatisfy(ASCII.isDigit) else { return .failure(invalid) }
        var length = 0
        for digit in digits {
            let (shifted, overflowed) = length.multipliedReportingOverflow(by: 10)
            let (next, carried) = shifted.addingReportingOverflow(Int(digit - 0x30))
            guard !overflowed, !carried else { return .failure(invalid) }
            length = next
        }
        guard length <= limits.maxBodyBytes else {
            return .failure(
                HTTPParseError(
                    status: 413, code: "body_too_large",
                    message: "Content-Length exceeds \(limits.maxBodyBytes) bytes."))
        }
        return .success(.contentLength(length))
    }
}
