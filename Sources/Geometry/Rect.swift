/// A rectangle in points, as UIKit's `CGRect`, with its origin at the top-left corner (UIKit's
/// flipped coordinates). Unlike `CGRect` it is never standardised: a negative width is kept as
/// given, so a solved frame is reported exactly as solved; `minX`/`maxX` follow the stored values.
package struct Rect: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    package var origin: Point { Point(x: x, y: y) }
    package var size: Size { Size(width: width, height: height) }

    package var minX: Double { x }
    package var midX: Double { x + width / 2 }
    package var maxX: Double { x + width }
    package var minY: Double { y }
    package var midY: Double { y + height / 2 }
    package var maxY: Double { y + height }

    /// This rectangle shrunk by `insets` on each side (UIKit's `UIEdgeInsetsInsetRect`). Insets
    /// larger than the rectangle give a negative size rather than being clamped, as UIKit does.
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
