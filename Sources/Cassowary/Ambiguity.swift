/// One way in which the solved values are not the only optimal ones: moving the variables of
/// `direction` together (each by `coefficient · t` for a small `t > 0`) keeps every required
/// constraint satisfied and every priority level's error unchanged.
public struct Ambiguity: Sendable {
    public enum Cause: Sendable {
        /// Too few constraints: a variable, or the slack of an inequality, is free to move.
        case missingConstraint
        /// Optional constraints of the same priority pull against each other and the total
        /// error is flat along `direction`; these are they.
        case tie([Constraint])
    }

    /// The external variables that move, with their rates, in increasing variable id.
    public let direction: [Term]
    public let cause: Cause
    /// How far `t` may go before some constraint stops it; `nil` when nothing does.
    public let step: Double?
}
