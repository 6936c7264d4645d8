import TestSupport
import Testing

@testable import Cassowary

/// `SystemSolver`: a system given whole is solved through the presolve and the simplex in
/// the solver's own order, and answers what the simplex alone answers — values, conflicts,
/// free directions — also after rebasing onto other constants.
@Suite struct SystemSolverTests {
    /// A row for `System`: `Σ terms + constant REL 0`.
    struct Row {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: RelationalOperator = .equal
        var priority: Double = Priority.requiredValue
        var isBound = false
    }

    /// Rows over `variables`, with the rules a caller gives: bounds first, then required rows,
    /// then optional ones; the latest member of a conflict is broken.
    struct System {
        var variables: Int
        var rows: [Row] = []

        var constraintRows: ConstraintRows {
            var result = ConstraintRows()
            for (r, row) in rows.enumerated() {
                result.append(relation: row.relation, priority: row.priority, tag: r, constant: row.constant) { add in
                    for term in row.terms.sorted(by: { $0.0 < $1.0 }) { add(term.0, term.1) }
                }
            }
            return result
        }

        var rules: SystemSolver.Rules {
            SystemSolver.Rules(
                passes: rows.map { $0.isBound ? 0 : Priority.isRequired($0.priority) ? 1 : 2 },
                bounds: rows.map(\.isBound), keepRank: { _ in 0 }, chooseBroken: { $0.max() ?? 0 }, demoted: 999.5)
        }

        func solved(presolves: Bool = true) -> SystemSolver {
            let solver = SystemSolver(
                constraintRows, variableCount: variables, rules: rules, limits: .init(presolves: presolves))
            solver.solve()
            return solver
        }

        /// `count` sizes stacked between 0 and `length`, each wanting `size` (hugging @250,
        /// compression resistance @750) and bounded below by 0: positions are ids `0 ..< count`,
        /// sizes `count ..< 2·count`. They overflow when `count · size > length`.
        static func overflowing(_ count: Int, size: Double = 18, length: Double = 667) -> System {
            var system = System(variables: 2 * count)
            system.rows.append(Row(terms: [(0, 1)], constant: 0))
            for k in 1..<count {
                system.rows.append(Row(terms: [(k, 1), (k - 1, -1), (count + k - 1, -1)], constant: 0))
            }
            system.rows.append(Row(terms: [(count - 1, 1), (2 * count - 1, 1)], constant: -length))
            for k in 0..<count {
                system.rows.append(
                    Row(terms: [(count + k, 1)], constant: -size, relation: .lessThanOrEqual, priority: 250))
                system.rows.append(
                    Row(terms: [(count + k, 1)], constant: -size, relation: .greaterThanOrEqual, priority: 750))
            }
            for k in 0..<count {
                system.rows.append(
                    Row(terms: [(count + k, 1)], constant: 0, relation: .greaterThanOrEqual, isBound: true))
            }
            return system
        }

        /// A row of views one after the other: view i at x = 2i, width w = 2i + 1;
        /// `x0 = start`, `x(i+1) = x(i) + w(i) + gap`, `w ≥ 0` (a bound).
        static func chain(_ count: Int, start: Double = 0, gap: Double = 8) -> System {
            var system = System(variables: 2 * count + 1)
            system.rows.append(Row(terms: [(0, 1)], constant: -start))
            for i in 0..<count {
                system.rows.append(Row(terms: [(2 * i, -1), (2 * i + 1, -1), (2 * i + 2, 1)], constant: -gap))
                system.rows.append(
                    Row(terms: [(2 * i + 1, 1)], constant: 0, relation: .greaterThanOrEqual, isBound: true))
            }
            return system
        }
    }

    static func conflictMembers(_ solver: SystemSolver) -> [[Int]] {
        solver.reports.compactMap {
            guard case .conflict(let conflict) = $0 else { return nil }
            return conflict.members
        }
    }

    /// A chain whose widths prefer random values at distinct priorities, some widths required
    /// equal, and an end that may have to squeeze them: one optimum, found either way.
    @Test(arguments: 0..<40) func presolvedValuesAreThoseOfTheSimplexAlone(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 2...30, using: &random)
        var system = System.chain(count, start: Double.random(in: -50...50, using: &random).rounded())
        for i in 0..<count {
            let preferred = Double(Int.random(in: 0...120, using: &random))
            system.rows.append(Row(terms: [(2 * i + 1, 1)], constant: -preferred, priority: 100 + Double(i)))
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let a = Int.random(in: 0..<count, using: &random), b = Int.random(in: 0..<count, using: &random)
            if a != b { system.rows.append(Row(terms: [(2 * a + 1, 1), (2 * b + 1, -1)], constant: 0)) }
        }
        if Bool.random(using: &random) {
            // At or past the gaps' end, so that the widths can always give way.
            let gaps = system.rows[0].constant * -1 + 8 * Double(count)
            let end = gaps + Double(Int.random(in: 0...(60 * count), using: &random))
            system.rows.append(Row(terms: [(2 * count, 1)], constant: -end, relation: .lessThanOrEqual))
        }
        let presolved = system.solved(), alone = system.solved(presolves: false)
        #expect(presolved.isReduced && !alone.isReduced)
        #expect(presolved.reports.isEmpty && alone.reports.isEmpty)
        for (a, b) in zip(presolved.values(), alone.values()) { #expect(isClose(a, b), "seed \(seed)") }
    }

    /// Widths required at 10 in a chain required to end at 71, where they need 72: the one
    /// conflicting set is every equality of the chain (with any width free, it holds; the
    /// bounds are never needed).
    static func overfullChain(padding: Int) -> System {
        var system = System.chain(4)
        for i in 0..<4 { system.rows.append(Row(terms: [(2 * i + 1, 1)], constant: -10)) }
        system.rows.append(Row(terms: [(8, 1)], constant: -71))
        // Rows on variables of their own: they only make the system large.
        system.variables += padding
        for j in 0..<padding { system.rows.append(Row(terms: [(9 + j, 1)], constant: -Double(j))) }
        return system
    }

    /// Sizes overflowing the length they are pinned across fill a tableau without the bounds (the
    /// sum of sizes is handed from basic to basic); that run is given up early for the one with
    /// the bounds, whose rows stay short: every size at 0 or above, the sizes filling the length,
    /// ties reported, and the cells merged growing with the sizes, not their square.
    @Test func sizesOverflowingTheirLengthAreSolvedWithTheBoundsWithoutFillingIn() {
        let count = 1_200
        let solver = System.overflowing(count).solved()
        #expect(solver.runsGivenUpWithoutBounds == 1)
        #expect(solver.holdsBounds)
        #expect(solver.reports.isEmpty)
        let values = solver.values()
        let sizes = values[count...]
        #expect(sizes.allSatisfy { $0 >= 0 })
        #expect(abs(sizes.reduce(0, +) - 667) < 1e-9)
        // 37 sizes fit whole; the rest share what is left.
        #expect(sizes.filter { $0 == 18 }.count == 37)
        #expect(solver.freeDirections().directions.contains { $0.isTie })
        let quarter = System.overflowing(count / 4).solved()
        #expect(quarter.runsGivenUpWithoutBounds == 1)
        #expect(solver.counters.cellsMerged < 6 * quarter.counters.cellsMerged)
    }

    /// The budget only gives up what fills in: sizes that fit are solved without the bounds.
    @Test func sizesThatFitTheirLengthAreSolvedWithoutTheBounds() {
        let solver = System.overflowing(30, length: 540).solved()
        #expect(solver.runsGivenUpWithoutBounds == 0)
        #expect(!solver.holdsBounds)
        #expect(solver.values()[30...].allSatisfy { $0 == 18 })
    }

    @Test func aConflictNamesTheMembersTheSimplexAloneNames() {
        let system = Self.overfullChain(padding: 0)
        let presolved = system.solved(), alone = system.solved(presolves: false)
        let members = Self.conflictMembers(alone)
        #expect(members.count == 1)
        #expect(Self.conflictMembers(presolved) == members)
        #expect(members.first?.contains { system.rows[$0].isBound } == false)
        #expect(presolved.values().indices.allSatisfy { isClose(presolved.values()[$0], alone.values()[$0]) })
    }

    @Test func aConflictInASystemTooLargeToSolveAsGivenIsExplainedOnTheEliminations() {
        let system = Self.overfullChain(padding: SystemSolver.asGivenLimit)
        #expect(system.rows.count > SystemSolver.asGivenLimit)
        let presolved = system.solved(), alone = system.solved(presolves: false)
        #expect(presolved.isReduced)
        #expect(Self.conflictMembers(presolved) == Self.conflictMembers(alone))
        guard case .conflict(let conflict) = presolved.reports.first else {
            Issue.record("no conflict")
            return
        }
        #expect(conflict.irreducible)
        #expect(presolved.values().indices.allSatisfy { isClose(presolved.values()[$0], alone.values()[$0]) })
    }

    /// Widths of which every tenth is required at 30, in a chain required to end at 100 where
    /// those alone need 180, in a system too large to solve again as given: one conflict along
    /// the whole chain — the start, every link, the end, the fixed widths and the bound of every
    /// other width — irreducible, which dropping each member in turn confirms.
    @Test func aConflictAlongAWholeChainIsIrreducibleInASystemTooLargeToSolveAsGiven() throws {
        let count = 60
        var system = System.chain(count, gap: 0)
        let fixed = stride(from: 0, to: count, by: 10).map { 2 * $0 + 1 }
        for width in fixed { system.rows.append(Row(terms: [(width, 1)], constant: -30)) }
        system.rows.append(Row(terms: [(2 * count, 1)], constant: -100))
        let end = system.rows.count - 1
        system.variables += SystemSolver.asGivenLimit
        for j in 0..<SystemSolver.asGivenLimit {
            system.rows.append(Row(terms: [(2 * count + 1 + j, 1)], constant: -Double(j)))
        }
        let solver = system.solved()
        #expect(solver.isReduced)
        let conflicts = Self.conflictMembers(solver)
        #expect(conflicts.count == 1)
        guard case .conflict(let conflict) = try #require(solver.reports.first) else {
            Issue.record("no conflict")
            return
        }
        // Row 0 starts the chain; width i's link is row 2i + 1 and its bound row 2i + 2.
        let bounds = (0..<count).filter { $0 % 10 != 0 }.map { 2 * $0 + 2 }
        let links = (0..<count).map { 2 * $0 + 1 }
        #expect(conflict.members == ([0] + links + bounds + Array(2 * count + 1...end)).sorted())
        #expect(conflict.irreducible)
        #expect(conflict.broken == end)
        let rows = system.constraintRows
        let members = conflict.members.map { rows.constraint($0) }
        #expect(Solver().isInfeasible(members))
        for i in members.indices {
            #expect(
                !Solver().isInfeasible(Array(members[..<i] + members[(i + 1)...])), "without \(conflict.members[i])")
        }
    }

    @Test func aRequiredRelationBetweenConstantsThatFailsIsAConflictOfItsOwn() {
        var system = System.chain(1)
        system.rows.append(Row(terms: [], constant: 5))
        system.rows.append(Row(terms: [], constant: 5, priority: 500))
        let solver = system.solved()
        #expect(Self.conflictMembers(solver) == [[3]])
        guard case .conflict(let conflict) = solver.reports.first else { return }
        #expect(conflict.broken == 3)
    }

    @Test func aWidthNothingFixesMovesWhatFollowsItEitherWay() {
        // x0 = 0, x1 = x0 + w0 + 8, w0 ≥ 0 free: w0 sits at 0 and moves up, taking x1 along.
        let system = System.chain(1)
        for solver in [system.solved(), system.solved(presolves: false)] {
            let moving = Set(solver.freeDirections().directions.flatMap { $0.moves.map(\.variable) })
            #expect(moving == [1, 2])
            #expect(isClose(solver.values()[2], 8))
        }
    }

    @Test func rebasingOntoOtherConstantsGivesAFreshSolve() throws {
        var system = System.chain(6)
        for i in 0..<6 { system.rows.append(Row(terms: [(2 * i + 1, 1)], constant: -20, priority: 750)) }
        let base = system.solved()
        var moved = system
        for r in moved.rows.indices where moved.rows[r].priority == 750 { moved.rows[r].constant = -Double(30 + r) }
        let constants = moved.constraintRows.constants
        let rebased = try #require(
            SystemSolver(rebasing: base, constants: constants, limits: .init()))
        let fresh = moved.solved()
        #expect(rebased.values().indices.allSatisfy { isClose(rebased.values()[$0], fresh.values()[$0]) })
        #expect(rebased.constraintCount == base.constraintCount)
    }

    @Test func rebasingIsRefusedWhenARelationBetweenConstantsChanges() {
        var system = System.chain(2)
        system.rows.append(Row(terms: [], constant: 0))
        let base = system.solved()
        var constants = system.constraintRows.constants
        constants[constants.count - 1] = 1
        #expect(SystemSolver(rebasing: base, constants: constants, limits: .init()) == nil)
    }

    @Test func aCancelledSolveReportsCancelledAndZeros() {
        let system = System.chain(3)
        let solver = SystemSolver(
            system.constraintRows, variableCount: system.variables, rules: system.rules,
            limits: .init(isCancelled: { true }))
        solver.solve()
        #expect(solver.cancelled && !solver.isClean)
        #expect(solver.values() == [Double](repeating: 0, count: system.variables))
    }
}
