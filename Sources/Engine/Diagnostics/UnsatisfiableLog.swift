/// UIKit's console text for an unsatisfiable set, in its iOS 13+ shape (docs/diagnostics.md, checked
/// against real logs): the `[LayoutConstraints]` header and advice, the autoresizing note only
/// when such constraints are in the set, the list, the broken constraint and the breakpoint
/// lines. Constraints print as UIKit prints them, with the constraint's id where UIKit prints a
/// memory address and view ids where it prints `Class:0xADDR`. One line is ours: when the
/// conflict relies on sizes being non-negative (which UIKit's engine enforces without printing a
/// constraint), a `(Note: …)` line says so after UIKit's.
public enum UnsatisfiableLog {
    /// `descriptions`, when given, are the members' `description`s already rendered, in the
    /// same order (descriptions render when read); `note`, when given, is the conflict's
    /// non-negative-size note (`ConflictReport.nonNegativeNote`).
    /// - Complexity: O(members × depth of the view tree). Built as one string, each member
    /// rendered once (the broken one is a member), since a log is written for every conflict.
    public static func text(
        _ members: [Int], broken: Int, system: LayoutSystem,
        descriptions: [String]? = nil, note sizeNote: String? = nil
    ) -> String {
        let constraints = system.constraints
        var text = header
        text.reserveCapacity(header.utf8.count + note.utf8.count + footer.utf8.count + 160 * (members.count + 1))
        if members.contains(where: { constraints[$0].origin == .autoresizing }) {
            text += note
        }
        if let sizeNote { text += "\t(Note: \(sizeNote)) \n" }
        text += "(\n"
        var brokenText: String?
        for (position, index) in members.enumerated() {
            let rendered = render(index, system: system, description: descriptions?[position])
            if index == broken { brokenText = rendered }
            text += "    \""
            text += rendered
            text += position == members.count - 1 ? "\"\n" : "\",\n"
        }
        text += ")\n\nWill attempt to recover by breaking constraint \n"
        text += brokenText ?? render(broken, system: system)
        text += footer
        return text
    }

    /// The fixed lines, each with its newline (UIKit's trailing spaces included).
    private static let header = [
        "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
        "\tProbably at least one of the constraints in the following list is one you don't want. ",
        "\tTry this: ",
        "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
        "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. "
    ].map { $0 + "\n" }.joined()
    private static let note =
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
        + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
    private static let footer =
        "\n\n"
        + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."

    /// `<NSLayoutConstraint:id description   (active[, names: '|':superview ])>`.
    public static func render(_ index: Int, system: LayoutSystem, description: String? = nil) -> String {
        let constraint = system.constraints[index]
        let text = description ?? constraint.description
        var state = "active"
        if let superview = barSuperview(constraint, description: text, system: system) {
            state += ", names: '|':\(superview) "
        }
        return "<\(className(constraint.origin)):\(constraint.id) \(text)   (\(state))>"
    }

    /// UIKit's class for each origin; generators added later print as NSLayoutConstraint, as
    /// UIStackView's do.
    static func className(_ origin: ResolvedConstraint.Origin) -> String {
        if origin == .autoresizing { return "NSAutoresizingMaskLayoutConstraint" }
        if origin == .intrinsic { return "NSContentSizeLayoutConstraint" }
        return "NSLayoutConstraint"
    }

    /// For a VFL-form description with `|` (`H:|-(10)-[login]`), the id of the view `|` stands
    /// for: the constraint's view that is an ancestor of its other view.
    static func barSuperview(_ constraint: ResolvedConstraint, description text: String, system: LayoutSystem)
        -> String?
    {
        guard text.hasPrefix("H:") || text.hasPrefix("V:"), text.contains("|"), constraint.views.count == 2 else {
            return nil
        }
        let (a, b) = (constraint.views[0], constraint.views[1])
        if system.isDescendant(a, of: b) { return system.document.views[b].id }
        if system.isDescendant(b, of: a) { return system.document.views[a].id }
        return nil
    }
}
