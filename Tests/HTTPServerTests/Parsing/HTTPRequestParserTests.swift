import Testing

@testable import HTTPServer

/// Valid requests, each with the events it must produce however it is fed.
struct ValidRequest: Sendable, CustomStringConvertible {
    var name: String
    var bytes: [UInt8]
    var method: String
    var target: String
    var body: [UInt8]
    var keepAlive: Bool = true
    /// The decoded path and query the head must carry (default: an origin-form target's own).
    var path: String?
    var query: [HTTPRequestTarget.QueryItem] = []

    var description: String { name }

    static let corpus: [ValidRequest] = [
        ValidRequest(
            name: "GET with Host", bytes: [UInt8](request: "GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n"),
            method: "GET", target: "/healthz", body: []),
        ValidRequest(
            name: "POST with Content-Length",
            bytes: [UInt8](request: "POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: 7\r\n\r\n{\"a\":1}"),
            method: "POST", target: "/v1/layout", body: Array("{\"a\":1}".utf8)),
        ValidRequest(
            name: "POST chunked with extension and trailer",
            bytes: [UInt8](
                request: "POST /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "3;name=value\r\nabc\r\nA\r\n0123456789\r\n0\r\nTrailer-A: 1\r\n\r\n"),
            method: "POST", target: "/x", body: Array("abc0123456789".utf8)),
        ValidRequest(
            name: "HTTP/1.0 without Host closes",
            bytes: [UInt8](request: "GET / HTTP/1.0\r\n\r\n"),
            method: "GET", target: "/", body: [], keepAlive: false),
        ValidRequest(
            name: "HTTP/1.0 keep-alive persists",
            bytes: [UInt8](request: "GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n"),
            method: "GET", target: "/", body: []),
        ValidRequest(
            name: "HTTP/1.1 Connection close",
            bytes: [UInt8](request: "GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive, close\r\n\r\n"),
            method: "GET", target: "/", body: [], keepAlive: false),
        ValidRequest(
            name: "absolute-form target",
            bytes: [UInt8](request: "GET http://example.com/a?b HTTP/1.1\r\nHost: example.com\r\n\r\n"),
            method: "GET", target: "http://example.com/a?b", body: [], path: "/a",
            query: [.init(name: "b", value: "")]),
        ValidRequest(
            name: "absolute-form target with a port, no path and an upper-case scheme",
            bytes: [UInt8](
                request:
                    "POST HTTP://example.com:8080?device=iphone-6&x=a+b HTTP/1.1\r\nHost: example.com:8080\r\nContent-Length: 0\r\n\r\n"
            ),
            method: "POST", target: "HTTP://example.com:8080?device=iphone-6&x=a+b", body: [], path: "/",
            query: [.init(name: "device", value: "iphone-6"), .init(name: "x", value: "a b")]),
        ValidRequest(
            name: "absolute-form https target with an escaped path",
            bytes: [UInt8](request: "GET https://h/v1/devices/iphone%2D6 HTTP/1.1\r\nHost: h\r\n\r\n"),
            method: "GET", target: "https://h/v1/devices/iphone%2D6", body: [], path: "/v1/devices/iphone-6"),
        ValidRequest(
            name: "asterisk-form with OPTIONS",
            bytes: [UInt8](request: "OPTIONS * HTTP/1.1\r\nHost: a:8080\r\n\r\n"),
            method: "OPTIONS", target: "*", body: [], path: "*"),
        ValidRequest(
            name: "leading empty line is ignored",
            bytes: [UInt8](request: "\r\nGET / HTTP/1.1\r\nHost: [::1]:80\r\n\r\n"),
            method: "GET", target: "/", body: [])
    ]

    var expectedEvents: [HTTPParserEvent] {
        body.isEmpty ? [.end] : [.body(body), .end]
    }
}

@Suite struct HTTPRequestParserTests {
    @Test(arguments: ValidRequest.corpus, ParserFeeding.allCases)
    func validRequestParsesTheSameHoweverItIsFed(request: ValidRequest, feeding: ParserFeeding) throws {
        let events = feeding.events(request.bytes)
        #expect(parseError(in: events) == nil)
        let head = try #require(heads(in: events).first)
        #expect(head.method == request.method)
        #expect(head.target == request.target)
        #expect(head.path == request.path ?? request.target)
        #expect(head.query == request.query)
        #expect(head.keepAlive == request.keepAlive)
        #expect(Array(events.dropFirst()) == request.expectedEvents)
    }

    @Test(arguments: ParserFeeding.allCases)
    func pipelinedRequestsComeOutInOrder(feeding: ParserFeeding) {
        let persistent = ValidRequest.corpus.filter(\.keepAlive)
        let events = feeding.events(persistent.flatMap(\.bytes))
        #expect(parseError(in: events) == nil)
        #expect(heads(in: events).map(\.target) == persistent.map(\.target))
        let bodies = events.compactMap { if case .body(let bytes) = $0 { bytes } else { nil } }
        #expect(bodies == persistent.map(\.body).filter { !$0.isEmpty })
        #expect(events.filter { $0 == .end }.count == persistent.count)
    }

    @Test func bytesAfterARequestThatClosesAreIgnored() {
        var parser = HTTPRequestParser()
        let events = parser.feed(
            [UInt8](request: "GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\nGARBAGE\r\n\r\n"))
        #expect(events.count == 2)
        #expect(parser.feed([UInt8](request: "GET / HTTP/1.1\r\n\r\n")).isEmpty)
    }

    @Test func parserStaysFailedAfterAnError() {
        var parser = HTTPRequestParser()
        let first = parser.feed([UInt8](request: "GET / HTTP/1.1\r\nHost : a\r\n\r\n"))
        #expect(parseError(in: first)?.status == 400)
        #expect(parser.hasFailed)
        #expect(parser.feed([UInt8](request: "GET / HTTP/1.1\r\nHost: a\r\n\r\n")).isEmpty)
    }

    @Test func headKeepsEveryFieldInOrderWithTrimmedValues() throws {
        let events = ParserFeeding.whole.events(
            [UInt8](
                request:
                    "GET / HTTP/1.1\r\nHost: a\r\nX-A:  one \t\r\nx-a: two\r\nEmpty:\r\n\r\n"))
        let head = try #require(heads(in: events).first)
        #expect(head.headers.values("X-A") == ["one", "two"])
        #expect(head.headers.first("empty") == "")
        #expect(head.headers.fields.map(\.name) == ["Host", "X-A", "x-a", "Empty"])
    }

    @Test func expectContinueIsSurfacedOnHTTP11Only() throws {
        let http11 = ParserFeeding.whole.events(
            [UInt8](
                request:
                    "POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-Continue\r\nContent-Length: 1\r\n\r\n"))
        #expect(try #require(heads(in: http11).first).expectsContinue)
        #expect(!http11.contains(.end))
        let http10 = ParserFeeding.whole.events(
            [UInt8](
                request:
                    "POST / HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 1\r\n\r\n"))
        #expect(try #require(heads(in: http10).first).expectsContinue == false)
    }

    @Test func framingIsReportedInTheHead() throws {
        let chunked = ParserFeeding.whole.events(ValidRequest.corpus[2].bytes)
        #expect(try #require(heads(in: chunked).first).framing == .chunked)
        let fixed = ParserFeeding.whole.events(ValidRequest.corpus[1].bytes)
        #expect(try #require(heads(in: fixed).first).framing == .contentLength(7))
        let none = ParserFeeding.whole.events(ValidRequest.corpus[0].bytes)
        #expect(try #require(heads(in: none).first).framing == .none)
    }

    @Test func nonUTF8FieldValueKeepsEveryByteAsLatin1() throws {
        let events = ParserFeeding.whole.events(
            Array("GET / HTTP/1.1\r\nHost: a\r\nX: caf".utf8) + [0xE9] + Array("\r\n\r\n".utf8))
        #expect(try #require(heads(in: events).first).headers.first("X") == "caf\u{E9}")
    }
}
