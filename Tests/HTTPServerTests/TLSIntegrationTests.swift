import Foundation
import Testing

@testable import HTTPServer

/// TLS on a live server, checked with `openssl s_client` as the client.
@Suite(.serialized) struct TLSIntegrationTests {
    private func tlsServer(_ configure: (inout HTTPServerConfiguration) -> Void = { _ in }) throws -> TestServer {
        let files = try OpenSSLCLI.makeCertificate()
        return try TestServer {
            $0.tls = TLSConfiguration(certificateChainPath: files.certificate, privateKeyPath: files.key)
            configure(&$0)
        }
    }

    private func fetch(port: Int, version: String) throws -> OpenSSLCLI.Output {
        try OpenSSLCLI.run(
            ["s_client", "-connect", "127.0.0.1:\(port)", version, "-alpn", "http/1.1", "-ign_eof"],
            input:
                "GET /hello HTTP/1.1\r\nHost: a\r\n\r\nGET /json?bytes=3000 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n"
        )
    }

    @Test(arguments: ["-tls1_2", "-tls1_3"])
    func servesKeepAliveRequestsOverTLS(version: String) throws {
        let server = try tlsServer()
        defer { server.stop() }
        let output = try fetch(port: server.port, version: version)
        let expected = version == "-tls1_2" ? "TLSv1.2" : "TLSv1.3"
        #expect(output.text.contains("Protocol  : \(expected)") || output.text.contains(", \(expected),"))
        #expect(output.text.contains("ALPN protocol: http/1.1"))
        #expect(output.text.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
        #expect(output.text.contains("hello"))
        #expect(server.server.metrics.requests == 2)
    }

    @Test func largeResponseCrossesManyTLSRecordsIntact() throws {
        let server = try tlsServer()
        defer { server.stop() }
        let output = try OpenSSLCLI.run(
            ["s_client", "-connect", "127.0.0.1:\(server.port)", "-quiet", "-ign_eof"],
            input: "GET /json?bytes=1000000 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
        #expect(output.text.contains("Content-Length: 1000000"))
        let body = output.text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        #expect(Array(body.utf8) == TestHandler.viewStream(bytes: 1_000_000))
    }

    @Test func tls11IsRefused() throws {
        let server = try tlsServer()
        defer { server.stop() }
        // SECLEVEL=0 lets the client offer TLS 1.1 at all, so the refusal is the server's.
        let output = try OpenSSLCLI.run(
            [
                "s_client", "-connect", "127.0.0.1:\(server.port)", "-tls1_1",
                "-cipher", "DEFAULT@SECLEVEL=0"
            ], input: "GET / HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(output.status != 0)
        #expect(!output.text.contains("no protocols available"))
        #expect(
            output.text.contains("alert protocol version") || output.text.contains("unsupported protocol")
                || output.text.contains("wrong version number"))
        #expect(!output.text.contains("HTTP/1.1 200"))
    }

    @Test func plainHTTPOnTheTLSPortIsClosed() throws {
        let server = try tlsServer()
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(client.readsEndOfStream())
    }

    @Test func stalledHandshakeIsClosedAtTheHeaderDeadline() throws {
        let server = try tlsServer { $0.headerTimeout = .milliseconds(300) }
        defer { server.stop() }
        let client = try server.client(timeout: 3)
        let start = Date()
        try client.send([0x16, 0x03, 0x01])  // the first bytes of a ClientHello, then nothing
        #expect(client.readsEndOfStream())
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed >= 0.25 && elapsed < 1.5)
    }
}
