/// One constraint produced by a visual format string, in UIKit's shape:
/// `firstItem.firstAttribute REL secondItem.secondAttribute * multiplier + constant @ priority`.
///
/// Keeps true: `secondItem == nil` exactly when `secondAttribute == .notAnAttribute` (a size
/// constant); `multiplier` is 1 (VFL cannot say anything else, docs/document-format.md §3.1);
/// `isStandardSpace` implies `relation == .equal` and `priority == .required`.
public struct VisualFormatConstraint: Hashable, Sendable {
    public var firstItem: VisualFormatItem
    public var firstAttribute: Attribute
    public var relation: Relation
    public var secondItem: VisualFormatItem?
    public var secondAttribute: Attribute
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    /// The constant is UIKit's symbolic standard space (`NSSpace`), already resolved to points.
    public var isStandardSpace: Bool
    /// The UTF-8 (= character, the format being ASCII) offsets in the format of what produced
    /// the constraint: the predicate, the bare `-`, the empty gap of flush views, or for an
    /// alignment constraint the two views it aligns.
    public var source: Range<Int>

    public init(
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
