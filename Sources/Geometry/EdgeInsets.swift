/// Distances in points inward from each edge of a rectangle, as UIKit's `UIEdgeInsets`
/// (safe-area insets, layout margins). `left`/`right` are physical sides, not leading/trailing.
package struct EdgeInsets: Sendable, Hashable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four sides.
    package init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    package static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    package var horizontal: Double { left + right }
    package var vertical: Double { top + bottom }
}
