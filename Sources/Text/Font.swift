/// A system font request: a point size and a weight, what a document's `font: {size, weight}`
/// asks for. The measurer measures it with San Francisco's fitted widths (docs/text-metrics.md).
public struct Font: Hashable, Sendable {
    /// The point size. The measurer treats a negative or non-finite size as 0.
    public var size: Double
    public var weight: FontWeight

    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// UILabel's default font: the system font at 17 pt, the body size.
    public static let labelDefault = Font(size: 17)
    /// A system-type UIButton's default title font: the system font at 15 pt.
    public static let buttonDefault = Font(size: 15)

    /// The size the measurer computes with: never negative, never NaN.
    public var measuredSize: Double { size.isFinite && size > 0 ? size : 0 }
}
