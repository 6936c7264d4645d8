import Glibc
import Primitives
import Testing

@testable import HTTPServer

/// The health-check client against live servers: plain, TLS, the wrong scheme, nobody listening.
@Suite(.serialized) struct HTTPProbeTests {
    @Test func aPlainGetReadsTheStatusCode() throws {
        let server = try TestServer()
        defer { server.stop() }
        let ok = HTTPProbe.get(
            host: "127.0.0.1", port: server.port, path: "/hello", tls: false, timeoutMilliseconds: 2_000)
        #expect(ok == .success(200))
        let missing = HTTPProbe.get(
            host: "127.0.0.1", port: server.port, path: "/nope", tls: false, timeoutMilliseconds: 2_000)
        #expect(missing == .success(404))
    }

    /// The server's certificate names no IP address; the probe still gets its answer.
    @Test func aTLSGetWorksWithoutVerifyingTheCertificate() throws {
        let files = try OpenSSLCLI.makeCertificate()
        let server = try TestServer {
            $0.tls = TLSConfiguration(certificateChainPath: files.certificate, privateKeyPath: files.key)
        }
        defer { server.stop() }
        #expect(
            HTTPProbe.get(host: "127.0.0.1", port: server.port, path: "/hello", tls: true, timeoutMilliseconds: 2_000)
                == .success(200))
        // Plain HTTP to the TLS port is an error, never a false 200.
        guard
            case .failure = HTTPProbe.get(
                host: "127.0.0.1", port: server.port, path: "/hello", tls: false,
                timeoutMilliseconds: 2_000)
        else {
            Issue.record("plain HTTP to a TLS port succeeded")
            return
        }
    }

    @Test func tlsToAPlainPortFails() throws {
        let server = try TestServer()
        defer { server.stop() }
        guard
            case .failure(let error) = HTTPProbe.get(
                host: "127.0.0.1", port: server.port, path: "/hello", tls: true,
                timeoutMilliseconds: 2_000)
        else {
            Issue.record("TLS to a plain port succeeded")
            return
        }
        #expect(error.message.hasPrefix("TLS handshake"), "\(error.message)")
    }

    @Test func nobodyListeningIsConnectionRefused() throws {
        let port = try TestServer().portAfterStop()
        guard
            case .failure(let error) = HTTPProbe.get(
                host: "127.0.0.1", port: port, path: "/", tls: false,
                timeoutMilliseconds: 2_000)
        else {
            Issue.record("a closed port answered")
            return
        }
        #expect(error.message.contains("Connection refused"), "\(error.message)")
        #expect(
            HTTPProbe.get(host: "localhost", port: port, path: "/", tls: false, timeoutMilliseconds: 100)
                == .failure(HTTPProbe.ProbeError(message: "'localhost' is not an IP address")))
    }

    /// A listener that accepts and never answers: the probe gives up at its timeout.
    @Test func aSilentServerTimesOut() throws {
        let fd = try Socket.listen(host: "127.0.0.1", port: 0)
        defer { close(fd) }
        let port = try Socket.localPort(fd)
        let start = MonotonicClock.now()
        guard
            case .failure = HTTPProbe.get(
                host: "127.0.0.1", port: port, path: "/", tls: false, timeoutMilliseconds: 300)
        else {
            Issue.record("a silent server answered")
            return
        }
        let elapsed = MonotonicClock.now() - start
        #expect(elapsed >= 250_000_000 && elapsed < 3_000_000_000, "\(elapsed) ns")
    }

    @Test func statusLinesParseOnlyWhenTheyAreHTTP() {
        #expect(HTTPProbe.statusCode(Array("HTTP/1.1 503 Service Unavailable\r\n".utf8)) == .success(503))
        #expect(HTTPProbe.statusCode(Array("HTTP/1.0 200\r\n".utf8)) == .success(200))
        for garbage in ["SSH-2.0-OpenSSH\r\n", "HTTP/1.1 20\r\n", "HTTP/2 200\r\n", ""] {
            guard case .failure = HTTPProbe.statusCode(Array(garbage.utf8)) else {
                Issue.record("parsed '\(garbage)'")
                continue
            }
        }
    }
}

extension TestServer {
    /// The port this server listened on, after stopping it: nobody listens there now.
    func portAfterStop() -> Int {
        stop()
        return port
    }
}
