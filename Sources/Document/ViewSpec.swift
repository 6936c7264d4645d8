import Geometry

/// One view of a document, decoded. Views live in `LayoutDocument.views` in document order
/// (pre-order: a view, then its subviews in z-order), so an index is a stable identity and
/// `parent < self < subviews` always holds.
package struct ViewSpec: Sendable {
    package var id: String
    package var kind: ViewKind
    /// Where the view's object sits in the request body (built when read: only an error reads it).
    package var pointer: String {
        get { location.pointer }
        set { location = PointerLocation(list: newValue) }
    }
    var location: PointerLocation
    package var parent: Int?
    package var subviews: [Int] = []
    /// 0 for the root.
    package var depth: Int

    /// `nil`: the document default.
    package var translatesAutoresizingMaskIntoConstraints: Bool?
    package var frame: Rect?
    package var autoresizingMask: AutoresizingMask = []
    package var autoresizesSubviews: Bool = true
    /// Overrides per axis; an axis left `nil` in the override keeps no intrinsic metric.
    package var intrinsicContentSize: IntrinsicSizeOverride?
    package var image: Size?
    package var text: String?
    package var font: FontSpec?
    /// 0 = unlimited.
    package var numberOfLines: Int = 1
    package var preferredMaxLayoutWidth: Double?
    package var contentHuggingPriority: AxisPriorities
    package var contentCompressionResistancePriority: AxisPriorities
    /// `nil`: UIKit's default (8 each; the root's from the device catalog).
    package var layoutMargins: EdgeInsets?
    /// UIKit's `alignmentRectInsets`: constraints and the intrinsic size act on the frame inset
    /// by these (a slider's thumb overhangs its track by 2 points each side); frames stay frames.
    package var alignmentRectInsets: EdgeInsets = .zero
    package var hidden: Bool = false
    package var installed: Condition?
    /// The view's own class (Interface Builder's `customClass`): for the reader, no effect on layout.
    package var customClass: String?
    package var stack: StackSpec?
    /// `fitting`: report this view's compressed fitting size (Document/FittingRequest.swift).
    package var fitting: FittingRequest?

    package init(id: String, kind: ViewKind, pointer: String, parent: Int?, depth: Int) {
        self.init(id: id, kind: kind, location: PointerLocation(list: pointer), parent: parent, depth: depth)
    }

    init(id: String, kind: ViewKind, location: PointerLocation, parent: Int?, depth: Int) {
        self.id = id
        self.kind = kind
        self.location = location
        self.parent = parent
        self.depth = depth
        let hugging = kind == .label ? LayoutPriority(251) : .defaultLow
        contentHuggingPriority = AxisPriorities(horizontal: hugging, vertical: hugging)
        contentCompressionResistancePriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    }
}

/// `intrinsicContentSize` as a document gives it: either axis may be `null` (no intrinsic metric).
package struct IntrinsicSizeOverride: Sendable, Hashable {
    package var width: Double?
    package var height: Double?
    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// A font as documents give it: the system font at a size (default: 17, or 15 for buttons, as
/// UIKit's) and weight.
package struct FontSpec: Sendable, Hashable {
    package var size: Double
    /// UIKit's weight names (`FontWeight`): `ultraLight` … `black`; `regular` by default.
    package var weight: String
    package init(size: Double, weight: String = "regular") {
        self.size = size
        self.weight = weight
    }

}

/// A pair of priorities, one per axis (hugging, compression resistance).
package struct AxisPriorities: Sendable, Hashable {
    package var horizontal: LayoutPriority
    package var vertical: LayoutPriority
    package init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A stack view's properties (UIStackView); the constraints they generate are the views issue's.
package struct StackSpec: Sendable, Hashable {
    package var axis: String = "horizontal"
    package var distribution: String = "fill"
    package var alignment: String = "fill"
    package var spacing: Double = 0
    package var isLayoutMarginsRelativeArrangement: Bool = false

    package init() {}

    package static let axes = ["horizontal", "vertical"]
    package static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    package static let alignments = [
        "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"
    ]
}
