/// Work done by a solver since it was made (or since `resetCounters()`), for benchmarks.
package struct SolverCounters: Sendable, Hashable {
    /// Simplex pivots (primal, dual and phase 1).
    package var pivots = 0
    /// Substitutions of a newly basic symbol's row into the rows that mention it.
    package var substitutions = 0
    /// Rows rewritten by a substitution.
    package var rowsTouched = 0
    /// Cells written by those merges.
    package var cellsMerged = 0
    /// Rows that needed the artificial-variable phase 1.
    package var artificialPhases = 0

    package init() {}
}
