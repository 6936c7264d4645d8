/// `POST /v1/validate` in the library (SPEC §4): solve the document on every target, keep only
/// the diagnostics, and merge identical ones across targets so that each is listed once with
/// the targets where it occurs ("conflict only on iPhone 6 Plus landscape").
///
/// Diagnostics are identical when their JSON is byte for byte the same; a conflict whose log
/// prints a device-specific constant (the root's `UIView-Encapsulated-Layout-Width`) is therefore
/// one diagnostic per distinct constant, as it should be. Output order: by first occurrence,
/// targets in the order given — deterministic.
package enum Validation {
    /// Every catalog device in both orientations, resolved for the document's controller and
    /// layout direction. Catalog targets always resolve; one that did not would be left out.
    package static func defaultTargets(for document: LayoutDocument, catalog: DeviceCatalog = .standard) -> [ResolvedTarget] {
        catalog.allTargets().compactMap { spec in
            switch ResolvedTarget.resolve(spec, controller: document.controller, catalog: catalog,
                                          defaultLayoutDirection: document.defaults.layoutDirection ?? .leftToRight) {
            case let .success(target): target
            case .failure: nil
            }
        }
    }

    /// The merged diagnostics of `document` on `targets` (default: `defaultTargets`).
    /// - Complexity: one solve per target, plus O(diagnostics × their JSON size) to merge.
    package static func validate(_ document: LayoutDocument, targets: [ResolvedTarget]? = nil,
                                 options: EngineOptions = .standard) -> [MergedDiagnostic] {
        merge((targets ?? defaultTargets(for: document)).map { LayoutEngine.solve(document, target: $0, options: options) })
    }

    /// Merges the diagnostics of per-target results (also for callers that solved already).
    package static func merge(_ results: [TargetResult]) -> [MergedDiagnostic] {
        var merged: [MergedDiagnostic] = []
        var position: [[UInt8]: Int] = [:]  // lookup only; order comes from `merged`
        for result in results {
            var seenHere: Set<Int> = []
            for diagnostic in result.diagnostics {
                let key = JSONWriter.write(diagnostic.jsonValue)
                if let index = position[key] {
                    // The same diagnostic twice on one target is listed once with that target once.
                    if seenHere.insert(index).inserted { merged[index].targets.append(result.target) }
                } else {
                    position[key] = merged.count
                    seenHere.insert(merged.count)
                    merged.append(MergedDiagnostic(diagnostic: diagnostic, targets: [result.target]))
                }
            }
        }
        return merged
    }

    /// `{targets: count, diagnostics: [{…diagnostic, targets: [label]}]}`: the shape of
    /// `LayoutResponse.validationJSON`, which it equals for targets without keyboard or
    /// right-to-left overrides (a test checks), in O(diagnostics) instead of O(diagnostics²).
    package static func jsonValue(_ diagnostics: [MergedDiagnostic], targetCount: Int) -> JSONValue {
        .object([("targets", .number(Double(targetCount))), ("diagnostics", .array(diagnostics.map(\.jsonValue)))])
    }
}
