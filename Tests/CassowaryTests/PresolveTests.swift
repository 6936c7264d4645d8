import TestSupport
import Testing

@testable import Cassowary

/// `Presolve`: which equalities it eliminates, what it leaves for the solver, and that values and
/// directions come back through the eliminations.
@Suite struct PresolveTests {
    static func v(_ id: Int) -> Variable { Variable(id: id) }

    /// `Σ terms + constant REL 0`.
    static func constraint(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: RelationalOperator = .equal,
        priority: Priority = .required, tag: Int
    ) -> Constraint {
        Constraint(
            Expression(terms.map { Term(v($0.0), $0.1) }, constant: constant), relation, priority: priority, tag: tag)
    }

    /// Solves `presolve.reduced` and recovers every variable: what the engine does.
    static func solve(_ presolve: Presolve, variables: Int) throws -> [Double] {
        let solver = Solver()
        for required in [true, false] {
            for constraint in presolve.reduced where constraint.isRequired == required { try solver.add(constraint) }
        }
        let solved = solver.values(of: (0..<variables).map(v))
        return presolve.values { solved[$0] }
    }

    /// The same system solved as given.
    static func solveAsGiven(_ constraints: [Constraint], variables: Int) throws -> [Double] {
        let solver = Solver()
        for required in [true, false] {
            for constraint in constraints where constraint.isRequired == required { try solver.add(constraint) }
        }
        return solver.values(of: (0..<variables).map(v))
    }

    @Test func aChainPinnedAtOneEndLeavesNothingForTheSolver() throws {
        // y0 = 0; y(k+1) = yk + hk + 8; hk = 20 + k: every position is a free singleton in turn.
        let n = 50
        var constraints = [Self.constraint([(0, 1)], 0, tag: 0)]
        for k in 0..<n - 1 {
            constraints.append(
                Self.constraint([(2 * k, 1), (2 * k + 1, 1), (2 * k + 2, -1)], 8, tag: constraints.count))
        }
        for k in 0..<n {
            constraints.append(Self.constraint([(2 * k + 1, 1)], -Double(20 + k), tag: constraints.count))
        }
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 2 * n)
        #expect(!presolve.conflict)
        #expect(presolve.reduced.isEmpty)
        #expect(presolve.eliminations.count == 2 * n)
        let values = try Self.solve(presolve, variables: 2 * n)
        let expected = try Self.solveAsGiven(constraints, variables: 2 * n)
        #expect(values == expected)
        let last: Double = (0..<n - 1).reduce(0.0) { $0 + Double(28 + $1) }
        #expect(values[2 * (n - 1)] == last)
    }

    /// Folding a long chain takes each link's short definition into the long row in place
    /// (`Presolve.longRow`): the row it leaves names every size, terms sorted, and the values come
    /// back as the solver alone gives them.
    @Test func aLongChainPinnedAtBothEndsFoldsIntoOneRowOfItsSizes() throws {
        // y0 = 0; y(k+1) = yk + ak·hk + 1 with ak = 1, 2 or 0.5; yn = 900; hk ≥ 3 @750. Positions are
        // the even ids, sizes the odd ones; the last link is written `yn - yk - ak·hk - 1 = 0`.
        let n = 120
        let rates = [1.0, 2.0, 0.5]
        var constraints = [Self.constraint([(0, 1)], 0, tag: 0)]
        for k in 0..<n {
            constraints.append(
                Self.constraint(
                    [(2 * k, -1), (2 * k + 1, -rates[k % 3]), (2 * k + 2, 1)], -1, tag: constraints.count))
        }
        constraints.append(Self.constraint([(2 * n, 1)], -900, tag: constraints.count))
        for k in 0..<n {
            constraints.append(
                Self.constraint(
                    [(2 * k + 1, 1)], -3, .greaterThanOrEqual, priority: Priority(750), tag: constraints.count))
        }
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 2 * n + 1)
        #expect(!presolve.conflict)
        let long = presolve.reduced.filter { $0.expression.terms.count > 1 }
        #expect(long.count == 1)
        let terms = long.first?.expression.terms ?? []
        // Every size but the last, which its link still defines through the last position.
        #expect(terms.count == n)
        #expect(Array(terms.map(\.variable.id).prefix(n - 1)) == (0..<n - 1).map { 2 * $0 + 1 })
        #expect(zip(terms, terms.dropFirst()).allSatisfy { $0.variable.id < $1.variable.id })
        let values = try Self.solve(presolve, variables: 2 * n + 1)
        let expected = try Self.solveAsGiven(constraints, variables: 2 * n + 1)
        for (value, wanted) in zip(values, expected) { #expect(abs(value - wanted) < 1e-9) }
    }

    @Test func equalWidthsBetweenPinnedEndsMergeIntoOneVariable() throws {
        // x0 = 8; x(k+1) = xk + wk + 2; wk = w0; x(n-1) + w(n-1) = 375 - 8: the chain shape.
        let n = 30
        var constraints = [Self.constraint([(0, 1)], -8, tag: 0)]
        for k in 0..<n - 1 {
            constraints.append(
                Self.constraint([(2 * k, 1), (2 * k + 1, 1), (2 * k + 2, -1)], 2, tag: constraints.count))
            constraints.append(Self.constraint([(1, 1), (2 * k + 3, -1)], 0, tag: constraints.count))
        }
        constraints.append(Self.constraint([(2 * n - 2, 1), (2 * n - 1, 1)], -367, tag: constraints.count))
        for k in 0..<n {
            constraints.append(Self.constraint([(2 * k + 1, 1)], -50, priority: Priority(300), tag: constraints.count))
        }
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 2 * n)
        #expect(presolve.eliminations.count == 2 * n)
        // Every wish became a constant: the widths are fixed by the required constraints.
        #expect(presolve.reduced.isEmpty)
        let values = try Self.solve(presolve, variables: 2 * n)
        let expected = try Self.solveAsGiven(constraints, variables: 2 * n)
        for (a, b) in zip(values, expected) { #expect(isClose(a, b)) }
    }

    @Test func anInequalityIsLeftForTheSolver() throws {
        // a + b == 10 (required, a doubleton), a >= 4 (required), b == 1 @750.
        let constraints = [
            Self.constraint([(0, 1), (1, 1)], -10, tag: 0),
            Self.constraint([(0, 1)], -4, .greaterThanOrEqual, tag: 1),
            Self.constraint([(1, 1)], -1, priority: Priority(750), tag: 2)
        ]
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 2)
        #expect(presolve.eliminations.count == 2)  // b by the doubleton, then a by its bounds
        let values = try Self.solve(presolve, variables: 2)
        #expect(values == [9, 1])
    }

    @Test func boundsWithATieAreLeftForTheSolverToReport() throws {
        // x >= 10 @750 and x <= 5 @750 trade errors on [5, 10]: not one point.
        let constraints = [
            Self.constraint([(0, 1)], -10, .greaterThanOrEqual, priority: Priority(750), tag: 0),
            Self.constraint([(0, 1)], -5, .lessThanOrEqual, priority: Priority(750), tag: 1)
        ]
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 1)
        #expect(presolve.eliminations.isEmpty)
        #expect(presolve.reduced.count == 2)
        let solver = Solver()
        for constraint in presolve.reduced { try solver.add(constraint) }
        #expect(!solver.ambiguities().isEmpty)
    }

    @Test func boundsOptimumFollowsThePriorities() {
        func bound(_ value: Double, _ isLower: Bool, _ priority: Double, _ weight: Double = 1) -> Presolve.Bound {
            Presolve.Bound(value: value, isLower: isLower, priority: priority, weight: weight)
        }
        // Hugging 251 below compression 750 at the same size: that size.
        #expect(Presolve.boundsOptimum([bound(18, false, 251), bound(18, true, 750)]) == 18)
        // A required floor above both: the floor.
        #expect(Presolve.boundsOptimum([bound(18, false, 251), bound(18, true, 750), bound(30, true, 1000)]) == 30)
        // Opposite pulls at one level: the heavier side wins.
        #expect(Presolve.boundsOptimum([bound(10, true, 500, 2), bound(4, false, 500)]) == 10)
        // Only a lower wish: any value above it is optimal.
        #expect(Presolve.boundsOptimum([bound(10, true, 500)]) == nil)
        // Required bounds that contradict are left for the solver's conflict report.
        #expect(Presolve.boundsOptimum([bound(10, true, 1000), bound(4, false, 1000)]) == nil)
        // An equality below a stronger wish: the wish, unless required.
        #expect(Presolve.boundsOptimum([bound(7, true, 999), bound(7, false, 999), bound(3, false, 1000)]) == 3)
    }

    /// Bounds arrive in any order and are sorted in place, by insertion up to 16 and by the
    /// standard sort beyond: every order of the same bounds has the same optimum.
    @Test func boundsOptimumIsTheSameInEveryOrderAndAtEverySize() {
        func bound(_ value: Double, _ isLower: Bool, _ priority: Double, _ weight: Double = 1) -> Presolve.Bound {
            Presolve.Bound(value: value, isLower: isLower, priority: priority, weight: weight)
        }
        // Required floor 9 (of ten floors 0…9); at 750 a pull up to 20 and one down to 30 leave
        // 20…30; at 500 six pulls down to 25 outweigh one up to 40: 25. A pull at 250 comes
        // after the point is found.
        var bounds = (0..<10).map { bound(Double($0), true, 1000) }
        bounds += [bound(20, true, 750), bound(30, false, 750)]
        bounds += (0..<6).map { _ in bound(25, false, 500) } + [bound(40, true, 500)]
        bounds.append(bound(0, false, 250))
        #expect(bounds.count > 16)
        // Every rotation, forwards and backwards.
        let few = [bound(9, true, 1000)] + bounds.filter { $0.priority < 1000 }
        #expect(few.count <= 16)
        for all in [bounds, few] {
            for shift in all.indices {
                let rotated = Array(all[shift...] + all[..<shift])
                #expect(Presolve.boundsOptimum(rotated) == 25)
                #expect(Presolve.boundsOptimum(rotated.reversed()) == 25)
            }
        }
    }

    @Test func aContradictionAmongEqualitiesIsAConflict() {
        // a == 1, b == a, b == 2.
        let constraints = [
            Self.constraint([(0, 1)], -1, tag: 0), Self.constraint([(0, 1), (1, -1)], 0, tag: 1),
            Self.constraint([(1, 1)], -2, tag: 2)
        ]
        #expect(Presolve(ConstraintRows(constraints), variableCount: 2).conflict)
        // The same with the last one optional is no conflict: it just keeps its error.
        let optional = [constraints[0], constraints[1], Self.constraint([(1, 1)], -2, priority: Priority(500), tag: 2)]
        #expect(!Presolve(ConstraintRows(optional), variableCount: 2).conflict)
    }

    @Test func aRedundantEqualityDisappears() throws {
        let constraints = [
            Self.constraint([(0, 1), (1, -1)], -3, tag: 0), Self.constraint([(0, 1), (1, -1)], -3, tag: 1),
            Self.constraint([(1, 1)], -4, tag: 2)
        ]
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 2)
        #expect(!presolve.conflict)
        #expect(presolve.reduced.isEmpty)
        #expect(try Self.solve(presolve, variables: 2) == [7, 4])
    }

    @Test func aVariableLeftInNoConstraintIsAnOrphanAndItsDirectionReachesWhatDependsOnIt() {
        // a - b == 8 only: one of them is eliminated, the other is free; both move together.
        let constraints = [Self.constraint([(0, 1), (1, -1)], -8, tag: 0)]
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 2)
        #expect(presolve.orphans.count == 1)
        let direction = presolve.extend([(presolve.orphans[0], 1)], dependents: presolve.dependents)
        #expect(direction.map(\.variable) == [0, 1])
        #expect(direction.allSatisfy { $0.rate == 1 })
    }

    @Test func directionsFollowEliminationsInReverseOrder() {
        // x1 = x0 + 1, x2 = x1 + 1, …: moving x0 moves the whole chain at the same rate.
        var constraints: [Constraint] = []
        for k in 0..<10 { constraints.append(Self.constraint([(k, 1), (k + 1, -1)], 1, tag: k)) }
        constraints.append(Self.constraint([(0, 1)], 0, .greaterThanOrEqual, tag: 10))
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 11)
        let kept = presolve.reduced.flatMap { $0.expression.terms.map(\.variable.id) }
        #expect(kept.count == 1)
        let direction = presolve.extend([(kept[0], 1)], dependents: presolve.dependents)
        #expect(direction.map(\.variable) == Array(0...10))
        #expect(direction.allSatisfy { isClose($0.rate, 1) })
    }

    @Test func replayingOtherConstantsGivesWhatAFreshPresolveGives() throws {
        func system(_ c: Double) -> [Constraint] {
            [
                Self.constraint([(0, 1)], -c, tag: 0), Self.constraint([(0, 1), (1, 1), (2, -1)], 8, tag: 1),
                Self.constraint([(1, 1)], -c, .greaterThanOrEqual, priority: Priority(750), tag: 2),
                Self.constraint([(1, 1)], -c, .lessThanOrEqual, priority: Priority(250), tag: 3),
                Self.constraint([(2, 1), (3, 1)], -3 * c, .lessThanOrEqual, tag: 4)
            ]
        }
        let base = Presolve(ConstraintRows(system(10)), variableCount: 4)
        let fresh = Presolve(ConstraintRows(system(20)), variableCount: 4)
        let replayed = try #require(base.replaying(constants: ConstraintRows(system(20)).constants))
        #expect(replayed.eliminations.map(\.constant) == fresh.eliminations.map(\.constant))
        #expect(replayed.reduced.map(\.expression.constant) == fresh.reduced.map(\.expression.constant))
        #expect(try Self.solve(replayed, variables: 4) == Self.solve(fresh, variables: 4))
        // Constants that make a fixed row contradict a required one cannot be replayed.
        let contradicting = [Self.constraint([(0, 1)], -1, tag: 0), Self.constraint([(0, 1)], -1, tag: 1)]
        let consistent = Presolve(ConstraintRows(contradicting), variableCount: 1)
        #expect(consistent.replaying(constants: [-1, -2]) == nil)
    }

    @Test func provenanceNamesTheEqualitiesARowWasRewrittenWith() {
        // x0 = 5 (tag 10); x1 = x0 + 1 (tag 11); x1 + x2 <= 20 (tag 12); x2 unrelated (tag 13).
        let constraints = [
            Self.constraint([(0, 1)], -5, tag: 10), Self.constraint([(0, 1), (1, -1)], 1, tag: 11),
            Self.constraint([(1, 1), (2, 1)], -20, .lessThanOrEqual, tag: 12),
            Self.constraint([(2, 1)], -3, .greaterThanOrEqual, priority: Priority(500), tag: 13)
        ]
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 3)
        #expect(presolve.provenance(of: [12]) == [10, 11])
        #expect(presolve.provenance(of: [13]) == [])
    }

    @Test func cancellingStopsEarlyWithValidEliminations() {
        // x0 = 0, x(k+1) = xk + 1: stopped at the first poll, the eliminations made so far still
        // hold for the solution xk = k.
        var constraints = [Self.constraint([(0, 1)], 0, tag: 0)]
        for k in 0..<3_000 { constraints.append(Self.constraint([(k, 1), (k + 1, -1)], 1, tag: k + 1)) }
        let presolve = Presolve(ConstraintRows(constraints), variableCount: 3_001, isCancelled: { true })
        #expect(presolve.eliminations.count > 0 && presolve.eliminations.count < 3_001)
        #expect(!presolve.reduced.isEmpty)
        let values = presolve.values { Double($0) }
        #expect(values == (0...3_000).map(Double.init))
    }
}
