import Cassowary

// Reading the solver's free directions in the engine's variables, extended through the presolve's
// eliminations (step 8's input: `AmbiguityReport`).

extension SolverRun {
    /// The solver's free directions after its final optimisation, in the engine's variables:
    /// with a presolve, each is extended to the eliminated variables it moves, and a variable the
    /// presolve left in no constraint is free on its own.
    ///
    /// Extended one by one, n directions along a chain of n eliminated positions move n² variables
    /// (a long list whose sizes all tie). So they are extended one by one only while their moves
    /// stay within `directionBudget`; past it, the directions of each cause are combined into two
    /// with fixed pseudo-random weights and those two are extended (`tieNames` then keeps each
    /// tie's own moves, for naming its constraints). A variable moves along some direction of a
    /// cause exactly when it moves along a generic combination of them, and two combinations span
    /// what the directions span on each view's (position, size) plane: the same attributes, in
    /// O(eliminations) per combination.
    /// - Complexity: O(directionBudget + eliminations + Σ moves of the solver's directions).
    func freeDirections() -> (directions: [FreeDirection], tieNames: [FreeDirection]?) {
        let directions = FreeDirection.read(solver)
        guard let presolve else { return (directions, nil) }
        guard !directions.isEmpty || !presolve.orphans.isEmpty else { return ([], nil) }
        let dependents = presolve.dependents
        let own = directions + presolve.orphans.map { FreeDirection(moves: [($0, 1)], tied: []) }
        var extended: [FreeDirection] = []
        extended.reserveCapacity(own.count)
        var moves = 0
        for direction in own {
            if extended.count % 64 == 63, options.isCancelled() { return ([], nil) }
            let direction = FreeDirection(
                moves: presolve.extend(direction.moves, dependents: dependents), tied: direction.tied)
            moves += direction.moves.count
            guard moves <= directionBudget else {
                return (Self.combined(own, presolve: presolve, dependents: dependents), own.filter(\.isTie))
            }
            extended.append(direction)
        }
        return (extended, nil)
    }

    /// The most moves the extended free directions may hold in all before they are combined:
    /// 4 096 plus 8 per variable and constraint.
    var directionBudget: Int { 4_096 + 8 * (system.variableCount + system.constraints.count) }

    /// Per cause, two combinations of `directions` (weights in [1, 2) from a fixed sequence),
    /// extended. O(Σ moves + eliminations).
    private static func combined(
        _ directions: [FreeDirection], presolve: Presolve, dependents: Presolve.Dependents
    ) -> [FreeDirection] {
        var result: [FreeDirection] = []
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
                    FreeDirection(combining: presolve.extend(sum, dependents: dependents), isTie: isTie))
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
