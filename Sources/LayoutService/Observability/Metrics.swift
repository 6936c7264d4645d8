import Primitives

/// The service's counters, gauges and histograms, rendered in Prometheus text format (0.0.4).
///
/// Thread-safe: event loops and workers record into one `Locked`; every record is O(1) apart
/// from a histogram's O(buckets). Label sets are bounded whatever clients send: routes are
/// templates (`/v1/devices/{id}`, `*` for `OPTIONS *`, or `unmatched`), never raw paths;
/// methods are `GET`, `HEAD`, `POST` or `other` (`methodLabel`); statuses are the ones the
/// server sends. So at most routes × 4 × statuses request series exist, and a scrape stays small.
/// Output is sorted, never in hash order.
public final class Metrics: Sendable {
    /// Readings taken at scrape time from the parts that own them (the pool, the server, the log).
    public struct Gauges: Sendable {
        public var queued: @Sendable () -> Int = { 0 }
        public var busyWorkers: @Sendable () -> Int = { 0 }
        public var workers: Int = 0
        public var openConnections: @Sendable () -> Int = { 0 }
        public var ready: @Sendable () -> Bool = { true }
        /// Connections closed at accept, by reason (`max_connections`, `per_peer`).
        public var rejectedConnections: @Sendable () -> [(reason: String, count: Int)] = { [] }
        public var droppedLogLines: @Sendable () -> Int = { 0 }

        public init() {}
    }

    /// The methods that get a label of their own; every other method is `other`.
    static let labelledMethods = ["GET", "HEAD", "POST"]

    /// `method` as a label value: one of `labelledMethods`, else `other`.
    static func methodLabel(_ method: String) -> String {
        labelledMethods.first(where: { $0 == method }) ?? "other"
    }

    struct RequestKey: Hashable, Comparable {
        var route: String
        var method: String
        var status: Int

        static func < (a: RequestKey, b: RequestKey) -> Bool {
            (a.route, a.method, a.status) < (b.route, b.method, b.status)
        }
    }

    struct State {
        var requests: [RequestKey: UInt64] = [:]
        var latency: [String: Histogram] = [:]
        var solve = Histogram()
        var solves: [String: UInt64] = [:]
        var afterDeadline = Histogram()
        var bytesIn: UInt64 = 0
        var bytesOut: UInt64 = 0
        var rejected: [String: UInt64] = [:]
    }

    let state = Locked(State())
    let gauges: Locked<Gauges>

    public init(gauges: Gauges = Gauges()) {
        self.gauges = Locked(gauges)
    }

    /// Connects the gauges once the pool and the server exist.
    public func setGauges(_ newValue: Gauges) {
        gauges.withLock { $0 = newValue }
    }

    /// One answered request: `seconds` from its arrival to its response. `method` is recorded
    /// as its `methodLabel`.
    public func recordRequest(
        route: String, method: String, status: Int, seconds: Double,
        bytesIn: Int, bytesOut: Int
    ) {
        let method = Self.methodLabel(method)
        state.withLock { state in
            state.requests[RequestKey(route: route, method: method, status: status), default: 0] += 1
            state.latency[route, default: Histogram()].observe(seconds)
            state.bytesIn += UInt64(max(0, bytesIn))
            state.bytesOut += UInt64(max(0, bytesOut))
        }
    }

    /// One target solved by the engine; `outcome` is `ok` or `cancelled`.
    public func recordSolve(seconds: Double, outcome: String = "ok") {
        state.withLock { state in
            state.solve.observe(seconds)
            state.solves[outcome, default: 0] += 1
        }
    }

    /// CPU seconds a worker spent on a request after its deadline had answered it 504.
    public func recordWorkAfterDeadline(seconds: Double) {
        state.withLock { $0.afterDeadline.observe(seconds) }
    }

    /// A request refused by the pool (`queue_full`, `draining`), timed out (`deadline`), over
    /// its memory budget (`memory_budget`) or stopped because its client left (`client_gone`).
    public func recordRejection(_ reason: String) {
        state.withLock { $0.rejected[reason, default: 0] += 1 }
    }
}
