import TestSupport
import Testing

@testable import Cassowary

@Suite struct ConflictTests {
    @Test func aChainConflictNamesEveryLinkAndNothingElse() throws {
        let solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable(), d = solver.makeVariable()
        let ab = Constraint(Expression(a), .equal, b + 8, tag: 1)
        let bc = Constraint(Expression(b), .equal, c + 8, tag: 2)
        let c5 = Constraint(Expression(c), .equal, 5, tag: 3)
        let unrelated = Constraint(Expression(d), .equal, 3, tag: 4)
        for k in [ab, bc, unrelated, c5] { try solver.add(k) }
        let before = solver.state
        let bad = Constraint(Expression(a), .equal, 100, tag: 5)
        let conflict = try #require(try solver.tryAdd(bad))
        #expect(conflict.conflicting.compactMap(\.tag) == [1, 2, 3, 5])
        #expect(conflict.isIrreducible)
        #expect(solver.state == before)
        #expect(!solver.hasConstraint(bad))
    }

    @Test(arguments: [RelationalOperator.equal, .lessThanOrEqual])
    func aContradictionWithoutVariablesConflictsWithItselfAlone(relation: RelationalOperator) throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(solver.makeVariable()), .equal, 1))
        let before = solver.state
        let nonsense = Constraint(Expression(constant: 5), relation)
        let conflict = try #require(try solver.tryAdd(nonsense))
        #expect(conflict.conflicting.count == 1 && conflict.conflicting[0] === nonsense)
        #expect(solver.state == before)
        try solver.add(Constraint(Expression(constant: 0), relation))  // 0 == 0 and 0 <= 0 hold
    }

    @Test func aPhaseOneConflictLeavesTheSolverExactlyAsBefore() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10, tag: 1))
        try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 10, tag: 2))
        try solver.add(Constraint(Expression(x), .equal, 50, priority: Priority(250), tag: 3))
        try solver.add(Constraint(Expression(y), .lessThanOrEqual, 400, tag: 4))
        let before = solver.state
        let values = (solver.value(of: x), solver.value(of: y))
        let conflict = try #require(try solver.tryAdd(Constraint(x + y, .lessThanOrEqual, 15, tag: 5)))
        #expect(conflict.conflicting.compactMap(\.tag) == [1, 2, 5])
        #expect(solver.state == before)
        #expect(solver.value(of: x) == values.0 && solver.value(of: y) == values.1)
        // The solver keeps working after the failure.
        try solver.add(Constraint(x + y, .lessThanOrEqual, 75, tag: 6))
        #expect(isClose(solver.value(of: x), 50))
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func theCallersRankChoosesBetweenAlternativeExplanations() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let generated = Constraint(Expression(x), .equal, 10, tag: 1)
        let user = Constraint(Expression(x), .equal, 10, tag: 2)
        try solver.add(generated)
        try solver.add(user)
        let bad = Constraint(Expression(x), .equal, 20, tag: 3)
        do {
            try solver.add(bad, preferringToKeep: { $0.tag == 2 ? 1 : 0 })
            Issue.record("no error")
        } catch {
            guard case .unsatisfiable(let conflict) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(conflict.conflicting.compactMap(\.tag) == [2, 3])
        }
        do {
            try solver.add(bad, preferringToKeep: { $0.tag == 1 ? 1 : 0 })
            Issue.record("no error")
        } catch {
            guard case .unsatisfiable(let conflict) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(conflict.conflicting.compactMap(\.tag) == [1, 3])
        }
    }

    @Test func aLargeConflictIsShrunkByQuickXplain() throws {
        // x0 = 0, x(i+1) = x(i) + 1 for 40 links, plus 20 distractors; then x40 == 0.
        let solver = Solver()
        let xs = (0...40).map { _ in solver.makeVariable() }
        try solver.add(Constraint(Expression(xs[0]), .equal, 0, tag: 0))
        for i in 0..<40 { try solver.add(Constraint(Expression(xs[i + 1]), .equal, xs[i] + 1, tag: i + 1)) }
        for i in 0..<20 { try solver.add(Constraint(Expression(xs[i]), .lessThanOrEqual, 1000, tag: 100 + i)) }
        let conflict = try #require(try solver.tryAdd(Constraint(Expression(xs[40]), .equal, 0, tag: 999)))
        #expect(conflict.conflicting.compactMap(\.tag) == Array(0...40) + [999])
        #expect(conflict.isIrreducible)
    }

    /// Random small systems of required constraints over 3 variables; every rejected add must
    /// leave the solver unchanged and report a set that is infeasible, yet feasible without any
    /// one of its members.
    @Test(arguments: 0..<24)
    func conflictSetsAreIrreducible(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let solver = Solver()
        let vars = (0..<3).map { _ in solver.makeVariable() }
        var conflicts = 0
        for k in 0..<14 {
            var expression = Expression(constant: Double(Int.random(in: -20...20, using: &rng)))
            for v in vars where Bool.random(using: &rng) {
                expression = expression + Double(Int.random(in: -3...3, using: &rng)) * v
            }
            let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                using: &rng)!
            let c = Constraint(expression, relation, tag: k)
            let before = solver.state
            guard let conflict = try solver.tryAdd(c) else { continue }
            conflicts += 1
            #expect(solver.state == before)
            #expect(conflict.conflicting.last === c)
            #expect(solver.isInfeasible(conflict.conflicting))
            for i in conflict.conflicting.indices {
                var rest = conflict.conflicting
                rest.remove(at: i)
                #expect(!solver.isInfeasible(rest), "member \(i) of \(conflict.conflicting) is not needed")
            }
        }
        #expect(solver.invariantViolations().isEmpty)
        _ = conflicts
    }
}

/// Found by fuzz-solve (fuzz/crashes/solve/tableau-zero-cells-*.json): a conflict through a huge
/// coefficient must be reported without leaving near-zero cells in any row.
@Suite struct HugeCoefficientTests {
    @Test(arguments: [1e10, 1e20])
    func aConflictThroughAHugeMultiplierKeepsTheTableauClean(multiplier: Double) throws {
        let solver = Solver()
        let rootWidth = solver.makeVariable(), height = solver.makeVariable(), width = solver.makeVariable()
        try solver.add(Constraint(Expression(rootWidth), .equal, 375, tag: 1))
        try solver.add(Constraint(Expression(width), .equal, 10, tag: 2))
        try solver.add(Constraint(Expression(height), .equal, multiplier * rootWidth, tag: 3))
        let conflict = try #require(try solver.tryAdd(Constraint(Expression(height), .equal, 400, tag: 4)))
        #expect(conflict.conflicting.compactMap(\.tag) == [1, 3, 4])
        #expect(solver.invariantViolations().isEmpty)
    }
}

@Suite struct ExplanationBudgetTests {
    /// A cycle `x[i] == x[i+1] + 1` closed by `x[n-1] == x[0] + 1`: every member is needed.
    static func closeCycle(_ n: Int, limit: Int? = nil) throws -> (Solver, UnsatisfiableConflict) {
        let solver = Solver()
        if let limit { solver.explanationWorkLimit = limit }
        let x = (0..<n).map { _ in solver.makeVariable() }
        for i in 0..<(n - 1) { try solver.add(Constraint(Expression(x[i]), .equal, x[i + 1] + 1, tag: i)) }
        let closing = Constraint(Expression(x[n - 1]), .equal, x[0] + 1, tag: n - 1)
        return (solver, try #require(try solver.tryAdd(closing)))
    }

    @Test func aCycleWithinTheBudgetIsShrunkToEveryLink() throws {
        let (_, conflict) = try Self.closeCycle(40)
        #expect(conflict.isIrreducible)
        #expect(conflict.conflicting.compactMap(\.tag) == Array(0..<40))
    }

    @Test func aCyclePastTheBudgetKeepsAConflictingSetMarkedNotIrreducible() throws {
        // 40³ = 64 000 per scratch test: a budget of 400 000 stops the search after six tests.
        let (solver, conflict) = try Self.closeCycle(40, limit: 400_000)
        #expect(!conflict.isIrreducible)
        #expect(conflict.conflicting.count >= 40)
        #expect(solver.isInfeasible(conflict.conflicting))
        // The same document always gets the same set: the budget is counted, not timed.
        let (_, again) = try Self.closeCycle(40, limit: 400_000)
        #expect(again.conflicting.compactMap(\.tag) == conflict.conflicting.compactMap(\.tag))
    }
}
