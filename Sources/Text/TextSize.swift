/// A measured size in points: what the text measurer hands the engine, which adapts it to its own
/// size type. Plain data; no invariant beyond both fields being finite and non-negative when
/// produced by `TextMeasurer`.
public struct TextSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = TextSize(width: 0, height: 0)
}
