import JSON

/// One finding about a document on a target (docs/diagnostics.md): a stable `code`, a human `message`, the
/// constraints it concerns and extra fields that depend on the code (`broken`, `log`, `view`,
/// `attributes`, `format`, `position`, …), kept in insertion order for deterministic output.
package struct Diagnostic: Sendable, Equatable {
    package enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, info

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    package var severity: Severity
    package var code: String
    package var message: String
    /// Constraint ids, in document order (for a conflict: the minimal set).
    package var constraints: [String]
    /// Code-specific fields, serialised after `constraints` in this order.
    package var fields: [(key: String, value: JSONValue)]

    package init(
        severity: Severity, code: String, message: String, constraints: [String] = [],
        fields: [(key: String, value: JSONValue)] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.constraints = constraints
        self.fields = fields
    }

    package static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.jsonValue == rhs.jsonValue
    }

    /// The value of an extra field.
    package subscript(field: String) -> JSONValue? { fields.first(where: { $0.key == field })?.value }

    /// This diagnostic without the extra field `key`.
    package func removingField(_ key: String) -> Diagnostic {
        var copy = self
        copy.fields.removeAll { $0.key == key }
        return copy
    }

    /// `{severity, code, message, constraints?, …fields}`; `constraints` is left out when empty.
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("severity", .string(severity.rawValue)), ("code", .string(code)), ("message", .string(message))
        ]
        if !constraints.isEmpty { members.append(("constraints", .array(constraints.map { .string($0) }))) }
        members += fields
        return .object(members)
    }
}

/// The stable diagnostic codes (docs/diagnostics.md, openapi.yaml).
package enum DiagnosticCode {
    package static let unsatisfiableConstraints = "unsatisfiable_constraints"
    package static let ambiguousLayout = "ambiguous_layout"
    package static let scrollContentAmbiguous = "scroll_content_ambiguous"
    package static let vflSyntax = "vfl_syntax"
    package static let expressionSyntax = "expression_syntax"
    package static let unknownItem = "unknown_item"
    package static let unknownMetric = "unknown_metric"
    package static let invalidAttributePairing = "invalid_attribute_pairing"
    package static let noCommonAncestor = "no_common_ancestor"
    package static let invalidPriority = "invalid_priority"
    package static let duplicateId = "duplicate_id"
    package static let autoresizingConflict = "autoresizing_conflict"
    package static let misplacedView = "misplaced_view"
    /// An Interface Builder feature the importer does not map (docs/interface-builder.md).
    package static let unsupportedIBFeature = "unsupported_ib_feature"
    /// A constraint's multiplier or constant that is not finite or is out of range.
    package static let invalidNumber = "invalid_number"
    /// The request's deadline passed (`EngineOptions.isCancelled`) before this part was solved.
    package static let solveCancelled = "solve_cancelled"
}

extension Diagnostic {
    /// What a part of an answer cut short by the request's deadline carries instead of frames.
    package static let cancelled = Diagnostic(
        severity: .error, code: DiagnosticCode.solveCancelled,
        message: "The solve passed its deadline and was cancelled.")
}
