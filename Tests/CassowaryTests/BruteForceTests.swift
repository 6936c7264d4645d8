import TestSupport
import Testing

@testable import Cassowary

/// Random two-variable systems solved by the solver and by an independent brute force: the
/// optimum of a piecewise-linear convex objective over a polygon lies on a vertex of the
/// arrangement of all constraint lines (the required ones and the error breakpoints of the
/// optional ones), so enumerating every pairwise intersection and keeping the feasible one with
/// the least error vector gives the optimal errors, level by level.
@Suite struct BruteForceTests {
    struct Line {
        var a: Double, b: Double, c: Double  // a·x + b·y + c (relation) 0
        var relation: RelationalOperator
        var priority: Priority
    }

    static let levels = [Priority(750), Priority(500), Priority(250)]

    static func randomSystem(_ rng: inout SeededGenerator, optional: ClosedRange<Int> = 2...6) -> [Line] {
        var lines: [Line] = [
            Line(a: 1, b: 0, c: 0, relation: .greaterThanOrEqual, priority: .required),
            Line(a: 1, b: 0, c: -100, relation: .lessThanOrEqual, priority: .required),
            Line(a: 0, b: 1, c: 0, relation: .greaterThanOrEqual, priority: .required),
            Line(a: 0, b: 1, c: -100, relation: .lessThanOrEqual, priority: .required)
        ]
        func coefficient() -> Double { Double(Int.random(in: -4...4, using: &rng)) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            lines.append(
                Line(
                    a: coefficient(), b: coefficient(), c: Double(Int.random(in: -150...150, using: &rng)),
                    relation: Bool.random(using: &rng) ? .lessThanOrEqual : .greaterThanOrEqual,
                    priority: .required))
        }
        for _ in 0..<Int.random(in: optional, using: &rng) {
            let relation: RelationalOperator = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                using: &rng)!
            lines.append(
                Line(
                    a: coefficient(), b: coefficient(), c: Double(Int.random(in: -300...300, using: &rng)),
                    relation: relation, priority: levels.randomElement(using: &rng)!))
        }
        return lines.filter { $0.a != 0 || $0.b != 0 }
    }

    static func residual(_ line: Line, _ x: Double, _ y: Double) -> Double {
        let v = line.a * x + line.b * y + line.c
        switch line.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// Error per level, most important first (weighted mode: one level, kiwi strengths).
    static func errors(
        _ lines: [Line], _ x: Double, _ y: Double, mode: PriorityMode,
        levels: [Priority] = levels
    ) -> [Double] {
        switch mode {
        case .exact:
            return levels.map { level in
                lines.filter { $0.priority == level }.reduce(0) { $0 + residual($1, x, y) }
            }
        case .weighted:
            return [
                lines.filter { !$0.priority.isRequired }.reduce(0) { $0 + $1.priority.strength * residual($1, x, y) }
            ]
        }
    }

    /// Every pairwise intersection of the lines that satisfies the required ones.
    static func feasibleVertices(_ lines: [Line]) -> [(x: Double, y: Double)] {
        var vertices: [(x: Double, y: Double)] = []
        for i in lines.indices {
            for j in lines.indices where j > i {
                let (p, q) = (lines[i], lines[j])
                let det = p.a * q.b - p.b * q.a
                if abs(det) < 1e-12 { continue }
                let x = (p.b * q.c - q.b * p.c) / det
                let y = (q.a * p.c - p.a * q.c) / det
                if lines.filter(\.priority.isRequired).allSatisfy({ residual($0, x, y) <= 1e-7 }) {
                    vertices.append((x, y))
                }
            }
        }
        return vertices
    }

    /// The least error vector over the feasible arrangement vertices, or nil if infeasible.
    static func bruteForce(_ lines: [Line], mode: PriorityMode, levels: [Priority] = levels) -> [Double]? {
        var best: [Double]?
        for v in feasibleVertices(lines) {
            let e = errors(lines, v.x, v.y, mode: mode, levels: levels)
            if best == nil || lexicographicallyLess(e, best!) { best = e }
        }
        return best
    }

    static func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (u, v) in zip(a, b) where abs(u - v) > 1e-7 * max(1, abs(u), abs(v)) { return u < v }
        return false
    }

    static func constraint(_ line: Line, _ x: Variable, _ y: Variable) -> Constraint {
        Constraint(line.a * x + line.b * y + line.c, line.relation, priority: line.priority)
    }

    @Test(arguments: 0..<60)
    func randomSystemsMatchTheBruteForceOptimum(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 1000)
        let lines = Self.randomSystem(&rng)
        for mode in [PriorityMode.exact, .weighted] {
            let solver = Solver(mode: mode)
            let x = solver.makeVariable(name: "x"), y = solver.makeVariable(name: "y")
            var rejected = false
            for line in lines where try solver.tryAdd(Self.constraint(line, x, y)) != nil { rejected = true }
            let expected = Self.bruteForce(lines, mode: mode)
            if rejected {
                // Only required lines can be rejected, and only when the required set is infeasible.
                #expect(expected == nil)
                continue
            }
            let expectedErrors = try #require(expected, "solver accepted an infeasible system")
            let (vx, vy) = (solver.value(of: x), solver.value(of: y))
            #expect(lines.filter(\.priority.isRequired).allSatisfy { Self.residual($0, vx, vy) <= 1e-6 })
            let got = Self.errors(lines, vx, vy, mode: mode)
            for (g, e) in zip(got, expectedErrors) {
                #expect(isClose(g, e, relative: 1e-6), "\(mode) seed \(seed): errors \(got) vs \(expectedErrors)")
            }
            #expect(solver.invariantViolations().isEmpty)
        }
    }

    /// Removing constraints from a solved system gives the same optimum as building the smaller
    /// system from scratch.
    @Test(arguments: 0..<30)
    func removalsMatchTheBruteForceOptimumOfWhatRemains(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 5000)
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        var added: [(Line, Constraint)] = []
        for line in Self.randomSystem(&rng) {
            let c = Self.constraint(line, x, y)
            if try solver.tryAdd(c) == nil { added.append((line, c)) }
        }
        while added.count > 4 {
            let k = Int.random(in: 4..<added.count, using: &rng)  // keep the box
            try solver.remove(added[k].1)
            added.remove(at: k)
            let expected = try #require(Self.bruteForce(added.map(\.0), mode: .exact))
            let got = Self.errors(added.map(\.0), solver.value(of: x), solver.value(of: y), mode: .exact)
            for (g, e) in zip(got, expected) { #expect(isClose(g, e, relative: 1e-6)) }
            #expect(solver.invariantViolations().isEmpty)
        }
    }

    /// An edit variable driven through a sequence of values matches a fresh solve with the value
    /// as a strong preference.
    @Test(arguments: 0..<20)
    func suggestedValuesMatchFreshSolves(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 9000)
        let lines = Self.randomSystem(&rng)
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        var kept: [Line] = []
        for line in lines where try solver.tryAdd(Self.constraint(line, x, y)) == nil { kept.append(line) }
        try solver.addEditVariable(x, priority: Priority(900))
        for _ in 0..<6 {
            let target = Double(Int.random(in: -20...120, using: &rng))
            try solver.suggestValue(x, target)
            var withEdit = kept
            withEdit.append(Line(a: 1, b: 0, c: -target, relation: .equal, priority: Priority(900)))
            let levels = [Priority(900)] + Self.levels
            let expected = try #require(Self.bruteForce(withEdit, mode: .exact, levels: levels))
            let got = Self.errors(withEdit, solver.value(of: x), solver.value(of: y), mode: .exact, levels: levels)
            for (g, e) in zip(got, expected) { #expect(isClose(g, e, relative: 1e-6), "target \(target)") }
        }
        #expect(solver.invariantViolations().isEmpty)
    }

    /// The optimal face is the hull of the optimal arrangement vertices (the box bounds it), so
    /// a variable is ambiguous exactly when those vertices disagree on it.
    @Test(arguments: 0..<80)
    func ambiguitiesMatchTheSpreadOfOptimalVertices(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 20_000)
        let lines = Self.randomSystem(&rng, optional: 0...3)
        let solver = Solver()
        let x = solver.makeVariable(name: "x"), y = solver.makeVariable(name: "y")
        for line in lines where try solver.tryAdd(Self.constraint(line, x, y)) != nil { return }
        guard let best = Self.bruteForce(lines, mode: .exact) else { return }
        let optimal = Self.feasibleVertices(lines).filter { v in
            let e = Self.errors(lines, v.x, v.y, mode: .exact)
            return !Self.lexicographicallyLess(e, best) && !Self.lexicographicallyLess(best, e)
        }
        let xs = optimal.map(\.x), ys = optimal.map(\.y)
        var expected: Set<Int> = []
        if (xs.max()! - xs.min()!) > 1e-6 { expected.insert(x.id) }
        if (ys.max()! - ys.min()!) > 1e-6 { expected.insert(y.id) }
        let found = Set(
            solver.ambiguities().flatMap { $0.direction.filter { abs($0.coefficient) > 1e-9 }.map(\.variable.id) })
        #expect(found == expected, "seed \(seed): x in \(xs.min()!)...\(xs.max()!), y in \(ys.min()!)...\(ys.max()!)")
        let thorough = Set(solver.ambiguities(thorough: true).flatMap { $0.direction.map(\.variable.id) })
        #expect(thorough == expected)
        #expect(solver.invariantViolations().isEmpty)
    }
}
