import Foundation
import Testing

@testable import HTTPServer

/// Not a test: the server `benchmarks/http_vs_nginx.sh` measures. With `HTTP_BENCH_SERVE=<port>`
/// it serves `TestHandler` (`GET /fixed` = 2 KB JSON) on that port until the process is killed;
/// `HTTP_BENCH_LOOPS` sets the event-loop count (default 1), `HTTP_BENCH_CERT`/`HTTP_BENCH_KEY`
/// turn on TLS. Without the variable it does nothing, so the normal suite never blocks on it.
@Suite struct BenchmarkServer {
    @Test func serveForBenchmarkWhenAsked() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let portText = environment["HTTP_BENCH_SERVE"], let port = Int(portText) else { return }
        var configuration = HTTPServerConfiguration()
        configuration.port = port
        configuration.eventLoops = environment["HTTP_BENCH_LOOPS"].flatMap { Int($0) } ?? 1
        // Every benchmark client is on 127.0.0.1: the per-address cap would refuse IDLE=1's and
        // SLOWLORIS=1's thousand connections.
        configuration.maxConnectionsPerPeer = configuration.maxConnections
        if let certificate = environment["HTTP_BENCH_CERT"], let key = environment["HTTP_BENCH_KEY"] {
            configuration.tls = TLSConfiguration(certificateChainPath: certificate, privateKeyPath: key)
        }
        let server = HTTPServer(configuration: configuration, handler: TestHandler())
        _ = try server.start()
        print("HTTP_BENCH_READY \(port)")
        server.wait()
    }
}
