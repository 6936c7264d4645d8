/// `autoresizing_conflict` (SPEC §4): a view that translates its autoresizing mask into
/// constraints and also has explicit constraints that fight them — UIKit's classic
/// `h=--& v=--& ….height == 0` log. Read off the conflicts the solve already found: every
/// conflicting set that holds both a view's NSAutoresizingMaskLayoutConstraints and document
/// constraints gives one diagnostic per such view, with the fix as a hint. O(conflicts × members).
enum AutoresizingConflicts {
    static func diagnostics(_ pass: SolvedSystem) -> [Diagnostic] {
        let constraints = pass.system.constraints
        var byId: [String: Int] = [:]
        for (index, constraint) in constraints.enumerated() where byId[constraint.id] == nil { byId[constraint.id] = index }
        var result: [Diagnostic] = []
        var reported: [Int] = []
        for conflict in pass.diagnostics where conflict.code == DiagnosticCode.unsatisfiableConstraints {
            let members = conflict.constraints.compactMap { byId[$0] }.map { constraints[$0] }
            guard members.contains(where: { $0.origin == .document }) else { continue }
            var views: [Int] = []
            for member in members where member.origin == .autoresizing {
                if let view = member.views.first, !views.contains(view) { views.append(view) }
            }
            for view in views where !reported.contains(view) {
                reported.append(view)
                let id = pass.system.document.views[view].id
                result.append(Diagnostic(
                    severity: .error, code: DiagnosticCode.autoresizingConflict,
                    message: "\(id) translates its autoresizing mask into constraints that conflict with the document's constraints.",
                    constraints: conflict.constraints,
                    fields: [("view", .string(id)),
                             ("hint", .string("Set \"translatesAutoresizingMaskIntoConstraints\": false on \(id) (as Interface Builder does for its views), or remove the constraints that position or size it."))]))
            }
        }
        return result
    }
}
