/// `?strict=true` (SPEC §4): any diagnostic of severity `error` turns the request into a 422.
/// These say whether that happens and which diagnostics are the reason.
package enum Strictness {
    /// True when any result carries an error diagnostic.
    package static func fails(_ results: [TargetResult]) -> Bool { results.contains { $0.hasErrors } }

    package static func fails(_ merged: [MergedDiagnostic]) -> Bool { merged.contains { $0.diagnostic.severity == .error } }

    /// The error diagnostics that make a strict request fail, merged across targets, in order.
    package static func errors(_ results: [TargetResult]) -> [MergedDiagnostic] {
        Validation.merge(results).filter { $0.diagnostic.severity == .error }
    }
}
