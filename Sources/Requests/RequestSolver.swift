import Devices
import Engine
import JSON
import Primitives
import States

/// Where a request is solved, for `RequestPipeline` (the path of `layout solve|validate|render` and
/// `POST /v1/layout|validate|render` alike). The front ends differ only in how they fan the work
/// out: the service hands in its worker pool, the CLI `serial`.
///
/// Keeps true: results come in request order whatever the fan-out does (targets are solved in
/// groups, and a group's targets in ascending order on one thread), so the answer does not
/// depend on the number of threads.
public enum RequestSolver {
    /// Runs pieces `0..<count` and returns their results in index order, or nil when the work was
    /// cancelled before every piece ran.
    public typealias FanOut = (_ count: Int, _ piece: @escaping @Sendable (Int) -> [TargetResult]) -> [[TargetResult]]?

    /// The pieces one after another on the calling thread.
    public static func serial(_ count: Int, _ piece: @escaping @Sendable (Int) -> [TargetResult]) -> [[TargetResult]]? {
        (0..<count).map(piece)
    }

    /// Why a request has no answer.
    public enum Failure: Error, Sendable {
        /// A target does not resolve (decoding checks catalog targets already).
        case invalid(DocumentProblems)
        /// The fan-out was cancelled (the service's deadline).
        case cancelled

        /// What went wrong, for a front end that prints problems.
        public var problems: [DocumentProblem] {
            switch self {
            case .invalid(let problems): problems.problems
            case .cancelled:
                [DocumentProblem(pointer: "", message: "the request was cancelled before every target was solved")]
            }
        }
    }

    /// Every target of `request` solved, each target's states (States/) on top, in request order,
    /// within the calling thread's `WorkBudget.current`: bound on every thread a piece runs on,
    /// and the solver stops when it is exhausted as when `options.isCancelled`.
    /// `solved` is called after each target with its solve's wall time (the service's metrics).
    /// - Complexity: one solve per target (a group's later targets start warm), spread by `fanOut`.
    public static func solve(
        _ request: LayoutRequest, options: EngineOptions = .standard,
        catalog: DeviceCatalog = .standard, fanOut: FanOut = serial,
        solved: (@Sendable (Duration) -> Void)? = nil
    ) -> Result<LayoutResponse, Failure> {
        let targets: [ResolvedTarget]
        switch request.resolvedTargets(catalog: catalog) {
        case .success(let resolved): targets = resolved
        case .failure(let problems): return .failure(.invalid(problems))
        }
        // Groups of targets with the same traits share a warm start, so a group is one piece.
        let groups = targetGroups(targets)
        // The caller's budget goes with every piece, whichever thread the fan-out runs it on.
        let budget = WorkBudget.current
        let options = Self.options(options, within: budget)
        let pieces = fanOut(groups.count) { group in
            WorkBudget.$current.withValue(budget) {
                var warmStart = LayoutEngine.WarmStart()
                var results: [TargetResult] = []
                for index in groups[group] {
                    // Once cancelled, the group's later targets are not begun: each would still
                    // run its unpolled steps (up to a millisecond with a long text) before its
                    // first poll, and fifty of them held the worker 50 ms past the deadline.
                    if options.isCancelled() { break }
                    let started = ContinuousClock.now
                    results.append(
                        solve(
                            request, targetAt: index, resolved: targets[index], options: options,
                            catalog: catalog, warmStart: &warmStart))
                    solved?(ContinuousClock.now - started)
                }
                return results
            }
        }
        guard let pieces, !options.isCancelled() else { return .failure(.cancelled) }
        var ordered: [TargetResult?] = Array(repeatElement(nil, count: targets.count))
        for (group, results) in zip(groups, pieces) {
            for (index, result) in zip(group, results) { ordered[index] = result }
        }
        return .success(LayoutResponse(results: ordered.compactMap { $0 }))
    }

    /// Each scene's request solved, joined into one response in scene order, each result with
    /// its `scene` and the scene's warnings before its own diagnostics. O(Σ solve(target)).
    public static func solve(
        _ scenes: [SceneRequest], options: EngineOptions = .standard, catalog: DeviceCatalog = .standard,
        fanOut: FanOut = serial, solved: (@Sendable (Duration) -> Void)? = nil
    ) -> Result<LayoutResponse, Failure> {
        var results: [TargetResult] = []
        for scene in scenes {
            switch solve(scene.request, options: options, catalog: catalog, fanOut: fanOut, solved: solved) {
            case .success(let response):
                for var result in response.results {
                    result.scene = scene.scene
                    result.diagnostics = scene.warnings + result.diagnostics
                    results.append(result)
                }
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(LayoutResponse(results: results))
    }

    /// `options` whose cancellation also comes when `budget` is exhausted: the solver polls the
    /// same predicate as every other stage. The unlimited budget leaves them as they are.
    static func options(_ options: EngineOptions, within budget: WorkBudget) -> EngineOptions {
        guard budget !== WorkBudget.unlimited else { return options }
        var bounded = options
        let cancelled = options.isCancelled
        bounded.isCancelled = { cancelled() || budget.isExhausted }
        return bounded
    }

    /// The request's targets grouped by traits (size classes, idiom, orientation, direction —
    /// not the device): the same constraints are installed for all of a group, so their systems
    /// usually differ only in constants and a group's targets are solved in turn from one warm
    /// start. Indices ascend within a group; groups come in the order of their first target.
    /// O(targets).
    public static func targetGroups(_ targets: [ResolvedTarget]) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOf: [TraitCollection: Int] = [:]
        for (index, target) in targets.enumerated() {
            var key = target.traits
            key.deviceID = nil
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// Target `index` of a request (resolved as `target`): the base solve with the request's
    /// output options, then the request's states on top of it. `warmStart` is shared by the
    /// targets of one group of `targetGroups`, solved in order on one thread.
    static func solve(
        _ request: LayoutRequest, targetAt index: Int, resolved target: ResolvedTarget,
        options: EngineOptions, catalog: DeviceCatalog, warmStart: inout LayoutEngine.WarmStart
    ) -> TargetResult {
        var options = options
        options.output = request.output
        // `output.log: false`: conflicts skip writing their log, and the syntax diagnostics'
        // logs (written while the system is built) are dropped below.
        options.includesLog = options.includesLog && request.output.log
        // Targets are solved in ascending order within a group: after the last one, none starts
        // from this warm start.
        if index == request.targets.count - 1 { warmStart.keepsBase = false }
        var result = LayoutEngine.solve(request.document, target: target, options: options, warmStart: &warmStart)
        if !request.states.isEmpty {
            result.states = StateSolver.solve(
                request.states, document: request.document, baseSpec: request.targets[index],
                base: result, options: options, catalog: catalog,
                keyframeLimits: request.limits.keyframes)
        }
        if !request.output.log { result.removeLogs() }
        return result
    }
}
