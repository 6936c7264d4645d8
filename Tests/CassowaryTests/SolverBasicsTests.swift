import Testing
import TestSupport
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
        for value in [100.0, 250, 3, 400] {
            try solver.suggestValue(w, value)
            #expect(isClose(solver.value(of: half), value / 2))
        }
    }
}
