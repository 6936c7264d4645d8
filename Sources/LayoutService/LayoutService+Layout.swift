import Engine
import JSON
import Primitives
import Requests

/// The worker side of `POST /v1/layout`, `POST /v1/validate` and `POST /v1/render`: the request
/// path the CLI takes too (Sources/Requests/), with the targets fanned out over the
/// pool and the decoded document shared.
extension LayoutService {
    /// Runs on a worker, within `budget` (bound as `WorkBudget.current` by the caller, and by
    /// `RequestSolver` on every thread a piece runs on); a stage that finds it exhausted stops,
    /// and what it returns is replaced by the caller's answer (504 or 422).
    /// O(decode + Σ solve(target) / workers).
    func answer(
        _ body: JSONValue, request: ServiceRequest, route: Route, strict: Bool,
        budget: WorkBudget, context: WorkContext
    ) -> ServiceResponse {
        let kind = route.requestKind
        let decoded: LayoutRequest
        switch LayoutRequest.decode(
            body, query: request.queryDictionary, limits: configuration.limits,
            defaultTargets: kind.defaultTargets())
        {
        case .success(let value): decoded = value
        case .failure(let problems): return Problem.invalidDocument(problems.problems).response
        }
        if let refusal = overrun(decoded) { return refusal }
        return respond(pipeline(kind, strict: strict, budget: budget, context: context).answer(decoded), kind: kind)
    }

    /// The pipeline of a request on this worker: its targets fanned out over the pool, cancelled
    /// with the request, its solves counted in the metrics.
    func pipeline(_ kind: RequestKind, strict: Bool, budget: WorkBudget, context: WorkContext) -> RequestPipeline {
        RequestPipeline(
            kind: kind, options: EngineOptions(isCancelled: { context.isCancelled }),
            fanOut: { count, piece in context.map(count, piece) }, solved: solveMetric(budget),
            refusesOnStrictFailure: strict)
    }

    /// What the request multiplies, refused before any of it is solved: nil when within limits.
    func overrun(_ decoded: LayoutRequest) -> ServiceResponse? {
        refusal(RequestBudget(decoded).overruns(configuration.limits), hasStates: !decoded.states.isEmpty)
    }

    /// Several requests answered as one (an Interface Builder file's trees): each within the
    /// limits, and their frames together too.
    func overrun(_ decoded: [LayoutRequest]) -> ServiceResponse? {
        for request in decoded {
            if let refusal = overrun(request) { return refusal }
        }
        let combined = RequestBudget.combinedFramesOverrun(decoded.map(RequestBudget.init), configuration.limits)
        return refusal(combined.map { [$0] } ?? [], hasStates: false)
    }

    private func refusal(_ overruns: [RequestBudget.Overrun], hasStates: Bool) -> ServiceResponse? {
        guard !overruns.isEmpty else { return nil }
        return Problem.invalidDocument(
            overruns.map { $0.problem(setting: ServiceConfiguration.setting(for: $0.limit), hasStates: hasStates) }
        ).response
    }

    /// What the solve metrics record after each target (`RequestSolver.solve`'s `solved`).
    func solveMetric(_ budget: WorkBudget) -> @Sendable (Duration) -> Void {
        { [metrics] duration in
            metrics.recordSolve(
                seconds: Double(duration / .microseconds(1)) / 1_000_000,
                outcome: budget.isExhausted ? "cancelled" : "ok")
        }
    }

    /// The response to a pipeline's answer, whatever the body was (a JSON document or an
    /// Interface Builder file): the problem, the strict rule's 422, or the bytes.
    func respond(_ answer: RequestPipeline.Answer, kind: RequestKind) -> ServiceResponse {
        switch answer {
        case .invalid(let problems): Problem.invalidDocument(problems).response
        case .cancelled: Problem.deadlineExceeded(milliseconds: configuration.solveTimeoutMilliseconds).response
        case .refused(let failures): Problem.strictDiagnostics(count: failures.count, errors: failures).response
        case .answered(let body, _, _):
            ServiceResponse(status: 200, headers: [("Content-Type", kind.contentType)], body: body)
        }
    }
}

extension Route {
    /// The request kind a layout route answers, by its last path component (`layout` for the
    /// others, which never ask).
    var requestKind: RequestKind {
        let path = rawValue.utf8
        let word = path.lastIndex(of: UInt8(ascii: "/")).map { rawValue[path.index(after: $0)...] } ?? rawValue[...]
        return RequestKind(word: word) ?? .layout
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
