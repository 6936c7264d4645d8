/// Everything a `Solver` operation can fail with. Each case has a stable `code` (API for callers
/// that serialize errors) and a human `message`.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    /// The solver is exactly as it was before the attempt.
    case unsatisfiable(UnsatisfiableConflict)
    case duplicateConstraint
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
    /// A priority outside (0, 1000], or a required priority where only optional ones make sense
    /// (edit variables).
    case badPriority
    /// `Solver.shouldCancel` returned true between two pivots (or in a long substitution, which
    /// it leaves half done). The interrupted operation's effect is unspecified: discard the
    /// solver (every later add throws this again).
    case cancelled
    /// The tableau's rows came to hold more than `Solver.cellBudget` cells, or its merges into
    /// long rows passed `Solver.fillBudget` (a system whose solved form fills in). Like
    /// `.cancelled`, the interrupted operation's effect is unspecified: discard the solver.
    case tooLarge
    /// A numerical or bookkeeping failure that should not happen; the text says where.
    case `internal`(String)

    public var code: String {
        switch self {
        case .unsatisfiable: "unsatisfiable_required_constraint"
        case .duplicateConstraint: "duplicate_constraint"
        case .unknownConstraint: "unknown_constraint"
        case .duplicateEditVariable: "duplicate_edit_variable"
        case .unknownEditVariable: "unknown_edit_variable"
        case .badPriority: "bad_priority"
        case .cancelled: "cancelled"
        case .tooLarge: "too_large"
        case .internal: "internal_solver_error"
        }
    }

    public var message: String {
        switch self {
        case .unsatisfiable(let conflict):
            "Unable to simultaneously satisfy \(conflict.conflicting.count) required constraints."
        case .duplicateConstraint: "The constraint is already in the solver."
        case .unknownConstraint: "The constraint is not in the solver."
        case .duplicateEditVariable: "The variable is already an edit variable."
        case .unknownEditVariable: "The variable is not an edit variable."
        case .badPriority: "The priority must be in (0, 1000], and optional for an edit variable."
        case .cancelled: "The solve was cancelled."
        case .tooLarge: "The tableau grew past its cell budget."
        case .internal(let detail): "Internal solver error: \(detail)."
        }
    }

    public var description: String { "\(code): \(message)" }
}
