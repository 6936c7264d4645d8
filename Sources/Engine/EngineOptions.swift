/// How one solve runs. A documented value with defaults in one place.
public struct EngineOptions: Sendable {
    /// Polled by the solver between pivots; returning true abandons the solve (the service's
    /// deadline). The result then carries a `solve_cancelled` diagnostic and no frames.
    public var isCancelled: @Sendable () -> Bool
    /// When false (the default), `stats.solveMicroseconds` is 0 so that the same request gives
    /// byte-identical output; turn it on to report the solve's wall time.
    public var measuresTime: Bool
    /// Keep `log` text (UIKit's console dump) in conflict diagnostics.
    public var includesLog: Bool
    /// The request's `output` switches the engine honours: `windowFrames` (every frame in window
    /// coordinates too) and `constraints` (the installed constraints, as solved).
    public var output: OutputOptions
    /// Eliminate equalities before the simplex (Cassowary's `SystemSolver`). Off, the
    /// solver gets every constraint as given: the same answers for a layout with one optimum,
    /// at a cost that grows with the square of a chain's length. For the equivalence tests and
    /// the side-by-side benchmark (`layout solve --no-presolve`, benchmarks/shapes.py).
    public var presolves: Bool

    public init(
        isCancelled: @escaping @Sendable () -> Bool = { false }, measuresTime: Bool = false,
        includesLog: Bool = true, output: OutputOptions = OutputOptions(), presolves: Bool = true
    ) {
        self.isCancelled = isCancelled
        self.measuresTime = measuresTime
        self.includesLog = includesLog
        self.output = output
        self.presolves = presolves
    }

    public static let standard = EngineOptions()
}
