/// A rectangle in points, as UIKit's `CGRect`, with its origin at the top-left corner (UIKit's
/// flipped coordinates). Unlike `CGRect` it is never standardised: a negative width is kept as
/// given, so a solved frame is reported exactly as solved; `minX`/`maxX` follow the stored values.
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }

    public var minX: Double { x }
    public var midX: Double { x + width / 2 }
    public var maxX: Double { x + width }
    public var minY: Double { y }
    public var midY: Double { y + height / 2 }
    public var maxY: Double { y + height }

    /// This rectangle shrunk by `insets` on each side (UIKit's `UIEdgeInsetsInsetRect`). Insets
    /// larger than the rectangle give a negative size rather than being clamped, as UIKit does.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
