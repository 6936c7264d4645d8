import Testing

@testable import HTTPServer

/// One bad request per rule the parser enforces (HTTPRequestParser.swift), with the status and code it must get.
struct RuleCase: Sendable, CustomStringConvertible {
    var rule: String
    var request: String
    var status: Int
    var code: String

    var description: String { rule }

    static let host = "Host: a\r\n"

    static let all: [RuleCase] = [
        // Framing: RFC 9112 §6.1, §6.3.
        RuleCase(
            rule: "Content-Length with Transfer-Encoding",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
            status: 400, code: "content_length_with_transfer_encoding"),
        RuleCase(
            rule: "chunked not the final coding",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked, gzip\r\n\r\n",
            status: 400, code: "chunked_not_final"),
        RuleCase(
            rule: "Transfer-Encoding without chunked",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: gzip\r\n\r\n",
            status: 400, code: "chunked_not_final"),
        RuleCase(
            rule: "unimplemented transfer coding before chunked",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n",
            status: 501, code: "unsupported_transfer_coding"),
        RuleCase(
            rule: "chunked applied twice",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked, chunked\r\n\r\n",
            status: 400, code: "chunked_twice"),
        RuleCase(
            rule: "Transfer-Encoding with parameters is not chunked",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked;x=1\r\n\r\n",
            status: 400, code: "chunked_not_final"),
        RuleCase(
            rule: "Transfer-Encoding in HTTP/1.0",
            request: "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n",
            status: 400, code: "transfer_encoding_in_http10"),
        RuleCase(
            rule: "Content-Length with a plus sign",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length: +5\r\n\r\n",
            status: 400, code: "invalid_content_length"),
        RuleCase(
            rule: "negative Content-Length",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length: -1\r\n\r\n",
            status: 400, code: "invalid_content_length"),
        RuleCase(
            rule: "non-digit Content-Length",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length: 0x10\r\n\r\n",
            status: 400, code: "invalid_content_length"),
        RuleCase(
            rule: "empty Content-Length",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length:\r\n\r\n",
            status: 400, code: "invalid_content_length"),
        RuleCase(
            rule: "Content-Length list of identical values",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length: 5, 5\r\n\r\n",
            status: 400, code: "invalid_content_length"),
        RuleCase(
            rule: "Content-Length that overflows",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length: 99999999999999999999999\r\n\r\n",
            status: 400, code: "invalid_content_length"),
        RuleCase(
            rule: "two identical Content-Length fields",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length: 5\r\nContent-Length: 5\r\n\r\n",
            status: 400, code: "multiple_content_length"),
        RuleCase(
            rule: "two differing Content-Length fields",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length: 5\r\nContent-Length: 6\r\n\r\n",
            status: 400, code: "multiple_content_length"),
        RuleCase(
            rule: "Content-Length over the body limit",
            request: "POST / HTTP/1.1\r\n\(host)Content-Length: 4194305\r\n\r\n",
            status: 413, code: "body_too_large"),

        // Field syntax: RFC 9112 §2.2, §5.1, §5.2; RFC 9110 §5.5.
        RuleCase(
            rule: "whitespace between field name and colon",
            request: "GET / HTTP/1.1\r\nHost : a\r\n\r\n", status: 400, code: "whitespace_before_colon"),
        RuleCase(
            rule: "tab between field name and colon",
            request: "GET / HTTP/1.1\r\n\(host)X-A\t: b\r\n\r\n", status: 400, code: "whitespace_before_colon"),
        RuleCase(
            rule: "obs-fold continuation line",
            request: "GET / HTTP/1.1\r\n\(host)X-A: b\r\n  c\r\n\r\n", status: 400, code: "obs_fold"),
        RuleCase(
            rule: "whitespace before the first field line",
            request: "GET / HTTP/1.1\r\n \(host)\r\n", status: 400, code: "obs_fold"),
        RuleCase(
            rule: "bare CR inside a field value",
            request: "GET / HTTP/1.1\r\n\(host)X-A: b\rc\r\n\r\n", status: 400, code: "bare_cr"),
        RuleCase(
            rule: "bare CR inside the request line",
            request: "GET /\r HTTP/1.1\r\n\(host)\r\n", status: 400, code: "bare_cr"),
        RuleCase(
            rule: "bare LF ending a field line",
            request: "GET / HTTP/1.1\r\n\(host)X-A: b\n\r\n", status: 400, code: "bare_lf"),
        RuleCase(
            rule: "bare LF ending the request line",
            request: "GET / HTTP/1.1\n\(host)\r\n", status: 400, code: "bare_lf"),
        RuleCase(
            rule: "NUL inside a field value",
            request: "GET / HTTP/1.1\r\n\(host)X-A: b\u{0}c\r\n\r\n", status: 400, code: "invalid_field_value"),
        RuleCase(
            rule: "control character inside a field value",
            request: "GET / HTTP/1.1\r\n\(host)X-A: b\u{1}c\r\n\r\n", status: 400, code: "invalid_field_value"),
        RuleCase(
            rule: "DEL inside a field value",
            request: "GET / HTTP/1.1\r\n\(host)X-A: b\u{7F}\r\n\r\n", status: 400, code: "invalid_field_value"),
        RuleCase(
            rule: "non-token character in a field name",
            request: "GET / HTTP/1.1\r\n\(host)X(A): b\r\n\r\n", status: 400, code: "invalid_field_name"),
        RuleCase(
            rule: "field line without a colon",
            request: "GET / HTTP/1.1\r\n\(host)X-A b\r\n\r\n", status: 400, code: "missing_colon"),
        RuleCase(
            rule: "field line with an empty name",
            request: "GET / HTTP/1.1\r\n\(host): b\r\n\r\n", status: 400, code: "empty_field_name"),

        // Host: RFC 9112 §3.2.
        RuleCase(
            rule: "HTTP/1.1 without Host",
            request: "GET / HTTP/1.1\r\n\r\n", status: 400, code: "missing_host"),
        RuleCase(
            rule: "two Host fields",
            request: "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", status: 400, code: "multiple_host"),
        RuleCase(
            rule: "two Host fields on HTTP/1.0",
            request: "GET / HTTP/1.0\r\nHost: a\r\nHost: a\r\n\r\n", status: 400, code: "multiple_host"),
        RuleCase(
            rule: "Host with a path",
            request: "GET / HTTP/1.1\r\nHost: a/b\r\n\r\n", status: 400, code: "invalid_host"),
        RuleCase(
            rule: "Host with a non-numeric port",
            request: "GET / HTTP/1.1\r\nHost: a:http\r\n\r\n", status: 400, code: "invalid_host"),
        RuleCase(
            rule: "Host with an unclosed IP literal",
            request: "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n", status: 400, code: "invalid_host"),
        RuleCase(
            rule: "Host with userinfo",
            request: "GET / HTTP/1.1\r\nHost: u@a\r\n\r\n", status: 400, code: "invalid_host"),

        // Chunked framing: RFC 9112 §7.1.
        RuleCase(
            rule: "chunk size with 0x prefix",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0x5\r\nhello\r\n0\r\n\r\n",
            status: 400, code: "invalid_chunk_size"),
        RuleCase(
            rule: "chunk size with a sign",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n+5\r\nhello\r\n0\r\n\r\n",
            status: 400, code: "invalid_chunk_size"),
        RuleCase(
            rule: "chunk size with more than 16 hex digits",
            request:
                "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n00000000000000005\r\nhello\r\n0\r\n\r\n",
            status: 400, code: "invalid_chunk_size"),
        RuleCase(
            rule: "chunk size that would overflow 64 bits",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFF\r\n",
            status: 413, code: "body_too_large"),
        RuleCase(
            rule: "chunk sizes adding up past the body limit",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n1\r\na\r\n400000\r\n",
            status: 413, code: "body_too_large"),
        RuleCase(
            rule: "space between chunk size and CRLF",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n5 \r\nhello\r\n0\r\n\r\n",
            status: 400, code: "invalid_chunk_size"),
        RuleCase(
            rule: "bare LF after the chunk size",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n5\nhello\r\n0\r\n\r\n",
            status: 400, code: "bare_lf"),
        RuleCase(
            rule: "bare CR after the chunk size",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n5\rhello\r\n0\r\n\r\n",
            status: 400, code: "bare_cr"),
        RuleCase(
            rule: "chunk data longer than its size",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n3\r\nhello\r\n0\r\n\r\n",
            status: 400, code: "missing_chunk_crlf"),
        RuleCase(
            rule: "chunk data ending in CR without LF",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n5\r\nhello\rX",
            status: 400, code: "missing_chunk_crlf"),
        RuleCase(
            rule: "chunk extension over its limit",
            request:
                "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n5;x=\(String(repeating: "a", count: 1030))\r\nhello\r\n0\r\n\r\n",
            status: 400, code: "chunk_extension_too_long"),
        RuleCase(
            rule: "many small chunk extensions adding up past the limit",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n"
                + String(repeating: "1;\(String(repeating: "e", count: 100))\r\na\r\n", count: 11),
            status: 400, code: "chunk_extension_too_long"),
        RuleCase(
            rule: "control character in a chunk extension",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n5;a\u{0}\r\nhello\r\n0\r\n\r\n",
            status: 400, code: "invalid_chunk_extension"),
        RuleCase(
            rule: "trailer section over its limit",
            request:
                "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\nT: \(String(repeating: "t", count: 1100))\r\n\r\n",
            status: 431, code: "trailers_too_large"),
        RuleCase(
            rule: "obs-fold in the trailer section",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\nT: a\r\n b\r\n\r\n",
            status: 400, code: "obs_fold"),
        RuleCase(
            rule: "whitespace before colon in the trailer section",
            request: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\nT : a\r\n\r\n",
            status: 400, code: "whitespace_before_colon"),

        // Request line: RFC 9112 §3, §2.2, §2.3.
        RuleCase(
            rule: "request line over the limit",
            request: "GET /\(String(repeating: "a", count: 8 * 1024)) HTTP/1.1\r\n\(host)\r\n",
            status: 414, code: "request_line_too_long"),
        RuleCase(
            rule: "two spaces between method and target",
            request: "GET  / HTTP/1.1\r\n\(host)\r\n", status: 400, code: "malformed_request_line"),
        RuleCase(
            rule: "request line without a version",
            request: "GET /\r\n\(host)\r\n", status: 400, code: "malformed_request_line"),
        RuleCase(
            rule: "non-token character in the method",
            request: "GE(T / HTTP/1.1\r\n\(host)\r\n", status: 400, code: "invalid_method"),
        RuleCase(
            rule: "non-visible byte in the target",
            request: "GET /caf\u{E9} HTTP/1.1\r\n\(host)\r\n", status: 400, code: "invalid_target"),
        RuleCase(
            rule: "lowercase protocol name",
            request: "GET / http/1.1\r\n\(host)\r\n", status: 400, code: "malformed_version"),
        RuleCase(
            rule: "two-digit version",
            request: "GET / HTTP/1.10\r\n\(host)\r\n", status: 400, code: "malformed_version"),
        RuleCase(
            rule: "HTTP/2.0 in an HTTP/1 request line",
            request: "GET / HTTP/2.0\r\n\(host)\r\n", status: 505, code: "version_not_supported"),
        RuleCase(
            rule: "HTTP/0.9 version",
            request: "GET / HTTP/0.9\r\n\(host)\r\n", status: 505, code: "version_not_supported"),
        RuleCase(
            rule: "asterisk target with GET",
            request: "GET * HTTP/1.1\r\n\(host)\r\n", status: 400, code: "invalid_target"),
        RuleCase(
            rule: "relative target",
            request: "GET index.html HTTP/1.1\r\n\(host)\r\n", status: 400, code: "invalid_target"),
        RuleCase(
            rule: "absolute-form with a non-HTTP scheme",
            request: "GET ftp://a/b HTTP/1.1\r\n\(host)\r\n", status: 400, code: "invalid_target"),
        RuleCase(
            rule: "CONNECT",
            request: "CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n", status: 501, code: "connect_not_supported"),
        RuleCase(
            rule: "binary bytes where a method should start",
            request: "\u{16}\u{3}\u{1}\u{2}\u{0}", status: 400, code: "invalid_method"),
        RuleCase(
            rule: "too many empty lines before the request line",
            request: String(repeating: "\r\n", count: 40) + "GET / HTTP/1.1\r\n\(host)\r\n",
            status: 400, code: "too_many_empty_lines"),

        // Header section limits: RFC 6585 §5.
        RuleCase(
            rule: "header section over the byte limit",
            request: "GET / HTTP/1.1\r\n\(host)X-Big: \(String(repeating: "b", count: 16 * 1024))\r\n\r\n",
            status: 431, code: "headers_too_large"),
        RuleCase(
            rule: "more fields than the count limit",
            request: "GET / HTTP/1.1\r\n\(host)" + String(repeating: "X-A: b\r\n", count: 100) + "\r\n",
            status: 431, code: "too_many_headers")
    ]
}

@Suite struct HTTPRequestParserRuleTests {
    @Test(arguments: RuleCase.all, [ParserFeeding.whole, .byteByByte])
    func badRequestGetsItsStatusAndCode(rule: RuleCase, feeding: ParserFeeding) throws {
        let events = feeding.events(Array(rule.request.utf8))
        let error = try #require(parseError(in: events))
        #expect(error.status == rule.status)
        #expect(error.code == rule.code)
        #expect(events.last == .error(error), "nothing may follow an error")
    }

    @Test func requestLineAtTheLimitIsAccepted() {
        let prefix = "GET /", suffix = " HTTP/1.1"
        let path = String(repeating: "a", count: 8 * 1024 - prefix.count - suffix.count)
        let events = ParserFeeding.whole.events(Array("\(prefix)\(path)\(suffix)\r\nHost: a\r\n\r\n".utf8))
        #expect(parseError(in: events) == nil)
        #expect(events.last == .end)
    }

    @Test func headerSectionAtTheLimitIsAccepted() {
        var limits = HTTPLimits()
        limits.maxHeaderBytes = 64
        let line = "X-Fill: " + String(repeating: "f", count: 64 - "Host: a\r\n".utf8.count - 10) + "\r\n"
        let request = "GET / HTTP/1.1\r\nHost: a\r\n\(line)\r\n"
        #expect(parseError(in: ParserFeeding.byteByByte.events(Array(request.utf8), limits: limits)) == nil)
        limits.maxHeaderBytes = 63
        #expect(parseError(in: ParserFeeding.byteByByte.events(Array(request.utf8), limits: limits))?.status == 431)
    }

    @Test func oversizedContentLengthIsRefusedBeforeAnyBodyArrives() {
        var parser = HTTPRequestParser()
        let events = parser.feed(
            Array("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 10000000\r\n\r\n".utf8))
        #expect(
            events == [
                .error(
                    HTTPParseError(
                        status: 413, code: "body_too_large",
                        message: "Content-Length exceeds 4194304 bytes."))
            ])
    }

    @Test func endlessHeaderLineFailsWithinTheLimit() {
        var parser = HTTPRequestParser()
        _ = parser.feed(Array("GET / HTTP/1.1\r\nX: ".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1024)
        var fed = 0
        while !parser.hasFailed && fed < 1024 * 1024 {
            _ = parser.feed(chunk)
            fed += chunk.count
        }
        #expect(parser.hasFailed)
        #expect(fed <= 16 * 1024 + chunk.count)
    }

    @Test func endlessChunkExtensionFailsWithinTheLimit() {
        var parser = HTTPRequestParser()
        _ = parser.feed(Array("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1;".utf8))
        var fed = 0
        while !parser.hasFailed && fed < 1024 * 1024 {
            _ = parser.feed([UInt8](repeating: UInt8(ascii: "e"), count: 64))
            fed += 64
        }
        #expect(fed <= 1024 + 64)
    }

    @Test func requestWithoutLengthHasNoBody() {
        let events = ParserFeeding.whole.events(
            Array("POST / HTTP/1.1\r\nHost: a\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(heads(in: events).count == 2)
        #expect(!events.contains { if case .body = $0 { true } else { false } })
    }

    @Test func emptyHostIsAcceptedBecauseTheGrammarAllowsIt() {
        #expect(parseError(in: ParserFeeding.whole.events(Array("GET / HTTP/1.1\r\nHost:\r\n\r\n".utf8))) == nil)
    }

    @Test func chunkExtensionAfterWhitespaceIsAccepted() {
        let request =
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5 ;a=\"b c\"\r\nhello\r\n0\r\n\r\n"
        let events = ParserFeeding.byteByByte.events(Array(request.utf8))
        #expect(Array(events.dropFirst()) == [.body(Array("hello".utf8)), .end])
    }
}
