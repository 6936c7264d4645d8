import Devices
import Document
import Engine
import JSON

/// The answer of `POST /v1/validate` and `layout validate` (openapi.yaml, `ValidateResponse`):
/// the targets checked and every distinct diagnostic once, with the indices of the targets where
/// it occurs — Interface Builder's issue navigator for all size classes at once. A request's
/// states are checked too: what a state adds to its target's diagnostics is listed with a
/// `state` field naming it (`TargetResult.stateDiagnostics`), after the target's own.
///
/// Keeps true: diagnostics appear in order of first occurrence (target order, then each target's
/// own order); two diagnostics merge only when their JSON is identical, so a conflict whose log
/// prints a device-specific constant is one diagnostic per distinct constant; a diagnostic seen
/// twice on one target lists that target once. `errorCount` and `warningCount` count the merged
/// diagnostics. Building is O(Σ diagnostics) expected (a hash of each diagnostic's JSON).
public struct ValidationReport: Sendable {
    public var targets: [ResolvedTarget]
    /// Each target's view tree when the request holds several (an Interface Builder file): the
    /// results' `scene`, listed first in the target's entry.
    public var scenes: [String?]
    public var merged: [(diagnostic: Diagnostic, targets: [Int])]

    public init(results: [TargetResult]) {
        targets = results.map(\.target)
        scenes = results.map(\.scene)
        merged = []
        var position: [JSONValue: Int] = [:]  // lookup only; order comes from `merged`
        for (index, result) in results.enumerated() {
            for diagnostic in result.diagnostics + result.stateDiagnostics {
                let key = diagnostic.jsonValue
                if let existing = position[key] {
                    if merged[existing].targets.last != index { merged[existing].targets.append(index) }
                } else {
                    position[key] = merged.count
                    merged.append((diagnostic, [index]))
                }
            }
        }
    }

    /// A target as `targets` lists it: the resolved target, after its `scene` when it has one.
    private static func entry(_ scene: String?, _ target: ResolvedTarget) -> JSONValue {
        guard let scene, case .object(let members) = target.jsonValue else { return target.jsonValue }
        return .object([("scene", .string(scene))] + members)
    }

    public var errorCount: Int { merged.count(where: { $0.diagnostic.severity == .error }) }
    public var warningCount: Int { merged.count(where: { $0.diagnostic.severity == .warning }) }

    public var jsonValue: JSONValue {
        let diagnostics: [JSONValue] = merged.map { entry in
            guard case .object(var members) = entry.diagnostic.jsonValue else { return entry.diagnostic.jsonValue }
            members.append(("targets", .array(entry.targets.map { .number(Double($0)) })))
            return .object(members)
        }
        return .object([
            ("targets", .array(zip(scenes, targets).map(Self.entry))),
            ("diagnostics", .array(diagnostics)),
            ("errorCount", .number(Double(errorCount))),
            ("warningCount", .number(Double(warningCount)))
        ])
    }
}
