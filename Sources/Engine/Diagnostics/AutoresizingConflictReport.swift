import Document

/// `autoresizing_conflict` (docs/diagnostics.md): a view that translates its autoresizing mask into
/// constraints and also has explicit constraints that fight them — the classic
/// `h=--& v=--& ….height == 0` conflict UIKit logs. One diagnostic per view, after the
/// conflicts it explains, naming the document constraints of every conflict that involves the
/// view's mask constraints.
public enum AutoresizingConflictReport {
    /// - Complexity: O(Σ conflict sizes × views per constraint).
    public static func diagnostics(_ pass: SolvedSystem) -> [Diagnostic] {
        let system = pass.system
        var fighting: [Int: (mask: [Int], explicit: [Int])] = [:]
        for members in pass.conflicts {
            let explicit = members.filter { !system.constraints[$0].origin.isGenerated }
            guard !explicit.isEmpty else { continue }
            for member in members where system.constraints[member].origin == .autoresizing {
                for view in system.constraints[member].views {
                    var entry = fighting[view] ?? ([], [])
                    if !entry.mask.contains(member) { entry.mask.append(member) }
                    for index in explicit where !entry.explicit.contains(index) { entry.explicit.append(index) }
                    fighting[view] = entry
                }
            }
        }
        return fighting.keys.sorted().compactMap { view in
            guard let entry = fighting[view] else { return nil }
            let id = system.document.views[view].id
            let code = LayoutSystem.maskCode(system.document.views[view].autoresizingMask)
            return Diagnostic(
                severity: .error, code: DiagnosticCode.autoresizingConflict,
                message:
                    "\"\(id)\" translates its autoresizing mask into constraints (h=\(code.h) v=\(code.v)) and also has explicit constraints that conflict with them.",
                constraints: entry.explicit.sorted().map { system.constraints[$0].id },
                fields: [
                    ("view", .string(id)),
                    ("autoresizingConstraints", .array(entry.mask.sorted().map { .string(system.constraints[$0].id) })),
                    (
                        "hint",
                        .string(
                            "Set translatesAutoresizingMaskIntoConstraints to false on \"\(id)\" (or in the document's defaults) and constrain its position and size fully."
                        )
                    )
                ])
        }
    }
}
