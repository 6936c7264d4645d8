/// Baseline positions of a text box, in points: what `firstBaseline` and `lastBaseline`
/// constraints attach to. `firstFromTop` is measured down from the box's top edge,
/// `lastFromBottom` up from its bottom edge (UIKit's `_baselineOffsetFromBottom`).
package struct TextBaselines: Hashable, Sendable {
    package var firstFromTop: Double
    package var lastFromBottom: Double

    package init(firstFromTop: Double, lastFromBottom: Double) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }
}
