/// One parsed predicate (or implicit connection) before its items are known: UIKit's
/// "incomplete constraint". Connections get their items when the view after them is parsed.
struct VisualFormatPredicate: Hashable, Sendable {
    // Defaults instead of an initializer: the memberwise one is the same call, and one written
    // out (assigning each field) builds the value in a stack slot the optimizer then copies.
    var relation: Relation = .equal
    var constant: Double = 0
    var priority: LayoutPriority = .required
    /// A bare `-`: UIKit's symbolic `NSSpace`, resolved when the items are known.
    var isStandardSpace = false
    /// For a view's size predicate naming another view (`[a(==b)]`): that view.
    var relatedView: String?
    var source: Range<Int>
}
