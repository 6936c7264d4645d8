/// One entry of a document's `constraints`, decoded, with its id.
///
/// Id scheme (documented in docs/engine.md): an entry's id is the one it gives (`id`, or the
/// `id:` prefix of an expression), else its path: `constraints[3]` at top level,
/// `constraints[2].constraints[0]` inside a group (groups nest the same way). A VFL entry
/// produces several constraints, `<id>#1`, `<id>#2`, … in the parser's order.
public struct ConstraintEntry: Sendable {
    public var id: String
    /// True when the document named the constraint (duplicates among those are `duplicate_id`).
    public var hasExplicitId: Bool
    /// Where the entry sits in the request body. Only diagnostics read it, so it is kept as
    /// its list's pointer (shared by the list's entries) and a position, and built when read.
    public var pointer: String {
        get { location.pointer }
        set { location = PointerLocation(list: newValue) }
    }
    private var location: PointerLocation
    public var form: ConstraintForm

    public init(id: String, hasExplicitId: Bool, pointer: String, form: ConstraintForm) {
        self.init(id: id, hasExplicitId: hasExplicitId, location: PointerLocation(list: pointer), form: form)
    }

    init(id: String, hasExplicitId: Bool, location: PointerLocation, form: ConstraintForm) {
        self.id = id
        self.hasExplicitId = hasExplicitId
        self.location = location
        self.form = form
    }
}

/// The five forms of docs/document-format.md §3; a VFL string and a VFL object share `.visualFormat`.
public enum ConstraintForm: Sendable {
    case visualFormat(VisualFormatEntry)
    /// An expression string, an object constraint, or an object with `expression`.
    case equation(EquationEntry)
    case group(ConstraintGroup)
}

/// A VFL string or VFL object.
public struct VisualFormatEntry: Sendable {
    public var format: String
    /// UIKit's `NSLayoutFormatOptions` by names, or its integer.
    public var options: VisualFormatOptionsSpec
    /// The object's own metrics, consulted before the document's.
    public var metrics: [(name: String, value: Double)]
    /// Applies to every constraint the string produces that does not give its own `@priority`.
    public var priority: Operand?
    /// The parse, filled in by decoding (`ConstraintEntryDecoder.parseVisualFormat`); nil: parse when used.
    public var parsed: Result<[VisualFormatConstraint], VisualFormatError>?

    public init(
        format: String, options: VisualFormatOptionsSpec = .names([]),
        metrics: [(name: String, value: Double)] = [], priority: Operand? = nil
    ) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.priority = priority
    }
}

public enum VisualFormatOptionsSpec: Sendable, Hashable {
    case names([String])
    case mask(Int)
}

/// An equation-shaped constraint: parsed from an expression or read from an object's fields.
public struct EquationEntry: Sendable {
    /// The expression as written, when the constraint came from one (shown in diagnostics).
    public var expression: String?
    /// A syntax error is kept as a value: it becomes an `expression_syntax` diagnostic.
    public var equation: Result<ConstraintEquation, ExpressionSyntaxError>
    /// `active: false` keeps the constraint in the document (for states) but not installed.
    public var active: Bool
    /// UIKit's `identifier`, shown in logs.
    public var identifier: String?

    public init(
        expression: String?, equation: Result<ConstraintEquation, ExpressionSyntaxError>,
        active: Bool = true, identifier: String? = nil
    ) {
        self.expression = expression
        self.equation = equation
        self.active = active
        self.identifier = identifier
    }
}

/// `{when, constraints}`: constraints installed only where `when` matches.
public struct ConstraintGroup: Sendable {
    public var when: Condition
    public var entries: [ConstraintEntry]
    public init(when: Condition, entries: [ConstraintEntry]) {
        self.when = when
        self.entries = entries
    }
}
