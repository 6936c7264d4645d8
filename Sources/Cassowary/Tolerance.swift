/// The solver's one numeric policy: a quantity is zero when its magnitude is at most
/// `epsilon × scale`, where the scale is that of the quantity's kind:
/// - row cells: scale 1 (coefficients are the caller's multipliers and their products);
/// - objective entries: the largest weight at their priority level (1 in exact mode, up to
///   kiwi's 1e6 strong weight in weighted mode) — so a 1e6-scaled residue is not mistaken for a
///   reason to pivot, the trap kiwi falls into on remove;
/// - row constants (feasibility of a new required row): max(1, largest constant magnitude).
enum Tolerance {
    static let epsilon = 1e-9
    /// How far below zero round-off may leave a restricted row's constant before the invariant
    /// checks call the tableau infeasible: 100 × `epsilon`, since a constant is the sum of many
    /// rounded products after a run of pivots (the optimizer itself repairs any negative one).
    static let feasibilitySlack = 100 * epsilon

    @inline(__always)
    static func isZero(_ x: Double, scale: Double = 1) -> Bool { abs(x) <= epsilon * scale }
}
