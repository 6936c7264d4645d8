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
}

extension VisualFormatConstraint {
    /// In an extension, through the memberwise initializer: an initializer in the type that
    /// assigns each field builds the value in a stack slot the optimizer then copies out (a
    /// retain of every string), for every constraint parsed.
    public init(
        firstItem: VisualFormatItem, firstAttribute: Attribute, relation: Relation = .equal,
        secondItem: VisualFormatItem? = nil, secondAttribute: Attribute = .notAnAttribute,
        constant: Double = 0, priority: LayoutPriority = .required,
        isStandardSpace: Bool = false, source: Range<Int>
    ) {
        self.init(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation, secondItem: secondItem,
            secondAttribute: secondAttribute, multiplier: 1, constant: constant, priority: priority,
            isStandardSpace: isStandardSpace, source: source)
    }
}
