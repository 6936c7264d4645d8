import LayoutModel

/// `POST /v1/layout` and `POST /v1/validate`: checks that need no parsing inline, everything
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

    func solve(_ request: ServiceRequest, validateOnly: Bool, _ finish: @escaping @Sendable (ServiceResponse) -> Void) {
        guard Self.acceptsContentType(request.header("Content-Type")) else {
            return finish(Problem.unsupportedMediaType(request.header("Content-Type")).response)
        }
        let strict: Bool
        switch request.queryValue("strict") {
        case nil, "false", "0": strict = false
        case "true", "1", "": strict = true
        case let other?:
            return finish(Problem.invalidQuery([DocumentProblem(
                pointer: "", message: "strict must be true or false, not '\(other)'.")]).response)
        }
        let timeout = configuration.solveTimeoutMilliseconds
        do throws(WorkerPoolError) {
            try pool.submit(timeoutMilliseconds: timeout, work: { [self] context in
                let body: JSONValue
                do throws(JSONSyntaxError) {
                    body = try JSONParser.parse(request.body)
                } catch {
                    return Problem.unreadableJSON(error).response
                }
                return answer(body, request: request, validateOnly: validateOnly, strict: strict, context: context)
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

extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
