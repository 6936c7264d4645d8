import TestSupport
import Testing

@testable import Cassowary

@Suite struct AmbiguityTests {
    @Test func aSumWithoutASplitIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(x + y, .equal, 10))
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 0))
        try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 0))
        let found = solver.ambiguities()
        #expect(!found.isEmpty)
        let moved = Set(found.flatMap { $0.direction.map(\.variable.id) })
        #expect(moved == [x.id, y.id])
        for ambiguity in found {
            guard case .missingConstraint = ambiguity.cause else {
                Issue.record("cause \(ambiguity.cause)")
                continue
            }
            // x and y move in opposite directions at the same rate.
            let rates = ambiguity.direction.map(\.coefficient)
            #expect(rates.count == 2 && isClose(rates[0], -rates[1]))
            #expect(ambiguity.step.map { isClose($0, 10) } ?? false)
        }
    }

    @Test func aVariableOnlyTiedToAnotherFreeOneIsAmbiguous() throws {
        let solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        try solver.add(Constraint(Expression(a), .equal, b + 8))
        try solver.add(Constraint(Expression(c), .equal, 1))
        let found = solver.ambiguities()
        #expect(found.count == 1)
        #expect(Set(found[0].direction.map(\.variable.id)) == [a.id, b.id])
        #expect(found[0].step == nil)
    }

    @Test func equalPrioritiesPullingApartAreATieNamingBoth() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let low = Constraint(Expression(x), .equal, 10, priority: Priority(750), tag: 1)
        let high = Constraint(Expression(x), .equal, 20, priority: Priority(750), tag: 2)
        try solver.add(low)
        try solver.add(high)
        let found = solver.ambiguities()
        #expect(found.count == 1)
        guard case .tie(let tied) = found.first?.cause else {
            Issue.record("no tie")
            return
        }
        #expect(tied.compactMap(\.tag) == [1, 2])
        #expect(found[0].direction.map(\.variable.id) == [x.id])
        #expect(found[0].step.map { isClose($0, 10) } ?? false)
    }

    @Test func unequalPrioritiesPullingApartAreNotAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 10, priority: Priority(750)))
        try solver.add(Constraint(Expression(x), .equal, 20, priority: Priority(751)))
        #expect(solver.ambiguities().isEmpty)
    }

    @Test func determinedSystemsReportNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 10))
        try solver.add(Constraint(Expression(y), .equal, x + 5))
        try solver.add(Constraint(Expression(z), .greaterThanOrEqual, 3))
        try solver.add(Constraint(Expression(z), .lessThanOrEqual, 3))
        #expect(solver.ambiguities().isEmpty)
    }

    @Test func anOptionalPreferenceResolvesAFreeVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(x + y, .equal, 10))
        #expect(!solver.ambiguities().isEmpty)
        try solver.add(Constraint(Expression(x), .equal, 3, priority: Priority(250)))
        #expect(solver.ambiguities().isEmpty)
        #expect(isClose(solver.value(of: y), 7))
    }

    @Test func aSolvedGridIsNotAmbiguous() throws {
        let grid = try Grid(rows: 2, coupled: true)
        #expect(grid.solver.ambiguities().isEmpty)
    }

    /// Three constraints tight at the origin make the vertex degenerate (more tight constraints
    /// than variables); x can still slide along y = 0. Whatever basis the add order leads to,
    /// x and only x is reported.
    @Test func ambiguityBehindADegenerateVertexIsFound() throws {
        func permutations(_ items: [Int]) -> [[Int]] {
            guard items.count > 1 else { return [items] }
            return items.indices.flatMap { i in
                var rest = items
                let head = rest.remove(at: i)
                return permutations(rest).map { [head] + $0 }
            }
        }
        for order in permutations([0, 1, 2, 3, 4]) {
            let solver = Solver()
            let x = solver.makeVariable(name: "x"), y = solver.makeVariable(name: "y")
            let constraints = [
                Constraint(Expression(x), .greaterThanOrEqual, 0),
                Constraint(Expression(y), .greaterThanOrEqual, 0),
                Constraint(x + y, .greaterThanOrEqual, 0),
                Constraint(Expression(y), .lessThanOrEqual, 0),
                Constraint(Expression(x), .lessThanOrEqual, 5)
            ]
            for i in order { try solver.add(constraints[i]) }
            let moved = Set(
                solver.ambiguities().flatMap { $0.direction.filter { abs($0.coefficient) > 1e-9 }.map(\.variable.id) })
            #expect(moved == [x.id], "order \(order)")
        }
    }
}

/// The free directions are read after the solve, for an answer that may already be gone.
@Suite struct AmbiguityCancellationTests {
    /// 600 sums without a split: 600 free directions, each read in turn.
    static func manySplits() throws -> Solver {
        let solver = Solver()
        for _ in 0..<600 {
            let x = solver.makeVariable(), y = solver.makeVariable()
            try solver.add(Constraint(x + y, .equal, 10))
            try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 0))
            try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 0))
        }
        return solver
    }

    @Test func freeDirectionsAreNotReadOnceTheCallerHasCancelled() throws {
        let solver = try Self.manySplits()
        #expect(solver.ambiguities().count >= 600)
        solver.shouldCancel = { true }
        #expect(solver.ambiguities().isEmpty)
    }
}
