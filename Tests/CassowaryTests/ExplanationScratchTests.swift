import TestSupport
import Testing

@testable import Cassowary

/// The explanation's scratch copies and its incremental deletion filter give exactly what the
/// reference (a fresh solver over the original constraints for every test) gives.
@Suite struct ExplanationScratchTests {
    /// The plain deletion filter over the originals, one fresh solver per test, as `explain` did
    /// before the scratch copies: the reference the fast path must match.
    static func referenceDeletionFilter(_ candidates: [Constraint], failing: Constraint, in solver: Solver) -> [Int] {
        var kept = Array(candidates.indices)
        var position = 0
        while position < kept.count {
            let without = kept.filter { $0 != kept[position] }
            if solver.isInfeasible(without.map { candidates[$0] } + [failing]) { kept = without } else { position += 1 }
        }
        return kept
    }

    /// Variables with large, scattered ids, as a big document's are.
    static func variables(_ count: Int) -> [Variable] {
        (0..<count).map { Variable(id: 1_000 + 97 * $0, name: "x\($0)") }
    }

    @Test(arguments: 0..<40)
    func theIncrementalDeletionFilterMatchesTheReferenceOnRandomSystems(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
        let solver = Solver()
        let vars = Self.variables(Int.random(in: 2...5, using: &rng))
        var held: [Constraint] = []
        var conflicts = 0
        for k in 0..<16 {
            var expression = Expression(constant: Double(Int.random(in: -20...20, using: &rng)))
            for v in vars where Bool.random(using: &rng) {
                expression = expression + Double(Int.random(in: -3...3, using: &rng)) * v
            }
            let relation: RelationalOperator =
                [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng) ?? .equal
            let constraint = Constraint(expression, relation, tag: k)
            guard try solver.tryAdd(constraint) != nil else {
                held.append(constraint)
                continue
            }
            conflicts += 1
            let candidates = Array(held.reversed())  // most recent first, as `explain` orders them
            let scratch = Solver.ExplanationScratch(candidates, failing: constraint)
            var irreducible = true
            let kept = try #require(scratch.deletionFilter(isCancelled: { false }, &irreducible))
            #expect(
                kept == Self.referenceDeletionFilter(candidates, failing: constraint, in: solver),
                "seed \(seed), constraint \(k)")
            #expect(irreducible)
            let members = kept.map { candidates[$0] } + [constraint]
            #expect(solver.isInfeasible(members))
            for i in members.indices {
                var rest = members
                rest.remove(at: i)
                #expect(!solver.isInfeasible(rest), "seed \(seed): member \(i) is not needed")
            }
        }
        _ = conflicts
    }

    @Test func copiesUseDenseVariableIdsInOrderOfFirstAppearance() {
        let v = Self.variables(3)
        let candidates = [Constraint(v[2] + v[0], .equal, 10), Constraint(Expression(v[1]), .greaterThanOrEqual, 4)]
        let scratch = Solver.ExplanationScratch(candidates, failing: Constraint(v[0] + v[1], .equal, 1))
        let ids = (scratch.copies + [scratch.failing]).map { $0.expression.terms.map(\.variable.id) }
        #expect(ids == [[0, 1], [2], [0, 2]])
        #expect(scratch.copies.map(\.expression.constant) == [-10, -4])
        #expect(scratch.copies.map(\.relation) == [.equal, .greaterThanOrEqual])
    }

    @Test func candidatesThatDoNotConflictGiveNoSet() {
        let v = Self.variables(2)
        let scratch = Solver.ExplanationScratch(
            [Constraint(Expression(v[0]), .equal, 1)],
            failing: Constraint(Expression(v[1]), .equal, 2))
        var irreducible = true
        #expect(scratch.deletionFilter(isCancelled: { false }, &irreducible) == nil)
        #expect(!scratch.isInfeasible([0]))
    }

    /// With a 1e10 multiplier the candidates clash on their own after round-off: the filter
    /// leaves the incremental tableau and rebuilds for every test, and agrees with the reference.
    @Test func candidatesThatClashOnTheirOwnFallBackToRebuilding() throws {
        let solver = Solver()
        let rootWidth = Variable(id: 9_000), height = Variable(id: 9_001)
        let multiply = Constraint(Expression(height), .equal, 1e10 * rootWidth, tag: 3)
        let root = Constraint(Expression(rootWidth), .equal, 375, tag: 1)
        let failing = Constraint(Expression(height), .equal, 400, tag: 4)
        #expect(solver.isInfeasible([multiply, root]))  // the round-off this test relies on
        let scratch = Solver.ExplanationScratch([multiply, root], failing: failing)
        var irreducible = true
        let kept = try #require(scratch.deletionFilter(isCancelled: { false }, &irreducible))
        #expect(kept == Self.referenceDeletionFilter([multiply, root], failing: failing, in: solver))
        #expect(kept == [0, 1] && irreducible)
    }

    @Test func aConstantContradictionNeedsNoCandidate() throws {
        let v = Self.variables(1)
        let scratch = Solver.ExplanationScratch(
            [Constraint(Expression(v[0]), .equal, 1)],
            failing: Constraint(Expression(constant: 5), .equal))
        var irreducible = true
        #expect(try #require(scratch.deletionFilter(isCancelled: { false }, &irreducible)) == [])
        #expect(irreducible)
    }

    @Test func cancellingTheFilterKeepsEveryCandidateAndSaysSo() throws {
        let v = Self.variables(2)
        let candidates = [
            Constraint(Expression(v[0]), .equal, 1), Constraint(Expression(v[1]), .equal, 1),
            Constraint(Expression(v[0]), .equal, v[1] + 0)
        ]
        let scratch = Solver.ExplanationScratch(candidates, failing: Constraint(Expression(v[0]), .equal, 2))
        var irreducible = true
        #expect(try #require(scratch.deletionFilter(isCancelled: { true }, &irreducible)) == [0, 1, 2])
        #expect(!irreducible)
    }

    @Test func quickXplainOnCopiesFindsTheWholeChainAmongDistractors() {
        // x0 = 0, x(i+1) = x(i) + 1 for 30 links, plus 15 distractors; failing: x30 == 0.
        let xs = Self.variables(31)
        var candidates = [Constraint(Expression(xs[0]), .equal, 0)]
        candidates += (0..<30).map { Constraint(Expression(xs[$0 + 1]), .equal, xs[$0] + 1) }
        candidates += (0..<15).map { Constraint(Expression(xs[$0]), .lessThanOrEqual, 1000) }
        let scratch = Solver.ExplanationScratch(
            Array(candidates.reversed()), failing: Constraint(Expression(xs[30]), .equal, 0))
        #expect(scratch.isInfeasible(scratch.copies.indices))
        var irreducible = true
        let kept = scratch.quickXplain(isCancelled: { false }, &irreducible)
        #expect(Set(kept) == Set(15..<46))  // reversed: the 31 chain members are the last 31
        #expect(irreducible)
    }
}
