import Testing

@testable import Cassowary

/// The invariant check that runs after mutations in debug builds (`Solver.invariantViolations`)
/// finds a tableau broken behind the solver's back: a column index with an entry too many or too
/// few, and a restricted basic symbol gone negative.
@Suite struct InvariantCheckTests {
    /// A solved system with a few rows and cells: `x + y == 100`, `x >= 10`, `y - x >= 2`, and
    /// an optional wish on x. Its first basic row with a cell, and that cell's symbol.
    private static func solved() throws -> (solver: Solver, row: Int, symbol: Int) {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(x + y, .equal, 100))
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
        try solver.add(Constraint(y - x, .greaterThanOrEqual, 2))
        try solver.add(Constraint(Expression(x), .equal, 30, priority: .init(500)))
        #expect(solver.invariantViolations().isEmpty)
        let t = solver.tableau
        let row = try #require(t.rows.indices.first { t.rowBasic[$0] >= 0 && t.rows.cellCount($0) > 0 })
        return (solver, row, t.rows.cells(row).first!.symbol)
    }

    @Test func aColumnEntryTooManyIsFound() throws {
        let (solver, row, symbol) = try Self.solved()
        _ = solver.tableau.columns.append(row, to: symbol)
        let problems = solver.invariantViolations()
        #expect(problems.contains { $0.hasPrefix("column index has") }, "\(problems)")
        #expect(problems.contains("column \(symbol) repeats row \(row)"), "\(problems)")
    }

    @Test func aColumnEntryMissingIsFound() throws {
        let (solver, row, symbol) = try Self.solved()
        solver.tableau.columns.removeAll(symbol)
        let problems = solver.invariantViolations()
        #expect(problems.contains { $0.hasPrefix("column index has") }, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("row \(row): cell \(symbol) has a wrong column slot") }, "\(problems)")
    }

    @Test func anInfeasibleRestrictedBasicIsFound() throws {
        let (solver, _, _) = try Self.solved()
        let t = solver.tableau
        let row = try #require(t.rows.indices.first { t.rowBasic[$0] >= 0 && t.kinds[t.rowBasic[$0]].isRestricted })
        solver.tableau.rows.constants[row] = -1
        let problems = solver.invariantViolations()
        #expect(problems.contains { $0.hasPrefix("row \(row): restricted basic") }, "\(problems)")
    }
}
