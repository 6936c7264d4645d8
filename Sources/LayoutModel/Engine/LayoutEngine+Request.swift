extension LayoutEngine {
    /// Solves every target of a request, in request order, and each target's states (States/).
    /// Fails only when a target cannot be resolved (which decoding already checks for catalog
    /// targets).
    package static func solve(_ request: LayoutRequest, options: EngineOptions = .standard,
                              catalog: DeviceCatalog = .standard) -> Result<LayoutResponse, DocumentProblems> {
        request.resolvedTargets(catalog: catalog).map { targets in
            LayoutResponse(results: targets.indices.map { index in
                solve(request, targetAt: index, resolved: targets[index], options: options, catalog: catalog)
            })
        }
    }

    /// Target `index` of a request (resolved as `target`): the base solve with the request's
    /// output options, then the request's states on top of it. Callers that fan targets out over
    /// threads (the service's worker pool) call this once per target.
    package static func solve(_ request: LayoutRequest, targetAt index: Int, resolved target: ResolvedTarget,
                              options: EngineOptions = .standard, catalog: DeviceCatalog = .standard) -> TargetResult {
        var options = options
        options.output = request.output
        var result = solve(request.document, target: target, options: options)
        if !request.states.isEmpty {
            result.states = StateSolver.solve(request.states, document: request.document, baseSpec: request.targets[index],
                                              base: result, options: options, catalog: catalog).map(\.jsonValue)
        }
        return result
    }
}
