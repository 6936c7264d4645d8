extension LayoutEngine {
    /// Solves every target of a request, each target's states (States/) on top, answering in
    /// request order. Fails only when a target cannot be resolved (which decoding already checks
    /// for catalog targets).
    package static func solve(_ request: LayoutRequest, options: EngineOptions = .standard,
                              catalog: DeviceCatalog = .standard) -> Result<LayoutResponse, DocumentProblems> {
        request.resolvedTargets(catalog: catalog).map { targets in
            var results: [TargetResult?] = Array(repeating: nil, count: targets.count)
            for group in targetGroups(targets) {
                var warmStart = WarmStart()
                for index in group {
                    results[index] = solve(request, targetAt: index, resolved: targets[index], options: options,
                                           catalog: catalog, warmStart: &warmStart)
                }
            }
            return LayoutResponse(results: results.compactMap { $0 })
        }
    }

    /// The request's targets grouped by traits (size classes, idiom, orientation, direction —
    /// not the device): the same constraints are installed for all of a group, so their systems
    /// usually differ only in constants and a group's targets are solved in turn from one warm
    /// start. Indices ascend within a group; groups come in the order of their first target.
    /// Callers that fan out over threads hand out whole groups, so the answer does not depend on
    /// the number of threads.
    package static func targetGroups(_ targets: [ResolvedTarget]) -> [[Int]] {
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
    package static func solve(_ request: LayoutRequest, targetAt index: Int, resolved target: ResolvedTarget,
                              options: EngineOptions = .standard, catalog: DeviceCatalog = .standard,
                              warmStart: inout WarmStart) -> TargetResult {
        var options = options
        options.output = request.output
        // Targets are solved in ascending order within a group: after the last one, none starts
        // from this warm start.
        if index == request.targets.count - 1 { warmStart.keepsBase = false }
        var result = solve(request.document, target: target, options: options, warmStart: &warmStart)
        if !request.states.isEmpty {
            result.states = StateSolver.solve(request.states, document: request.document, baseSpec: request.targets[index],
                                              base: result, options: options, catalog: catalog,
                                              keyframeLimits: request.limits.keyframes)
        }
        return result
    }
}
