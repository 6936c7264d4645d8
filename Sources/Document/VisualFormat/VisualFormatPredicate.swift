/// One parsed predicate (or implicit connection) before its items are known: UIKit's
/// "incomplete constraint". Connections get their items when the view after them is parsed.
struct VisualFormatPredicate: Hashable, Sendable {
    var relation: Relation
    var constant: Double
    var priority: LayoutPriority
    /// A bare `-`: UIKit's symbolic `NSSpace`, resolved when the items are known.
    var isStandardSpace: Bool
    /// For a view's size predicate naming another view (`[a(==b)]`): that view.
    var relatedView: String?
    var source: Range<Int>

    init(
        relation: Relation = .equal, constant: Double = 0, priority: LayoutPriority = .required,
        isStandardSpace: Bool = false, relatedView: String? = nil, source: Range<Int>
    ) {
        self.relation = relation
        self.constant = constant
        self.priority = priority
        self.isStandardSpace = isStandardSpace
        self.relatedView = relatedView
        self.source = source
    }
}
