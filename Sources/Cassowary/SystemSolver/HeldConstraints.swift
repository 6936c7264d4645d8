/// Per row of a `SystemSolver`, the simplex's constraint for it, or none: `[Constraint?]` in
/// behaviour. Stored as `[Constraint]` with one shared stand-in for none, because an array of
/// optionals is destroyed element by element through `Optional`'s generic witnesses (about three
/// times the cost of releasing a class reference), and a solve made and dropped one per row for
/// every target of a request.
struct HeldConstraints {
    private var slots: [Constraint]
    /// What an empty slot holds; never handed out.
    private static let none = Constraint(Expression([], constant: 0), .equal, priority: .required)

    /// `count` empty slots.
    init(count: Int) {
        slots = Array(repeatElement(Self.none, count: count))
    }

    subscript(row: Int) -> Constraint? {
        get {
            let held = slots[row]
            return held === Self.none ? nil : held
        }
        set { slots[row] = newValue ?? Self.none }
    }
}
