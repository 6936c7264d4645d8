import TestSupport
import Testing

@testable import Cassowary

/// `Solver.replaceConstants` against solvers built from scratch with the new constants, and
/// `Solver.copy()`'s independence. Systems are built to have a unique optimum — every variable
/// has an anchor `x_i == c_i` alone on its own lowest priority level, so the last levels pin the
/// variables one by one — so values, not just errors, must agree.
@Suite struct ReplaceConstantsTests {
    /// `Σ coefficient·x_variable + constant (relation) 0` at a priority.
    struct Spec {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: RelationalOperator
        var priority: Priority
    }

    static func constraint(_ spec: Spec, _ variables: [Variable]) -> Constraint {
        Constraint(
            Expression(spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant),
            spec.relation, priority: spec.priority)
    }

    /// `old` with its expression's constant replaced.
    static func moved(_ old: Constraint, to constant: Double) -> Constraint {
        Constraint(Expression(old.expression.terms, constant: constant), old.relation, priority: old.priority)
    }

    /// A solver holding `specs` over `count` fresh variables, or nil when the required ones
    /// cannot all hold.
    static func build(_ specs: [Spec], variables count: Int) throws -> (
        solver: Solver, variables: [Variable], held: [Constraint]
    )? {
        let solver = Solver()
        let variables = (0..<count).map { solver.makeVariable(name: "x\($0)") }
        var held: [Constraint] = []
        for spec in specs {
            let c = constraint(spec, variables)
            if try solver.tryAdd(c) != nil { return nil }
            held.append(c)
        }
        return (solver, variables, held)
    }

    /// The code of the error `body` throws, nil when it does not throw.
    static func errorCode(_ body: () throws(SolverError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.code
        }
    }

    static func expectSameValues(_ got: [Double], _ expected: [Double], _ comment: String) {
        #expect(got.count == expected.count)
        for (index, (g, e)) in zip(got, expected).enumerated() {
            #expect(isClose(g, e, relative: 1e-9), "x\(index): \(g) vs \(e) fresh — \(comment)")
        }
    }

    static func randomSpecs(_ rng: inout SeededGenerator) -> (specs: [Spec], variables: Int) {
        let n = Int.random(in: 2...4, using: &rng)
        var specs: [Spec] = []
        for i in 0..<n {
            specs.append(Spec(terms: [(i, 1)], constant: 0, relation: .greaterThanOrEqual, priority: .required))
            specs.append(Spec(terms: [(i, 1)], constant: -200, relation: .lessThanOrEqual, priority: .required))
        }
        func pair() -> [(variable: Int, coefficient: Double)] {
            let a = Int.random(in: 0..<n, using: &rng)
            var b = Int.random(in: 0..<n - 1, using: &rng)
            if b >= a { b += 1 }
            return [(a, [-2, -1, 1, 2].randomElement(using: &rng)!), (b, [-2, -1, 1, 2].randomElement(using: &rng)!)]
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let relation: RelationalOperator = [.lessThanOrEqual, .greaterThanOrEqual, .equal].randomElement(
                using: &rng)!
            specs.append(
                Spec(
                    terms: pair(), constant: Double(Int.random(in: -100...100, using: &rng)),
                    relation: relation, priority: .required))
        }
        for _ in 0..<Int.random(in: 2...6, using: &rng) {
            let terms = Bool.random(using: &rng) ? pair() : [(Int.random(in: 0..<n, using: &rng), 1.0)]
            let relation: RelationalOperator = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                using: &rng)!
            specs.append(
                Spec(
                    terms: terms, constant: Double(Int.random(in: -250...250, using: &rng)), relation: relation,
                    priority: [Priority(900), Priority(750), Priority(500)].randomElement(using: &rng)!))
        }
        for i in 0..<n {
            specs.append(
                Spec(
                    terms: [(i, 1)], constant: -Double(Int.random(in: -50...250, using: &rng)),
                    relation: .equal, priority: Priority(Double(10 + i))))
        }
        return (specs, n)
    }

    // MARK: Random systems against fresh solves

    @Test(arguments: 0..<120)
    func randomReplacementsMatchAFreshSolveWithTheNewConstants(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 70_000)
        let generated = Self.randomSpecs(&rng)
        var specs = generated.specs
        let n = generated.variables
        guard let base = try Self.build(specs, variables: n) else { return }  // required set infeasible
        let baseValues = base.solver.values(of: base.variables)
        let baseState = base.solver.state
        let solver = base.solver.copy()
        var held = base.held
        for round in 0..<4 {
            var indices: [Int] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let k = Int.random(in: specs.indices, using: &rng)
                if !indices.contains(k) { indices.append(k) }
            }
            var proposed = specs
            var replacements: [(old: Constraint, new: Constraint)] = []
            for k in indices {
                var delta = Double(Int.random(in: -80...80, using: &rng))
                if delta == 0 { delta = 1 }
                proposed[k].constant += delta
                replacements.append((held[k], Self.moved(held[k], to: proposed[k].constant)))
            }
            let before = solver.state, valuesBefore = solver.values(of: base.variables)
            let code = Self.errorCode { () throws(SolverError) in try solver.replaceConstants(replacements) }
            let comment = "seed \(seed) round \(round) replacing \(indices)"
            if let fresh = try Self.build(proposed, variables: n) {
                try #require(code == nil, "\(comment): \(code ?? "")")
                Self.expectSameValues(
                    solver.values(of: base.variables), fresh.solver.values(of: fresh.variables), comment)
                for (k, r) in zip(indices, replacements) {
                    #expect(solver.hasConstraint(r.new) && !solver.hasConstraint(r.old))
                    held[k] = r.new
                }
                specs = proposed
            } else {
                // The new constants leave the required constraints infeasible.
                #expect(code == "internal_solver_error", "\(comment)")
                #expect(solver.state == before, "\(comment)")
                #expect(solver.values(of: base.variables) == valuesBefore)
                #expect(replacements.allSatisfy { solver.hasConstraint($0.old) && !solver.hasConstraint($0.new) })
            }
            #expect(solver.constraintCount == specs.count)
            #expect(solver.invariantViolations().isEmpty, "\(comment)")
        }
        // The copy moved; the solver it was copied from did not.
        #expect(base.solver.state == baseState)
        #expect(base.solver.values(of: base.variables) == baseValues)
    }

    /// Each kind of constraint (=, ≤, ≥; required and optional; tight or slack), its constant
    /// moved a little and a lot, both ways, against a fresh solve.
    struct KindCase: Sendable, CustomTestStringConvertible {
        var name: String
        var relation: RelationalOperator
        var required: Bool
        /// `x + y + constant` for equalities, `x + constant` otherwise.
        var constant: Double
        var testDescription: String { name }
    }

    static let kinds: [KindCase] = [
        KindCase(name: "required x + y == 100", relation: .equal, required: true, constant: -100),
        KindCase(name: "optional x + y == 100", relation: .equal, required: false, constant: -100),
        KindCase(name: "required x <= 20 (tight)", relation: .lessThanOrEqual, required: true, constant: -20),
        KindCase(name: "required x <= 70 (slack)", relation: .lessThanOrEqual, required: true, constant: -70),
        KindCase(name: "required x >= 50 (tight)", relation: .greaterThanOrEqual, required: true, constant: -50),
        KindCase(name: "required x >= 10 (slack)", relation: .greaterThanOrEqual, required: true, constant: -10),
        KindCase(
            name: "optional x <= 20 (violated anchor)", relation: .lessThanOrEqual, required: false, constant: -20),
        KindCase(name: "optional x >= 50", relation: .greaterThanOrEqual, required: false, constant: -50),
        KindCase(name: "optional x >= 10 (slack)", relation: .greaterThanOrEqual, required: false, constant: -10)
    ]

    @Test(arguments: kinds, [-45.0, -5, 5, 45])
    func eachKindOfConstraintMovesBothWays(_ kind: KindCase, delta: Double) throws {
        // Box 0...100 on x and y; anchors x == 30 @10, y == 60 @11; the subject at @500.
        func specs(_ constant: Double) -> [Spec] {
            let terms: [(variable: Int, coefficient: Double)] = kind.relation == .equal ? [(0, 1), (1, 1)] : [(0, 1)]
            return [
                Spec(terms: [(0, 1)], constant: 0, relation: .greaterThanOrEqual, priority: .required),
                Spec(terms: [(0, 1)], constant: -100, relation: .lessThanOrEqual, priority: .required),
                Spec(terms: [(1, 1)], constant: 0, relation: .greaterThanOrEqual, priority: .required),
                Spec(terms: [(1, 1)], constant: -100, relation: .lessThanOrEqual, priority: .required),
                Spec(
                    terms: terms, constant: constant, relation: kind.relation,
                    priority: kind.required ? .required : Priority(500)),
                Spec(terms: [(0, 1)], constant: -30, relation: .equal, priority: Priority(10)),
                Spec(terms: [(1, 1)], constant: -60, relation: .equal, priority: Priority(11))
            ]
        }
        let start = try #require(try Self.build(specs(kind.constant), variables: 2))
        let subject = start.held[4]
        let replacement = Self.moved(subject, to: kind.constant + delta)
        let before = start.solver.state
        let code = Self.errorCode { () throws(SolverError) in
            try start.solver.replaceConstants([(subject, replacement)])
        }
        guard let expected = try Self.build(specs(kind.constant + delta), variables: 2) else {
            // Moved past the box: the required constraints cannot all hold.
            #expect(code == "internal_solver_error")
            #expect(start.solver.state == before)
            return
        }
        #expect(code == nil)
        Self.expectSameValues(
            start.solver.values(of: start.variables), expected.solver.values(of: expected.variables),
            "\(kind.name) moved by \(delta)")
        #expect(start.solver.hasConstraint(replacement) && !start.solver.hasConstraint(subject))
        #expect(start.solver.constraintCount == 7)
        #expect(start.solver.invariantViolations().isEmpty)
        // The replacement is a held constraint like any other: it can be removed.
        try start.solver.remove(replacement)
        #expect(start.solver.constraintCount == 6)
    }

    static func isMarkerBasic(_ constraint: Constraint, in solver: Solver) throws -> Bool {
        let slot = try #require(solver.slotOf[ObjectIdentifier(constraint)])
        let record = try #require(solver.records[slot])
        return solver.tableau.basicRow[record.marker] >= 0
    }

    @Test func aSlackInequalityWhoseMarkerIsBasicMovesIntoATightOne() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let floor = Constraint(Expression(x), .greaterThanOrEqual, 0)
        try solver.add(floor)
        try solver.add(Constraint(Expression(x), .equal, 30, priority: Priority(500)))
        #expect(solver.value(of: x) == 30)
        #expect(try Self.isMarkerBasic(floor, in: solver))
        // Still slack: only the basic slack's row constant moves.
        let higher = Self.moved(floor, to: -20)
        try solver.replaceConstants([(floor, higher)])
        #expect(solver.value(of: x) == 30)
        #expect(try Self.isMarkerBasic(higher, in: solver))
        // Now binding: the slack row goes negative and the dual simplex pivots it out.
        let binding = Self.moved(higher, to: -50)
        try solver.replaceConstants([(higher, binding)])
        #expect(solver.value(of: x) == 50)
        #expect(!(try Self.isMarkerBasic(binding, in: solver)))
        // And back: the optional equality takes over again.
        let low = Self.moved(binding, to: -5)
        try solver.replaceConstants([(binding, low)])
        #expect(solver.value(of: x) == 30)
        #expect(solver.constraintCount == 2)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func severalConstantsMoveAtOnce() throws {
        let solver = Solver()
        let left = solver.makeVariable(name: "left"), width = solver.makeVariable(name: "width")
        let leftPin = Constraint(Expression(left), .equal, 10)
        let rightEdge = Constraint(left + width, .lessThanOrEqual, 300)
        let preferred = Constraint(Expression(width), .equal, 400, priority: Priority(250))
        for c in [leftPin, rightEdge, preferred] { try solver.add(c) }
        #expect(solver.value(of: left) == 10 && solver.value(of: width) == 290)
        try solver.replaceConstants([
            (leftPin, Self.moved(leftPin, to: -20)),
            (rightEdge, Self.moved(rightEdge, to: -500)),
            (preferred, Self.moved(preferred, to: -100))
        ])
        #expect(solver.value(of: left) == 20 && solver.value(of: width) == 100)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func anUnchangedConstantIsAcceptedAndSwapsTheObject() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let c = Constraint(Expression(x), .equal, 7)
        try solver.add(c)
        let same = Self.moved(c, to: -7)
        try solver.replaceConstants([(c, same)])
        #expect(solver.hasConstraint(same) && !solver.hasConstraint(c))
        #expect(solver.value(of: x) == 7)
        // Replacing a constraint by itself is a no-op, not a duplicate.
        try solver.replaceConstants([(same, same)])
        #expect(solver.hasConstraint(same) && solver.constraintCount == 1)
    }

    /// The same constraint listed twice in one call would shift its marker twice and leave
    /// both replacements held: it is refused and nothing changes.
    @Test func theSameConstraintReplacedTwiceInOneCallIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let c = Constraint(Expression(x), .equal, 10)
        try solver.add(c)
        let before = solver.state
        let code = Self.errorCode { () throws(SolverError) in
            try solver.replaceConstants([(c, Self.moved(c, to: -20)), (c, Self.moved(c, to: -30))])
        }
        #expect(code == "duplicate_constraint")
        #expect(solver.state == before)
        #expect(solver.constraintCount == 1)
    }

    /// A redundant required equality's row is all dummies and its dummy is basic: it is refused
    /// (documented), though moving it with its twin would stay feasible — the engine then falls
    /// back to a cold solve. The solver is left as it was.
    /// Refused before anything moves, so even without the undo copy nothing changes.
    @Test(arguments: [true, false])
    func aRedundantRequiredEqualityIsRefusedAndLeavesTheSolverAsItWas(restoringOnFailure: Bool) throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let c1 = Constraint(Expression(x), .equal, 10), c2 = Constraint(Expression(x), .equal, 10)
        try solver.add(c1)
        try solver.add(c2)
        let before = solver.state
        let code = Self.errorCode { () throws(SolverError) in
            try solver.replaceConstants(
                [(c1, Self.moved(c1, to: -20)), (c2, Self.moved(c2, to: -20))],
                restoringOnFailure: restoringOnFailure)
        }
        #expect(code == "internal_solver_error")
        #expect(solver.state == before)
        #expect(solver.value(of: x) == 10)
        #expect(solver.hasConstraint(c1) && solver.hasConstraint(c2))
    }

    // MARK: Errors leave the solver as it was

    /// 10 ≤ x ≤ 20, x = 15 preferred at 500, y = x + 1.
    static func boundedSolver() throws -> (
        solver: Solver, x: Variable, y: Variable, atLeast: Constraint, atMost: Constraint
    ) {
        let solver = Solver()
        let x = solver.makeVariable(name: "x"), y = solver.makeVariable(name: "y")
        let atLeast = Constraint(Expression(x), .greaterThanOrEqual, 10)
        let atMost = Constraint(Expression(x), .lessThanOrEqual, 20)
        let prefer = Constraint(Expression(x), .equal, 15, priority: Priority(500))
        let follow = Constraint(Expression(y), .equal, x + 1)
        for c in [atLeast, atMost, prefer, follow] { try solver.add(c) }
        return (solver, x, y, atLeast, atMost)
    }

    @Test func replacingIntoInfeasibleRequiredConstraintsThrowsAndChangesNothing() throws {
        let (solver, x, y, atLeast, atMost) = try Self.boundedSolver()
        let before = solver.state
        let values = solver.values(of: [x, y])
        let impossible = Self.moved(atLeast, to: -30)
        let code = Self.errorCode { () throws(SolverError) in try solver.replaceConstants([(atLeast, impossible)]) }
        #expect(code == "internal_solver_error")
        #expect(solver.state == before)
        #expect(solver.values(of: [x, y]) == values)
        #expect(solver.hasConstraint(atLeast) && !solver.hasConstraint(impossible))
        #expect(solver.constraintCount == 4)
        #expect(solver.invariantViolations().isEmpty)
        // Adds and replacements still work afterwards.
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 18))
        #expect(solver.value(of: x) == 18 && solver.value(of: y) == 19)
        try solver.replaceConstants([(atMost, Self.moved(atMost, to: -40)), (atLeast, Self.moved(atLeast, to: -25))])
        #expect(solver.value(of: x) == 25 && solver.value(of: y) == 26)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// Without the undo copy a successful replacement ends in exactly the state the restoring
    /// one reaches; a failing one reports the same error (the state is then unspecified).
    @Test(arguments: [-12.0, -18, -30])
    func notRestoringOnFailureChangesNothingButTheUndoCopy(newFloor: Double) throws {
        let (restoring, rx, ry, rc, _) = try Self.boundedSolver()
        let (plain, px, py, pc, _) = try Self.boundedSolver()
        let restoringCode = Self.errorCode { () throws(SolverError) in
            try restoring.replaceConstants([(rc, Self.moved(rc, to: newFloor))])
        }
        let plainCode = Self.errorCode { () throws(SolverError) in
            try plain.replaceConstants([(pc, Self.moved(pc, to: newFloor))], restoringOnFailure: false)
        }
        #expect(plainCode == restoringCode)
        // A floor of 30 is past the ceiling of 20; 12 keeps x at its preferred 15, 18 moves it.
        #expect((restoringCode == nil) == (newFloor != -30))
        if restoringCode == nil {
            #expect(plain.state == restoring.state)
            #expect(plain.values(of: [px, py]) == restoring.values(of: [rx, ry]))
        }
    }

    @Test func aReplacementThatDiffersInShapeIsAnInternalError() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let c = Constraint(x + y, .lessThanOrEqual, 50, priority: Priority(750))
        try solver.add(c)
        try solver.add(Constraint(Expression(x), .equal, 10))
        let before = solver.state
        let shapes = [
            Constraint(2 * x + y, .lessThanOrEqual, 50, priority: Priority(750)),  // coefficient
            Constraint(Expression(x), .lessThanOrEqual, 50, priority: Priority(750)),  // a term fewer
            Constraint(x + y, .greaterThanOrEqual, 50, priority: Priority(750)),  // relation
            Constraint(x + y, .lessThanOrEqual, 50, priority: Priority(500)),  // priority
            Constraint(x + y, .lessThanOrEqual, 50)  // required
        ]
        for shape in shapes {
            #expect(
                Self.errorCode { () throws(SolverError) in try solver.replaceConstants([(c, shape)]) }
                    == "internal_solver_error",
                "\(shape)")
            #expect(solver.state == before)
            #expect(solver.hasConstraint(c) && !solver.hasConstraint(shape))
        }
    }

    @Test func aReplacementOfAConstraintNotHeldIsUnknown() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let held = Constraint(Expression(x), .equal, 10)
        try solver.add(held)
        let stranger = Constraint(Expression(x), .lessThanOrEqual, 5)
        #expect(
            Self.errorCode { () throws(SolverError) in
                try solver.replaceConstants([(stranger, Self.moved(stranger, to: 0))])
            } == "unknown_constraint")
        let removed = Constraint(Expression(x), .greaterThanOrEqual, 0)
        try solver.add(removed)
        try solver.remove(removed)
        let before = solver.state
        #expect(
            Self.errorCode { () throws(SolverError) in
                try solver.replaceConstants([(removed, Self.moved(removed, to: -1))])
            } == "unknown_constraint")
        #expect(solver.state == before)
        #expect(solver.value(of: x) == 10)
    }

    @Test func aReplacementThatIsAlreadyHeldIsADuplicate() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let low = Constraint(Expression(x), .greaterThanOrEqual, 0)
        let alsoLow = Constraint(Expression(x), .greaterThanOrEqual, 5)
        try solver.add(low)
        try solver.add(alsoLow)
        let before = solver.state
        #expect(
            Self.errorCode { () throws(SolverError) in try solver.replaceConstants([(low, alsoLow)]) }
                == "duplicate_constraint")
        #expect(solver.state == before)
        #expect(solver.hasConstraint(low) && solver.hasConstraint(alsoLow))
    }

    /// Every replacement is checked before any is applied: a bad one late in the list leaves the
    /// good ones before it unapplied.
    @Test func aBadReplacementLateInTheListAppliesNoneOfThem() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let cx = Constraint(Expression(x), .equal, 10)
        let cy = Constraint(Expression(y), .equal, 20)
        try solver.add(cx)
        try solver.add(cy)
        let before = solver.state
        let stranger = Constraint(Expression(y), .lessThanOrEqual, 100)
        #expect(
            Self.errorCode { () throws(SolverError) in
                try solver.replaceConstants([(cx, Self.moved(cx, to: -50)), (stranger, Self.moved(stranger, to: 0))])
            } == "unknown_constraint")
        #expect(
            Self.errorCode { () throws(SolverError) in
                try solver.replaceConstants([(cx, Self.moved(cx, to: -50)), (cy, Constraint(2 * y, .equal, 40))])
            } == "internal_solver_error")
        #expect(solver.state == before)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
        #expect(solver.hasConstraint(cx) && solver.hasConstraint(cy))
    }

    // MARK: copy()

    @Test func changingACopyLeavesTheOriginalAsItWas() throws {
        let original = Solver()
        let x = original.makeVariable(name: "x"), y = original.makeVariable(name: "y")
        let pin = Constraint(Expression(x), .equal, 10)
        let gap = Constraint(Expression(y), .greaterThanOrEqual, x + 5)
        let prefer = Constraint(Expression(y), .equal, 0, priority: Priority(250))
        for c in [pin, gap, prefer] { try original.add(c) }
        let state = original.state, values = original.values(of: [x, y])

        let copy = original.copy()
        #expect(copy.values(of: [x, y]) == values)
        #expect(copy.constraintCount == 3 && copy.hasConstraint(pin))
        try copy.replaceConstants([(pin, Self.moved(pin, to: -40))])
        try copy.add(Constraint(Expression(y), .greaterThanOrEqual, 100))
        let z = copy.makeVariable(name: "z")
        try copy.add(Constraint(Expression(z), .equal, y + 1))
        try copy.remove(gap)
        #expect(copy.values(of: [x, y, z]) == [40, 100, 101])
        #expect(copy.constraintCount == 4)

        #expect(original.state == state)
        #expect(original.values(of: [x, y]) == values)
        #expect(original.constraintCount == 3)
        #expect(original.hasConstraint(gap) && original.hasConstraint(pin) && !copy.hasConstraint(gap))
        #expect(original.invariantViolations().isEmpty && copy.invariantViolations().isEmpty)
        // Both hand out new variable ids independently.
        #expect(original.makeVariable().id == z.id)
    }

    @Test func changingTheOriginalLeavesACopyAsItWas() throws {
        let original = Solver()
        let x = original.makeVariable(name: "x"), y = original.makeVariable(name: "y")
        let pin = Constraint(Expression(x), .equal, 10)
        let sum = Constraint(x + y, .equal, 50)
        for c in [pin, sum] { try original.add(c) }
        let copy = original.copy()
        let state = copy.state

        try original.replaceConstants([(pin, Self.moved(pin, to: -20))])
        try original.add(Constraint(Expression(y), .lessThanOrEqual, 100))
        try original.remove(sum)
        #expect(original.value(of: x) == 20)
        #expect(original.constraintCount == 2)

        #expect(copy.state == state)
        #expect(copy.values(of: [x, y]) == [10, 40])
        #expect(copy.constraintCount == 2 && copy.hasConstraint(sum) && copy.hasConstraint(pin))
        try copy.replaceConstants([(sum, Self.moved(sum, to: -70))])
        #expect(copy.values(of: [x, y]) == [10, 60])
        #expect(copy.invariantViolations().isEmpty)
    }
}
