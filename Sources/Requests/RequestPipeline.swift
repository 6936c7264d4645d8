import Devices
import Engine
import JSON
import Primitives

/// The one pipeline both front ends answer through, once they have decoded what they were given
/// (a body and its query; a file and its flags): the request solved (`RequestSolver`), the strict
/// rule checked (`StrictMode`) and the answer's bytes made (`RequestKind.body`). `POST
/// /v1/<kind>` turns the `Answer` into a status and a body, `layout <kind>` into an exit status
/// and standard output, so a request gets the same bytes through either (FrontEndAgreementTests).
///
/// What the request multiplies (`RequestBudget`) is the service's own check, made before this:
/// a server guards its memory for every client, while the command line's user owns the machine.
public struct RequestPipeline {
    public var kind: RequestKind
    public var options: EngineOptions
    public var catalog: DeviceCatalog
    /// How targets are spread over threads: the service's pool, or the calling thread.
    public var fanOut: RequestSolver.FanOut
    /// Called after each target with its solve's wall time (the service's metrics).
    public var solved: (@Sendable (Duration) -> Void)?
    public var style: JSONWriter.Style
    /// The strict rule refuses a failing answer, whose bytes are then not made (`?strict=true`),
    /// instead of only saying that it fails (`layout` exits 1).
    public var refusesOnStrictFailure: Bool

    public init(
        kind: RequestKind, options: EngineOptions = .standard, catalog: DeviceCatalog = .standard,
        fanOut: @escaping RequestSolver.FanOut = RequestSolver.serial,
        solved: (@Sendable (Duration) -> Void)? = nil, style: JSONWriter.Style = .compact,
        refusesOnStrictFailure: Bool = false
    ) {
        self.kind = kind
        self.options = options
        self.catalog = catalog
        self.fanOut = fanOut
        self.solved = solved
        self.style = style
        self.refusesOnStrictFailure = refusesOnStrictFailure
    }

    /// How a request was answered.
    public enum Answer {
        /// A target does not resolve.
        case invalid([DocumentProblem])
        /// The work was cancelled, or its budget ran out before the bytes were whole: no answer.
        case cancelled
        /// The strict rule refused the answer (with `refusesOnStrictFailure`): every error.
        case refused(failures: [DocumentProblem])
        /// The answer's bytes, and whether the strict rule fails it.
        case answered(body: [UInt8], results: [TargetResult], failsStrictRule: Bool)
    }

    /// `request` answered. O(Σ solve(target) + answer).
    public func answer(_ request: LayoutRequest) -> Answer {
        finish(
            RequestSolver.solve(request, options: options, catalog: catalog, fanOut: fanOut, solved: solved)
        ) { kind.body($0, request: request, style: style) }
    }

    /// Several view trees answered as one request, in order (`title` heads a picture of them).
    /// O(Σ solve(target) + answer).
    public func answer(_ scenes: [SceneRequest], title: String) -> Answer {
        finish(RequestSolver.solve(scenes, options: options, catalog: catalog, fanOut: fanOut, solved: solved)) {
            kind.body($0, trees: scenes.map { ($0.scene, $0.request) }, title: title, style: style)
        }
    }

    private func finish(_ outcome: Result<LayoutResponse, RequestSolver.Failure>, body: (LayoutResponse) -> [UInt8])
        -> Answer
    {
        switch outcome {
        case .failure(.invalid(let problems)): return .invalid(problems.problems)
        // The deadline's answer was sent already (or the memory budget's is); this one is
        // dropped, and not serialized either: the bulk of the work for a large answer.
        case .failure(.cancelled): return .cancelled
        case .success(let response):
            // The rule is read once: where it may refuse, its failures also say whether it fails.
            let fails: Bool
            if refusesOnStrictFailure {
                let failures = StrictMode.failures(response.results)
                guard failures.isEmpty else { return .refused(failures: failures) }
                fails = false
            } else {
                fails = StrictMode.fails(response.results)
            }
            let bytes = body(response)
            // Bytes cut short by the budget are never an answer.
            guard !WorkBudget.current.isExhausted else { return .cancelled }
            return .answered(body: bytes, results: response.results, failsStrictRule: fails)
        }
    }
}
