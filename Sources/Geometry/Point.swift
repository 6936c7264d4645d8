/// A position in points, as UIKit's `CGPoint`: `x` grows rightwards, `y` downwards.
package struct Point: Sendable, Hashable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = Point(x: 0, y: 0)
}
