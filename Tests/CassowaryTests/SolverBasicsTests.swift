import TestSupport
import Testing

@testable import Cassowary

@Suite struct SolverBasicsTests {
    @Test func aRequiredEqualityFixesAVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        try solver.add(Constraint(Expression(x), .equal, 42))
        #expect(isClose(solver.value(of: x), 42))
    }

    @Test func aChainOfEqualitiesPropagates() throws {
        let solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        try solver.add(Constraint(Expression(a), .equal, b + 8))
        try solver.add(Constraint(Expression(b), .equal, c + 8))
        try solver.add(Constraint(Expression(c), .equal, 5))
        #expect(isClose(solver.value(of: a), 21))
        #expect(isClose(solver.value(of: b), 13))
    }

    /// Dantzig's textbook LP (also in Hillier & Lieberman, "Wyndor Glass"): maximize 3x + 5y
    /// subject to x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18, x, y ≥ 0; optimum (2, 6), value 36. The objective
    /// is an optional `3x + 5y ≥ 1000`: minimizing its error maximizes 3x + 5y.
    @Test func wyndorGlassReachesItsKnownOptimum() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 4))
        try solver.add(Constraint(2 * y, .lessThanOrEqual, 12))
        try solver.add(Constraint(3 * x + 2 * y, .lessThanOrEqual, 18))
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 0))
        try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 0))
        try solver.add(Constraint(3 * x + 5 * y, .greaterThanOrEqual, 1000, priority: Priority(1)))
        #expect(isClose(solver.value(of: x), 2))
        #expect(isClose(solver.value(of: y), 6))
    }

    /// Diet-style minimization: minimize x + y with x + 2y ≥ 4, 3x + y ≥ 6, x, y ≥ 0; optimum
    /// at the intersection (8/5, 6/5), value 2.8.
    @Test func aMinimizationLPReachesTheVertexOptimum() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(x + 2 * y, .greaterThanOrEqual, 4))
        try solver.add(Constraint(3 * x + y, .greaterThanOrEqual, 6))
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 0))
        try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 0))
        try solver.add(Constraint(x + y, .lessThanOrEqual, 0, priority: Priority(1)))
        #expect(isClose(solver.value(of: x), 1.6))
        #expect(isClose(solver.value(of: y), 1.2))
    }

    @Test func optionalConstraintsYieldToRequiredOnes() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 100))
        try solver.add(Constraint(Expression(x), .equal, 10, priority: Priority(750)))
        #expect(isClose(solver.value(of: x), 100))
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = Solver()
        let w = solver.makeVariable(), half = solver.makeVariable()
        try solver.addEditVariable(w, priority: .strong)
        try solver.add(Constraint(2 * half, .equal, Expression(w)))
        for value in [100.0, 250, 3, 400, -20, 400] {
            try solver.suggestValue(w, value)
            #expect(isClose(solver.value(of: half), value / 2))
        }
    }

    @Test func suggestionsRespectRequiredBoundsAndComeBack() throws {
        let solver = Solver()
        let w = solver.makeVariable(), x = solver.makeVariable()
        try solver.addEditVariable(w, priority: .strong)
        try solver.add(Constraint(Expression(x), .equal, Expression(w)))
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 300))
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
        let expected: [(Double, Double)] = [(100, 100), (500, 300), (5, 10), (200, 200), (301, 300), (10, 10)]
        for (suggested, value) in expected {
            try solver.suggestValue(w, suggested)
            #expect(isClose(solver.value(of: x), value), "suggested \(suggested)")
        }
    }

    @Test func removingAndReAddingAConstraintRestoresTheSolution() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let sum = Constraint(x + y, .equal, 100)
        let xFixed = Constraint(Expression(x), .equal, 30)
        let yPreferred = Constraint(Expression(y), .equal, 10, priority: Priority(250))
        try solver.add(sum)
        try solver.add(xFixed)
        try solver.add(yPreferred)
        #expect(isClose(solver.value(of: y), 70))
        try solver.remove(xFixed)
        #expect(isClose(solver.value(of: y), 10))
        #expect(isClose(solver.value(of: x), 90))
        try solver.add(xFixed)
        #expect(isClose(solver.value(of: y), 70))
        try solver.remove(sum)
        try solver.remove(yPreferred)
        try solver.remove(xFixed)
        #expect(solver.constraintCount == 0)
        #expect(solver.tableauSize.rows == 0)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func changedVariablesListsOnlyWhatMoved() throws {
        let solver = Solver()
        let w = solver.makeVariable(), a = solver.makeVariable(), b = solver.makeVariable()
        try solver.addEditVariable(w, priority: .strong)
        try solver.add(Constraint(Expression(a), .equal, Expression(w)))
        try solver.add(Constraint(Expression(b), .equal, 5))
        try solver.suggestValue(w, 10)
        solver.updateVariables()
        #expect(solver.changedVariables.map(\.id) == [w.id, a.id, b.id])
        try solver.suggestValue(w, 20)
        solver.updateVariables()
        #expect(solver.changedVariables.map(\.id) == [w.id, a.id])
        solver.updateVariables()
        #expect(solver.changedVariables.isEmpty)
    }

    @Test func aVariableNoConstraintMentionsReadsZero() {
        let solver = Solver()
        #expect(solver.value(of: Variable(id: 7)) == 0)
    }

    @Test func repeatedTermsAreMergedBeforeSolving() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x + x + x - 2 * x, .equal, 12))  // x == 12
        #expect(isClose(solver.value(of: x), 12))
    }

    @Test func redundantRequiredEqualitiesAreAccepted() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 10))
        try solver.add(Constraint(Expression(y), .equal, Expression(x)))
        let redundant = Constraint(Expression(y), .equal, 10)
        try solver.add(redundant)
        #expect(isClose(solver.value(of: y), 10))
        try solver.remove(redundant)
        #expect(isClose(solver.value(of: y), 10))
        #expect(solver.invariantViolations().isEmpty)
    }
}

@Suite struct SolverErrorTests {
    @Test func addingTheSameConstraintTwiceIsADuplicate() throws {
        let solver = Solver()
        let c = Constraint(Expression(solver.makeVariable()), .equal, 1)
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        do { try solver.add(c) } catch { #expect(error.code == "duplicate_constraint") }
    }

    @Test func removingAnUnknownConstraintFails() {
        let solver = Solver()
        let c = Constraint(Expression(solver.makeVariable()), .equal, 1)
        do {
            try solver.remove(c)
            Issue.record("no error")
        } catch { #expect(error.code == "unknown_constraint") }
    }

    @Test(arguments: [0.0, -5, 1000.5, .nan, .infinity])
    func invalidPrioritiesAreRejected(value: Double) {
        let solver = Solver()
        let c = Constraint(Expression(solver.makeVariable()), .equal, 1, priority: Priority(value))
        do {
            try solver.add(c)
            Issue.record("no error")
        } catch { #expect(error.code == "bad_priority") }
        #expect(solver.constraintCount == 0)
    }

    @Test func editVariablesMustBeOptionalAndUnique() throws {
        let solver = Solver()
        let v = solver.makeVariable()
        do {
            try solver.addEditVariable(v, priority: .required)
            Issue.record("no error")
        } catch {
            #expect(error.code == "bad_priority")
        }
        try solver.addEditVariable(v, priority: .strong)
        do {
            try solver.addEditVariable(v, priority: .strong)
            Issue.record("no error")
        } catch {
            #expect(error.code == "duplicate_edit_variable")
        }
        try solver.removeEditVariable(v)
        do {
            try solver.removeEditVariable(v)
            Issue.record("no error")
        } catch {
            #expect(error.code == "unknown_edit_variable")
        }
        do {
            try solver.suggestValue(v, 3)
            Issue.record("no error")
        } catch {
            #expect(error.code == "unknown_edit_variable")
        }
    }

    @Test func variableIdsOutOfRangeAreRejected() {
        let solver = Solver()
        let c = Constraint(Expression(Variable(id: -1)), .equal, 1)
        do {
            try solver.add(c)
            Issue.record("no error")
        } catch { #expect(error.code == "internal_solver_error") }
        #expect(solver.constraintCount == 0)
    }

    @Test func cancellationStopsAnAddBetweenPivots() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(x + y, .equal, 10))
        solver.shouldCancel = { true }
        // Needs a pivot: the preference moves y off its initial basic value.
        let c = Constraint(Expression(x), .equal, 8, priority: Priority(500))
        do {
            try solver.add(c)
            Issue.record("no error")
        } catch { #expect(error.code == "cancelled") }
        #expect(solver.invariantViolations().isEmpty)
    }

    /// One add whose substitution merges a dense row into a long column: 400 rows `xᵢ = y + i`,
    /// then `y = z₀ + … + z₃₉₉`, about 160 000 cells merged without a pivot.
    func denseSubstitution(cancelling: Bool) throws -> (merged: Int, solver: Solver) {
        let solver = Solver()
        let x = (0..<400).map { _ in solver.makeVariable() }
        let y = solver.makeVariable()
        let z = (0..<400).map { _ in solver.makeVariable() }
        for (i, xi) in x.enumerated() { try solver.add(Constraint(Expression(xi), .equal, y + Double(i))) }
        let dense = Constraint(Expression(y), .equal, Expression(z.map { Term($0) }))
        if cancelling { solver.shouldCancel = { true } }
        let before = solver.counters.cellsMerged
        do { try solver.add(dense) } catch { #expect(error.code == "cancelled") }
        return (solver.counters.cellsMerged - before, solver)
    }

    @Test func cancellationStopsALongSubstitutionAndTheSolverRefusesMoreWork() throws {
        let whole = try denseSubstitution(cancelling: false).merged
        #expect(whole > 4 * Tableau.cellsPerPoll)
        let (merged, solver) = try denseSubstitution(cancelling: true)
        // Stopped at the first poll: one poll's worth of cells and one more row.
        #expect(merged <= Tableau.cellsPerPoll + 2 * 401)
        solver.shouldCancel = nil
        let again = Constraint(Expression(solver.makeVariable()), .equal, 1)
        #expect(throws: SolverError.self) { try solver.add(again) }
    }

    /// Cancelling on the k-th poll, for every k: a cancel inside phase 1 restores the solver
    /// exactly; a cancel in the final optimize leaves the constraint added. Either way the
    /// tables stay consistent and the solver can finish the job once the hook is cleared.
    @Test func cancellingAtAnyPollLeavesAConsistentSolver() throws {
        final class Polls: @unchecked Sendable { var count = 0 }
        for k in 1...12 {
            let solver = Solver()
            let x = solver.makeVariable(), y = solver.makeVariable()
            try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
            try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 10))
            try solver.add(Constraint(Expression(x), .lessThanOrEqual, 12))
            try solver.add(Constraint(Expression(y), .lessThanOrEqual, 12))
            let before = solver.state
            let polls = Polls()
            solver.shouldCancel = {
                polls.count += 1
                return polls.count >= k
            }
            let sum = Constraint(x + y, .equal, 24)  // needs phase 1: both direct subjects are blocked
            do {
                try solver.add(sum)
            } catch {
                #expect(error.code == "cancelled")
                #expect(solver.hasConstraint(sum) || solver.state == before)
            }
            #expect(solver.invariantViolations().isEmpty)
            solver.shouldCancel = nil
            if !solver.hasConstraint(sum) { try solver.add(sum) }
            try solver.add(Constraint(Expression(x), .equal, 0, priority: Priority(1)))  // re-optimizes
            #expect(isClose(solver.value(of: x), 12) && isClose(solver.value(of: y), 12))
            #expect(solver.counters.artificialPhases == 1)  // the cancelled phase 1 left no trace
        }
    }

    @Test func everyErrorHasAStableDistinctCode() {
        let dummy = Constraint(Expression(constant: 1), .equal)
        let errors: [SolverError] = [
            .unsatisfiable(UnsatisfiableConflict(constraint: dummy, conflicting: [dummy], isIrreducible: true)),
            .duplicateConstraint, .unknownConstraint, .duplicateEditVariable, .unknownEditVariable,
            .badPriority, .cancelled, .internal("x")
        ]
        let codes = errors.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes[0] == "unsatisfiable_required_constraint")
        #expect(errors.allSatisfy { !$0.message.isEmpty })
    }
}
