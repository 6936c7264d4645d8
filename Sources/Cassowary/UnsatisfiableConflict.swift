/// Why a required constraint could not be added: an irreducible infeasible subset (IIS) of the
/// required constraints. The set cannot hold, but removing any one member makes the rest
/// satisfiable.
public struct UnsatisfiableConflict: Sendable {
    /// The constraint whose addition failed; always a member of `conflicting`.
    public let constraint: Constraint
    /// The conflicting set, in the order the constraints were added (the failed one last).
    public let conflicting: [Constraint]
    /// False when shrinking the set was cut short (cancellation): the set is infeasible but may
    /// not be irreducible.
    public let isIrreducible: Bool
}
