import Document
import JSON

/// A constraint ready for the solver: `expression REL 0` at a priority, with everything
/// diagnostics need to name it.
public struct ResolvedConstraint: Sendable {
    /// Who made the constraint. The breaking rule prefers breaking `document` constraints.
    public enum Origin: String, Sendable, Hashable {
        /// Written in the document (any form).
        case document
        /// Content hugging / compression resistance from an intrinsic size.
        case intrinsic
        /// The root view's size from the target (UIKit's `UIView-Encapsulated-Layout-*`).
        case encapsulated
        /// `translatesAutoresizingMaskIntoConstraints` (NSAutoresizingMaskLayoutConstraint).
        case autoresizing
        /// A stack view's arrangement (`UISV-*`, LayoutSystem/LayoutSystem+StackViews.swift).
        case stackView
        /// A `fitting` request's target size (Engine/FittingSize.swift).
        case fitting
        /// `width >= 0` or `height >= 0` of a view or a scroll view's content area: UIKit's engine
        /// never lets a size go below 0 (Engine/LayoutSystem+Generated.swift). Never broken, and
        /// never listed as a constraint: a conflict that needs one says so in a note.
        case sizeBound

        public var isGenerated: Bool { self != .document }
    }

    /// The constraint's id: given, derived from its place in the document, or generated.
    public var id: String { label.id }
    public var origin: Origin
    /// UIKit-style rendering: `H:|-(10)-[avatar]`, `avatar.height == avatar.width`. Rendered when
    /// read — only diagnostics and `output.constraints` print it, and most solves need neither.
    public var description: String { label.description }
    /// For a `sizeBound`, the size it keeps non-negative (`label.width`); nil otherwise.
    public var boundedSize: String? {
        guard case .sizeBound(let item, let isWidth) = label else { return nil }
        return "\(item).\(isWidth ? "width" : "height")"
    }
    /// What the id and description are made from when read: most solves read neither, so the
    /// common kinds keep their parts instead of strings built up front.
    private let label: Label
    /// The text the constraint came from (VFL string or expression), if any.
    public var source: String?
    /// The character range of `source` that produced it (VFL).
    public var sourceRange: Range<Int>?
    /// first − (multiplier × second + constant); the constraint reads `expression REL 0`.
    public var expression: LinearForm
    public var relation: Relation
    public var priority: LayoutPriority
    /// The views the constraint mentions (document indices), for autoresizing-conflict checks.
    public var views: ConstraintViews
    /// UIKit's `constant` as resolved (document constraints; 0 for generated ones): what a
    /// state's `constants` replace (States/).
    public var constant: Double = 0

    enum Label: Sendable {
        /// An id as given (or built), and the description's renderer.
        case given(String, @Sendable () -> String)
        /// `<entry>#<n>`: constraint `index` (n − 1) of a VFL entry's `parsed` ones, described at
        /// `priority` with `|` named `superview`. The parsed array is the entry's own, shared.
        case visualFormat(
            entry: String, parsed: [VisualFormatConstraint], index: Int, priority: LayoutPriority, superview: String)
        /// `<view>.hugging.width`-style content-size constraints, with the intrinsic value and
        /// priority their description prints.
        case intrinsic(view: String, IntrinsicAxis, value: Double, priority: LayoutPriority)
        /// `UIView-Encapsulated-Layout-<Left|Top|Width|Height>` (`edge` 0…3): the root view's
        /// frame from the target.
        case encapsulated(edge: Int, root: String, value: Double)
        /// `<item>.width >= 0` (`<item>.height >= 0`): `item` is a view id or a scroll view's
        /// `<id>.contentLayoutGuide`; the id is `<item>.width.nonNegative`.
        case sizeBound(item: String, isWidth: Bool)

        static let encapsulatedEdges: [(suffix: String, variable: String)] = [
            ("Left", "minX"), ("Top", "minY"), ("Width", "width"), ("Height", "height")
        ]

        var id: String {
            switch self {
            case .given(let id, _): return id
            case .visualFormat(let entry, _, let index, _, _): return "\(entry)#\(index + 1)"
            case .intrinsic(let view, let axis, _, _):
                return
                    "\(view).\(axis.isHugging ? "hugging" : "compressionResistance").\(axis.isHorizontal ? "width" : "height")"
            case .encapsulated(let edge, _, _):
                return "UIView-Encapsulated-Layout-\(Self.encapsulatedEdges[edge].suffix)"
            case .sizeBound(let item, let isWidth):
                return "\(item).\(isWidth ? "width" : "height").nonNegative"
            }
        }

        var description: String {
            switch self {
            case .given(_, let describe): return describe()
            case .visualFormat(_, let parsed, let index, let priority, let superview):
                var described = parsed[index]
                described.priority = priority
                return described.logDescription(superviewName: superview)
            case .intrinsic(let view, let axis, let value, let priority):
                let bound = axis.isHugging ? "<=" : ">="
                let kind = axis.isHugging ? "content hugging" : "compression resistance"
                return
                    "\(axis.isHorizontal ? "H" : "V"):[\(view)(\(bound)\(JSONReader.numberText(value))@\(JSONReader.numberText(priority.rawValue)))] (\(kind))"
            case .encapsulated(let edge, let root, let value):
                let (suffix, variable) = Self.encapsulatedEdges[edge]
                return "'UIView-Encapsulated-Layout-\(suffix)' \(root).\(variable) == \(JSONReader.numberText(value))"
            case .sizeBound(let item, let isWidth):
                return "\(item).\(isWidth ? "width" : "height") >= 0"
            }
        }
    }

    /// Which of a view's four content-size constraints.
    struct IntrinsicAxis: Sendable {
        var isHorizontal: Bool
        var isHugging: Bool
    }
}

extension ResolvedConstraint {
    public init(
        id: String, origin: Origin, description: @autoclosure @escaping @Sendable () -> String, source: String?,
        sourceRange: Range<Int>?, expression: LinearForm, relation: Relation, priority: LayoutPriority,
        views: [Int], constant: Double = 0
    ) {
        self.init(
            label: .given(id, description), origin: origin, source: source, sourceRange: sourceRange,
            expression: expression, relation: relation, priority: priority, views: ConstraintViews(views),
            constant: constant)
    }

    /// Through the memberwise initializer, which is why both initializers live in an extension:
    /// one that assigns the fields itself builds the value in a stack slot that the optimizer
    /// then copies into the array it is appended to (a retain of every field, and a release of
    /// the slot), for every constraint made.
    init(
        label: Label, origin: Origin, source: String?, sourceRange: Range<Int>?, expression: LinearForm,
        relation: Relation, priority: LayoutPriority, views: ConstraintViews, constant: Double = 0
    ) {
        self.init(
            origin: origin, label: label, source: source, sourceRange: sourceRange, expression: expression,
            relation: relation, priority: priority, views: views, constant: constant)
    }
}
