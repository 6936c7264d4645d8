import TestSupport
import Testing

@testable import Cassowary

/// The cheap proof `ambiguities()` tries before its exact test: symbols pinned at 0 by degenerate
/// rows, and basic variables whose rows mention only such symbols.
@Suite struct OptimalFaceTests {
    @Test func aVariableHeldByTwoTightInequalitiesIsFixedWithoutTheExactTest() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 10))
        try solver.add(Constraint(Expression(y), .equal, x + 5))
        let t = solver.tableau
        let held = t.heldOnOptimalFace()
        #expect(t.isFixedOnOptimalFace(t.variableSymbol[x.id], held: held))
        #expect(t.isFixedOnOptimalFace(t.variableSymbol[y.id], held: held))
        #expect(solver.ambiguities().isEmpty)
    }

    @Test func aVariableFreeToGrowIsNotFixed() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
        try solver.add(Constraint(Expression(y), .equal, x + 5))
        let t = solver.tableau
        let held = t.heldOnOptimalFace()
        let fixed = [x, y].filter {
            t.variableSymbol[$0.id] >= 0 && t.isFixedOnOptimalFace(t.variableSymbol[$0.id], held: held)
        }
        #expect(fixed.isEmpty)
        #expect(!solver.ambiguities().isEmpty)
    }

    /// Soundness against the exact test: on random two-variable systems whose lines often meet
    /// in one point (degenerate vertices), every variable the rule calls fixed has one value
    /// over the optimal face, and the rule does prove some.
    @Test func everyVariableTheRuleFixesHasOneValueOnTheOptimalFace() throws {
        var proven = 0
        for seed in 0..<300 {
            var rng = SeededGenerator(seed: UInt64(seed) &+ 40_000)
            let solver = Solver()
            let x = solver.makeVariable(name: "x"), y = solver.makeVariable(name: "y")
            var accepted = 0
            for line in Self.degenerateSystem(&rng)
            where try solver.tryAdd(BruteForceTests.constraint(line, x, y)) == nil {
                accepted += 1
            }
            guard accepted > 0 else { continue }
            let t = solver.tableau
            let held = t.heldOnOptimalFace()
            for variable in [x, y] where variable.id < t.variableSymbol.count && t.variableSymbol[variable.id] >= 0 {
                let s = t.variableSymbol[variable.id]
                guard t.isFixedOnOptimalFace(s, held: held) else { continue }
                proven += 1
                var scratch = t
                let maximum = scratch.extreme(of: s, maximize: true)
                let minimum = scratch.extreme(of: s, maximize: false)
                let high = try #require(maximum, "seed \(seed)")
                let low = try #require(minimum, "seed \(seed)")
                #expect(isClose(low, high, relative: 1e-9), "seed \(seed): \(variable) in \(low)...\(high)")
            }
            let moved = Set(
                solver.ambiguities().flatMap { $0.direction.filter { abs($0.coefficient) > 1e-9 }.map(\.variable.id) })
            let thorough = Set(solver.ambiguities(thorough: true).flatMap { $0.direction.map(\.variable.id) })
            #expect(moved == thorough, "seed \(seed)")
        }
        #expect(proven > 0)
    }

    /// Box 0...100 for x and y, then required and optional lines through (40, 60) or nearby.
    static func degenerateSystem(_ rng: inout SeededGenerator) -> [BruteForceTests.Line] {
        typealias Line = BruteForceTests.Line
        var lines: [Line] = [
            Line(a: 1, b: 0, c: 0, relation: .greaterThanOrEqual, priority: .required),
            Line(a: 1, b: 0, c: -100, relation: .lessThanOrEqual, priority: .required),
            Line(a: 0, b: 1, c: 0, relation: .greaterThanOrEqual, priority: .required),
            Line(a: 0, b: 1, c: -100, relation: .lessThanOrEqual, priority: .required)
        ]
        func coefficient() -> Double { Double(Int.random(in: -3...3, using: &rng)) }
        for _ in 0..<Int.random(in: 2...7, using: &rng) {
            let a = coefficient(), b = coefficient()
            let shift = Bool.random(using: &rng) ? 0 : Double(Int.random(in: -20...20, using: &rng))
            let relation: RelationalOperator =
                [.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual]
                .randomElement(using: &rng) ?? .equal
            let priority =
                Int.random(in: 0...2, using: &rng) == 0
                ? .required : BruteForceTests.levels.randomElement(using: &rng) ?? .required
            lines.append(Line(a: a, b: b, c: -(a * 40 + b * 60) + shift, relation: relation, priority: priority))
        }
        return lines.filter { $0.a != 0 || $0.b != 0 }
    }
}
