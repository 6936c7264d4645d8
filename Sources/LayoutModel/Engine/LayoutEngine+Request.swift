extension LayoutEngine {
    /// Solves every target of a request, in request order, and each target's states (States/).
    /// Fails only when a target cannot be resolved (which decoding already checks for catalog
    /// targets).
    package static func solve(_ request: LayoutRequest, options: EngineOptions = .standard,
                              catalog: DeviceCatalog = .standard) -> Result<LayoutResponse, DocumentProblems> {
        var options = options
        options.output = request.output
        return request.resolvedTargets(catalog: catalog).map { targets in
            LayoutResponse(results: zip(request.targets, targets).map { spec, target in
                var result = solve(request.document, target: target, options: options)
                if !request.states.isEmpty {
                    result.states = StateSolver.solve(request.states, document: request.document, baseSpec: spec, base: result,
                                                      options: options, catalog: catalog).map(\.jsonValue)
                }
                return result
            })
        }
    }
}
