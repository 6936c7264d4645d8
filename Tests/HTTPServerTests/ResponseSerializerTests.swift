import Glibc
import Testing

@testable import HTTPServer

/// Response framing, without sockets.
@Suite struct ResponseSerializerTests {
    let serializer = ResponseSerializer(gzipMinimumBytes: 1024)

    func context(gzip: Bool = false, head: Bool = false) -> ResponseContext {
        ResponseContext(sequence: 0, keepAlive: true, acceptsGzip: gzip, isHead: head)
    }

    func text(_ framed: FramedResponse) -> String { String(decoding: framed.head + framed.body, as: UTF8.self) }

    @Test func serverOwnsFramingHeadersAndDropsTheHandlersCopies() {
        let response = HTTPResponse(
            status: 200,
            headers: [
                ("content-length", "999"), ("Transfer-Encoding", "chunked"),
                ("Connection", "upgrade"), ("X-Id", "7")
            ],
            body: Array("abc".utf8))
        let wire = text(serializer.serialize(response, context: context(), keepAlive: false))
        #expect(wire.hasPrefix("HTTP/1.1 200 OK\r\nDate: "))
        #expect(wire.contains("\r\nContent-Length: 3\r\nConnection: close\r\nX-Id: 7\r\n\r\nabc"))
        #expect(!wire.contains("999") && !wire.contains("chunked") && !wire.contains("upgrade"))
    }

    @Test func headResponseKeepsContentLengthWithoutTheBody() {
        let response = HTTPResponse(status: 200, body: Array("hello".utf8))
        let wire = text(serializer.serialize(response, context: context(head: true), keepAlive: true))
        #expect(wire.hasSuffix("Content-Length: 5\r\nConnection: keep-alive\r\n\r\n"))
    }

    @Test(arguments: [204, 304])
    func bodilessStatusesHaveNoContentLengthOrBody(status: Int) {
        let wire = text(
            serializer.serialize(
                HTTPResponse(status: status, body: Array("x".utf8)),
                context: context(), keepAlive: true))
        #expect(!wire.contains("Content-Length"))
        #expect(wire.hasSuffix("\r\n\r\n"))
    }

    @Test func compressibleBodyIsGzippedOnlyWhenAcceptedAndAlwaysVaries() throws {
        let body = Array(String(repeating: "{\"a\":1}", count: 400).utf8)
        let response = HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: body)
        let plain = text(serializer.serialize(response, context: context(), keepAlive: true))
        #expect(plain.contains("Vary: Accept-Encoding\r\n") && !plain.contains("Content-Encoding"))
        let framed = serializer.serialize(response, context: context(gzip: true), keepAlive: true)
        let gzipped = framed.head + framed.body
        let wire = String(decoding: gzipped, as: UTF8.self)
        #expect(wire.contains("Content-Encoding: gzip\r\n") && wire.contains("Vary: Accept-Encoding\r\n"))
        let headEnd = try #require(gzipped.firstRange(of: Array("\r\n\r\n".utf8)))
        #expect(try GzipDecoder.decode(Array(gzipped[headEnd.upperBound...]), maxOutput: 1 << 20) == body)
    }

    @Test(arguments: [
        ("image/png", false), ("application/octet-stream", false), ("text/html; charset=utf-8", true),
        ("Application/Problem+JSON", true), ("image/svg+xml", true)
    ])
    func onlyTextualTypesAreCompressed(type: String, compressed: Bool) {
        #expect(ResponseSerializer.isTextual(type) == compressed)
    }

    @Test func handlerEncodedBodyIsLeftAlone() {
        let response = HTTPResponse(
            status: 200, headers: [("Content-Type", "text/plain"), ("Content-Encoding", "br")],
            body: [UInt8](repeating: 65, count: 4096))
        let wire = text(serializer.serialize(response, context: context(gzip: true), keepAlive: true))
        #expect(!wire.contains("gzip") && !wire.contains("Vary"))
    }

    @Test func aSmallBodyGoesInTheHeadsBufferAndABigOneStaysItsOwn() {
        let small = HTTPResponse(status: 200, body: [UInt8](repeating: 1, count: ResponseSerializer.inlineBodyBytes))
        #expect(serializer.serialize(small, context: context(), keepAlive: true).body.isEmpty)
        let body = [UInt8](repeating: 2, count: ResponseSerializer.inlineBodyBytes + 1)
        let framed = serializer.serialize(HTTPResponse(status: 200, body: body), context: context(), keepAlive: true)
        #expect(framed.body == body && !framed.head.contains(2))
        // The same storage, not a copy: what lets many connections share one big body.
        #expect(
            framed.body.withUnsafeBufferPointer { $0.baseAddress } == body.withUnsafeBufferPointer { $0.baseAddress })
        // HEAD: the head only.
        #expect(
            serializer.serialize(HTTPResponse(status: 200, body: body), context: context(head: true), keepAlive: true)
                .body.isEmpty)
    }

    /// A request head as the parser gives it.
    static func head(_ headers: String) throws -> HTTPRequestHead {
        var parser = HTTPRequestParser()
        guard case .head(let head)? = parser.feed(Array("GET / HTTP/1.1\r\nHost: a\r\n\(headers)\r\n".utf8)).first
        else {
            throw RawClient.ClientError(description: "no head")
        }
        return head
    }

    @Test func aLargeAnswerIsCompressedOffTheLoopAndThenSentAsItIs() throws {
        let body = Array(String(repeating: "{\"a\":1}", count: 20_000).utf8)
        let response = HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: body)
        let compressed = response.compressedOffLoop(for: try Self.head("Accept-Encoding: gzip\r\n"), gzip: true)
        #expect(compressed.body.count < body.count / 10)
        #expect(try GzipDecoder.decode(compressed.body, maxOutput: 1 << 20) == body)
        let wire = text(serializer.serialize(compressed, context: context(gzip: true), keepAlive: true))
        #expect(wire.components(separatedBy: "Content-Encoding: gzip").count == 2, "compressed once, not twice")
        #expect(wire.contains("Vary: Accept-Encoding\r\n"))
        // Left for the loop (or as it is): not accepted, gzip off, small, or not compressible.
        #expect(response.compressedOffLoop(for: try Self.head(""), gzip: true).body == body)
        #expect(response.compressedOffLoop(for: try Self.head("Accept-Encoding: gzip\r\n"), gzip: false).body == body)
        let small = HTTPResponse(
            status: 200, headers: [("Content-Type", "application/json")], body: Array(body.prefix(1000)))
        #expect(small.compressedOffLoop(for: try Self.head("Accept-Encoding: gzip\r\n"), gzip: true).body.count == 1000)
        let png = HTTPResponse(status: 200, headers: [("Content-Type", "image/png")], body: body)
        #expect(png.compressedOffLoop(for: try Self.head("Accept-Encoding: gzip\r\n"), gzip: true).body == body)
    }

    @Test func dateIsAnIMFFixdate() {
        var parts = tm()
        parts.tm_wday = 1
        parts.tm_mday = 5
        parts.tm_mon = 0
        parts.tm_year = 126
        parts.tm_hour = 7
        parts.tm_min = 3
        parts.tm_sec = 9
        #expect(HTTPDateCache.format(parts) == "Mon, 05 Jan 2026 07:03:09 GMT")
    }
}
