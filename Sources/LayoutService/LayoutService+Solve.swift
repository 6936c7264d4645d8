import Devices
import Document
import JSON
import Primitives
import Requests

/// `POST /v1/layout`, `/v1/validate` and `/v1/render`: checks that need no parsing inline, everything
/// else on a worker under the request's deadline.
extension LayoutService {
    /// Media types taken as JSON. curl's default for `--data-binary` (form-urlencoded) is
    /// accepted too, because `curl --data-binary @doc.json URL` is the service's first client and
    /// the body is parsed as JSON either way; anything else is 415.
    static func isJSON(mediaType: String) -> Bool {
        mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
            || mediaType == "application/x-www-form-urlencoded"
    }

    /// A `Content-Type` value's media type: before any parameter, trimmed, its ASCII letters
    /// lowercased (media types are ASCII and compare without case). O(length).
    static func mediaType(of contentType: String) -> String {
        let essence = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
        var start = essence.startIndex, end = essence.endIndex
        while start < end && ASCII.isWhitespace(essence[start]) { start = essence.index(after: start) }
        while start < end && ASCII.isWhitespace(essence[essence.index(before: end)]) {
            end = essence.index(before: end)
        }
        return String(decoding: essence[start..<end].lazy.map(ASCII.lowercased), as: UTF8.self)
    }

    /// `peer`: the client's address, whose turn the request takes in the pool's queue; its body's
    /// size is its cost (`ServiceConfiguration.largeRequestBytes`).
    func solve(
        _ request: ServiceRequest, route: Route, peer: String, _ finish: @escaping @Sendable (ServiceResponse) -> Void
    ) {
        guard let format = Self.bodyFormat(request.header("Content-Type"), body: request.body) else {
            return finish(Problem.unsupportedMediaType(request.header("Content-Type")).response)
        }
        var problems = Self.queryProblems(request, route: route)
        if format == .json && request.queryValue("scene") != nil {
            problems.append(
                DocumentProblem(
                    pointer: "",
                    message: "query parameter 'scene' picks a view tree of an Interface Builder body; this body is JSON"
                ))
        }
        guard problems.isEmpty else { return finish(Problem.invalidQuery(problems).response) }
        let request = Self.canonicalQuery(request, route: route)
        let strict = request.queryValue("strict").map { $0 == "true" || $0 == "1" || $0.isEmpty } ?? false
        let timeout = configuration.solveTimeoutMilliseconds
        do throws(WorkerPoolError) {
            try pool.submit(
                peer: peer, cost: request.body.count, timeoutMilliseconds: timeout,
                work: { [self] context in
                    // A client gone while its request waited: nothing to do.
                    if request.isClientGone() { return clientGone() }
                    // One budget per request, cancelled at the job's deadline (its cancellation
                    // flag) or when the client goes away.
                    let isClientGone = request.isClientGone
                    let budget = WorkBudget(
                        memoryLimit: configuration.memoryBudget,
                        isCancelled: { context.isCancelled || isClientGone() })
                    let response = WorkBudget.$current.withValue(budget) { () -> ServiceResponse in
                        guard format == .json else {
                            return answerInterfaceBuilder(
                                request.body, request: request, route: route, strict: strict, budget: budget,
                                context: context)
                        }
                        let body: JSONValue
                        do throws(JSONSyntaxError) {
                            body = try JSONParser.parse(request.body)
                        } catch {
                            return Problem.unreadableJSON(error).response
                        }
                        return answer(
                            body, request: request, route: route, strict: strict, budget: budget, context: context)
                    }
                    if isClientGone() { return clientGone() }
                    // Whatever a stage made once the memory ran out is cut short: the answer is the limit.
                    guard budget.isOverMemory else { return response }
                    metrics.recordRejection("memory_budget")
                    return Problem.memoryBudgetExceeded(bytes: budget.memoryLimit).response
                },
                completion: { [metrics] outcome in
                    switch outcome {
                    case .finished(let response):
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
    /// The answer to a request whose client went away: counted (`client_gone`), logged as 499.
    func clientGone() -> ServiceResponse {
        metrics.recordRejection("client_gone")
        return Problem.clientClosedRequest.response
    }

    /// The query parameters the layout routes read besides `device` (any catalog id or alias),
    /// and the values each takes. Checked whatever the body form, so a bad value is a 422 even
    /// when a wrapped body makes it unused.
    static let queryChoices: [(name: String, values: [String])] = [
        ("strict", ["true", "false", "1", "0", ""]),
        ("orientation", Orientation.allCases.map(\.rawValue)),
        ("multitasking", Multitasking.allCases.map(\.rawValue)),
        ("keyboard", ["true", "false"]),
        ("layoutDirection", LayoutDirection.allCases.map(\.rawValue))
    ]

    /// What `/v1/render` reads besides: the wireframe's options (`WireframeOptions`).
    static let renderQueryChoices: [(name: String, values: [String])] = [
        ("wholeContent", ["true", "false"])
    ]

    /// The parameters with a fixed set of values that `route` reads.
    static func queryChoices(for route: Route) -> [(name: String, values: [String])] {
        queryChoices + (route == .render ? renderQueryChoices : [])
    }

    /// The query parameters whose value is a comma-separated list, and the values each item takes.
    static let queryListChoices: [(name: String, values: [String])] = [
        ("orientations", Orientation.allCases.map(\.rawValue))
    ]

    /// The names `route` takes, in the order its messages list them.
    static func queryNames(for route: Route) -> [String] {
        ["device", "devices", "scene"] + queryChoices(for: route).map(\.name) + queryListChoices.map(\.name)
    }

    /// `request` with each choice's value in its canonical spelling (`Landscape` → `landscape`):
    /// values match in any ASCII case, as device ids do (`NameMatching`). O(parameters × choices).
    static func canonicalQuery(_ request: ServiceRequest, route: Route) -> ServiceRequest {
        let choices = queryChoices(for: route)
        var canonical = request
        canonical.query = request.query.map { name, value in
            if let choice = choices.first(where: { $0.name == name }) {
                return (name, NameMatching.choice(value, in: choice.values) ?? value)
            }
            if let list = queryListChoices.first(where: { $0.name == name }) {
                let items = LayoutRequest.queryList(value).map { NameMatching.choice($0, in: list.values) ?? $0 }
                return (name, items.joined(separator: ","))
            }
            return (name, value)
        }
        return canonical
    }

    /// One problem per query parameter `route` does not take (each name once, with the closest
    /// known name when it looks like a typo, as an unknown body key gets), then one per value
    /// outside its choices, and the targets' (`targetProblems`). The GET routes ignore their queries (a cache-busting parameter is
    /// harmless there); these routes would answer something other than what was asked.
    /// O(parameters × names known), names compared only when short enough to be a typo, within
    /// `NameSuggester`'s caps.
    static func queryProblems(_ request: ServiceRequest, route: Route) -> [DocumentProblem] {
        guard !request.query.isEmpty else { return [] }
        let known = queryNames(for: route)
        // Built only for a name it must place: a request with known names alone never needs one.
        var suggester: NameSuggester?
        var problems: [DocumentProblem] = []
        var reported: Set<String> = []
        for (name, _) in request.query where !known.contains(name) && reported.insert(name).inserted {
            if suggester == nil { suggester = NameSuggester(known) }
            let guess = name.utf8.count <= 64 ? suggester?.closest(to: name) : nil
            problems.append(
                DocumentProblem(
                    pointer: "",
                    message: "unknown query parameter '\(name)'; "
                        + (guess.map { "did you mean '\($0)'? " } ?? "")
                        + "\(route.rawValue) takes: \(known.joined(separator: ", "))"))
        }
        let choices = queryChoices(for: route)
        problems += choices.compactMap { choice in
            guard let value = request.queryValue(choice.name), NameMatching.choice(value, in: choice.values) == nil
            else { return nil }
            let allowed = choice.values.filter { !$0.isEmpty }.joined(separator: ", ")
            return DocumentProblem(
                pointer: "", message: "query parameter '\(choice.name)' must be one of \(allowed), not '\(value)'")
        }
        for list in queryListChoices {
            guard let value = request.queryValue(list.name) else { continue }
            for item in LayoutRequest.queryList(value) where NameMatching.choice(item, in: list.values) == nil {
                problems.append(
                    DocumentProblem(
                        pointer: "",
                        message:
                            "query parameter '\(list.name)' lists \(list.values.joined(separator: ", ")), not '\(item)'"
                    ))
            }
        }
        problems += targetProblems(request)
        return problems
    }

    /// The query's targets named one way: `device` (one screen, with `orientation`,
    /// `multitasking`, `keyboard`, `layoutDirection`) or `devices` (each in every orientation of
    /// `orientations`), and every device one the catalog knows — whatever the body form (as the
    /// values above).
    static func targetProblems(_ request: ServiceRequest) -> [DocumentProblem] {
        var problems: [DocumentProblem] = []
        func unknown(_ device: String, _ parameter: String) {
            var problem = DocumentProblem.unknownDevice(device, at: "")
            problem.message = "query parameter '\(parameter)': " + problem.message
            problems.append(problem)
        }
        if let device = request.queryValue("device"), DeviceCatalog.standard.device(named: device) == nil {
            unknown(device, "device")
        }
        guard let devices = request.queryValue("devices") else {
            if request.queryValue("orientations") != nil {
                problems.append(
                    DocumentProblem(pointer: "", message: "query parameter 'orientations' goes with 'devices'"))
            }
            return problems
        }
        if request.queryValue("device") != nil {
            problems.append(
                DocumentProblem(
                    pointer: "",
                    message: "give the targets one way: 'device' (one screen) or 'devices' (a list, or all), not both"))
        }
        for name in ["orientation", "multitasking", "keyboard", "layoutDirection"] where request.queryValue(name) != nil
        {
            problems.append(
                DocumentProblem(
                    pointer: "",
                    message:
                        "query parameter '\(name)' describes the one screen of 'device'; 'devices' takes 'orientations'"
                ))
        }
        guard !devices.equalsIgnoringASCIICase("all") else { return problems }
        let names = LayoutRequest.queryList(devices)
        if names.isEmpty || names.contains("") {
            problems.append(
                DocumentProblem(
                    pointer: "",
                    message: "query parameter 'devices' lists catalog device ids separated by commas, or is all"))
        }
        for name in names where !name.isEmpty && DeviceCatalog.standard.device(named: name) == nil {
            unknown(name, "devices")
        }
        return problems
    }
}
