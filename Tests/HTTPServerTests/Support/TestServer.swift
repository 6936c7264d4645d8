import Dispatch
import Foundation

@testable import HTTPServer

/// The handler integration tests talk to. Routes:
/// - `GET /hello` → 200 "hello"
/// - `POST /echo` → 200, the (decoded) body back, `X-Body-Length`
/// - `GET /json?bytes=N` → the first N bytes of a stream of layout-like view objects (for gzip:
///   about as compressible as real layout JSON; the benchmark gives nginx the same bytes)
/// - `GET /delay?ms=N` → answered after N ms from another thread, body = the target
/// - `GET /fixed` → the benchmark's fixed 2 KB JSON
struct TestHandler: HTTPHandler {
    static let fixedJSON: [UInt8] = {
        var text = "{\"results\":["
        var index = 0
        while text.utf8.count < 2000 {
            text += "{\"id\":\"view\(index)\",\"x\":\(index),\"y\":\(index * 2),\"width\":320,\"height\":44},"
            index += 1
        }
        text.removeLast()
        return Array((text + "]}").utf8)
    }()

    static func viewStream(bytes: Int) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while out.count < bytes {
            out += Array(
                "{\"id\":\"view\(index)\",\"x\":\(index),\"y\":\(index * 2),\"width\":320,\"height\":44},".utf8)
            index += 1
        }
        return Array(out.prefix(bytes))
    }

    func handle(_ request: HTTPRequest, responder: HTTPResponder) {
        let target = request.head.target
        let path = target.split(separator: "?").first.map(String.init) ?? target
        let query = target.split(separator: "?").dropFirst().first.map(String.init) ?? ""
        let number = query.split(separator: "=").last.flatMap { Int($0) } ?? 0
        switch path {
        case "/hello":
            responder.respond(
                HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], body: Array("hello".utf8)))
        case "/echo":
            responder.respond(
                HTTPResponse(
                    status: 200,
                    headers: [
                        ("Content-Type", "application/octet-stream"),
                        ("X-Body-Length", "\(request.body.count)")
                    ],
                    body: request.body))
        case "/json":
            let body = Self.viewStream(bytes: number)
            responder.respond(HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: body))
        case "/delay":
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(number)) {
                responder.respond(
                    HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], body: Array(target.utf8)))
            }
        case "/fixed":
            responder.respond(
                HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Self.fixedJSON))
        default:
            responder.respond(HTTPResponse(status: 404))
        }
    }
}

/// A live server on an ephemeral port for one test; `stop()` shuts it down and waits.
final class TestServer {
    let server: HTTPServer
    let port: Int

    init(handler: any HTTPHandler = TestHandler(), _ configure: (inout HTTPServerConfiguration) -> Void = { _ in })
        throws
    {
        var configuration = HTTPServerConfiguration()
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.eventLoops = 2
        configure(&configuration)
        server = HTTPServer(configuration: configuration, handler: handler)
        port = try server.start()
    }

    func client(timeout: Double = 5, source: String? = nil) throws -> RawClient {
        try RawClient(port: port, timeout: timeout, source: source)
    }

    func stop() {
        server.shutdown()
        server.wait()
    }
}
