/// What a bare `-` stands for (UIKit's symbolic `NSSpace`), docs/document-format.md §3.1.
///
/// Defaults are UIKit's: 8 points between siblings and 20 points to the superview.
public struct VisualFormatSpacing: Hashable, Sendable {
    /// How a bare `-` next to `|` is resolved.
    public enum Superview: Hashable, Sendable {
        /// The classic (iOS 7 era) fixed standard space, marked as standard in the constraint.
        case points(Double)
        /// The modern rule: bind to the superview's margin attribute with constant 0.
        case margins
    }

    public var sibling: Double
    public var superview: Superview

    public init(sibling: Double = 8, superview: Superview = .points(20)) {
        self.sibling = sibling
        self.superview = superview
    }
}
