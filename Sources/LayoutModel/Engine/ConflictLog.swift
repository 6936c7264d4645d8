/// UIKit's console text for an unsatisfiable set (reference §6), with constraints named by id
/// instead of memory addresses. The diagnostics issue refines the per-constraint rendering.
enum ConflictLog {
    static func text(_ constraints: [ResolvedConstraint], broken: ResolvedConstraint) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { $0.origin == .autoresizing }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        for constraint in constraints { lines.append("    \"\(render(constraint))\",") }
        lines += [")", "", "Will attempt to recover by breaking constraint ", render(broken), "",
                  "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                  "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."]
        return lines.joined(separator: "\n")
    }

    static func render(_ constraint: ResolvedConstraint) -> String {
        let className: String
        switch constraint.origin {
        case .autoresizing: className = "NSAutoresizingMaskLayoutConstraint"
        case .intrinsic: className = "NSContentSizeLayoutConstraint"
        case .document, .encapsulated: className = "NSLayoutConstraint"
        }
        return "<\(className):\(constraint.id) \(constraint.description)   (active)>"
    }
}
