/// What a bare `-` stands for (UIKit's symbolic `NSSpace`), docs/document-format.md §3.1.
///
/// Defaults are UIKit's: 8 points between siblings and 20 points to the superview.
package struct VisualFormatSpacing: Hashable, Sendable {
    /// How a bare `-` next to `|` is resolved.
    package enum Superview: Hashable, Sendable {
        /// The classic (iOS 7 era) fixed standard space, marked as standard in the constraint.
        case points(Double)
        /// The modern rule: bind to the superview's margin attribute with constant 0.
        case margins
    }

    package var sibling: Double
    package var superview: Superview

    package init(sibling: Double = 8, superview: Superview = .points(20)) {
        self.sibling = sibling
        self.superview = superview
    }
}
