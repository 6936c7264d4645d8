import Document

#if canImport(Glibc)
    import Glibc
#endif

/// Everything `layoutd` can be told at start, with every default in this one place.
///
/// A value is complete and valid once made by `parse(arguments:environment:)`: ports are in
/// range, counts are positive, and TLS has either both a certificate and a key or neither.
public struct ServiceConfiguration: Sendable, Equatable {
    /// The address to listen on (`--host`, `LAYOUT_HOST`).
    public var host: String = "0.0.0.0"
    /// The TCP port (`--port`, `PORT`); 0 lets the kernel choose, which tests use.
    public var port: Int = 8080
    /// Solver threads (`--workers`, `LAYOUT_WORKERS`); the number of cores by default.
    public var workers: Int = ServiceConfiguration.coreCount
    /// Requests that may wait for a worker (`--queue-depth`, `LAYOUT_QUEUE_DEPTH`); one more is
    /// answered 503 at once.
    public var queueDepth: Int = 64
    /// Request bodies from this size up are large work: at most `workers - 1` workers (one with a
    /// single worker) run large requests at once, so one is always free for the small ones
    /// (docs/reliability.md, "Fair queueing"). Set in code only.
    public var largeRequestBytes: Int = 64 * 1024
    /// The largest request body accepted, after gzip decoding (`--max-body-bytes`); beyond it: 413.
    public var maxBodyBytes: Int = 4 * 1024 * 1024
    /// The time a request may spend queued and solving before it is answered 504
    /// (`--solve-timeout-ms`, `LAYOUT_SOLVE_TIMEOUT_MS`). Every stage stops within a few
    /// milliseconds of it, so the worker is free again.
    public var solveTimeoutMilliseconds: Int = 10_000
    /// Working memory one request may use in the stages that grow with its input — the JSON
    /// tree, text layout, SVG and the response body — before it is answered 422
    /// (`--memory-budget-bytes`, `LAYOUT_MEMORY_BUDGET_BYTES`). nil: `memoryBudgetPerBodyByte`
    /// times `maxBodyBytes`; `memoryBudget` is the value in force.
    public var memoryBudgetBytes: Int?
    /// Time to receive a whole request, head and body, before 408 (`--request-timeout-ms`,
    /// `LAYOUT_REQUEST_TIMEOUT_MS`).
    public var requestTimeoutMilliseconds: Int = 30_000
    /// Time a response may make no progress towards a client that does not read before the
    /// connection is closed (`--send-timeout-ms`, `LAYOUT_SEND_TIMEOUT_MS`).
    public var sendTimeoutMilliseconds: Int = 30_000
    /// Open connections in all (`--max-connections`, `LAYOUT_MAX_CONNECTIONS`).
    public var maxConnections: Int = 1_024
    /// Open connections from one client address (`--max-connections-per-peer`,
    /// `LAYOUT_MAX_CONNECTIONS_PER_PEER`); behind a proxy, raise it to `maxConnections`.
    public var maxConnectionsPerPeer: Int = 64
    /// A second, plain-HTTP port on `host` that answers only /healthz, /readyz and /metrics, with
    /// connections of its own, so probes and scrapes get through while the public port is full
    /// (`--admin-port`, `LAYOUT_ADMIN_PORT`). nil: none.
    public var adminPort: Int?
    /// Bytes of access-log lines that may wait for standard output; past them lines are
    /// dropped and counted (`layoutd_log_lines_dropped_total`).
    public var accessLogBufferBytes: Int = 1 << 20
    /// PEM certificate and key (`--tls-cert`, `--tls-key`): HTTPS on the same port when set.
    public var tlsCertificatePath: String?
    public var tlsKeyPath: String?
    /// The access log's shape (`--log-format`, `LAYOUT_LOG_FORMAT`).
    public var logFormat: LogFormat = .json
    /// Whether `/` serves the browser playground (`--no-playground`, `LAYOUT_NO_PLAYGROUND`
    /// turn it off: `/` and `/playground/*` answer 404, the API is unchanged).
    public var servesPlayground: Bool = true
    /// What one request may ask for; the defaults are `LayoutLimits`'. Four are settable: the
    /// document's `maxViews` (`--max-views`, `LAYOUT_MAX_VIEWS`) and `maxConstraints`
    /// (`--max-constraints`, `LAYOUT_MAX_CONSTRAINTS`), and the request budget that bounds one
    /// request's memory (docs/deployment.md), `maxFrames` (`--max-frames`, `LAYOUT_MAX_FRAMES`)
    /// and `keyframes.maxSamples` (`--max-keyframe-samples`, `LAYOUT_MAX_KEYFRAME_SAMPLES`). Over
    /// any of them a request is answered 422 naming the flag.
    public var limits: LayoutLimits = .standard

    /// How access-log lines are written.
    public enum LogFormat: String, Sendable, CaseIterable {
        /// One JSON object per line, for log collectors.
        case json
        /// One space-separated line, for people watching a terminal.
        case text
    }

    public init() {}

    /// The default memory budget per byte of `maxBodyBytes`: a JSON tree takes up to about ten
    /// times its text, and a response about as much again.
    public static let memoryBudgetPerBodyByte = 16

    /// The memory budget in force: `memoryBudgetBytes`, else 16 × `maxBodyBytes`.
    public var memoryBudget: Int { memoryBudgetBytes ?? Self.memoryBudgetPerBodyByte * maxBodyBytes }

    /// The cores this process may run on, at least 1.
    public static var coreCount: Int {
        let online = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return online > 0 ? Int(online) : 1
    }
}

extension ServiceConfiguration {
    /// This process's environment variables. O(variables).
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return environment
    }
}
