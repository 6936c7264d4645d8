import JSON

/// One finding about a document on a target (docs/diagnostics.md): a stable `code`, a human `message`, the
/// constraints it concerns and extra fields that depend on the code (`broken`, `log`, `view`,
/// `attributes`, `format`, `position`, …), kept in insertion order for deterministic output.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, info

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var code: String
    public var message: String
    /// Constraint ids, in document order (for a conflict: the minimal set).
    public var constraints: [String]
    /// Code-specific fields, serialised after `constraints` in this order.
    public var fields: [(key: String, value: JSONValue)]

    public init(
        severity: Severity, code: String, message: String, constraints: [String] = [],
        fields: [(key: String, value: JSONValue)] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.constraints = constraints
        self.fields = fields
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.jsonValue == rhs.jsonValue
    }

    /// The value of an extra field.
    public subscript(field: String) -> JSONValue? { fields.first(where: { $0.key == field })?.value }

    /// This diagnostic without the extra field `key`.
    public func removingField(_ key: String) -> Diagnostic {
        var copy = self
        copy.fields.removeAll { $0.key == key }
        return copy
    }

    /// `{severity, code, message, constraints?, …fields}`; `constraints` is left out when empty.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("severity", .string(severity.rawValue)), ("code", .string(code)), ("message", .string(message))
        ]
        if !constraints.isEmpty { members.append(("constraints", .array(constraints.map { .string($0) }))) }
        members += fields
        return .object(members)
    }
}

/// The stable diagnostic codes (docs/diagnostics.md, openapi.yaml).
public enum DiagnosticCode {
    public static let unsatisfiableConstraints = "unsatisfiable_constraints"
    public static let ambiguousLayout = "ambiguous_layout"
    public static let scrollContentAmbiguous = "scroll_content_ambiguous"
    public static let vflSyntax = "vfl_syntax"
    public static let expressionSyntax = "expression_syntax"
    public static let unknownItem = "unknown_item"
    public static let unknownMetric = "unknown_metric"
    public static let invalidAttributePairing = "invalid_attribute_pairing"
    public static let noCommonAncestor = "no_common_ancestor"
    public static let invalidPriority = "invalid_priority"
    public static let duplicateId = "duplicate_id"
    public static let autoresizingConflict = "autoresizing_conflict"
    public static let misplacedView = "misplaced_view"
    /// An Interface Builder feature the importer does not map (docs/interface-builder.md).
    public static let unsupportedIBFeature = "unsupported_ib_feature"
    /// A constraint's multiplier or constant that is not finite or is out of range.
    public static let invalidNumber = "invalid_number"
    /// The request's deadline passed (`EngineOptions.isCancelled`) before this part was solved.
    public static let solveCancelled = "solve_cancelled"
}

extension Diagnostic {
    /// What a part of an answer cut short by the request's deadline carries instead of frames.
    public static let cancelled = Diagnostic(
        severity: .error, code: DiagnosticCode.solveCancelled,
        message: "The solve passed its deadline and was cancelled.")
}
