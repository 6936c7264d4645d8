/// Distances in points inward from each edge of a rectangle, as UIKit's `UIEdgeInsets`
/// (safe-area insets, layout margins). `left`/`right` are physical sides, not leading/trailing.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four sides.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
}
