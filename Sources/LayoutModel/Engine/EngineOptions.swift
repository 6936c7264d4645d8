/// How one solve runs. A documented value with defaults in one place.
package struct EngineOptions: Sendable {
    /// Polled by the solver between pivots; returning true abandons the solve (the service's
    /// deadline). The result then carries a `solve_cancelled` diagnostic and no frames.
    package var isCancelled: @Sendable () -> Bool
    /// When false, `stats.solveMicroseconds` is 0 so output is byte-identical across runs.
    package var measuresTime: Bool
    /// Keep `log` text (UIKit's console dump) in conflict diagnostics.
    package var includesLog: Bool

    package init(isCancelled: @escaping @Sendable () -> Bool = { false }, measuresTime: Bool = true,
                 includesLog: Bool = true) {
        self.isCancelled = isCancelled
        self.measuresTime = measuresTime
        self.includesLog = includesLog
    }

    package static let standard = EngineOptions()
}
