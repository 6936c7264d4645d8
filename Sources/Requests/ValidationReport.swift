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

    public var errorCount: Int { merged.count(where: { $0.diagnostic.severity == .error }) }
    public var warningCount: Int { merged.count(where: { $0.diagnostic.severity == .warning }) }
}

extension ValidationReport: JSONEmittable {
    /// `{targets, diagnostics, errorCount, warningCount}`; a target with a scene lists `scene`
    /// first, a diagnostic its `targets` last.
    public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.key("targets")
        json.beginArray()
        for (scene, target) in zip(scenes, targets) {
            if let scene, case .object(let members) = target.jsonValue {
                json.value(.object([("scene", .string(scene))] + members))
            } else {
                target.emit(into: &json)
            }
        }
        json.endArray()
        json.key("diagnostics")
        json.beginArray()
        for entry in merged {
            let diagnostic = entry.diagnostic.jsonValue
            guard case .object(let members) = diagnostic else {
                json.value(diagnostic)
                continue
            }
            json.beginObject()
            for (key, value) in members {
                json.key(key)
                json.value(value)
            }
            json.key("targets")
            json.beginArray()
            for target in entry.targets { json.number(Double(target)) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.member("errorCount", Double(errorCount))
        json.member("warningCount", Double(warningCount))
        json.endObject()
    }
}
