import Geometry
import Text

/// One view as a wireframe draws it: where it is on the screen, how deep it sits, and what the
/// diagnostics said about it.
public struct WireframeView: Sendable, Hashable {
    /// What the diagnostics flagged about a view.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Some attribute of the view is not determined (`ambiguous_layout`).
        public static let ambiguous = Flags(rawValue: 1 << 0)
        /// `hidden: true`: it still takes part in layout.
        public static let hidden = Flags(rawValue: 1 << 1)
        /// The view is an item of a constraint the solver broke (`unsatisfiable_constraints`).
        public static let brokenConstraint = Flags(rawValue: 1 << 2)
    }

    public var id: String
    /// The document's `kind` (`view`, `label`, `image`, …).
    public var kind: String
    /// The frame in window (root view) coordinates.
    public var frame: Rect
    /// 0 for the root view, 1 for its subviews, and so on.
    public var depth: Int
    /// Text the view shows (a label's, button's or text field's), drawn inside its rectangle as
    /// UIKit draws it: in `font`, wrapped at the frame's width to at most `numberOfLines` (0: as
    /// many as fit), truncated with "…" and clipped to the frame.
    public var label: String?
    public var font: Font
    /// A label's `numberOfLines`; 1 for buttons and text fields.
    public var numberOfLines: Int
    /// A button's title is centred; a label's and a text field's follow the layout direction.
    public var centersText: Bool
    public var flags: Flags
    /// A scroll view's content size: its content area starts at the view's origin (content
    /// offset zero). Nil for other views.
    public var contentSize: Size?

    public init(
        id: String, kind: String = "view", frame: Rect, depth: Int, label: String? = nil,
        font: Font = .labelDefault, numberOfLines: Int = 1, centersText: Bool = false,
        flags: Flags = [], contentSize: Size? = nil
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.depth = depth
        self.label = label
        self.font = font
        self.numberOfLines = numberOfLines
        self.centersText = centersText
        self.flags = flags
        self.contentSize = contentSize
    }

    /// The content area in window coordinates, when the view has a content size.
    public var contentFrame: Rect? {
        contentSize.map { Rect(origin: frame.origin, size: $0) }
    }

    /// Window frames and depths from frames in superview coordinates (UIKit's `frame`):
    /// `parents[i]` is the index of view i's superview (nil for the root), and a superview comes
    /// before its subviews, as document order has it. A parent index that does not come before
    /// its child is treated as no parent. Scroll views count as unscrolled (content offset 0).
    /// O(views).
    public static func windowGeometry(frames: [Rect], parents: [Int?]) -> [(frame: Rect, depth: Int)] {
        var result: [(frame: Rect, depth: Int)] = []
        result.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            if index < parents.count, let parent = parents[index], parent >= 0, parent < index {
                let origin = result[parent].frame
                result.append(
                    (
                        Rect(
                            x: origin.x + frame.x, y: origin.y + frame.y,
                            width: frame.width, height: frame.height),
                        result[parent].depth + 1
                    ))
            } else {
                result.append((frame, 0))
            }
        }
        return result
    }
}
