/// A constraint ready for the solver: `expression REL 0` at a priority, with everything
/// diagnostics need to name it.
package struct ResolvedConstraint: Sendable {
    /// Who made the constraint. The breaking rule prefers breaking `document` constraints.
    package enum Origin: String, Sendable, Hashable {
        /// Written in the document (any form).
        case document
        /// Content hugging / compression resistance from an intrinsic size.
        case intrinsic
        /// The root view's size from the target (UIKit's `UIView-Encapsulated-Layout-*`).
        case encapsulated
        /// `translatesAutoresizingMaskIntoConstraints` (NSAutoresizingMaskLayoutConstraint).
        case autoresizing
        /// A stack view's arrangement (`UISV-*`, Views/LayoutSystem+StackViews.swift).
        case stackView
        /// A `fitting` request's target size (Views/FittingSize.swift).
        case fitting

        package var isGenerated: Bool { self != .document }
    }

    package var id: String
    package var origin: Origin
    /// UIKit-style rendering: `H:|-(10)-[avatar]`, `avatar.height == avatar.width`. Rendered when
    /// read — only diagnostics and `output.constraints` print it, and most solves need neither.
    package var description: String { describe() }
    private let describe: @Sendable () -> String
    /// The text the constraint came from (VFL string or expression), if any.
    package var source: String?
    /// The character range of `source` that produced it (VFL).
    package var sourceRange: Range<Int>?
    /// first − (multiplier × second + constant); the constraint reads `expression REL 0`.
    package var expression: LinearForm
    package var relation: Relation
    package var priority: LayoutPriority
    /// The views the constraint mentions (document indices), for autoresizing-conflict checks.
    package var views: [Int]
    /// UIKit's `constant` as resolved (document constraints; 0 for generated ones): what a
    /// state's `constants` replace (States/).
    package var constant: Double = 0

    package init(id: String, origin: Origin, description: @autoclosure @escaping @Sendable () -> String, source: String?,
                 sourceRange: Range<Int>?, expression: LinearForm, relation: Relation, priority: LayoutPriority,
                 views: [Int], constant: Double = 0) {
        self.id = id
        self.origin = origin
        describe = description
        self.source = source
        self.sourceRange = sourceRange
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.views = views
        self.constant = constant
    }
}
