/// A constraint in UIKit's shape before its items are resolved against a target:
/// `firstItem.firstAttribute REL multiplier × secondItem.secondAttribute + constant @ priority`.
/// Expression strings and object constraints both decode to this.
public struct ConstraintEquation: Sendable, Hashable {
    public var firstItem: ItemReference
    public var firstAttribute: Attribute
    public var relation: Relation
    public var multiplier: Operand
    /// `nil` for `item.attribute REL constant`.
    public var secondItem: ItemReference?
    public var secondAttribute: Attribute
    public var constant: Operand
    /// `nil`: required.
    public var priority: Operand?

    public init(
        firstItem: ItemReference, firstAttribute: Attribute, relation: Relation,
        multiplier: Operand = .number(1), secondItem: ItemReference?, secondAttribute: Attribute,
        constant: Operand = .number(0), priority: Operand? = nil
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.constant = constant
        self.priority = priority
    }
}

/// An item name as written (`avatar`, `safeArea`, `scroll.contentLayoutGuide`), with where it was
/// written: a character range in an expression string, or a JSON Pointer for object constraints.
public struct ItemReference: Sendable, Hashable {
    public var name: String
    /// Character offsets (Unicode scalars) in the expression; `nil` for object constraints.
    public var range: Range<Int>?
    public init(name: String, range: Range<Int>? = nil) {
        self.name = name
        self.range = range
    }
}

/// A number, or a metric name resolved against the document's metrics when the constraint is
/// built (an unknown name is an `unknown_metric` diagnostic then, not a decoding error).
public enum Operand: Sendable, Hashable {
    case number(Double)
    /// `negated`: written with a minus sign (`- padding`).
    case metric(String, negated: Bool)

    /// The value, or the unknown metric's name.
    public func resolve(_ metrics: (String) -> Double?) -> Result<Double, UnknownMetric> {
        switch self {
        case .number(let value): return .success(value)
        case .metric(let name, let negated):
            guard let value = metrics(name) else { return .failure(UnknownMetric(name: name)) }
            return .success(negated ? -value : value)
        }
    }

    public var negated: Operand {
        switch self {
        case .number(let value): .number(-value)
        case .metric(let name, let negated): .metric(name, negated: !negated)
        }
    }
}

/// A metric name that is not in the document's (or the VFL object's) metrics.
public struct UnknownMetric: Error, Hashable, Sendable {
    public var name: String
}
