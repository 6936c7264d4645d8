import Document

/// `scroll_content_ambiguous` (docs/diagnostics.md): a scroll view whose content size the constraints leave
/// undetermined — Interface Builder's "Scrollable Content Size Ambiguity" — instead of the
/// silent zero the solver would put there.
///
/// Only an axis some constraint mentions counts (a scroll view whose content is not laid out
/// with Auto Layout keeps content size 0 without complaint). The axis is ambiguous when the
/// solver's final tableau has a free direction caused by a missing constraint that moves the
/// content width or height: the pass's `freeDirections`, read off that tableau when it was
/// solved, so no second solve is needed.
enum ScrollContentAmbiguity {
    static let message = "Scrollable content size is ambiguous"

    /// - Complexity: O(constraints' terms + free directions' moves), nothing without a scroll view.
    static func diagnostics(_ pass: SolvedSystem) -> [Diagnostic] {
        guard !pass.cancelled else { return [] }
        let system = pass.system
        guard system.installedViews.contains(where: { system.contentItems[$0] != nil }) else { return [] }
        // A content area's own `>= 0` bound does not count: every content area has one.
        let mentioned = system.variablesMentioned()
        var candidates: [(view: Int, axis: String, variable: Int)] = []
        for index in system.installedViews {
            guard let content = system.contentItems[index] else { continue }
            for (axis, form) in [("horizontal", content.width), ("vertical", content.height)] {
                guard let variable = form.terms.first?.variable, variable < mentioned.count, mentioned[variable] else {
                    continue
                }
                candidates.append((index, axis, variable))
            }
        }
        guard !candidates.isEmpty else { return [] }
        var free = Set<Int>()
        for direction in pass.freeDirections where !direction.isTie {
            for move in direction.moves { free.insert(move.variable) }
        }
        return candidates.filter { free.contains($0.variable) }.map { candidate in
            let id = system.document.views[candidate.view].id
            let dimension = candidate.axis == "horizontal" ? "width" : "height"
            return Diagnostic(
                severity: .error, code: DiagnosticCode.scrollContentAmbiguous, message: message,
                fields: [
                    ("view", .string(id)), ("axis", .string(candidate.axis)),
                    (
                        "hint",
                        .string(
                            "\(id) has ambiguous scrollable content \(dimension): constrain its content's \(dimension) and pin the content to all four edges of the scroll view"
                        )
                    )
                ])
        }
    }
}
