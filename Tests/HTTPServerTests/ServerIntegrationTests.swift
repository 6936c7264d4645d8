import Foundation
import Testing

@testable import HTTPServer

/// Raw-socket tests against a live server on an ephemeral port.
@Suite(.serialized) struct ServerIntegrationTests {
    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        for _ in 0..<3 {
            try client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "hello")
            #expect(response.header("Connection") == "keep-alive")
            #expect(response.header("Content-Length") == "5")
            #expect(response.header("Date")?.hasSuffix("GMT") == true)
        }
        #expect(server.server.metrics.requests == 3)
    }

    @Test func connectionCloseRequestGetsItsResponseThenTheEnd() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /hello HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.header("Connection") == "close")
        #expect(client.readsEndOfStream())
    }

    @Test(arguments: [
        ("HTTP/1.0", "", "close"), ("HTTP/1.0", "Connection: keep-alive\r\n", "keep-alive"),
        ("HTTP/1.1", "", "keep-alive")
    ])
    func persistenceFollowsTheVersionAndConnectionHeader(version: String, header: String, expected: String) throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /hello \(version)\r\nHost: a\r\n\(header)\r\n")
        #expect(try client.readResponse().header("Connection") == expected)
        if expected == "close" { #expect(client.readsEndOfStream()) }
    }

    @Test func responseCompletedAfterTheClientLeftIsDroppedQuietly() throws {
        let server = try TestServer()
        defer { server.stop() }
        do {
            let client = try server.client()
            try client.send("GET /delay?ms=150 HTTP/1.1\r\nHost: a\r\n\r\n")
            var linger = linger(l_onoff: 1, l_linger: 0)  // close with a reset, as a crashed client would
            setsockopt(client.fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        }
        Thread.sleep(forTimeInterval: 0.3)
        #expect(server.server.metrics.openConnections == 0)
        let next = try server.client()
        try next.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try next.readResponse().status == 200)
    }

    /// Answers after its client has gone (or 5 s): what the responder said about the client
    /// while the request was in flight, and when it first said so.
    final class GoneWatcher: HTTPHandler, @unchecked Sendable {
        let seen = DispatchSemaphore(value: 0)
        private(set) var goneBeforeLeaving = false

        func handle(_ request: HTTPRequest, responder: HTTPResponder) {
            goneBeforeLeaving = responder.isClientGone
            DispatchQueue.global().async { [self] in
                for _ in 0..<500 where !responder.isClientGone { usleep(10_000) }
                if responder.isClientGone { seen.signal() }
                responder.respond(HTTPResponse(status: 200))
            }
        }
    }

    @Test(arguments: [false, true])
    func aRequestInFlightLearnsThatItsClientClosedTheConnection(reset: Bool) throws {
        let watcher = GoneWatcher()
        let server = try TestServer(handler: watcher)
        defer { server.stop() }
        do {
            let client = try server.client()
            try client.send("GET /work HTTP/1.1\r\nHost: a\r\n\r\n")
            Thread.sleep(forTimeInterval: 0.1)
            if reset {
                var linger = linger(l_onoff: 1, l_linger: 0)
                setsockopt(client.fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
            }
        }
        #expect(watcher.seen.wait(timeout: .now() + .seconds(5)) == .success)
        #expect(!watcher.goneBeforeLeaving)
    }

    @Test func pipelinedResponsesComeBackInRequestOrderWhenCompletedOutOfOrder() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send(
            "GET /delay?ms=300 HTTP/1.1\r\nHost: a\r\n\r\nGET /delay?ms=10 HTTP/1.1\r\nHost: a\r\n\r\n"
                + "GET /hello HTTP/1.1\r\nHost: a\r\n\r\nGET /delay?ms=100 HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try client.readResponse().text == "/delay?ms=300")
        #expect(try client.readResponse().text == "/delay?ms=10")
        #expect(try client.readResponse().text == "hello")
        #expect(try client.readResponse().text == "/delay?ms=100")
    }

    @Test func chunkedUploadArrivesWhole() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n")
        try client.send("6\r\n world\r\n0\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "hello world")
    }

    @Test func expectContinueGets100BeforeTheBodyIsSent() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
        let interim = try client.readResponse()
        #expect(interim.status == 100)
        try client.send("ping")
        let final = try client.readResponse()
        #expect(final.status == 200)
        #expect(final.text == "ping")
    }

    @Test func expectContinueWithAnOversizedBodyGets413Instead() throws {
        let server = try TestServer { $0.limits.maxBodyBytes = 10 }
        defer { server.stop() }
        let client = try server.client()
        try client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\nExpect: 100-continue\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 413)
        #expect(response.header("Connection") == "close")
        #expect(client.readsEndOfStream())
    }

    @Test(arguments: [
        ("GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\nHost: a\r\n\r\n", 414),
        ("GET / HTTP/1.1\r\nHost: a\r\nX-Big: \(String(repeating: "b", count: 17000))\r\n\r\n", 431),
        ("GET / HTTP/1.1\r\nHost: a\r\n" + String(repeating: "X-A: b\r\n", count: 101) + "\r\n", 431),
        ("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 5000000\r\n\r\n", 413),
        ("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400),
        ("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Encoding: br\r\n\r\nhi", 415)
    ])
    func eachLimitAndFramingErrorGetsItsStatusAndACloseWithAProblemBody(request: String, status: Int) throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send(request)
        let response = try client.readResponse()
        #expect(response.status == status)
        #expect(response.header("Connection") == "close")
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.text.contains("\"status\":\(status)"))
        #expect(client.readsEndOfStream())
    }

    @Test func slowHeaderClientIsClosedAtTheHeaderDeadline() throws {
        let server = try TestServer { $0.headerTimeout = .milliseconds(300) }
        defer { server.stop() }
        let client = try server.client(timeout: 3)
        let start = Date()
        try client.send("GET / HTTP/1.1\r\nHost: a\r\n")
        Thread.sleep(forTimeInterval: 0.15)
        try client.send("X-Slow: 1\r\n")  // still within the deadline, must not extend it
        let response = try client.readResponse()
        let elapsed = Date().timeIntervalSince(start)
        #expect(response.status == 408)
        #expect(client.readsEndOfStream())
        #expect(elapsed >= 0.25 && elapsed < 1.5)
    }

    @Test func silentConnectionIsClosedWithoutAResponse() throws {
        let server = try TestServer { $0.headerTimeout = .milliseconds(200) }
        defer { server.stop() }
        let client = try server.client(timeout: 3)
        #expect(client.readsEndOfStream())
    }

    @Test func idleKeepAliveConnectionIsClosedAfterTheIdleTimeout() throws {
        let server = try TestServer { $0.keepAliveIdleTimeout = .milliseconds(200) }
        defer { server.stop() }
        let client = try server.client(timeout: 3)
        try client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        let start = Date()
        #expect(client.readsEndOfStream())
        #expect(Date().timeIntervalSince(start) < 1.5)
    }

    @Test func slowBodyGets408() throws {
        let server = try TestServer {
            $0.bodyRateGrace = .milliseconds(200)
            $0.minBodyBytesPerSecond = 1000
        }
        defer { server.stop() }
        let client = try server.client(timeout: 3)
        try client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\nab")
        let response = try client.readResponse()
        #expect(response.status == 408)
        #expect(client.readsEndOfStream())
    }

    @Test func requestsPerConnectionLimitClosesAfterTheLastAllowed() throws {
        let server = try TestServer { $0.maxRequestsPerConnection = 2 }
        defer { server.stop() }
        let client = try server.client()
        try client.send(
            "GET /hello HTTP/1.1\r\nHost: a\r\n\r\nGET /hello HTTP/1.1\r\nHost: a\r\n\r\nGET /hello HTTP/1.1\r\nHost: a\r\n\r\n"
        )
        #expect(try client.readResponse().header("Connection") == "keep-alive")
        #expect(try client.readResponse().header("Connection") == "close")
        #expect(client.readsEndOfStream())
    }

    @Test func connectionsBeyondTheCapAreClosed() throws {
        let server = try TestServer {
            $0.maxConnections = 2
            $0.eventLoops = 1
        }
        defer { server.stop() }
        let first = try server.client()
        let second = try server.client()
        try first.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        try second.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try first.readResponse().status == 200)
        #expect(try second.readResponse().status == 200)
        let third = try server.client()
        #expect(third.readsEndOfStream())
        #expect(server.server.metrics.rejectedConnections == 1)
    }

    @Test func clientThatDoesNotReadStopsBeingReadFrom() throws {
        let server = try TestServer { $0.writeBufferHighWatermark = 64 * 1024 }
        defer { server.stop() }
        let client = try server.client()
        // 200 requests for 400 KB each, never reading: the server must stop reading requests
        // once its own buffer is over the watermark, not buffer 80 MB.
        let request = "GET /json?bytes=400000 HTTP/1.1\r\nHost: a\r\n\r\n"
        let burst = Array(String(repeating: request, count: 200).utf8)
        var sent = 0
        var tv = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(client.fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        while sent < burst.count {
            let n = burst[sent...].withUnsafeBytes { send(client.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(server.server.metrics.requests < 50)
        #expect(try client.readResponse().status == 200)
    }

    @Test func headResponseHasContentLengthButNoBody() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("HEAD /hello HTTP/1.1\r\nHost: a\r\n\r\nGET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        // readResponse would take 5 body bytes after the HEAD response; there must be none, so
        // the GET's response must parse right after it.
        let head = try client.readResponseHead()
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "5")
        let get = try client.readResponse()
        #expect(get.status == 200)
        #expect(get.text == "hello")
    }

    @Test func shutdownFinishesInFlightRequestsAndClosesIdleConnections() throws {
        let server = try TestServer()
        let busy = try server.client()
        let idle = try server.client()
        try idle.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try idle.readResponse().status == 200)
        try busy.send("GET /delay?ms=300 HTTP/1.1\r\nHost: a\r\n\r\n")
        Thread.sleep(forTimeInterval: 0.05)
        server.server.shutdown()
        #expect(idle.readsEndOfStream())
        let response = try busy.readResponse()
        #expect(response.status == 200)
        #expect(response.header("Connection") == "close")
        server.server.wait()
        #expect(server.server.metrics.openConnections == 0)
        #expect(throws: RawClient.ClientError.self) { try server.client() }
    }

    @Test(arguments: [1, 2])
    func secondServerOnATakenPortFailsWithAddressInUse(eventLoops: Int) throws {
        let first = try TestServer { $0.eventLoops = eventLoops }
        defer { first.stop() }
        var configuration = HTTPServerConfiguration()
        configuration.host = "127.0.0.1"
        configuration.port = first.port
        let second = HTTPServer(configuration: configuration, handler: TestHandler())
        do {
            _ = try second.start()
            second.shutdown()
            second.wait()
            Issue.record("a second server started on port \(first.port)")
        } catch let error as SystemError {
            #expect(error.errno == EADDRINUSE)
            #expect("\(error)".contains("Address already in use"))
        }
        // The first server still serves every connection.
        for _ in 0..<4 {
            let client = try first.client()
            try client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try client.readResponse().text == "hello")
        }
    }

    @Test func portIsFreeAgainOnceAServerWithSeveralLoopsHasStopped() throws {
        let first = try TestServer { $0.eventLoops = 3 }
        let port = first.port
        first.stop()
        let again = try TestServer { $0.port = port }
        defer { again.stop() }
        let client = try again.client()
        try client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try client.readResponse().text == "hello")
    }
}
