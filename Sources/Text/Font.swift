/// A system font request: a point size, a weight and a leading, what a document's
/// `font: {size, weight, leading}` asks for. The measurer measures it with San Francisco's fitted
/// widths (docs/text-metrics.md).
public struct Font: Hashable, Sendable {
    /// The point size. The measurer treats a negative or non-finite size as 0.
    public var size: Double
    public var weight: FontWeight
    /// UIFont.leading: the space a multi-line label puts between one line and the next, in
    /// points, beyond the line height. 0 for the system font; a text style's font
    /// (`preferredFont(forTextStyle:)`) has the leading that sets its lines the style's line
    /// spacing apart (body: 22 pt). The measurer treats a non-finite leading as 0 and never lets
    /// lines overlap more than wholly.
    public var leading: Double

    public init(size: Double, weight: FontWeight = .regular, leading: Double = 0) {
        self.size = size
        self.weight = weight
        self.leading = leading
    }

    /// UILabel's default font: the system font at 17 pt, the body size.
    public static let labelDefault = Font(size: 17)
    /// A system-type UIButton's default title font: the system font at 15 pt.
    public static let buttonDefault = Font(size: 15)

    /// The size the measurer computes with: never negative, never NaN.
    public var measuredSize: Double { size.isFinite && size > 0 ? size : 0 }
}
