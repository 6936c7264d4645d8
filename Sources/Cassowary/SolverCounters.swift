/// Work done by a solver since it was made (or since `resetCounters()`), for benchmarks.
public struct SolverCounters: Sendable, Hashable {
    /// Simplex pivots (primal, dual and phase 1).
    public var pivots = 0
    /// Substitutions of a newly basic symbol's row into the rows that mention it.
    public var substitutions = 0
    /// Rows rewritten by a substitution.
    public var rowsTouched = 0
    /// Cells written by those merges.
    public var cellsMerged = 0
    /// The cells read and written by those merges where the row was, or came out, longer than
    /// `Tableau.longRow`: a tableau filling in (`Solver.fillBudget`).
    public var longCellsMerged = 0
    /// Rows that needed the artificial-variable phase 1.
    public var artificialPhases = 0

    public init() {}
}

/// The size of a solver's tableau at one moment, for benchmarks.
public struct TableauSize: Sendable, Hashable {
    public init() {}
    public var rows = 0
    public var cells = 0
    public var longestRow = 0
    public var objectiveEntries = 0
}

extension Solver {
    /// O(rows).
    public var tableauSize: TableauSize {
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
