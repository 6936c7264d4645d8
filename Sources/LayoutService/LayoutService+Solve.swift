import LayoutModel
import Primitives

/// `POST /v1/layout`, `/v1/validate` and `/v1/render`: checks that need no parsing inline, everything
/// else on a worker under the request's deadline.
extension LayoutService {
    /// Media types taken as JSON. curl's default for `--data-binary` (form-urlencoded) is
    /// accepted too, because `curl --data-binary @doc.json URL` is the service's first client and
    /// the body is parsed as JSON either way; anything else is 415.
    static func acceptsContentType(_ value: String?) -> Bool {
        guard let value else { return true }
        let mediaType = value.split(separator: ";", maxSplits: 1).first.map {
            $0.trimmingSpaces().lowercased()
        } ?? ""
        return mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
            || mediaType == "application/x-www-form-urlencoded"
    }

    func solve(_ request: ServiceRequest, route: Route, _ finish: @escaping @Sendable (ServiceResponse) -> Void) {
        guard Self.acceptsContentType(request.header("Content-Type")) else {
            return finish(Problem.unsupportedMediaType(request.header("Content-Type")).response)
        }
        let problems = Self.queryProblems(request)
        guard problems.isEmpty else { return finish(Problem.invalidQuery(problems).response) }
        let strict = request.queryValue("strict").map { $0 == "true" || $0 == "1" || $0.isEmpty } ?? false
        let timeout = configuration.solveTimeoutMilliseconds
        do throws(WorkerPoolError) {
            try pool.submit(timeoutMilliseconds: timeout, work: { [self] context in
                // One budget per request: its deadline is the job's cancellation flag.
                let budget = WorkBudget(memoryLimit: configuration.memoryBudget, isCancelled: { context.isCancelled })
                let response = WorkBudget.$current.withValue(budget) { () -> ServiceResponse in
                    let body: JSONValue
                    do throws(JSONSyntaxError) {
                        body = try JSONParser.parse(request.body)
                    } catch {
                        return Problem.unreadableJSON(error).response
                    }
                    return answer(body, request: request, route: route, strict: strict, budget: budget, context: context)
                }
                // Whatever a stage made once the memory ran out is cut short: the answer is the limit.
                guard budget.isOverMemory else { return response }
                metrics.recordRejection("memory_budget")
                return Problem.memoryBudgetExceeded(bytes: budget.memoryLimit).response
            }, completion: { [metrics] outcome in
                switch outcome {
                case let .finished(response):
                    finish(response)
                case .timedOut:
                    metrics.recordRejection("deadline")
                    finish(Problem.deadlineExceeded(milliseconds: timeout).response)
                }
            })
        } catch {
            metrics.recordRejection(error.code)
            switch error {
            case .full: finish(Problem.busy(retryAfterSeconds: Self.retryAfterSeconds).response)
            case .draining: finish(Problem.draining(retryAfterSeconds: Self.retryAfterSeconds).response)
            }
        }
    }
}

extension LayoutService {
    /// The query parameters the layout routes read, and the values each takes. Checked whatever
    /// the body form, so a bad value is a 422 even when a wrapped body makes it unused.
    static let queryChoices: [(name: String, values: [String])] = [
        ("strict", ["true", "false", "1", "0", ""]),
        ("orientation", ["portrait", "landscape"]),
        ("multitasking", ["full", "twoThirds", "half", "oneThird"]),
        ("keyboard", ["true", "false"]),
        ("layoutDirection", ["leftToRight", "rightToLeft"]),
    ]

    /// One problem per query parameter with a value outside its choices. O(parameters).
    static func queryProblems(_ request: ServiceRequest) -> [DocumentProblem] {
        queryChoices.compactMap { choice in
            guard let value = request.queryValue(choice.name), !choice.values.contains(value) else { return nil }
            let allowed = choice.values.filter { !$0.isEmpty }.joined(separator: ", ")
            return DocumentProblem(pointer: "", message: "query parameter '\(choice.name)' must be one of \(allowed), not '\(value)'")
        }
    }
}
