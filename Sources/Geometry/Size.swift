/// A width and a height in points, as UIKit's `CGSize`. Nothing stops a negative value: the
/// solver may produce one, and callers that need a valid size check it themselves.
package struct Size: Sendable, Hashable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    package static let zero = Size(width: 0, height: 0)

    /// The same size turned a quarter: width and height exchanged (portrait ↔ landscape).
    package var transposed: Size { Size(width: height, height: width) }
}
