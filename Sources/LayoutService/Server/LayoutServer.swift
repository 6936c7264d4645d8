import Dispatch
import HTTPServer
import Primitives
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The running `layoutd`: the HTTP server (and the admin port's, when configured), the service
/// and the signal handlers, with one lifecycle — `start()`, then `run()` until SIGTERM/SIGINT,
/// then a graceful exit. SIGHUP is ignored: a terminal or supervisor hanging up never stops it.
///
/// Shutdown order (what keeps "no accepted request is lost" true): `/readyz` turns 503 at once;
/// the servers stop accepting and let every request already received finish; then the pool
/// drains and its threads stop. Both waits end `drainBoundMilliseconds` after the signal (the
/// solve timeout + 0.25 s): every admitted request has had its answer (504 at the latest) by then,
/// so nothing is lost, and a container's grace period can be set from the flag. Last, the access
/// log gets `logFlushMilliseconds` at most to write what it holds (never more: a blocked stdout
/// does not hold the exit past the solve timeout + 1 s).
public final class LayoutServer: Sendable {
    public let service: LayoutService
    private let server: HTTPServer
    private let admin: HTTPServer?
    private let boundAdminPort = Atomic<Int>(-1)
    /// When the drain must be over (`MonotonicClock.now()` nanoseconds); 0 until `stop()`.
    private let drainDeadline = Atomic<UInt64>(0)

    public init(configuration: ServiceConfiguration) {
        let service = LayoutService(configuration: configuration)
        self.service = service
        let http = Self.httpConfiguration(configuration)
        server = HTTPServer(configuration: http, handler: LayoutHTTPHandler(service: service, gzip: http.gzip))
        admin = configuration.adminPort.map { port in
            HTTPServer(
                configuration: Self.adminConfiguration(configuration, port: port),
                handler: LayoutHTTPHandler(service: service, adminOnly: true))
        }
        var gauges = service.metrics.gauges.withLock { $0 }
        gauges.openConnections = { [server] in server.metrics.openConnections }
        gauges.rejectedConnections = { [server, admin] in
            let counts = [server.metrics] + (admin.map { [$0.metrics] } ?? [])
            return [
                ("max_connections", counts.reduce(0) { $0 + $1.rejectedConnections }),
                ("per_peer", counts.reduce(0) { $0 + $1.rejectedPeerConnections })
            ]
        }
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
        http.requestTimeout = .milliseconds(configuration.requestTimeoutMilliseconds)
        http.writeTimeout = .milliseconds(configuration.sendTimeoutMilliseconds)
        http.maxConnections = configuration.maxConnections
        http.maxConnectionsPerPeer = configuration.maxConnectionsPerPeer
        // Long enough for a request admitted just before SIGTERM to be solved and answered.
        http.drainTimeout = .milliseconds(drainBoundMilliseconds(configuration))
        if let certificate = configuration.tlsCertificatePath, let key = configuration.tlsKeyPath {
            http.tls = TLSConfiguration(certificateChainPath: certificate, privateKeyPath: key)
        }
        return http
    }

    /// The admin port's transport: plain HTTP on the same host, one loop, a few connections of
    /// its own, bodies no probe needs.
    static func adminConfiguration(_ configuration: ServiceConfiguration, port: Int) -> HTTPServerConfiguration {
        var http = httpConfiguration(configuration)
        http.port = port
        http.tls = nil
        http.maxConnections = adminMaxConnections
        http.maxConnectionsPerPeer = adminMaxConnections
        http.limits.maxBodyBytes = 1_024
        return http
    }

    /// Blocks at least this large get pages of their own, returned when freed (glibc's default).
    static let mmapThresholdBytes = 128 * 1024

    /// Connections the admin port takes: probes and scrapers, a handful at a time.
    static let adminMaxConnections = 64

    /// Binds; returns the port. Throws the transport's bind or TLS error.
    public func start() throws -> Int {
        // Answers of megabytes otherwise come from glibc's arenas, which keep their memory when
        // they are released: 40 non-readers of a 4 MB answer left 107 MB behind after the send
        // deadline closed them, 46 MB with this.
        HTTPServer.returnFreedBuffers(atLeast: Self.mmapThresholdBytes)
        let port = try server.start()
        if let admin {
            do {
                boundAdminPort.store(try admin.start(), ordering: .relaxed)
            } catch {
                server.shutdown()
                server.wait()
                throw error
            }
        }
        return port
    }

    /// The admin port as bound (the ephemeral one when configured as 0); nil without one or
    /// before `start()`.
    public var adminPort: Int? {
        let port = boundAdminPort.load(ordering: .relaxed)
        return port >= 0 ? port : nil
    }

    /// How long the drain may take: the solve timeout, within which every admitted request is
    /// answered, and 0.25 s to write the last answers. The process is gone within the solve
    /// timeout + 1 s (what docs/deployment.md promises): the rest is for the access log's last
    /// lines (`logFlushMilliseconds`) and for exiting, which for a process that held a large
    /// answer (unmapping a GB) took up to 0.25 s on a busy machine.
    static func drainBoundMilliseconds(_ configuration: ServiceConfiguration) -> Int {
        configuration.solveTimeoutMilliseconds + 250
    }

    /// The longest the access log may take to write its last lines after the drain.
    static let logFlushMilliseconds = 500

    /// Blocks until SIGTERM or SIGINT has been handled and everything has drained, at most
    /// `drainBoundMilliseconds` after the signal. Returns false when a solver job was still
    /// running then (it was cancelled at its deadline but had not yet reached a check).
    @discardableResult
    public func runUntilSignalled() -> Bool {
        signal(SIGHUP, SIG_IGN)
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
    public func waitUntilStopped() -> Bool {
        server.wait()
        admin?.wait()
        return service.shutdown(
            until: drainDeadline.load(ordering: .acquiring),
            logFlushMilliseconds: Self.logFlushMilliseconds)
    }

    /// Begins the graceful shutdown; `runUntilSignalled` returns once it is complete. Only the
    /// first call sets the drain deadline.
    public func stop() {
        let deadline = MonotonicClock.now() + UInt64(Self.drainBoundMilliseconds(service.configuration)) * 1_000_000
        _ = drainDeadline.compareExchange(expected: 0, desired: deadline, ordering: .acquiringAndReleasing)
        service.beginDraining()
        server.shutdown()
        admin?.shutdown()
    }
}
