// The simplex's free directions (ambiguity) in the rows' variables, extended through the
// presolve's eliminations.

extension SystemSolver {
    /// The free directions after the final optimisation: with a presolve, each is extended to
    /// the eliminated variables it moves, and a variable the presolve left in no row is free on
    /// its own.
    ///
    /// Extended one by one, n directions along a chain of n eliminated positions move n² variables
    /// (a long list whose sizes all tie). So they are extended one by one only while their moves
    /// stay within `directionBudget`; past it, the directions of each cause are combined into two
    /// with fixed pseudo-random weights and those two are extended (`tieNames` then keeps each
    /// tie's own moves, for naming its rows). A variable moves along some direction of a cause
    /// exactly when it moves along a generic combination of them, and two combinations span what
    /// the directions span on each plane of two variables: the same variables move, in
    /// O(eliminations) per combination. Empty when cancelled.
    /// - Complexity: O(directionBudget + eliminations + Σ moves of the simplex's directions).
    public func freeDirections() -> (directions: [Direction], tieNames: [Direction]?) {
        let directions = Self.read(solver)
        return withPresolve { extended(directions, through: $0) } ?? (directions, nil)
    }

    /// `freeDirections()` with a presolve: the simplex's directions extended through its
    /// eliminations.
    private func extended(_ directions: [Direction], through presolve: Presolve) -> (
        directions: [Direction], tieNames: [Direction]?
    ) {
        guard !directions.isEmpty || !presolve.orphans.isEmpty else { return ([], nil) }
        let dependents = presolve.dependents
        let own = directions + presolve.orphans.map { Direction(moves: [($0, 1)], tied: [], isTie: false) }
        var extended: [Direction] = []
        extended.reserveCapacity(own.count)
        var moves = 0
        for direction in own {
            if extended.count % 64 == 63, limits.isCancelled() { return ([], nil) }
            let direction = Direction(
                moves: presolve.extend(direction.moves, dependents: dependents), tied: direction.tied,
                isTie: direction.isTie)
            moves += direction.moves.count
            guard moves <= directionBudget else {
                return (Self.combined(own, presolve: presolve, dependents: dependents), own.filter(\.isTie))
            }
            extended.append(direction)
        }
        return (extended, nil)
    }

    /// The most moves the extended free directions may hold in all before they are combined:
    /// 4 096 plus 8 per variable and row.
    var directionBudget: Int { 4_096 + 8 * (variableCount + rows.count) }

    /// The simplex's own directions: variables by id, tied rows by tag.
    /// - Complexity: that of `Solver.ambiguities()`: a fraction of one solve.
    private static func read(_ solver: Solver) -> [Direction] {
        solver.ambiguities().map { ambiguity in
            let moves = ambiguity.direction.filter { $0.coefficient != 0 }.map {
                (variable: $0.variable.id, rate: $0.coefficient)
            }
            let tied: [Int]
            switch ambiguity.cause {
            case .missingConstraint: tied = []
            case .tie(let constraints): tied = constraints.compactMap(\.tag)
            }
            return Direction(moves: moves, tied: tied, isTie: !tied.isEmpty)
        }
    }

    /// Per cause, two combinations of `directions` (weights in [1, 2) from a fixed sequence),
    /// extended. O(Σ moves + eliminations).
    private static func combined(
        _ directions: [Direction], presolve: Presolve, dependents: Presolve.Dependents
    ) -> [Direction] {
        var result: [Direction] = []
        for isTie in [false, true] {
            let members = directions.filter { $0.isTie == isTie }
            guard !members.isEmpty else { continue }
            for round in 0..<2 {
                var rates: [Int: Double] = [:]
                for (index, member) in members.enumerated() {
                    let weight = combinationWeight(index, round)
                    for move in member.moves { rates[move.variable, default: 0] += weight * move.rate }
                }
                let sum = rates.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map {
                    (variable: $0.key, rate: $0.value)
                }
                result.append(
                    Direction(moves: presolve.extend(sum, dependents: dependents), tied: [], isTie: isTie))
            }
        }
        return result
    }

    /// A weight in [1, 2) for member `index` of combination `round`: a multiplicative hash, so
    /// that no two members get weights in a simple ratio.
    private static func combinationWeight(_ index: Int, _ round: Int) -> Double {
        let hash = (UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(round + 1) &* 0xC2B2_AE3D_27D4_EB4F)
        return 1 + Double(hash >> 11) / Double(1 << 53)
    }
}
