/// What a tableau symbol stands for. Symbols themselves are dense integer ids (`Int`) into the
/// tableau's per-symbol arrays; ids are recycled (last freed, first reused) once a symbol dies.
enum SymbolKind: UInt8 {
    /// A caller's variable: unrestricted in sign.
    case external
    /// The slack `s ≥ 0` of an inequality (its marker), or the artificial variable of phase 1.
    case slack
    /// An error `e ≥ 0` of an optional constraint; it carries the priority in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
    /// A recycled id waiting for reuse.
    case dead

    /// Restricted symbols must stay ≥ 0 when basic.
    var isRestricted: Bool { self != .external }
    /// Slack and error symbols may enter the basis (pivotable in kiwi's words).
    var isPivotable: Bool { self == .slack || self == .error }
}
