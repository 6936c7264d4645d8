import TestSupport
import Testing

@testable import Cassowary

/// Exact mode orders priorities lexicographically (UIKit's documented semantics); weighted mode
/// reproduces kiwi's single weighted sum.
@Suite struct PriorityTests {
    /// x == 0 at `single`, and `count` separate constraints x == 10 at `many`.
    private func solve(_ mode: PriorityMode, single: Priority, many: Priority, count: Int) throws -> Double {
        let solver = Solver(mode: mode)
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 0, priority: single))
        for _ in 0..<count { try solver.add(Constraint(Expression(x), .equal, 10, priority: many)) }
        return solver.value(of: x)
    }

    @Test func aPriorityIsRequiredFromUIKitsThousandUp() {
        #expect(Priority.required.value == Priority.requiredValue)
        #expect(Priority.isRequired(Priority.requiredValue) && Priority.required.isRequired)
        #expect(!Priority.isRequired(999.999) && !Priority(999.999).isRequired)
        #expect(Priority(Priority.requiredValue).strength == Priority.kiwiRequiredStrength)
    }

    @Test func oneHigherPriorityBeatsTwoLowerOnes() throws {
        #expect(isClose(try solve(.exact, single: Priority(751), many: Priority(750), count: 2), 0))
    }

    @Test func aThousandAndOneLowPrioritiesLoseToOneSlightlyHigher() throws {
        #expect(isClose(try solve(.exact, single: Priority(251), many: Priority(250), count: 1001), 0))
    }

    @Test func withinOnePriorityErrorsAddUp() throws {
        #expect(isClose(try solve(.exact, single: Priority(750), many: Priority(750), count: 2), 10))
        #expect(isClose(try solve(.weighted, single: Priority(750), many: Priority(750), count: 2), 10))
    }

    @Test func weightedModeLetsAThousandAndOneWeakBeatOneMediumAsKiwiDoes() throws {
        #expect(isClose(try solve(.weighted, single: .medium, many: .weak, count: 1001), 10))
        #expect(isClose(try solve(.weighted, single: .medium, many: .weak, count: 999), 0))
        #expect(isClose(try solve(.exact, single: .medium, many: .weak, count: 1001), 0))
    }

    @Test func weightedModeLetsTwoLowerPrioritiesOutweighOneHigher() throws {
        // UIKit priorities map linearly to kiwi strengths: 750 + 250 = 1000 > 751.
        let solver = Solver(mode: .weighted)
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 0, priority: Priority(751)))
        try solver.add(Constraint(Expression(x), .equal, 10, priority: Priority(750)))
        try solver.add(Constraint(Expression(x), .equal, 10, priority: Priority(250)))
        #expect(isClose(solver.value(of: x), 10))
        #expect(isClose(try solve(.exact, single: Priority(751), many: Priority(750), count: 2), 0))
    }

    @Test func kiwiStrengthsFollowKiwiCreate() {
        #expect(Priority.strong.strength == 1_000_000)
        #expect(Priority.medium.strength == 1000)
        #expect(Priority.weak.strength == 1)
        #expect(Priority.kiwi(0, 2000, 0).strength == 1_000_000)  // each tier clamps at 1000
        #expect(Priority.kiwi(0, 1, 0, weight: 1.25).strength == 1250)
        #expect(Priority.kiwi(1000, 1000, 1000).isRequired)
        #expect(Priority.weak < Priority.medium && Priority.medium < Priority.strong)
        #expect(Priority.strong < Priority(1))
        #expect(Priority(750).strength == 750)
    }

    @Test func manyDistinctLevelsStayOrdered() throws {
        // More levels than the objective's initial stride: it must re-lay itself out.
        let solver = Solver()
        let x = solver.makeVariable()
        for p in stride(from: 10.0, through: 990, by: 20) {
            try solver.add(Constraint(Expression(x), .equal, p, priority: Priority(p)))
        }
        #expect(isClose(solver.value(of: x), 990))
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func lowerLevelsBreakTiesLeftByHigherOnes() throws {
        // 750 wants x + y == 100 (any split); 250 then prefers x == 30.
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(x + y, .equal, 100, priority: Priority(750)))
        try solver.add(Constraint(Expression(x), .equal, 30, priority: Priority(250)))
        try solver.add(Constraint(Expression(y), .lessThanOrEqual, 60))
        #expect(isClose(solver.value(of: x), 40))
        #expect(isClose(solver.value(of: y), 60))
    }
}
