/// `unsatisfiable_constraints` (docs/diagnostics.md): what the solve step reports for each required conflict,
/// and which member it breaks.
///
/// The breaking rule (documented in docs/diagnostics.md; UIKit's own choice is undocumented):
/// 1. candidates are the members written in the document; if there are none, the generated
///    members other than the root's `UIView-Encapsulated-Layout-*` size; if there are none
///    either, every member;
/// 2. among the candidates, the one added last — required constraints are added in system
///    order (root, document, autoresizing, intrinsic, then later generators), so the one with
///    the highest index.
/// The broken constraint is not dropped but demoted (`demotedPriority`), as UIKit does: the
/// layout stays as close to it as the required constraints allow.
package enum ConflictReport {
    /// The member to break. `members` are indices into `constraints`, non-empty.
    /// - Complexity: O(members).
    package static func chooseBroken(_ members: [Int], _ constraints: [ResolvedConstraint]) -> Int {
        let document = members.filter { !constraints[$0].origin.isGenerated }
        let generated = members.filter { constraints[$0].origin.isGenerated && constraints[$0].origin != .encapsulated }
        let candidates = !document.isEmpty ? document : !generated.isEmpty ? generated : members
        return candidates.max() ?? members[0]
    }

    /// How much the solver should want to keep a constraint in a reported conflict set: sets
    /// are shrunk by dropping low ranks first, so they name the generated constraints only
    /// when no set of the document's own constraints explains the conflict.
    package static func keepRank(_ constraint: ResolvedConstraint) -> Int {
        constraint.origin.isGenerated ? 0 : 1
    }

    /// The priority a broken constraint keeps: one tier above every optional priority of the
    /// system (strictly between the highest optional one and required), so it outranks them
    /// all and no required constraint.
    /// - Complexity: O(constraints).
    package static func demotedPriority(_ constraints: [ResolvedConstraint]) -> LayoutPriority {
        let highest = constraints.lazy.map(\.priority.rawValue).filter { $0 < 1000 }.max() ?? 999
        return LayoutPriority((max(highest, 999) + 1000) / 2)
    }

    /// The diagnostic for one conflict: `constraints` (the irreducible set, in system order),
    /// `broken`, `details` (each member's origin, description and source), `irreducible: false`
    /// when shrinking was cut short, and `log` (UIKit's console text) unless `includesLog` is off.
    package static func diagnostic(members: [Int], broken: Int, system: LayoutSystem, irreducible: Bool,
                                   includesLog: Bool) -> Diagnostic {
        let constraints = system.constraints
        let ordered = members.sorted()
        // Descriptions render when read: once per member here, for the details and the log.
        let descriptions = ordered.map { constraints[$0].description }
        var fields: [(key: String, value: JSONValue)] = [("broken", .string(constraints[broken].id))]
        if !irreducible { fields.append(("irreducible", .bool(false))) }
        fields.append(("details", .array(zip(ordered, descriptions).map { details(constraints[$0], description: $1) })))
        if includesLog {
            fields.append(("log", .string(UnsatisfiableLog.text(ordered, broken: broken, system: system,
                                                               descriptions: descriptions))))
        }
        return Diagnostic(severity: .error, code: DiagnosticCode.unsatisfiableConstraints,
                          message: "Unable to simultaneously satisfy constraints.",
                          constraints: ordered.map { constraints[$0].id }, fields: fields)
    }

    /// `{id, origin, description, source?, range?}` for one constraint; `description`, when
    /// given, is `constraint.description` already rendered.
    package static func details(_ constraint: ResolvedConstraint, description: String? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(constraint.id)), ("origin", .string(constraint.origin.rawValue)),
            ("description", .string(description ?? constraint.description)),
        ]
        if let source = constraint.source { members.append(("source", .string(source))) }
        if let range = constraint.sourceRange {
            members.append(("range", .array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))])))
        }
        return .object(members)
    }
}
