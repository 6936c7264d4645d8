import Testing
import TestSupport
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

    static func randomSystem(_ rng: inout SeededGenerator) -> [Line] {
        var lines: [Line] = [
            Line(a: 1, b: 0, c: 0, relation: .greaterThanOrEqual, priority: .required),
            Line(a: 1, b: 0, c: -100, relation: .lessThanOrEqual, priority: .required),
            Line(a: 0, b: 1, c: 0, relation: .greaterThanOrEqual, priority: .required),
            Line(a: 0, b: 1, c: -100, relation: .lessThanOrEqual, priority: .required),
        ]
        func coefficient() -> Double { Double(Int.random(in: -4...4, using: &rng)) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            lines.append(Line(a: coefficient(), b: coefficient(), c: Double(Int.random(in: -150...150, using: &rng)),
                              relation: Bool.random(using: &rng) ? .lessThanOrEqual : .greaterThanOrEqual,
                              priority: .required))
        }
        for _ in 0..<Int.random(in: 2...6, using: &rng) {
            let relation: RelationalOperator = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            lines.append(Line(a: coefficient(), b: coefficient(), c: Double(Int.random(in: -300...300, using: &rng)),
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
    static func errors(_ lines: [Line], _ x: Double, _ y: Double, mode: PriorityMode) -> [Double] {
        switch mode {
        case .exact:
            return levels.map { level in
                lines.filter { $0.priority == level }.reduce(0) { $0 + residual($1, x, y) }
            }
        case .weighted:
            return [lines.filter { !$0.priority.isRequired }.reduce(0) { $0 + $1.priority.strength * residual($1, x, y) }]
        }
    }

    /// The least error vector over the feasible arrangement vertices, or nil if infeasible.
    static func bruteForce(_ lines: [Line], mode: PriorityMode) -> [Double]? {
        var best: [Double]?
        for i in lines.indices {
            for j in lines.indices where j > i {
                let (p, q) = (lines[i], lines[j])
                let det = p.a * q.b - p.b * q.a
                if abs(det) < 1e-12 { continue }
                let x = (p.b * q.c - q.b * p.c) / det
                let y = (q.a * p.c - p.a * q.c) / det
                guard lines.filter(\.priority.isRequired).allSatisfy({ residual($0, x, y) <= 1e-7 }) else { continue }
                let e = errors(lines, x, y, mode: mode)
                if best == nil || lexicographicallyLess(e, best!) { best = e }
            }
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
                #expect(abs(g - e) <= 1e-6 * max(1, abs(e)), "\(mode) seed \(seed): errors \(got) vs \(expectedErrors)")
            }
            #expect(solver.invariantViolations().isEmpty)
        }
    }

    /// Removing constraints from a solved system gives the same optimum as building the smaller
    /// system from scratch.
    @Test(arguments: 0..<30)
    func removalsMatchTheBruteForceOptimumOfWhatRemains(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 5000)
        var lines = Self.randomSystem(&rng)
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        var added: [(Line, Constraint)] = []
        for line in lines {
            let c = Self.constraint(line, x, y)
            if try solver.tryAdd(c) == nil { added.append((line, c)) }
        }
        lines = added.map(\.0)
        while added.count > 4 {
            let k = Int.random(in: 4..<added.count, using: &rng)  // keep the box
            try solver.remove(added[k].1)
            added.remove(at: k)
            let expected = try #require(Self.bruteForce(added.map(\.0), mode: .exact))
            let got = Self.errors(added.map(\.0), solver.value(of: x), solver.value(of: y), mode: .exact)
            for (g, e) in zip(got, expected) { #expect(abs(g - e) <= 1e-6 * max(1, abs(e))) }
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
            func errs(_ vx: Double, _ vy: Double) -> [Double] {
                levels.map { level in withEdit.filter { $0.priority == level }.reduce(0) { $0 + Self.residual($1, vx, vy) } }
            }
            // Brute force over the arrangement including the edit line.
            var best: [Double]?
            for i in withEdit.indices {
                for j in withEdit.indices where j > i {
                    let (p, q) = (withEdit[i], withEdit[j])
                    let det = p.a * q.b - p.b * q.a
                    if abs(det) < 1e-12 { continue }
                    let vx = (p.b * q.c - q.b * p.c) / det, vy = (q.a * p.c - p.a * q.c) / det
                    guard withEdit.filter(\.priority.isRequired).allSatisfy({ Self.residual($0, vx, vy) <= 1e-7 }) else { continue }
                    let e = errs(vx, vy)
                    if best == nil || Self.lexicographicallyLess(e, best!) { best = e }
                }
            }
            let expected = try #require(best)
            let got = errs(solver.value(of: x), solver.value(of: y))
            for (g, e) in zip(got, expected) { #expect(abs(g - e) <= 1e-6 * max(1, abs(e)), "target \(target)") }
        }
        #expect(solver.invariantViolations().isEmpty)
    }
}
