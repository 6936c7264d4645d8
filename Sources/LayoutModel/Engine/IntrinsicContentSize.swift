/// A view's natural size per axis (`nil`: no intrinsic metric, UIKit's `noIntrinsicMetric`),
/// and, for text kinds, where its baselines sit.
package struct IntrinsicContentSize: Sendable, Hashable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) { self.width = width; self.height = height }

    /// UIKit's rules per kind (reference §3): the `intrinsicContentSize` override wins; image
    /// views take their image's size; labels, buttons and text fields measure their text;
    /// plain views, scroll and stack views have none. `wrapWidth` is the width a multi-line label
    /// wraps at when it has no `preferredMaxLayoutWidth` (the first solve's width, two-pass).
    package static func of(_ view: ViewSpec, wrapWidth: Double? = nil, scale: Double) -> IntrinsicContentSize {
        var size: IntrinsicContentSize
        switch view.kind {
        case .image:
            size = IntrinsicContentSize(width: view.image?.width, height: view.image?.height)
        case .label, .button, .textField:
            size = TextSizing.intrinsicSize(of: view, wrapWidth: wrapWidth, scale: scale)
        case .view, .scroll, .stack:
            size = IntrinsicContentSize(width: nil, height: nil)
        }
        if let override = view.intrinsicContentSize { size = IntrinsicContentSize(width: override.width, height: override.height) }
        return size
    }
}
