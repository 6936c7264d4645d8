/// A width and a height in points, as UIKit's `CGSize`. Nothing stops a negative value: the
/// solver may produce one, and callers that need a valid size check it themselves.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The same size turned a quarter: width and height exchanged (portrait ↔ landscape).
    public var transposed: Size { Size(width: height, height: width) }
}
