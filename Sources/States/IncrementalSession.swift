import Cassowary
import Document
import Engine
import Geometry

/// The base layout of one target kept alive in its solver run, so that states which change only
/// constants re-solve by replacing those constants and running the dual simplex over the rows
/// they touch (`SolverRun.init(rebasing:onto:options:ownsBase:)`, on a copy of the base's solver
/// and a replay of its presolve) instead of rebuilding — the incremental path of states
/// (docs/states.md).
///
/// Keeps true: the session exists only when its base is the engine's base exactly (the same
/// run) and clean — no constraint broken, no cancellation. `constraintAdds` counts the base
/// solver's constraints; a state adds none (`Outcome.addsDuringSolve`), which the tests check.
final class IncrementalSession {
    let basePass: SolvedSystem
    let wrapWidths: [Int: Double]
    private let baseRun: SolverRun
    /// Per edited constraint: its index in the system.
    private let edited: [Int]
    /// How many constraints the base solver holds.
    let constraintAdds: Int

    /// What one incremental solve did.
    struct Outcome {
        var frames: [(id: String, frame: Rect)]
        var contentSizes: [(id: String, size: Size)]
        var counters: SolverCounters
        var addsDuringSolve: Int
    }

    /// Nil when the base cannot be started from (broken, cancelled, not presolved) or no
    /// constraint of `keys` is installed.
    init?(document: LayoutDocument, geometry: TargetGeometry, keys: Set<String>, options: EngineOptions) {
        // The engine's steps 2–6 for the base, with its second pass for wrapping labels.
        var cold = LayoutEngine.WarmStart()
        cold.keepsBase = false
        let (pass, wraps, run) = LayoutEngine.solveWrapping(
            document, geometry: geometry, options: options, warmStart: &cold)
        guard !pass.cancelled, pass.broken.isEmpty, run.isClean, run.presolve != nil else { return nil }
        let constraints = pass.system.constraints
        edited = constraints.indices.filter { index in
            constraints[index].origin == .document
                && keys.contains { ConstraintOverrides.names($0, constraints[index].id) }
        }
        guard !edited.isEmpty else { return nil }
        basePass = pass
        wrapWidths = wraps
        baseRun = run
        constraintAdds = run.solver.constraintCount
        // A state's counters are its own: copies of this solver start from zero.
        run.solver.resetCounters()
    }

    /// Solves the base with `constants` (constraint or entry id → new constant). Nil when the
    /// new constants cannot hold (a required conflict: the dual simplex finds no way back) or
    /// a wrapping label's width changed (its height would need a new pass): the caller rebuilds.
    func solve(
        constants: [String: Double], rounding: DocumentDefaults.Rounding, scale: Double,
        document: LayoutDocument
    ) -> Outcome? {
        var system = basePass.system
        for index in edited {
            let constraint = system.constraints[index]
            let value =
                constants[constraint.id] ?? constants[ConstraintOverrides.entryId(of: constraint.id)]
                ?? constraint.constant
            // The expression reads `first − (multiplier × second + constant)`.
            system.constraints[index].expression.constant -= value - constraint.constant
        }
        let addsBefore = baseRun.solver.constraintCount
        guard let run = SolverRun(rebasing: baseRun, onto: system, options: baseRun.options) else { return nil }
        var pass = basePass
        pass.system = system
        pass.values = run.values()
        guard LayoutEngine.labelWrapWidths(document, pass) == wrapWidths else { return nil }
        return Outcome(
            frames: LayoutEngine.readFrames(pass, rounding: rounding, scale: scale),
            contentSizes: LayoutEngine.readContentSizes(pass, rounding: rounding, scale: scale),
            counters: run.solver.counters, addsDuringSolve: run.solver.constraintCount - addsBefore)
    }
}
