#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import HTTPServer

/// The running `layoutd`: the HTTP server, the service and the signal handlers, with one
/// lifecycle — `start()`, then `run()` until SIGTERM/SIGINT, then a graceful exit.
///
/// Shutdown order (what keeps "no accepted request is lost" true): `/readyz` turns 503 at once;
/// the server stops accepting and lets every request already received finish (bounded by its
/// drain timeout); then the pool drains and its threads stop.
package final class LayoutServer: Sendable {
    package let service: LayoutService
    private let server: HTTPServer

    package init(configuration: ServiceConfiguration) {
        service = LayoutService(configuration: configuration)
        server = HTTPServer(configuration: Self.httpConfiguration(configuration),
                            handler: LayoutHTTPHandler(service: service))
        var gauges = service.metrics.gauges.withLock { $0 }
        gauges.openConnections = { [server] in server.metrics.openConnections }
        service.metrics.setGauges(gauges)
    }

    /// How the service's configuration maps onto the transport's.
    static func httpConfiguration(_ configuration: ServiceConfiguration) -> HTTPServerConfiguration {
        var http = HTTPServerConfiguration()
        http.host = configuration.host
        http.port = configuration.port
        // The transport's default loop count: on 2 shared cores one loop gave p99 8–10 ms where
        // two gave 19–48 ms (docs/benchmarks.md); the solver pool is where the cores go.
        http.limits.maxBodyBytes = configuration.maxBodyBytes
        // Long enough for a request admitted just before SIGTERM to be solved and answered.
        http.drainTimeout = .milliseconds(configuration.solveTimeoutMilliseconds + 1_000)
        if let certificate = configuration.tlsCertificatePath, let key = configuration.tlsKeyPath {
            http.tls = TLSConfiguration(certificateChainPath: certificate, privateKeyPath: key)
        }
        return http
    }

    /// Binds; returns the port. Throws the transport's bind or TLS error.
    package func start() throws -> Int {
        try server.start()
    }

    /// Blocks until SIGTERM or SIGINT has been handled and everything has drained.
    package func runUntilSignalled() {
        let signals = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in stop() }
            source.resume()
            return source
        }
        server.wait()
        service.pool.shutdown()
        for source in signals { source.cancel() }
    }

    /// Begins the graceful shutdown; `runUntilSignalled` returns once it is complete.
    package func stop() {
        service.beginDraining()
        server.shutdown()
    }
}
