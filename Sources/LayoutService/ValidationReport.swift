import LayoutModel

/// The answer of `POST /v1/validate`: the targets checked and every distinct diagnostic once,
/// with the indices of the targets where it occurs — Interface Builder's issue navigator for all
/// size classes at once.
///
/// Keeps true: diagnostics appear in order of first occurrence (target order, then each target's
/// own order); two diagnostics merge only when their JSON is identical. Building is
/// O(Σ diagnostics × their JSON size): each is found by its JSON bytes, not compared with every
/// one kept so far.
struct ValidationReport {
    var targets: [ResolvedTarget]
    var merged: [(diagnostic: Diagnostic, targets: [Int])]

    init(results: [TargetResult]) {
        targets = results.map(\.target)
        merged = []
        var position: [[UInt8]: Int] = [:]  // lookup only; order comes from `merged`
        for (index, result) in results.enumerated() {
            for diagnostic in result.diagnostics {
                let key = JSONWriter.write(diagnostic.jsonValue)
                if let existing = position[key] {
                    if merged[existing].targets.last != index { merged[existing].targets.append(index) }
                } else {
                    position[key] = merged.count
                    merged.append((diagnostic, [index]))
                }
            }
        }
    }

    var jsonValue: JSONValue {
        let diagnostics: [JSONValue] = merged.map { entry in
            guard case var .object(members) = entry.diagnostic.jsonValue else { return entry.diagnostic.jsonValue }
            members.append(("targets", .array(entry.targets.map { .number(Double($0)) })))
            return .object(members)
        }
        return .object([
            ("targets", .array(targets.map(\.jsonValue))),
            ("diagnostics", .array(diagnostics)),
            ("errorCount", .number(Double(merged.filter { $0.diagnostic.severity == .error }.count))),
            ("warningCount", .number(Double(merged.filter { $0.diagnostic.severity == .warning }.count))),
        ])
    }
}
