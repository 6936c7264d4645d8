#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import HTTPServer
import Synchronization

/// The running `layoutd`: the HTTP server, the service and the signal handlers, with one
/// lifecycle — `start()`, then `run()` until SIGTERM/SIGINT, then a graceful exit.
///
/// Shutdown order (what keeps "no accepted request is lost" true): `/readyz` turns 503 at once;
/// the server stops accepting and lets every request already received finish; then the pool
/// drains and its threads stop. Both waits end `drainBoundMilliseconds` after the signal (the
/// solve timeout + 0.25 s): every admitted request has had its answer (504 at the latest) by then,
/// so nothing is lost, and a container's grace period can be set from the flag.
package final class LayoutServer: Sendable {
    package let service: LayoutService
    private let server: HTTPServer
    /// When the drain must be over (`DeadlineTimer.now()` nanoseconds); 0 until `stop()`.
    private let drainDeadline = Atomic<UInt64>(0)

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
        http.drainTimeout = .milliseconds(drainBoundMilliseconds(configuration))
        if let certificate = configuration.tlsCertificatePath, let key = configuration.tlsKeyPath {
            http.tls = TLSConfiguration(certificateChainPath: certificate, privateKeyPath: key)
        }
        return http
    }

    /// Binds; returns the port. Throws the transport's bind or TLS error.
    package func start() throws -> Int {
        try server.start()
    }

    /// How long the drain may take: the solve timeout, within which every admitted request is
    /// answered, and 0.25 s to write the last answers. The process is gone within the solve
    /// timeout + 1 s (what docs/deployment.md promises): the rest is for exiting, which for a
    /// process that held a large answer (unmapping a GB) took up to 0.25 s on a busy machine.
    static func drainBoundMilliseconds(_ configuration: ServiceConfiguration) -> Int {
        configuration.solveTimeoutMilliseconds + 250
    }

    /// Blocks until SIGTERM or SIGINT has been handled and everything has drained, at most
    /// `drainBoundMilliseconds` after the signal. Returns false when a solver job was still
    /// running then (it was cancelled at its deadline but had not yet reached a check).
    @discardableResult
    package func runUntilSignalled() -> Bool {
        let signals = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in stop() }
            source.resume()
            return source
        }
        let drained = waitUntilStopped()
        for source in signals { source.cancel() }
        return drained
    }

    /// Blocks until a `stop()` has drained (see `runUntilSignalled`).
    @discardableResult
    package func waitUntilStopped() -> Bool {
        server.wait()
        return service.pool.shutdown(until: drainDeadline.load(ordering: .acquiring))
    }

    /// Begins the graceful shutdown; `runUntilSignalled` returns once it is complete. Only the
    /// first call sets the drain deadline.
    package func stop() {
        let deadline = DeadlineTimer.now() + UInt64(Self.drainBoundMilliseconds(service.configuration)) * 1_000_000
        _ = drainDeadline.compareExchange(expected: 0, desired: deadline, ordering: .acquiringAndReleasing)
        service.beginDraining()
        server.shutdown()
    }
}
