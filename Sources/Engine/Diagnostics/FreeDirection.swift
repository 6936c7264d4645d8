import Cassowary

/// One way the solution can move without leaving the optimum (the solver's `Ambiguity`), in
/// the engine's terms: variable indices and the indices of the constraints that tie.
///
/// Keeps true: `moves` is sorted by variable and has no zero rate; `tied` is empty when the
/// direction comes from missing constraints, else it lists the optional constraints of equal
/// priority whose errors trade off along it, in the order the solver added them. A combined
/// direction (`SolvedSystem.tieNames` set) is a tie with `tied` empty.
package struct FreeDirection: Sendable {
    package var moves: [(variable: Int, rate: Double)]
    package var tied: [Int]
    package let isTie: Bool

    package init(moves: [(variable: Int, rate: Double)], tied: [Int]) {
        self.moves = moves
        self.tied = tied
        isTie = !tied.isEmpty
    }

    /// A combination of several directions of one cause, naming no constraint.
    package init(combining moves: [(variable: Int, rate: Double)], isTie: Bool) {
        self.moves = moves
        tied = []
        self.isTie = isTie
    }

    /// How fast `form` changes along the direction. O(terms of form × log moves).
    package func rate(of form: LinearForm) -> Double {
        form.terms.reduce(0) { sum, term in sum + term.coefficient * rate(of: term.variable) }
    }

    private func rate(of variable: Int) -> Double {
        var low = 0, high = moves.count
        while low < high {
            let middle = (low + high) / 2
            if moves[middle].variable < variable { low = middle + 1 } else { high = middle }
        }
        return low < moves.count && moves[low].variable == variable ? moves[low].rate : 0
    }

    /// The solver's free directions after its final optimisation. Constraints are identified
    /// by their tags (indices into the system's constraints), variables by their ids (the
    /// engine's variable indices).
    /// - Complexity: that of `Solver.ambiguities()`: a fraction of one solve.
    static func read(_ solver: Solver) -> [FreeDirection] {
        solver.ambiguities().map { ambiguity in
            let moves = ambiguity.direction.filter { $0.coefficient != 0 }.map {
                (variable: $0.variable.id, rate: $0.coefficient)
            }
            let tied: [Int]
            switch ambiguity.cause {
            case .missingConstraint: tied = []
            case .tie(let constraints): tied = constraints.compactMap(\.tag)
            }
            return FreeDirection(moves: moves, tied: tied)
        }
    }
}
