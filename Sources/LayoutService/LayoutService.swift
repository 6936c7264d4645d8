import LayoutModel
import Synchronization

/// The service: routes a `ServiceRequest` to its answer, keeping the solver off the caller's
/// thread. The only module where the layout model and the HTTP server meet.
///
/// Keeps true:
/// - `handle` never blocks and never runs solver code: cheap routes answer inline, layout work
///   goes to `pool` (or is refused at once with 503);
/// - `reply` is called exactly once per request, with `X-Request-Id` set, after the request was
///   counted in `metrics` and written to the access log;
/// - every non-2xx answer is `application/problem+json`.
package final class LayoutService: Sendable {
    package let configuration: ServiceConfiguration
    package let pool: WorkerPool
    package let metrics: Metrics
    let accessLog: AccessLog
    private let draining = Atomic<Bool>(false)

    /// Seconds a refused client is told to wait (`Retry-After`).
    static let retryAfterSeconds = 1

    /// The probes' answers never change: built once, not per probe.
    static let healthy = ServiceResponse.json(status: 200, .object([("status", .string("ok"))]))
    static let ready = ServiceResponse.json(status: 200, .object([("status", .string("ready"))]))

    package init(configuration: ServiceConfiguration, logSink: @escaping @Sendable (String) -> Void = AccessLog.standardOutput) {
        self.configuration = configuration
        self.pool = WorkerPool(workers: configuration.workers, queueDepth: configuration.queueDepth)
        self.metrics = Metrics()
        self.accessLog = AccessLog(format: configuration.logFormat, sink: logSink)
        var gauges = Metrics.Gauges()
        gauges.queued = { [pool] in pool.queuedCount }
        gauges.busyWorkers = { [pool] in pool.busyCount }
        gauges.workers = configuration.workers
        gauges.ready = { [weak self] in self?.isReady ?? false }
        metrics.setGauges(gauges)
    }

    /// From now on `/readyz` answers 503 so load balancers stop sending; requests still arriving
    /// are served.
    package func beginDraining() {
        draining.store(true, ordering: .releasing)
    }

    package var isDraining: Bool { draining.load(ordering: .acquiring) }

    /// Ready: not draining and the pool can take one more request.
    package var isReady: Bool { !isDraining && !pool.isSaturated }

    /// Answers `request` through `reply`, inline or later from a worker or timer thread.
    package func handle(_ request: ServiceRequest, remoteAddress: String = "-",
                        reply: @escaping @Sendable (ServiceResponse) -> Void) {
        let started = ContinuousClock.now
        let time = Timestamp.now()
        let requestID = RequestID.accept(request.header("X-Request-Id"))
        let match = Router.match(method: request.method, path: request.path)
        let routeLabel = switch match {
        case let .route(route, _): route.rawValue
        case .serverOptions: "*"
        case .notFound, .methodNotAllowed: Route.unmatchedLabel
        }
        let finish: @Sendable (ServiceResponse) -> Void = { [metrics, accessLog] response in
            var response = response
            response.headers.append(("X-Request-Id", requestID))
            let seconds = Double((ContinuousClock.now - started) / .microseconds(1)) / 1_000_000
            metrics.recordRequest(route: routeLabel, method: request.method, status: response.status,
                                  seconds: seconds, bytesIn: request.body.count, bytesOut: response.body.count)
            accessLog.record(AccessLog.Entry(time: time, requestID: requestID, method: request.method,
                                             path: request.path, status: response.status,
                                             bytesIn: request.body.count, bytesOut: response.body.count,
                                             seconds: seconds, remoteAddress: remoteAddress))
            reply(response)
        }
        switch match {
        case .notFound:
            finish(Problem.notFound(path: request.path).response)
        case let .methodNotAllowed(allowed):
            finish(Problem.methodNotAllowed(method: request.method, path: request.path, allowed: allowed).response)
        case let .serverOptions(allowed):
            finish(ServiceResponse(status: 204, headers: [("Allow", allowed.joined(separator: ", "))]))
        case let .route(route, parameter):
            dispatch(route, parameter: parameter, request, finish)
        }
    }

    private func dispatch(_ route: Route, parameter: String?, _ request: ServiceRequest,
                          _ finish: @escaping @Sendable (ServiceResponse) -> Void) {
        switch route {
        case .healthz:
            finish(Self.healthy)
        case .readyz:
            if isReady {
                finish(Self.ready)
            } else {
                finish(Problem.notReady(reason: isDraining ? "The server is shutting down."
                                                           : "Every solver worker is busy and the queue is full.").response)
            }
        case .metrics:
            finish(ServiceResponse(status: 200, contentType: Metrics.contentType, text: metrics.exposition()))
        case .openAPI:
            finish(ServiceResponse(status: 200, contentType: "application/yaml", text: OpenAPIDocument.yaml))
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
        case .layout, .validate, .render:
            solve(request, route: route, finish)
        }
    }
}

extension ServiceResponse {
    /// `value` serialised compactly as `application/json`.
    package static func json(status: Int, _ value: JSONValue) -> ServiceResponse {
        ServiceResponse(status: status, headers: [("Content-Type", "application/json")], body: JSONWriter.write(value))
    }
}
