import Document
import JSON

/// `unsatisfiable_constraints` (docs/diagnostics.md): what the solve step reports for each required conflict,
/// and which member it breaks.
///
/// The breaking rule (`chooseBroken`) is UIKit's as far as the public console logs show it
/// (Tests/EngineTests/Diagnostics/ConflictLogs/, measured in docs/diagnostics.md; UIKit
/// documents no rule). The broken constraint is not dropped but demoted (`demotedPriority`), as
/// UIKit does: the layout stays as close to it as the required constraints allow.
///
/// Size bounds (`width >= 0`, `height >= 0`) are never broken and never listed: UIKit's engine
/// keeps sizes non-negative without a constraint to print. A conflict that needs one names the
/// sizes in `nonNegativeSizes` and says so in a `note` and in its log.
public enum ConflictReport {
    /// The member to break, by the rule learned from UIKit's logs (docs/diagnostics.md, "Which
    /// constraint is broken"). Members are added in system order (root size, document order,
    /// stack views, autoresizing, intrinsic), which is the order UIKit prints them in.
    /// 1. Candidates are the members written in the document; if there are none, the generated
    ///    members other than the root's `UIView-Encapsulated-Layout-*` size; if there are none
    ///    either, every member but the size bounds.
    /// 2. A conflict that leans on sizes being non-negative (a size bound is a member): the first
    ///    member added stays; the first candidate added after it is broken (the only candidate
    ///    when there is none after it).
    /// 3. Any other conflict: the first candidate added that fixes one view's size (`width == 40`,
    ///    `height >= 160`, an aspect ratio); without one, the first candidate added.
    /// `members` are indices into `system.constraints`, non-empty, never all size bounds.
    /// - Complexity: O(members log members).
    public static func chooseBroken(_ members: [Int], in system: LayoutSystem) -> Int {
        chooseBroken(members, system.constraints) { fixesOneSize(system.constraints[$0], system.frameVariables) }
    }

    /// `chooseBroken(_:in:)` with the test for step 3 given: `fixesSize(index)`.
    public static func chooseBroken(
        _ members: [Int], _ constraints: [ResolvedConstraint], fixesSize: (Int) -> Bool
    ) -> Int {
        let ordered = members.sorted()
        let listed = ordered.filter { constraints[$0].origin != .sizeBound }
        let document = listed.filter { !constraints[$0].origin.isGenerated }
        let generated = listed.filter { constraints[$0].origin.isGenerated && constraints[$0].origin != .encapsulated }
        let candidates = !document.isEmpty ? document : !generated.isEmpty ? generated : listed
        guard let first = candidates.first, let firstAdded = listed.first else { return members[0] }
        if listed.count < ordered.count {
            return candidates.first { $0 > firstAdded } ?? first
        }
        return candidates.first(where: fixesSize) ?? first
    }

    /// Whether `constraint` mentions one view's width and height only (its size against a
    /// constant, or one against the other): `frameVariables` as `LayoutSystem.frameVariables`.
    static func fixesOneSize(_ constraint: ResolvedConstraint, _ frameVariables: [Int]) -> Bool {
        guard let view = constraint.views.first, constraint.views.allSatisfy({ $0 == view }), frameVariables[view] >= 0
        else { return false }
        let width = frameVariables[view] + 2
        let terms = constraint.expression.terms
        return !terms.isEmpty && terms.allSatisfy { $0.variable == width || $0.variable == width + 1 }
    }

    /// How much the solver should want to keep a constraint in a reported conflict set: sets
    /// are shrunk by dropping low ranks first, so they name the generated constraints only
    /// when no set of the document's own constraints explains the conflict, and keep a size
    /// bound over the document's constraints (a set that leans on `width >= 0` is shorter to
    /// read: the note says why, and the document's constraints in it are the ones to look at).
    public static func keepRank(_ constraint: ResolvedConstraint) -> Int {
        switch constraint.origin {
        case .sizeBound: 2
        case .document: 1
        default: 0
        }
    }

    /// The priority a broken constraint keeps: one tier above every optional priority of the
    /// system (strictly between the highest optional one and required), so it outranks them
    /// all and no required constraint.
    /// - Complexity: O(constraints).
    public static func demotedPriority(_ constraints: [ResolvedConstraint]) -> LayoutPriority {
        let highest = constraints.lazy.map(\.priority.rawValue).filter { $0 < 1000 }.max() ?? 999
        return LayoutPriority((max(highest, 999) + 1000) / 2)
    }

    /// The diagnostic for one conflict: `constraints` (the irreducible set, in system order,
    /// without its size bounds), `broken`, `irreducible: false` when shrinking was cut short,
    /// `nonNegativeSizes` and `note` when the set holds size bounds, `details` (each listed
    /// member's origin, description and source), and `log` (UIKit's console text, with the note)
    /// unless `includesLog` is off.
    public static func diagnostic(
        members: [Int], broken: Int, system: LayoutSystem, irreducible: Bool,
        includesLog: Bool
    ) -> Diagnostic {
        let constraints = system.constraints
        let sorted = members.sorted()
        let ordered = sorted.filter { constraints[$0].origin != .sizeBound }
        let sizes = sorted.compactMap { constraints[$0].boundedSize }
        // Descriptions render when read: once per member here, for the details and the log.
        let descriptions = ordered.map { constraints[$0].description }
        var fields: [(key: String, value: JSONValue)] = [("broken", .string(constraints[broken].id))]
        if !irreducible { fields.append(("irreducible", .bool(false))) }
        let note = sizes.isEmpty ? nil : nonNegativeNote(sizes)
        if let note {
            fields.append(("nonNegativeSizes", .array(sizes.map { .string($0) })))
            fields.append(("note", .string(note)))
        }
        fields.append(("details", .array(zip(ordered, descriptions).map { details(constraints[$0], description: $1) })))
        if includesLog {
            fields.append(
                (
                    "log",
                    .string(
                        UnsatisfiableLog.text(
                            ordered, broken: broken, system: system,
                            descriptions: descriptions, note: note))
                ))
        }
        return Diagnostic(
            severity: .error, code: DiagnosticCode.unsatisfiableConstraints,
            message: "Unable to simultaneously satisfy constraints.",
            constraints: ordered.map { constraints[$0].id }, fields: fields)
    }

    /// "The conflict relies on sizes being non-negative: label.width >= 0, …" — what a reader
    /// of `view.width == -16` alone needs to see why it is a conflict.
    static func nonNegativeNote(_ sizes: [String]) -> String {
        "The conflict relies on sizes being non-negative, as in UIKit: "
            + sizes.map { "\($0) >= 0" }.joined(separator: ", ") + "."
    }

    /// `{id, origin, description, source?, range?}` for one constraint; `description`, when
    /// given, is `constraint.description` already rendered.
    public static func details(_ constraint: ResolvedConstraint, description: String? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(constraint.id)), ("origin", .string(constraint.origin.rawValue)),
            ("description", .string(description ?? constraint.description))
        ]
        if let source = constraint.source { members.append(("source", .string(source))) }
        if let range = constraint.sourceRange {
            members.append(("range", .array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))])))
        }
        return .object(members)
    }
}
