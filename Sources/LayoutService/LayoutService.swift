import Dispatch
import JSON
import Synchronization

/// The service: routes a `ServiceRequest` to its answer, keeping the solver off the caller's
/// thread. The only module where the layout model and the HTTP server meet.
///
/// Keeps true:
/// - `handle` never blocks and never runs solver code: cheap routes answer inline, layout work
///   goes to `pool` (or is refused at once with 503), and `/metrics` is rendered on a queue of
///   its own, so a scrape never delays a probe;
/// - `reply` is called exactly once per request, with `X-Request-Id` set, after the request was
///   counted in `metrics` and queued for the access log — and so is every answer the HTTP layer
///   gives itself (`rejected`);
/// - every non-2xx answer is `application/problem+json`.
public final class LayoutService: Sendable {
    public let configuration: ServiceConfiguration
    public let pool: WorkerPool
    public let metrics: Metrics
    let accessLog: AccessLog
    private let draining = Atomic<Bool>(false)
    /// Where `/metrics` is rendered: off the event loop, one scrape at a time.
    private let scrapes = DispatchQueue(label: "layoutd.metrics")

    /// Seconds a refused client is told to wait (`Retry-After`).
    static let retryAfterSeconds = 1

    /// The probes' answers never change: built once, not per probe.
    static let healthy = ServiceResponse.json(status: 200, .object([("status", .string("ok"))]))
    static let ready = ServiceResponse.json(status: 200, .object([("status", .string("ready"))]))

    public init(
        configuration: ServiceConfiguration, logSink: @escaping @Sendable (String) -> Void = AccessLog.standardOutput
    ) {
        self.configuration = configuration
        let metrics = Metrics()
        self.metrics = metrics
        self.pool = WorkerPool(
            workers: configuration.workers, queueDepth: configuration.queueDepth,
            largeCost: configuration.largeRequestBytes,
            afterDeadline: { metrics.recordWorkAfterDeadline(seconds: $0) })
        self.accessLog = AccessLog(
            format: configuration.logFormat, capacityBytes: configuration.accessLogBufferBytes,
            sink: logSink)
        var gauges = Metrics.Gauges()
        gauges.queued = { [pool] in pool.queuedCount }
        gauges.busyWorkers = { [pool] in pool.busyCount }
        gauges.workers = configuration.workers
        gauges.ready = { [weak self] in self?.isReady ?? false }
        gauges.droppedLogLines = { [accessLog] in accessLog.droppedLines }
        metrics.setGauges(gauges)
    }

    /// From now on `/readyz` answers 503 so load balancers stop sending; requests still arriving
    /// are served.
    public func beginDraining() {
        draining.store(true, ordering: .releasing)
    }

    public var isDraining: Bool { draining.load(ordering: .acquiring) }

    /// Ready: not draining and the pool can take one more request.
    public var isReady: Bool { !isDraining && !pool.isSaturated }

    /// Stops the workers, after the requests admitted — or at `deadline` (`MonotonicClock.now()`
    /// nanoseconds; `WorkerPool.shutdown(until:)`) — then the access log's thread, after at most
    /// `logFlushMilliseconds` of writing what it holds. False when a job was still running at
    /// the deadline. Call once, when no request comes.
    @discardableResult
    public func shutdown(until deadline: UInt64? = nil, logFlushMilliseconds: Int = 1_000) -> Bool {
        var drained = true
        if let deadline { drained = pool.shutdown(until: deadline) } else { pool.shutdown() }
        accessLog.shutdown(timeoutMilliseconds: logFlushMilliseconds)
        return drained
    }

    /// The routes the admin port answers.
    static let adminRoutes: [Route] = [.healthz, .readyz, .metrics]

    /// Answers `request` through `reply`, inline or later from a worker or timer thread.
    /// `adminOnly`: the admin port's request, for which only `adminRoutes` exist.
    public func handle(
        _ request: ServiceRequest, remoteAddress: String = "-", adminOnly: Bool = false,
        reply: @escaping @Sendable (ServiceResponse) -> Void
    ) {
        let arrival = Arrival(requestID: RequestID.accept(request.header("X-Request-Id")), remoteAddress: remoteAddress)
        var match = Router.match(method: request.method, path: request.path)
        // The admin port knows only its own paths: any other is not found there, whatever the method.
        if adminOnly && !Self.adminRoutes.contains(where: { $0.rawValue == request.path }) { match = .notFound }
        let routeLabel = Self.routeLabel(match)
        let finish: @Sendable (ServiceResponse) -> Void = { [self] response in
            reply(
                complete(
                    response, arrival, method: request.method, path: request.path, route: routeLabel,
                    bytesIn: request.body.count))
        }
        switch match {
        case .notFound:
            finish(Problem.notFound(path: request.path).response)
        case .methodNotAllowed(let allowed):
            finish(Problem.methodNotAllowed(method: request.method, path: request.path, allowed: allowed).response)
        case .serverOptions(let allowed):
            finish(ServiceResponse(status: 204, headers: [("Allow", allowed.joined(separator: ", "))]))
        case .route(let route, let parameter):
            dispatch(route, parameter: parameter, request, peer: Self.peer(of: remoteAddress), finish)
        }
    }

    /// The answer to a request the HTTP layer refused itself (400, 408, 413, 414, 415, 431, 501,
    /// 505): `problem`, completed like every other answer — an `X-Request-Id` (the client's, when
    /// its header was read before the refusal), counted, logged. `method`, `path` and `requestID`
    /// are what was read of the request, if anything.
    public func rejected(
        _ problem: Problem, method: String?, path: String?, requestID: String? = nil, remoteAddress: String
    ) -> ServiceResponse {
        var routeLabel = Route.unmatchedLabel
        if let method, let path { routeLabel = Self.routeLabel(Router.match(method: method, path: path)) }
        return complete(
            problem.response, Arrival(requestID: RequestID.accept(requestID), remoteAddress: remoteAddress),
            method: method ?? "-", path: path ?? "-", route: routeLabel, bytesIn: 0)
    }

    /// The `route` label of metrics and logs: the route's template, `*` for `OPTIONS *`, or
    /// `unmatched` — a fixed set, whatever the client sends.
    static func routeLabel(_ match: Router.Match) -> String {
        switch match {
        case .route(let route, _): route.rawValue
        case .serverOptions: "*"
        case .notFound, .methodNotAllowed: Route.unmatchedLabel
        }
    }

    /// When a request arrived and from whom: what its log line and metrics need besides the answer.
    struct Arrival: Sendable {
        var started = ContinuousClock.now
        var time = Timestamp.now()
        var requestID: String
        var remoteAddress: String
    }

    /// `response` with `X-Request-Id` added, after it was counted and queued for the access log.
    private func complete(
        _ response: ServiceResponse, _ arrival: Arrival, method: String, path: String, route: String,
        bytesIn: Int
    ) -> ServiceResponse {
        var response = response
        response.headers.append(("X-Request-Id", arrival.requestID))
        let seconds = Double((ContinuousClock.now - arrival.started) / .microseconds(1)) / 1_000_000
        metrics.recordRequest(
            route: route, method: method, status: response.status, seconds: seconds,
            bytesIn: bytesIn, bytesOut: response.body.count)
        accessLog.record(
            AccessLog.Entry(
                time: arrival.time, requestID: arrival.requestID, method: method, path: path,
                status: response.status, bytesIn: bytesIn, bytesOut: response.body.count,
                seconds: seconds, remoteAddress: arrival.remoteAddress))
        return response
    }

    /// The client's address without its port (`10.0.0.1:5` → `10.0.0.1`, `[::1]:5` → `[::1]`):
    /// whose turn its requests take in the pool's queue, as the per-peer connection cap counts.
    static func peer(of remoteAddress: String) -> String {
        // The UTF-8 bytes: a Character scan costs a thousand instructions a request.
        guard let colon = remoteAddress.utf8.lastIndex(of: UInt8(ascii: ":")),
            !remoteAddress.hasPrefix("[") || remoteAddress[..<colon].hasSuffix("]")
        else { return remoteAddress }
        return String(remoteAddress[..<colon])
    }

    private func dispatch(
        _ route: Route, parameter: String?, _ request: ServiceRequest, peer: String,
        _ finish: @escaping @Sendable (ServiceResponse) -> Void
    ) {
        switch route {
        case .healthz:
            finish(Self.healthy)
        case .readyz:
            if isReady {
                finish(Self.ready)
            } else {
                finish(
                    Problem.notReady(
                        reason: isDraining
                            ? "The server is shutting down."
                            : "Every solver worker is busy and the queue is full."
                    ).response)
            }
        case .metrics:
            scrapes.async { [metrics] in
                finish(ServiceResponse(status: 200, contentType: Metrics.contentType, text: metrics.exposition()))
            }
        case .openAPI:
            finish(
                ServiceResponse(status: 200, contentType: "application/yaml", text: OpenAPIDocument.yaml)
                    .labelled(accepting: request.header("Accept")))
        case .devices:
            finish(devicesResponse())
        case .device:
            finish(deviceResponse(id: parameter ?? ""))
        case .examples:
            finish(Examples.list.response(to: request))
        case .example:
            finish(exampleResponse(name: parameter ?? "", request))
        case .playground, .playgroundFile:
            finish(playgroundResponse(route, file: parameter, request))
        case .render:
            let accept = request.header("Accept")
            solve(request, route: route, peer: peer) { finish($0.labelled(accepting: accept)) }
        case .layout, .validate:
            solve(request, route: route, peer: peer, finish)
        }
    }
}

extension ServiceResponse {
    /// `value` serialised compactly as `application/json`.
    public static func json(status: Int, _ value: JSONValue) -> ServiceResponse {
        ServiceResponse(status: status, headers: [("Content-Type", "application/json")], body: JSONWriter.write(value))
    }
}
