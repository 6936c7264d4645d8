/// Everything that shapes the server's behaviour, with its defaults in one place.
///
/// Durations are `Duration`s; limits of the request itself (line, header block, body sizes) live
/// in `limits`. Each field's doc says what happens when it is exceeded.
public struct HTTPServerConfiguration: Sendable {
    /// Address to bind. Default: "127.0.0.1". Use "0.0.0.0" or "::" to listen everywhere.
    public var host: String = "127.0.0.1"
    /// TCP port; 0 asks the kernel for an ephemeral one (`HTTPServer.start()` returns it).
    public var port: Int = 8080
    /// Event-loop threads, each with its own epoll, sharing one listening socket (EPOLLEXCLUSIVE).
    /// Default: 1. Clamped to 1...16.
    public var eventLoops: Int = 1
    /// Request-line, header and body size limits (414, 431, 413). Default: the parser's defaults.
    public var limits: HTTPLimits = HTTPLimits()
    /// Total time to receive a request head, from its first byte (from accept, for the first
    /// request, which also covers the TLS handshake). Not reset by each read, so a slow-header
    /// client is closed at this deadline (with 408 when it had sent something). Default: 10 s.
    public var headerTimeout: Duration = .seconds(10)
    /// Total time to receive a whole request, head and body, from its first byte (Go's
    /// `ReadTimeout`): a body that keeps just above `minBodyBytesPerSecond` still gets 408 here,
    /// so no client holds a connection for longer with one request. Default: 30 s.
    public var requestTimeout: Duration = .seconds(30)
    /// Minimum average body rate after `bodyRateGrace`: a body slower than this gets 408 and the
    /// connection is closed. Default: 1 KiB/s.
    public var minBodyBytesPerSecond: Int = 1024
    /// Time a body may take before `minBodyBytesPerSecond` applies. Default: 5 s.
    public var bodyRateGrace: Duration = .seconds(5)
    /// An idle keep-alive connection (no request in progress, nothing to write) is closed after
    /// this long. Default: 15 s.
    public var keepAliveIdleTimeout: Duration = .seconds(15)
    /// A connection whose pending output makes no progress for this long is closed (nginx's
    /// `send_timeout`): a client that reads nothing holds its buffers no longer. Default: 30 s.
    public var writeTimeout: Duration = .seconds(30)
    /// After this many requests the response says `Connection: close`. Default: 10 000.
    public var maxRequestsPerConnection: Int = 10_000
    /// Complete pipelined requests a connection may have waiting for their responses; beyond
    /// this the server stops reading and parsing its input. The handler gets them one at a
    /// time, each when the previous response is made. Default: 16.
    public var maxPipelinedRequests: Int = 16
    /// Open connections across all loops; connections accepted beyond it are closed at once.
    /// Default: 1 024.
    public var maxConnections: Int = 1024
    /// Open connections from one peer address (the port aside); more from it are closed at
    /// accept, so one client cannot hold every connection. Behind a proxy every client has the
    /// proxy's address: raise it to `maxConnections` there. Default: 64.
    public var maxConnectionsPerPeer: Int = 64
    /// Each accepted socket's kernel send buffer (`SO_SNDBUF`; Linux doubles it), so a client
    /// that does not read pins this much kernel memory rather than the autotuned megabytes.
    /// nil: the kernel's choice. Default: 64 KiB.
    public var sendBufferBytes: Int? = 64 * 1024
    /// While more than this many response bytes wait for the client, the server stops reading
    /// its requests and making responses for it, so one connection holds at most this plus one
    /// response. Default: 256 KiB.
    public var writeBufferHighWatermark: Int = 256 * 1024
    /// Connections accepted per listening-socket wake-up. Default: 64.
    public var acceptBurst: Int = 64
    /// TLS on the same port when set. Default: nil (plain HTTP).
    public var tls: TLSConfiguration? = nil
    /// Gzip responses over `gzipMinimumBytes` when the client accepts it. Default: true.
    public var gzip: Bool = true
    /// Smallest body worth compressing. Default: 1 024 bytes.
    public var gzipMinimumBytes: Int = GzipEncoder.minimumBodyBytes
    /// How long `shutdown()` waits for in-flight requests before closing everything. Default: 10 s.
    public var drainTimeout: Duration = .seconds(10)
    /// How long a closed connection keeps reading (and discarding) after its half-close, so
    /// the peer is not sent a reset that would discard our last response. Default: 2 s.
    public var lingerTimeout: Duration = .seconds(2)

    public init() {}
}
