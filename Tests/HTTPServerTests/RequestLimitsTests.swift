import Glibc
import Testing

@testable import HTTPServer

/// The limits that keep slow and greedy clients from holding the server: the whole-request
/// deadline, the per-peer connection cap, the send buffer cap, and the server's own refusals
/// handed to the handler.
@Suite struct RequestLimitsTests {
    typealias Harness = ConnectionStateMachineTests.Harness
    static let second = ConnectionStateMachineTests.second

    /// A body trickling in just above the minimum rate would keep its deadline moving forever;
    /// the whole-request deadline ends it, counted from the head's first byte (from the accept,
    /// for a connection's first request).
    @Test func aBodyJustAboveTheMinimumRateGets408AtTheWholeRequestDeadline() {
        var harness = Harness {
            $0.minBodyBytesPerSecond = 100
            $0.bodyRateGrace = .seconds(1)
            $0.requestTimeout = .seconds(30)
        }
        harness.receive("GET /first HTTP/1.1\r\nHost: x\r\n\r\n", at: 1 * Self.second)
        harness.answer(0, "ok")
        harness.drain(at: 1 * Self.second)
        harness.receive("POST /a HTTP/1.1\r\n", at: 2 * Self.second)
        harness.receive("Host: x\r\nContent-Length: 4000000\r\n\r\n", at: 3 * Self.second)
        for second in 4...31 {
            harness.receive(String(repeating: "a", count: 120), at: UInt64(second) * Self.second)
        }
        // The rate alone would allow until 3 + 1 + 3 360 / 100 s; the request started at 2 s.
        #expect(harness.machine.deadline == 32 * Self.second)
        harness.perform(harness.machine.timeout(now: 32 * Self.second))
        harness.drain()
        #expect(harness.output.hasSuffix("\"code\":\"request_timeout\"}>"))
        #expect(harness.machine.isFinished)
        #expect(harness.rejected.first?.1 == "POST" && harness.rejected.first?.2 == "/a")
    }

    @Test func aHeadIsBoundByTheShorterOfTheHeaderAndRequestDeadlines() {
        var harness = Harness {
            $0.headerTimeout = .seconds(10)
            $0.requestTimeout = .seconds(4)
        }
        harness.receive("GET / HTTP/1.1\r\n", at: 1 * Self.second)
        #expect(harness.machine.deadline == 4 * Self.second)
    }

    /// What the handler's `reject` gets: the request line once it was read (its target as the
    /// path a dispatched request would carry), else nothing.
    @Test(
        arguments: [
            (
                "GET /x HTTP/1.1\r\nHost: a\r\nX-Big: " + String(repeating: "b", count: 20_000) + "\r\n\r\n", 431,
                "GET", "/x"
            ),
            ("GET /x HTTP/1.1\r\n\r\n", 400, "GET", "/x"),
            ("GET http://a/x%41?q=1 HTTP/1.1\r\n\r\n", 400, "GET", "/xA"),
            ("GET /x HTTP/9.9\r\nHost: a\r\n\r\n", 505, nil, nil),
            ("POST /up HTTP/1.1\r\nHost: a\r\nContent-Length: 999999999\r\n\r\n", 413, "POST", "/up"),
            ("POST /up HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Encoding: br\r\n\r\nhi", 415, "POST", "/up")
        ] as [(String, Int, String?, String?)])
    func aRefusalCarriesWhatWasReadOfTheRequest(_ request: String, _ status: Int, _ method: String?, _ path: String?) {
        var harness = Harness()
        harness.receive(request)
        #expect(harness.rejected.count == 1)
        #expect(harness.rejected.first?.0.status == status)
        #expect(harness.rejected.first?.1 == method)
        #expect(harness.rejected.first?.2 == path)
    }

    /// The header fields read before a refusal go with it, so the handler can answer with the
    /// client's `X-Request-Id`: all of them for a refused head (400) or body (413, 415), those
    /// before the field that passed the limit for a 431, none when the refusal came first.
    @Test(
        arguments: [
            ("GET /x HTTP/1.1\r\nX-Request-Id: id-400\r\n\r\n", 400, "id-400"),
            (
                "POST /up HTTP/1.1\r\nHost: a\r\nX-Request-Id: id-413\r\nContent-Length: 999999999\r\n\r\n", 413,
                "id-413"
            ),
            (
                "GET /x HTTP/1.1\r\nHost: a\r\nX-Request-Id: id-431\r\nX-Big: " + String(repeating: "b", count: 20_000)
                    + "\r\n\r\n", 431, "id-431"
            ),
            (
                "POST /up HTTP/1.1\r\nHost: a\r\nX-Request-Id: id-415\r\nContent-Length: 2\r\nContent-Encoding: br\r\n\r\nhi",
                415, "id-415"
            ),
            ("GET /x HTTP/9.9\r\nX-Request-Id: never-read\r\n\r\n", 505, nil)
        ] as [(String, Int, String?)])
    func aRefusalCarriesTheHeaderFieldsReadBeforeIt(_ request: String, _ status: Int, _ requestID: String?) {
        var harness = Harness()
        harness.receive(request)
        #expect(harness.rejected.first?.0.status == status)
        #expect(harness.rejectedHeaders.count == 1)
        #expect(harness.rejectedHeaders.first?.first("X-Request-Id") == requestID)
    }

    /// A refusal reached over a socket answers with what the handler took from its header fields.
    @Test func theHandlerSeesTheClientsRequestIdOnARefusal() throws {
        let server = try TestServer(handler: ShapingHandler())
        defer { server.stop() }
        let client = try server.client()
        try client.send("POST /up HTTP/1.1\r\nHost: a\r\nX-Request-Id: mine\r\nContent-Length: 999999999\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 413)
        #expect(response.header("X-Request-Id") == "mine")
    }

    @Test func aPeerPastItsCapIsClosedAtAcceptWhileOthersAreServed() throws {
        let server = try TestServer {
            $0.maxConnectionsPerPeer = 2
            $0.eventLoops = 1
        }
        defer { server.stop() }
        let first = try server.client()
        let second = try server.client()
        let third = try server.client()
        #expect(third.readsEndOfStream())
        let other = try server.client(source: "127.0.0.2")
        for client in [first, second, other] {
            try client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try client.readResponse().status == 200)
        }
        #expect(server.server.metrics.rejectedPeerConnections == 1)
        #expect(server.server.metrics.rejectedConnections == 0)
    }

    @Test func aClosedConnectionGivesItsPeerItsSlotBack() throws {
        let server = try TestServer {
            $0.maxConnectionsPerPeer = 1
            $0.eventLoops = 1
        }
        defer { server.stop() }
        do {
            let first = try server.client()
            try first.send("GET /hello HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
            #expect(try first.readResponse().status == 200)
            #expect(first.readsEndOfStream())
        }
        var served = false
        for _ in 0..<50 where !served {  // the server closes its end a moment after ours
            let next = try server.client()
            try? next.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            served = (try? next.readResponse().status) == 200
            if !served { usleep(20_000) }
        }
        #expect(served)
    }

    @Test func acceptedSocketsGetTheConfiguredSendBuffer() throws {
        let listener = try Socket.listen(host: "127.0.0.1", port: 0)
        defer { close(listener) }
        let client = try RawClient(port: try Socket.localPort(listener))
        var accepted: (fd: Int32, host: String, address: String)?
        for _ in 0..<100 where accepted == nil {
            if case .done(let result) = try Socket.accept(listener, sendBufferBytes: 64 * 1024) {
                accepted = result
            } else {
                usleep(1_000)
            }
        }
        let connection = try #require(accepted)
        defer { close(connection.fd) }
        var size: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(connection.fd, SOL_SOCKET, SO_SNDBUF, &size, &length)
        #expect(size == 128 * 1024, "Linux doubles the size asked for")
        #expect(connection.host == "127.0.0.1")
        _ = client
    }

    /// A handler that shapes the server's own refusals.
    struct ShapingHandler: HTTPHandler {
        func handle(_ request: HTTPRequest, responder: HTTPResponder) {
            responder.respond(HTTPResponse(status: 200))
        }

        func reject(_ rejection: HTTPRejection) -> HTTPResponse {
            HTTPResponse(
                status: rejection.error.status,
                headers: [("Content-Type", "text/plain"), ("X-Shaped", "yes")]
                    + rejection.headers.values("X-Request-Id").map { ("X-Request-Id", $0) },
                body: Array("\(rejection.error.code) \(rejection.method ?? "-") \(rejection.path ?? "-")".utf8))
        }
    }

    @Test func theServersOwnRefusalsAreShapedByTheHandler() throws {
        let server = try TestServer(handler: ShapingHandler())
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /x HTTP/1.1\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 400)
        #expect(response.header("X-Shaped") == "yes")
        #expect(response.text == "missing_host GET /x")
        #expect(response.header("Connection") == "close")
    }
}
