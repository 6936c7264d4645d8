extension SystemSolver {
    /// What the caller decides about its constraints, for a solver that knows none of them: the
    /// order they are added in, which member of a conflict gives way, and at what priority.
    /// Everything is by row index of the solver's `ConstraintRows` (each row's tag is its index).
    package struct Rules {
        /// Per row, the pass that adds it: rows are added pass by pass (0 first), each pass in
        /// row order. A row with no terms is checked, not added, in its place.
        package var passes: [UInt8]
        /// Per row, true for a bound `v ≥ 0` of one variable that the solve may leave out while
        /// the solution keeps it (`SystemSolver.solve`). Added in the first pass by the caller's
        /// order, like any row, when held.
        package var bounds: [Bool]
        /// Which members of a conflict to prefer keeping when the solver shrinks it to an
        /// irreducible set (lower first out; `Solver.add(_:preferringToKeep:)`).
        package var keepRank: (Int) -> Int
        /// The member of a required conflict (row indices, as the explanation gives them) that
        /// is broken.
        package var chooseBroken: ([Int]) -> Int
        /// The priority a broken constraint keeps (optional, above every other optional one).
        package var demoted: Double

        package init(
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
    package struct Limits {
        /// Eliminate equalities before the simplex; false hands the solver every row as given.
        package var presolves: Bool
        /// Polled between pivots and rows; true abandons the solve (`cancelled`).
        package var isCancelled: @Sendable () -> Bool
        /// The tableau cells the caller's memory allows now (`Int.max`: no limit).
        package var memoryCells: () -> Int
        /// Called with the cells the tableau asked for when that was more than `memoryCells`:
        /// the caller marks its memory spent; the solve then stops as if cancelled.
        package var outOfMemory: (Int) -> Void

        package init(
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
    package struct Conflict: Sendable {
        /// The conflicting rows, sorted: irreducible unless `irreducible` is false.
        package var members: [Int]
        /// The row broken (kept at `Rules.demoted`).
        package var broken: Int
        /// False when shrinking the set was cut short.
        package var irreducible: Bool
    }

    /// What went wrong while solving, in the order met (after a solve in rounds: the failures,
    /// then the conflicts in the order the rows that met them were added).
    package enum Report: Sendable {
        case conflict(Conflict)
        /// The solver refused row `row` for another reason than a conflict (`message`).
        case failed(row: Int, message: String)
    }

    /// One way the solution moves without leaving the optimum, in the rows' variables:
    /// `moves` sorted by variable, no zero rate; `tied` the optional rows of equal priority that
    /// trade off along it (empty: a missing constraint); `isTie` set also for a combination of
    /// ties (`freeDirections()`), which names no row.
    package struct Direction: Sendable {
        package var moves: [(variable: Int, rate: Double)]
        package var tied: [Int]
        package var isTie: Bool
    }
}
