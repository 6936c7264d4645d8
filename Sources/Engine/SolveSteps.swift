import Cassowary
import Devices
import Document

/// The solve (step 5) and the diagnosis (step 8) of one system as separate calls, for tools that
/// look at one step at a time: `layout-bench diagnostics` times each, and tests compare a run
/// with conflict explanations against one without. The engine itself runs both through
/// `SolvedSystem.solve`.
public final class SolveSteps {
    let run: SolverRun

    /// `explainsConflicts: false` is the baseline: the solver still finds each conflict and
    /// breaks the constraint being added, but explains nothing and logs nothing.
    public init(_ system: LayoutSystem, explainsConflicts: Bool = true) {
        run = SolverRun(system: system, options: explainsConflicts ? .standard : EngineOptions(includesLog: false))
        run.explainsConflicts = explainsConflicts
    }

    /// Step 5: adds every constraint and reads one value per engine variable.
    public func solve() -> [Double] {
        run.addAll()
        return run.values()
    }

    /// Step 8 after `solve`: the free directions read off the final tableau, then every
    /// diagnostic of the pass, on `target`.
    public func diagnose(values: [Double], target: ResolvedTarget) -> [Diagnostic] {
        let free = run.freeDirections()
        let pass = SolvedSystem(
            system: run.system, values: values, diagnostics: run.diagnostics, stats: SolveStats(),
            cancelled: run.cancelled, broken: run.broken, conflicts: run.conflicts,
            freeDirections: free.directions, tieNames: free.tieNames)
        return DiagnosticsPass.run(pass, target: target, frames: [])
    }

    /// Indices (into the system's constraints) of the constraints broken, in order.
    public var broken: [Int] { run.broken }
    /// Each conflict's set as the solver reported it: the irreducible set when explaining, else
    /// only the constraint being added.
    public var conflicts: [[Int]] { run.conflicts }
}
