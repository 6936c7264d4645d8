import Document
import Geometry

/// A view's natural size per axis (`nil`: no intrinsic metric, UIKit's `noIntrinsicMetric`),
/// and, for text kinds, where its baselines sit.
public struct IntrinsicContentSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// UIKit's rules per kind (docs/views.md): the `intrinsicContentSize` override wins; image
    /// views take their image's size; labels, buttons and text fields measure their text;
    /// plain views, scroll and stack views have none. `wrapWidth` is the width a multi-line label
    /// wraps at when it has no `preferredMaxLayoutWidth` (the first solve's width, two-pass).
    public static func of(_ view: ViewSpec, wrapWidth: Double? = nil, scale: Double) -> IntrinsicContentSize {
        of(
            kind: view.kind, image: view.image, override: view.intrinsicContentSize, text: TextSizing.Fields(view),
            wrapWidth: wrapWidth, scale: scale)
    }

    /// `of(_:wrapWidth:scale:)` of `views[index]`, its fields read in place rather than the view
    /// copied whole.
    static func of(_ views: [ViewSpec], _ index: Int, wrapWidth: Double? = nil, scale: Double) -> IntrinsicContentSize {
        of(
            kind: views[index].kind, image: views[index].image, override: views[index].intrinsicContentSize,
            text: TextSizing.Fields(views, index), wrapWidth: wrapWidth, scale: scale)
    }

    /// `text` is read only for the text kinds.
    private static func of(
        kind: ViewKind, image: Size?, override: IntrinsicSizeOverride?, text: @autoclosure () -> TextSizing.Fields,
        wrapWidth: Double?, scale: Double
    ) -> IntrinsicContentSize {
        var size: IntrinsicContentSize
        switch kind {
        case .image:
            size = IntrinsicContentSize(width: image?.width, height: image?.height)
        case .label, .button, .textField:
            size = TextSizing.intrinsicSize(of: text(), wrapWidth: wrapWidth, scale: scale)
        case .view, .scroll, .stack:
            size = IntrinsicContentSize(width: nil, height: nil)
        }
        if let override { size = IntrinsicContentSize(width: override.width, height: override.height) }
        return size
    }
}

/// Intrinsic content sizes already measured for one chain of targets of a request
/// (`LayoutEngine.WarmStart`), by view, wrap width and scale: a view's size depends on nothing
/// else of the target, and measuring a label looks its whole text up in the text-layout cache,
/// which hashes the string. Used by one thread at a time, as its warm start is.
final class IntrinsicSizeMemo {
    private struct Key: Hashable {
        var view: Int
        var wrapWidth: Double?
        var scale: Double
    }

    private var sizes: [Key: IntrinsicContentSize] = [:]

    /// The size of `views[index]`, measured on first ask.
    func size(of views: [ViewSpec], _ index: Int, wrapWidth: Double?, scale: Double) -> IntrinsicContentSize {
        let key = Key(view: index, wrapWidth: wrapWidth, scale: scale)
        if let size = sizes[key] { return size }
        let size = IntrinsicContentSize.of(views, index, wrapWidth: wrapWidth, scale: scale)
        sizes[key] = size
        return size
    }
}
