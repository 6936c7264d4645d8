import Devices
import Engine
import JSON

/// The strict rule, once for both front ends: a request fails when any target, or any state on
/// it, has a diagnostic of severity `error` (warnings such as `misplaced_view` never fail it).
/// `POST …?strict=true` answers 422 `strict_diagnostics` listing `failures`; `layout
/// solve|validate` exit with status 1.
public enum StrictMode {
    /// True when some result or state has an error diagnostic. O(Σ diagnostics).
    public static func fails(_ results: [TargetResult]) -> Bool {
        results.contains { $0.hasErrors || $0.stateDiagnostics.contains { $0.severity == .error } }
    }

    /// Every error diagnostic, one entry per target it occurs on, in target order, a target's
    /// states after it: `target 1 (iphone-6 landscape): unsatisfiable_constraints: …`, `target 1
    /// (iphone-6 landscape), state keyboard: …`. O(Σ diagnostics).
    public static func failures(_ results: [TargetResult]) -> [DocumentProblem] {
        var failures: [DocumentProblem] = []
        for (index, result) in results.enumerated() {
            for diagnostic in result.diagnostics + result.stateDiagnostics where diagnostic.severity == .error {
                let state = if case .string(let name)? = diagnostic["state"] { ", state \(name)" } else { "" }
                failures.append(
                    DocumentProblem(
                        pointer: "",
                        message:
                            "target \(index) (\(result.target.label))\(state): \(diagnostic.code): \(diagnostic.message)"
                    ))
            }
        }
        return failures
    }
}

extension ResolvedTarget {
    /// `iphone-6 landscape`, with the Split View pane when not full screen (`custom` for a
    /// custom screen), for messages.
    public var label: String {
        let multitaskingSuffix = multitasking == .full ? "" : " \(multitasking.rawValue)"
        return "\(deviceID ?? "custom") \(orientation.rawValue)\(multitaskingSuffix)"
    }
}
