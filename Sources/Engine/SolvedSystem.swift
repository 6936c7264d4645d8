import Cassowary
import Document

/// Steps 4–5: a `LayoutSystem` handed to the Cassowary solver, and the values it found.
///
/// The size bounds go in first, then the other required constraints in system order (root,
/// document, stack views, autoresizing, intrinsic), then the optional ones in the same order
/// (`SolverRun.pass`); the solver's priorities are exact (lexicographic).
/// When a required constraint cannot be added, the solver's irreducible conflicting set becomes
/// an `unsatisfiable_constraints` diagnostic and one member is broken by `ConflictReport`'s rule
/// (document constraints before generated ones, and among those the one added last). Solving
/// carries on with it demoted to `ConflictReport.demotedPriority`, as UIKit does.
public struct SolvedSystem: Sendable {
    public var system: LayoutSystem
    /// One value per engine variable.
    public var values: [Double]
    /// Conflicts found while solving, cancellation.
    public var diagnostics: [Diagnostic]
    public var stats: SolveStats
    public var cancelled: Bool
    /// Indices (into `system.constraints`) of the constraints broken to resolve conflicts.
    public var broken: [Int]
    /// Each conflict's irreducible set, as indices into `system.constraints`, in the order found.
    public var conflicts: [[Int]]
    /// The ways the solution can move without leaving the optimum (ambiguity), read off the
    /// final tableau; empty when cancelled.
    public var freeDirections: [FreeDirection]
    /// When the free directions were too many to extend one by one and `freeDirections` holds
    /// their combinations (`SystemSolver.freeDirections()`): each tie with its own moves (not
    /// extended) and its constraints, for naming. Nil otherwise.
    public var tieNames: [FreeDirection]? = nil

    /// The value of a form under the solution.
    public func value(_ form: LinearForm) -> Double {
        form.evaluate { $0 < values.count ? values[$0] : 0 }
    }

    /// Solves `system`. `isFinal` sees the result before its free directions are read and says
    /// whether they are wanted: a pass that will be solved again does not need them.
    public static func solve(
        _ system: LayoutSystem, options: EngineOptions,
        isFinal: (SolvedSystem) -> Bool = { _ in true }
    ) -> SolvedSystem {
        solveRun(system, options: options, isFinal: isFinal).solved
    }

    /// `solve`, also returning the solver run, and starting from `base`'s solver when `system`
    /// differs from `base`'s only in constants (`SolverRun.init(rebasing:onto:options:ownsBase:)`).
    /// `ownsBase`: nothing else will use `base` afterwards, so its solver may be changed in place.
    public static func solveRun(
        _ system: LayoutSystem, options: EngineOptions, from base: SolverRun? = nil, ownsBase: Bool = false,
        isFinal: (SolvedSystem) -> Bool = { _ in true }
    ) -> (solved: SolvedSystem, run: SolverRun) {
        let clock = ContinuousClock()
        let start = clock.now
        let run: SolverRun
        if let base, let rebased = SolverRun(rebasing: base, onto: system, options: options, ownsBase: ownsBase) {
            run = rebased
        } else {
            run = SolverRun(system: system, options: options)
            run.addAll()
        }
        var solved = SolvedSystem(
            system: system, values: run.values(), diagnostics: run.diagnostics,
            stats: SolveStats(
                variables: system.variableCount, constraints: run.constraintCount, broken: run.broken.count,
                solveMicroseconds: 0),
            cancelled: run.cancelled, broken: run.broken, conflicts: run.conflicts, freeDirections: [])
        if !run.cancelled, isFinal(solved) { (solved.freeDirections, solved.tieNames) = run.freeDirections() }
        if options.measuresTime {
            let elapsed = (clock.now - start).components
            solved.stats.solveMicroseconds =
                Int(elapsed.seconds) * 1_000_000 + Int(elapsed.attoseconds / 1_000_000_000_000)
        }
        return (solved, run)
    }
}
