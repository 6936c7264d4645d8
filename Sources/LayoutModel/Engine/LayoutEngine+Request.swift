extension LayoutEngine {
    /// Solves every target of a request, in request order. Fails only when a target cannot be
    /// resolved (which decoding already checks for catalog targets).
    package static func solve(_ request: LayoutRequest, options: EngineOptions = .standard,
                              catalog: DeviceCatalog = .standard) -> Result<LayoutResponse, DocumentProblems> {
        var options = options
        options.output = request.output
        return request.resolvedTargets(catalog: catalog).map { targets in
            LayoutResponse(results: targets.map { solve(request.document, target: $0, options: options) })
        }
    }
}
