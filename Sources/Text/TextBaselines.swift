/// Baseline positions of a text box, in points: what `firstBaseline` and `lastBaseline`
/// constraints attach to. `firstFromTop` is measured down from the box's top edge,
/// `lastFromBottom` up from its bottom edge (UIKit's `_baselineOffsetFromBottom`).
public struct TextBaselines: Hashable, Sendable {
    public var firstFromTop: Double
    public var lastFromBottom: Double

    public init(firstFromTop: Double, lastFromBottom: Double) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }
}
