extension SystemSolver {
    /// What the caller decides about its constraints, for a solver that knows none of them: the
    /// order they are added in, which member of a conflict gives way, and at what priority.
    /// Everything is by row index of the solver's `ConstraintRows` (each row's tag is its index).
    public struct Rules {
        /// Per row, the pass that adds it: rows are added pass by pass (0 first), each pass in
        /// row order. A row with no terms is checked, not added, in its place.
        public var passes: [UInt8]
        /// Per row, true for a bound `v ≥ 0` of one variable that the solve may leave out while
        /// the solution keeps it (`SystemSolver.solve`). Added in the first pass by the caller's
        /// order, like any row, when held.
        public var bounds: [Bool]
        /// Which members of a conflict to prefer keeping when the solver shrinks it to an
        /// irreducible set (lower first out; `Solver.add(_:preferringToKeep:)`).
        public var keepRank: (Int) -> Int
        /// The member of a required conflict (row indices, as the explanation gives them) that
        /// is broken.
        public var chooseBroken: ([Int]) -> Int
        /// The priority a broken constraint keeps (optional, above every other optional one).
        public var demoted: Double

        public init(
            passes: [UInt8], bounds: [Bool], keepRank: @escaping (Int) -> Int,
            chooseBroken: @escaping ([Int]) -> Int, demoted: Double
        ) {
            self.passes = passes
            self.bounds = bounds
            self.keepRank = keepRank
            self.chooseBroken = chooseBroken
            self.demoted = demoted
        }
    }

    /// What the solve may spend, and whether it presolves at all.
    public struct Limits {
        /// Eliminate equalities before the simplex; false hands the solver every row as given.
        public var presolves: Bool
        /// Polled between pivots and rows; true abandons the solve (`cancelled`).
        public var isCancelled: @Sendable () -> Bool
        /// The tableau cells the caller's memory allows now (`Int.max`: no limit).
        public var memoryCells: () -> Int
        /// Called with the cells the tableau asked for when that was more than `memoryCells`:
        /// the caller marks its memory spent; the solve then stops as if cancelled.
        public var outOfMemory: (Int) -> Void

        public init(
            presolves: Bool = true, isCancelled: @escaping @Sendable () -> Bool = { false },
            memoryCells: @escaping () -> Int = { .max }, outOfMemory: @escaping (Int) -> Void = { _ in }
        ) {
            self.presolves = presolves
            self.isCancelled = isCancelled
            self.memoryCells = memoryCells
            self.outOfMemory = outOfMemory
        }
    }

    /// One required conflict and what was done about it.
    public struct Conflict: Sendable {
        /// The conflicting rows, sorted: irreducible unless `irreducible` is false.
        public var members: [Int]
        /// The row broken (kept at `Rules.demoted`).
        public var broken: Int
        /// False when shrinking the set was cut short.
        public var irreducible: Bool
    }

    /// What went wrong while solving, in the order met (after a solve in rounds: the failures,
    /// then the conflicts in the order the rows that met them were added).
    public enum Report: Sendable {
        case conflict(Conflict)
        /// The solver refused row `row` for another reason than a conflict (`message`).
        case failed(row: Int, message: String)
    }

    /// One way the solution moves without leaving the optimum, in the rows' variables:
    /// `moves` sorted by variable, no zero rate; `tied` the optional rows of equal priority that
    /// trade off along it (empty: a missing constraint); `isTie` set also for a combination of
    /// ties (`freeDirections()`), which names no row.
    public struct Direction: Sendable {
        public var moves: [(variable: Int, rate: Double)]
        public var tied: [Int]
        public var isTie: Bool
    }
}
