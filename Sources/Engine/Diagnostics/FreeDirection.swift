import Cassowary

/// One way the solution can move without leaving the optimum (the solver's `Ambiguity`), in
/// the engine's terms: variable indices and the indices of the constraints that tie.
///
/// Keeps true: `moves` is sorted by variable and has no zero rate; `tied` is empty when the
/// direction comes from missing constraints, else it lists the optional constraints of equal
/// priority whose errors trade off along it, in the order the solver added them. A combined
/// direction (`SolvedSystem.tieNames` set) is a tie with `tied` empty.
public struct FreeDirection: Sendable {
    public var moves: [(variable: Int, rate: Double)]
    public var tied: [Int]
    public let isTie: Bool

    public init(moves: [(variable: Int, rate: Double)], tied: [Int]) {
        self.moves = moves
        self.tied = tied
        isTie = !tied.isEmpty
    }

    /// One of the solver's directions (`SystemSolver.freeDirections()`): variables by engine
    /// index, tied constraints by system index.
    public init(_ direction: SystemSolver.Direction) {
        moves = direction.moves
        tied = direction.tied
        isTie = direction.isTie
    }

    /// How fast `form` changes along the direction. O(terms of form × log moves).
    public func rate(of form: LinearForm) -> Double {
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
}
