import LayoutModel

/// The worker side of `POST /v1/layout`, `POST /v1/validate` and `POST /v1/render`: decode once,
/// fan the targets out over the pool with the decoded document shared, answer in request order.
extension LayoutService {
    /// Runs on a worker, within `budget` (bound as `RequestBudget.current` here and on every
    /// thread a piece runs on); a stage that finds it exhausted stops, and what it returns is
    /// replaced by the caller's answer (504 or 422). O(decode + Σ solve(target) / workers).
    func answer(_ body: JSONValue, request: ServiceRequest, route: Route, strict: Bool,
                budget: RequestBudget, context: WorkContext) -> ServiceResponse {
        let decoded: LayoutRequest
        switch Self.decode(body, query: request.queryDictionary, validateOnly: route == .validate) {
        case let .success(value): decoded = value
        case let .failure(problems): return Problem.invalidDocument(problems.problems).response
        }
        let targets: [ResolvedTarget]
        switch decoded.resolvedTargets() {
        case let .success(value): targets = value
        case let .failure(problems): return Problem.invalidDocument(problems.problems).response
        }
        // The solver polls the same predicate as every other stage: the deadline or the memory.
        let options = EngineOptions(isCancelled: { budget.isExhausted })
        // Groups of targets with the same traits share a warm start, so a group is one piece.
        let groups = LayoutEngine.targetGroups(targets)
        let solvedGroups = context.map(groups.count) { [metrics] group in
            var warmStart = LayoutEngine.WarmStart()
            return RequestBudget.$current.withValue(budget) { groups[group].map { index in
                let started = ContinuousClock.now
                let result = LayoutEngine.solve(decoded, targetAt: index, resolved: targets[index], options: options,
                                                warmStart: &warmStart)
                let seconds = Double((ContinuousClock.now - started) / .microseconds(1)) / 1_000_000
                metrics.recordSolve(seconds: seconds, outcome: budget.isExhausted ? "cancelled" : "ok")
                return result
            } }
        }
        // Cancelled: the client has had its 504 already; this answer is dropped.
        guard let solvedGroups, !budget.isExhausted else {
            return Problem.deadlineExceeded(milliseconds: configuration.solveTimeoutMilliseconds).response
        }
        var ordered: [TargetResult?] = Array(repeating: nil, count: targets.count)
        for (group, solved) in zip(groups, solvedGroups) {
            for (index, result) in zip(group, solved) { ordered[index] = result }
        }
        let results = ordered.compactMap { $0 }
        if strict, let problem = Self.strictProblem(results) { return problem.response }
        switch route {
        case .validate:
            let response = ServiceResponse.json(status: 200, ValidationReport(results: results).jsonValue)
            budget.hold(response.body.count)
            return response
        case .render:
            return ServiceResponse(status: 200, contentType: "image/svg+xml",
                                   text: WireframeRendering.render(decoded.document, results: results))
        default:
            return ServiceResponse(status: 200, headers: [("Content-Type", "application/json")],
                                   body: LayoutResponse(results: results).serialized())
        }
    }

    /// `LayoutRequest.decode`; for `/v1/validate` a body without targets means every catalog
    /// target (both orientations of every device, catalog order).
    static func decode(_ body: JSONValue, query: [String: String], validateOnly: Bool) -> Result<LayoutRequest, DocumentProblems> {
        LayoutRequest.decode(body, query: query,
                             defaultTargets: validateOnly ? DeviceCatalog.standard.allTargets() : nil)
    }

    /// 422 for `?strict=true` when any target has an error diagnostic; each one is listed.
    static func strictProblem(_ results: [TargetResult]) -> Problem? {
        var errors: [DocumentProblem] = []
        for (index, result) in results.enumerated() {
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                errors.append(DocumentProblem(pointer: "", message:
                    "target \(index) (\(result.target.label)): \(diagnostic.code): \(diagnostic.message)"))
            }
        }
        return errors.isEmpty ? nil : .strictDiagnostics(count: errors.count, errors: errors)
    }
}

extension ServiceRequest {
    /// The query as the decoder takes it (the last of repeated parameters wins).
    var queryDictionary: [String: String] {
        var dictionary: [String: String] = [:]
        for (name, value) in query { dictionary[name] = value }
        return dictionary
    }
}

extension ResolvedTarget {
    /// `iphone-6 landscape` (`custom` for a custom screen), for messages.
    var label: String {
        let multitaskingSuffix = multitasking == .full ? "" : " \(multitasking.rawValue)"
        return "\(deviceID ?? "custom") \(orientation.rawValue)\(multitaskingSuffix)"
    }
}
