import Testing

@testable import HTTPServer

/// gzip both ways over a live connection.
@Suite(.serialized) struct GzipIntegrationTests {
    private func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let encoder = try #require(GzipEncoder(level: 1))
        return try #require(encoder.encode(bytes))
    }

    @Test func largeJSONResponseIsGzippedWithVaryWhenTheClientAcceptsGzip() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /json?bytes=20000 HTTP/1.1\r\nHost: a\r\nAccept-Encoding: gzip, deflate\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.header("Content-Encoding") == "gzip")
        #expect(response.header("Vary") == "Accept-Encoding")
        #expect(response.body.count < 20000)
        let plain = try GzipDecoder.decode(response.body, maxOutput: 1 << 20)
        #expect(plain.count == 20000)
    }

    @Test func responseStaysIdentityWithoutAcceptEncodingButStillVaries() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /json?bytes=20000 HTTP/1.1\r\nHost: a\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.header("Content-Encoding") == nil)
        #expect(response.header("Vary") == "Accept-Encoding")
        #expect(response.body.count == 20000)
    }

    @Test func smallResponseIsNotCompressed() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /json?bytes=200 HTTP/1.1\r\nHost: a\r\nAccept-Encoding: gzip\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.header("Content-Encoding") == nil)
        #expect(response.body.count == 200)
    }

    @Test func gzipDisabledInTheConfigurationSendsIdentity() throws {
        let server = try TestServer { $0.gzip = false }
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /json?bytes=20000 HTTP/1.1\r\nHost: a\r\nAccept-Encoding: gzip\r\n\r\n")
        #expect(try client.readResponse().header("Content-Encoding") == nil)
    }

    @Test func gzipRequestBodyReachesTheHandlerInflated() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        let plain = Array(String(repeating: "{\"layout\":true}", count: 500).utf8)
        let body = try gzip(plain)
        try client.send(
            Array(
                "POST /echo HTTP/1.1\r\nHost: a\r\nContent-Encoding: gzip\r\nContent-Length: \(body.count)\r\n\r\n".utf8
            ) + body)
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.body == plain)
    }

    @Test func gzipBombGets413() throws {
        let server = try TestServer { $0.limits.maxBodyBytes = 1 << 20 }
        defer { server.stop() }
        let client = try server.client()
        let bomb = try gzip([UInt8](repeating: 0, count: 16 << 20))
        #expect(bomb.count < 1 << 20)
        try client.send(
            Array(
                "POST /echo HTTP/1.1\r\nHost: a\r\nContent-Encoding: gzip\r\nContent-Length: \(bomb.count)\r\n\r\n".utf8
            ) + bomb)
        let response = try client.readResponse()
        #expect(response.status == 413)
        #expect(response.header("Connection") == "close")
    }

    @Test func corruptGzipBodyGets400() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("POST /echo HTTP/1.1\r\nHost: a\r\nContent-Encoding: gzip\r\nContent-Length: 5\r\n\r\nhello")
        #expect(try client.readResponse().status == 400)
    }
}
