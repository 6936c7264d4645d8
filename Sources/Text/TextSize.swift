/// A measured size in points: what the text measurer hands the engine, which adapts it to its own
/// size type. Plain data; no invariant beyond both fields being finite and non-negative when
/// produced by `TextMeasurer`.
package struct TextSize: Hashable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    package static let zero = TextSize(width: 0, height: 0)
}
