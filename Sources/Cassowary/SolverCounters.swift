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

/// The size of a solver's tableau at one moment, for benchmarks.
package struct TableauSize: Sendable, Hashable {
    package init() {}
    package var rows = 0
    package var cells = 0
    package var longestRow = 0
    package var objectiveEntries = 0
}

extension Solver {
    /// O(rows).
    package var tableauSize: TableauSize {
        var size = TableauSize()
        for r in tableau.rows.indices where tableau.rowBasic[r] >= 0 {
            size.rows += 1
            size.cells += tableau.rows.cellCount(r)
            size.longestRow = max(size.longestRow, tableau.rows.cellCount(r))
        }
        size.objectiveEntries = tableau.objective.active.count
        return size
    }
}
