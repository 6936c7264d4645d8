/// One constraint produced by a visual format string, in UIKit's shape:
/// `firstItem.firstAttribute REL secondItem.secondAttribute * multiplier + constant @ priority`.
///
/// Keeps true: `secondItem == nil` exactly when `secondAttribute == .notAnAttribute` (a size
/// constant); `multiplier` is 1 (VFL cannot say anything else, docs/document-format.md §3.1);
/// `isStandardSpace` implies `relation == .equal` and `priority == .required`.
package struct VisualFormatConstraint: Hashable, Sendable {
    package var firstItem: VisualFormatItem
    package var firstAttribute: Attribute
    package var relation: Relation
    package var secondItem: VisualFormatItem?
    package var secondAttribute: Attribute
    package var multiplier: Double
    package var constant: Double
    package var priority: LayoutPriority
    /// The constant is UIKit's symbolic standard space (`NSSpace`), already resolved to points.
    package var isStandardSpace: Bool
    /// The UTF-8 (= character, the format being ASCII) offsets in the format of what produced
    /// the constraint: the predicate, the bare `-`, the empty gap of flush views, or for an
    /// alignment constraint the two views it aligns.
    package var source: Range<Int>

    package init(
        firstItem: VisualFormatItem, firstAttribute: Attribute, relation: Relation = .equal,
        secondItem: VisualFormatItem? = nil, secondAttribute: Attribute = .notAnAttribute,
        constant: Double = 0, priority: LayoutPriority = .required,
        isStandardSpace: Bool = false, source: Range<Int>
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = 1
        self.constant = constant
        self.priority = priority
        self.isStandardSpace = isStandardSpace
        self.source = source
    }
}
