import Devices
import Document
import Geometry
import Primitives

/// Step 8 of the engine's spine, diagnose: everything a target's result reports about the
/// document, in a fixed order — the engine's misuse findings (completed with pointers, sources
/// and hints), the conflicts found while solving (and a cancellation), then autoresizing
/// conflicts, ambiguous views and misplaced views, each in document order.
public enum DiagnosticsPass {
    /// - Complexity: dominated by `AmbiguityReport`, a fraction of the solve (docs/diagnostics.md).
    public static func run(_ pass: SolvedSystem, target: ResolvedTarget, frames: [(id: String, frame: Rect)])
        -> [Diagnostic]
    {
        let document = pass.system.document
        var result = MisuseReport.refine(pass.system.diagnostics, document: document) + pass.diagnostics
        // A stopped request's answer is thrown away: the rest would be work for nothing.
        guard !pass.cancelled, !WorkBudget.current.isExhausted else { return result }
        result += AutoresizingConflictReport.diagnostics(pass)
        result += AmbiguityReport.diagnostics(pass)
        result += MisplacedViewReport.diagnostics(document, target: target, frames: frames)
        return result
    }
}
