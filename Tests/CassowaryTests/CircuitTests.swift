import TestSupport
import Testing

@testable import Cassowary

/// `ConstraintRows.circuit`: when the rows but one are independent and the rows are infeasible,
/// the one irreducible infeasible subset is the support of their one dependency — checked here
/// against a solver by brute force (drop each member, the rest holds; every infeasible subset
/// contains it), and shown to decline, rather than guess, where that proof does not go through.
/// `Presolve.explain` then answers a chain-wide conflict irreducible without a search, and
/// still searches where the rows are not a circuit.
@Suite struct CircuitTests {
    /// `Σ terms + constant REL 0`, required here (the row `SystemSolverTests` builds systems of).
    typealias Row = SystemSolverTests.Row

    static func constraint(_ row: Row, tag: Int) -> Constraint {
        Constraint(
            Expression(row.terms.map { Term(Variable(id: $0.0), $0.1) }, constant: row.constant), row.relation,
            tag: tag)
    }

    static func constraintRows(_ rows: [Row]) -> ConstraintRows {
        ConstraintRows(rows.indices.map { constraint(rows[$0], tag: $0) })
    }

    /// The reference: a fresh simplex given the rows `subset`.
    static func isInfeasible(_ rows: [Row], _ subset: [Int]) -> Bool {
        Solver().isInfeasible(subset.map { constraint(rows[$0], tag: $0) })
    }

    /// Infeasible, and feasible without any one of its rows.
    static func isIrreducible(_ rows: [Row], _ subset: [Int]) -> Bool {
        isInfeasible(rows, subset)
            && subset.indices.allSatisfy { i in !isInfeasible(rows, Array(subset[..<i] + subset[(i + 1)...])) }
    }

    /// Positions x0 … xn (ids 0 … n) from 0 to `length`, sizes w0 … w(n-1) (ids n + 1 …) between
    /// them: every `fixing`-th size (from the first) required at `size`, the others only at or
    /// above 0. Rows: x0, the links, xn, then the sizes in order.
    static func chain(_ n: Int, size: Double = 10, length: Double, fixing: Int = 2) -> [Row] {
        var rows = [Row(terms: [(0, 1)], constant: 0)]
        for k in 0..<n { rows.append(Row(terms: [(k, -1), (k + 1, 1), (n + 1 + k, -1)], constant: 0)) }
        rows.append(Row(terms: [(n, 1)], constant: -length))
        for k in 0..<n {
            rows.append(
                k % fixing == 0
                    ? Row(terms: [(n + 1 + k, 1)], constant: -size)
                    : Row(terms: [(n + 1 + k, 1)], constant: 0, relation: .greaterThanOrEqual))
        }
        return rows
    }

    @Test func aChainTooShortForItsFixedSizesIsOneCircuitWhicheverRowPivots() {
        // Four sizes of 10 in 25: every row is needed, the bounds of the free sizes too.
        let rows = Self.chain(7, length: 25)
        let system = Self.constraintRows(rows)
        #expect(Self.isIrreducible(rows, Array(rows.indices)))
        for pivot in rows.indices {
            #expect(system.circuit(Array(rows.indices), pivot: pivot) == Array(rows.indices), "pivot \(pivot)")
        }
    }

    @Test func rowsTheConflictDoesNotNeedAreLeftOutAndTheRestIsTheOnlyConflict() {
        // A chain of three, two sizes of 10 in 15; then z = 3 and u = x2 + 1, on variables of
        // their own: they take part in no dependency.
        var rows = Self.chain(3, length: 15)
        let chainRows = Array(rows.indices)
        rows.append(Row(terms: [(7, 1)], constant: -3))
        rows.append(Row(terms: [(2, -1), (8, 1)], constant: -1))
        let found = Self.constraintRows(rows).circuit(Array(rows.indices), pivot: 4)
        #expect(found == chainRows)
        #expect(Self.isIrreducible(rows, chainRows))
        // Every infeasible subset of the rows holds it: it is the only irreducible one.
        for mask in 0..<(1 << rows.count) {
            let subset = rows.indices.filter { mask & (1 << $0) != 0 }
            if Self.isInfeasible(rows, subset) { #expect(chainRows.allSatisfy(subset.contains), "\(subset)") }
        }
    }

    @Test func anInequalityOfTheOtherSignIsNoCertificate() {
        let system = Self.constraintRows([
            Row(terms: [(0, 1)], constant: -1, relation: .greaterThanOrEqual),
            Row(terms: [(0, 1)], constant: 0, relation: .lessThanOrEqual),
            Row(terms: [(0, 1)], constant: 0, relation: .greaterThanOrEqual),
            Row(terms: [(0, -1)], constant: 0, relation: .greaterThanOrEqual)
        ])
        // x ≥ 1 against x ≤ 0, or against -x ≥ 0: a conflict.
        #expect(system.circuit([0, 1], pivot: 1) == [0, 1])
        #expect(system.circuit([0, 3], pivot: 0) == [0, 3])
        // x ≥ 1 and x ≥ 0 are dependent, but hold together.
        #expect(system.circuit([0, 2], pivot: 2) == nil)
    }

    @Test func consistentDependentEqualitiesAreNoConflict() {
        let system = Self.constraintRows([
            Row(terms: [(0, 1)], constant: -1), Row(terms: [(0, 2)], constant: -2)
        ])
        #expect(system.circuit([0, 1], pivot: 0) == nil)
    }

    @Test func twoConflictsThroughOneRowAreNotACircuit() {
        // x = 5 against x = y + 1, y = 3, and against x = z + 2, z = 2: two irreducible sets.
        let rows = [
            Row(terms: [(0, 1)], constant: -5), Row(terms: [(0, 1), (1, -1)], constant: -1),
            Row(terms: [(1, 1)], constant: -3), Row(terms: [(0, 1), (2, -1)], constant: -2),
            Row(terms: [(2, 1)], constant: -2)
        ]
        #expect(Self.isIrreducible(rows, [0, 1, 2]) && Self.isIrreducible(rows, [0, 3, 4]))
        let system = Self.constraintRows(rows)
        for pivot in rows.indices { #expect(system.circuit(Array(rows.indices), pivot: pivot) == nil) }
    }

    @Test func rowsThatDoNotPeelFromThePivotAreLeftToTheSearch() {
        // x + y = 2, x - y = 0, x = 5: irreducible. Without x = 5 the other two form a cycle
        // (two columns of two rows each): no proof; without x + y = 2 they peel.
        let rows = [
            Row(terms: [(0, 1), (1, 1)], constant: -2), Row(terms: [(0, 1), (1, -1)], constant: 0),
            Row(terms: [(0, 1)], constant: -5)
        ]
        #expect(Self.isIrreducible(rows, [0, 1, 2]))
        let system = Self.constraintRows(rows)
        #expect(system.circuit([0, 1, 2], pivot: 2) == nil)
        #expect(system.circuit([0, 1, 2], pivot: 0) == [0, 1, 2])
    }

    /// Small random systems: whenever `circuit` answers, its rows are infeasible, each proper
    /// subset of them holds, and every infeasible subset of the rows contains them.
    @Test func whateverItProvesIsTheOnlyIrreducibleSetByBruteForce() {
        var proven = 0, declined = 0
        let coefficients: [Double] = [1, -1, 2, -0.5]
        let relations: [RelationalOperator] = [.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual]
        for seed in 0..<1_000 {
            var random = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ 3)
            let variables = Int.random(in: 2...4, using: &random)
            var rows: [Row] = []
            // One or two rows more than variables: dependent, often infeasible.
            for _ in 0..<variables + Int.random(in: 1...2, using: &random) {
                let count = Int.random(in: 1...min(3, variables), using: &random)
                let ids = Array((0..<variables).shuffled(using: &random).prefix(count)).sorted()
                rows.append(
                    Row(
                        terms: ids.map { ($0, coefficients.randomElement(using: &random) ?? 1) },
                        constant: Double(Int.random(in: -3...3, using: &random)),
                        relation: relations.randomElement(using: &random) ?? .equal))
            }
            let pivot = Int.random(in: 0..<rows.count, using: &random)
            guard let found = Self.constraintRows(rows).circuit(Array(rows.indices), pivot: pivot) else {
                declined += 1
                continue
            }
            proven += 1
            #expect(found.contains(pivot), "seed \(seed)")
            #expect(Self.isIrreducible(rows, found), "seed \(seed)")
            for mask in 0..<(1 << rows.count) {
                let subset = rows.indices.filter { mask & (1 << $0) != 0 }
                if Self.isInfeasible(rows, subset) { #expect(found.allSatisfy(subset.contains), "seed \(seed)") }
            }
        }
        // Both ways taken often enough to mean something.
        #expect(proven >= 60 && declined >= 60, "proven \(proven), declined \(declined)")
    }

    // MARK: Presolve.explain

    static func explain(_ rows: [Row], variables: Int) -> (members: [Int], tags: [Int], irreducible: Bool) {
        let presolve = Presolve(Self.constraintRows(rows), variableCount: variables, dropsContradictions: true)
        let members = presolve.contradicted
        let explained = presolve.explain(
            members, irreducible: true, rank: { _ in 0 }, testLimit: 256, rows: presolve.rowsByTag(),
            isCancelled: { false })
        return (members, explained.tags, explained.irreducible)
    }

    @Test func aConflictAlongALongChainIsIrreducibleWithoutASearch() {
        // 3 000 sizes of 10 in 29 990: the presolve finds one row contradicted, and every row
        // is needed. QuickXplain would need about two presolves of the chain per row, past its
        // budget.
        let n = 3_000
        let rows = Self.chain(n, length: Double(n * 10 - 10), fixing: 1)
        let explained = Self.explain(rows, variables: 2 * n + 1)
        #expect(explained.members.count == 1)
        #expect(explained.tags == Array(rows.indices))
        #expect(explained.irreducible)
    }

    @Test func aConflictAroundALongCycleIsIrreducibleWithoutASearch() {
        // x(k+1) = x(k) + 1 around 3 000 positions, back to x0: every equality is needed.
        let n = 3_000
        let rows = (0..<n).map { Row(terms: [($0, -1), (($0 + 1) % n, 1)].sorted { $0.0 < $1.0 }, constant: -1) }
        let explained = Self.explain(rows, variables: n)
        #expect(explained.members.count == 1)
        #expect(explained.tags == Array(rows.indices))
        #expect(explained.irreducible)
    }

    @Test func whereThePeelingStallsTheSearchStillFindsTheIrreducibleSet() {
        // x = 5, x + y = 2, x - y = 0: the presolve replaces y by x, fixes x at 1 and finds
        // x = 5 contradicted; without it, the other two form a cycle.
        let rows = [
            Row(terms: [(0, 1)], constant: -5), Row(terms: [(0, 1), (1, 1)], constant: -2),
            Row(terms: [(0, 1), (1, -1)], constant: 0)
        ]
        let explained = Self.explain(rows, variables: 2)
        #expect(explained.members == [0])
        let presolve = Presolve(Self.constraintRows(rows), variableCount: 2, dropsContradictions: true)
        #expect(presolve.provenance(of: [0]) == [1, 2])
        #expect(Self.constraintRows(rows).circuit([0, 1, 2], pivot: 0) == nil)
        #expect(explained.tags == [0, 1, 2] && explained.irreducible)
        #expect(Self.isIrreducible(rows, explained.tags))
    }

    @Test func membersTheSimplexCouldNotShrinkStayNotIrreducibleWhenTheSearchDecides() {
        let rows = [
            Row(terms: [(0, 1)], constant: -5), Row(terms: [(0, 1), (1, 1)], constant: -2),
            Row(terms: [(0, 1), (1, -1)], constant: 0)
        ]
        let presolve = Presolve(Self.constraintRows(rows), variableCount: 2, dropsContradictions: true)
        let explained = presolve.explain(
            [0], irreducible: false, rank: { _ in 0 }, testLimit: 256, rows: presolve.rowsByTag(),
            isCancelled: { false })
        #expect(explained.tags == [0, 1, 2] && !explained.irreducible)
        // A circuit is irreducible whatever the simplex could tell.
        let chain = Self.chain(5, length: 45, fixing: 1)
        let chained = Presolve(Self.constraintRows(chain), variableCount: 11, dropsContradictions: true)
        let proven = chained.explain(
            chained.contradicted, irreducible: false, rank: { _ in 0 }, testLimit: 256, rows: chained.rowsByTag(),
            isCancelled: { false })
        #expect(proven.tags == Array(chain.indices) && proven.irreducible)
    }
}
