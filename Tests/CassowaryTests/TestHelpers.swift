import TestSupport

@testable import Cassowary

/// Everything numeric a solver holds, compared bit for bit to prove a failed add changed nothing.
struct TableauState: Equatable {
    var rows: [Row]
    var rowBasic: [Int]
    var basicRow: [Int]
    var kinds: [SymbolKind]
    var columns: [[Int]]
    var owners: [Int]
    var freeSymbols: [Int]
    var freeRows: [Int]
    var objective: [Double]
    var objectiveActive: [Int]
    var variableSymbol: [Int]
    var variableReferences: [Int]
    var constraintCount: Int
}

extension Solver {
    var state: TableauState {
        let t = tableau
        return TableauState(
            rows: t.rows.indices.map { t.rows.row($0) }, rowBasic: t.rowBasic, basicRow: t.basicRow, kinds: t.kinds,
            columns: (0..<t.symbolCount).map { Array(t.columns[$0]) }, owners: t.owners, freeSymbols: t.freeSymbols,
            freeRows: t.freeRows,
            // The live symbols' vectors: the arrays are grown ahead of the symbols.
            objective: Array(t.objective.values.prefix(t.symbolCount * t.objective.stride)),
            objectiveActive: t.objective.active, variableSymbol: t.variableSymbol,
            variableReferences: t.variableReferences, constraintCount: constraintCount)
    }

    /// Adds and reports whether the add was accepted; any error other than unsatisfiable fails.
    func tryAdd(_ constraint: Constraint) throws -> UnsatisfiableConflict? {
        do {
            try add(constraint)
            return nil
        } catch {
            if case .unsatisfiable(let conflict) = error { return conflict }
            throw error
        }
    }
}

/// True when every constraint holds at the solver's values (optional ones are not checked).
func requiredHold(_ constraints: [Constraint], in solver: Solver, tolerance: Double = testTolerance) -> Bool {
    constraints.filter(\.isRequired).allSatisfy { c in
        let v = c.expression.evaluate { solver.value(of: $0) }
        switch c.relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }
}

/// The error of an optional constraint at the given values (0 when satisfied).
func violation(_ c: Constraint, _ value: (Variable) -> Double) -> Double {
    let v = c.expression.evaluate(value)
    switch c.relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(0, v)
    case .greaterThanOrEqual: return max(0, -v)
    }
}
