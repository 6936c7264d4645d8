import Geometry

/// One view of a document, decoded. Views live in `LayoutDocument.views` in document order
/// (pre-order: a view, then its subviews in z-order), so an index is a stable identity and
/// `parent < self < subviews` always holds.
public struct ViewSpec: Sendable {
    public var id: String
    public var kind: ViewKind
    /// Where the view's object sits in the request body (built when read: only an error reads it).
    public var pointer: String {
        get { location.pointer }
        set { location = PointerLocation(list: newValue) }
    }
    var location: PointerLocation
    public var parent: Int?
    public var subviews: [Int] = []
    /// 0 for the root.
    public var depth: Int

    /// `nil`: the document default.
    public var translatesAutoresizingMaskIntoConstraints: Bool?
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask = []
    public var autoresizesSubviews: Bool = true
    /// Overrides per axis; an axis left `nil` in the override keeps no intrinsic metric.
    public var intrinsicContentSize: IntrinsicSizeOverride?
    public var image: Size?
    public var text: String?
    public var font: FontSpec?
    /// 0 = unlimited.
    public var numberOfLines: Int = 1
    public var preferredMaxLayoutWidth: Double?
    public var contentHuggingPriority: AxisPriorities
    public var contentCompressionResistancePriority: AxisPriorities
    /// `nil`: UIKit's default (8 each; the root's from the device catalog).
    public var layoutMargins: EdgeInsets?
    /// UIKit's `alignmentRectInsets`: constraints and the intrinsic size act on the frame inset
    /// by these (a slider's thumb overhangs its track by 2 points each side); frames stay frames.
    public var alignmentRectInsets: EdgeInsets = .zero
    public var hidden: Bool = false
    public var installed: Condition?
    /// The view's own class (Interface Builder's `customClass`): for the reader, no effect on layout.
    public var customClass: String?
    public var stack: StackSpec?
    /// `fitting`: report this view's compressed fitting size (Document/FittingRequest.swift).
    public var fitting: FittingRequest?

    public init(id: String, kind: ViewKind, pointer: String, parent: Int?, depth: Int) {
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
public struct IntrinsicSizeOverride: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// A font as documents give it: the system font at a size (default: 17, or 15 for buttons, as
/// UIKit's), weight and leading.
public struct FontSpec: Sendable, Hashable {
    public var size: Double
    /// UIKit's weight names (`FontWeight`): `ultraLight` … `black`; `regular` by default.
    public var weight: String
    /// UIFont.leading, in points: the space between the lines of a multi-line label beyond the
    /// line height; 0 (the system font's) by default.
    public var leading: Double
    public init(size: Double, weight: String = "regular", leading: Double = 0) {
        self.size = size
        self.weight = weight
        self.leading = leading
    }
}

/// A pair of priorities, one per axis (hugging, compression resistance).
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A stack view's properties (UIStackView); the constraints they generate are the views issue's.
public struct StackSpec: Sendable, Hashable {
    public var axis: String = "horizontal"
    public var distribution: String = "fill"
    public var alignment: String = "fill"
    public var spacing: Double = 0
    public var isLayoutMarginsRelativeArrangement: Bool = false

    public init() {}

    public static let axes = ["horizontal", "vertical"]
    public static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    public static let alignments = [
        "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"
    ]
}
