import Devices
import Document
import Geometry

/// Something a constraint can name — a view, a scroll view's content area, or a layout guide —
/// as a rectangle of linear forms in window coordinates, plus what attributes need beyond the
/// rectangle (margins, baselines).
///
/// A class, immutable: items are looked up and passed around for every end of every constraint of
/// every target, and sharing one beats copying five arrays and a string each time.
public final class LayoutItem: Sendable {
    /// The name diagnostics and logs print: a view id or `root.safeArea`-style guide name.
    public let name: String
    public let x: LinearForm
    public let y: LinearForm
    public let width: LinearForm
    public let height: LinearForm
    /// Layout margins for the margin attributes; guides have none (zero).
    public let margins: EdgeInsets
    /// First and last baselines as offsets from the vertical centre (text is centred); `nil` for
    /// items whose baselines are their bottom (every kind but labels, text fields, buttons).
    public let baselines: (first: Double, last: Double)?
    /// The view the item belongs to (for a guide: its owning view), as an index in the document.
    public let ownerView: Int
    /// True when the item is a view itself, not a guide or content area.
    public let isView: Bool
    /// The view's `alignmentRectInsets` (zero for most views and every guide).
    public let alignmentInsets: EdgeInsets
    /// The alignment rectangle as an item of its own when the insets are not zero: what every
    /// attribute reads (UIKit's constraints act on alignment rectangles), while `x`…`height`
    /// stay the frame the result reports.
    private let alignmentRect: LayoutItem?

    public init(
        name: String, x: LinearForm, y: LinearForm, width: LinearForm, height: LinearForm, margins: EdgeInsets,
        baselines: (first: Double, last: Double)?, ownerView: Int, isView: Bool, alignmentInsets: EdgeInsets = .zero
    ) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.margins = margins
        self.baselines = baselines
        self.ownerView = ownerView
        self.isView = isView
        self.alignmentInsets = alignmentInsets
        alignmentRect =
            alignmentInsets == .zero
            ? nil
            : LayoutItem(
                name: name, x: x + alignmentInsets.left, y: y + alignmentInsets.top,
                width: width - alignmentInsets.horizontal, height: height - alignmentInsets.vertical,
                margins: margins, baselines: baselines, ownerView: ownerView, isView: isView)
    }

    /// This item with other baselines (a label wrapped at another width).
    func with(baselines: (first: Double, last: Double)?) -> LayoutItem {
        LayoutItem(
            name: name, x: x, y: y, width: width, height: height, margins: margins, baselines: baselines,
            ownerView: ownerView, isView: isView, alignmentInsets: alignmentInsets)
    }

    /// This item with other layout margins (the root on another screen).
    func with(margins: EdgeInsets) -> LayoutItem {
        LayoutItem(
            name: name, x: x, y: y, width: width, height: height, margins: margins, baselines: baselines,
            ownerView: ownerView, isView: isView, alignmentInsets: alignmentInsets)
    }

    /// The linear form of `attribute` on the alignment rectangle (the frame unless the view has
    /// `alignmentRectInsets`). `leading`/`trailing` follow `direction`.
    public func form(_ attribute: Attribute, direction: LayoutDirection) -> LinearForm {
        if let alignmentRect { return alignmentRect.form(attribute, direction: direction) }
        let leftToRight = direction == .leftToRight
        switch attribute {
        case .notAnAttribute: return LinearForm()
        case .left: return x
        case .right: return x + width
        case .top: return y
        case .bottom: return y + height
        case .leading: return leftToRight ? x : x + width
        case .trailing: return leftToRight ? x + width : x
        case .width: return width
        case .height: return height
        case .centerX: return x + 0.5 * width
        case .centerY: return y + 0.5 * height
        case .firstBaseline: return baselines.map { y + 0.5 * height + $0.first } ?? y + height
        case .lastBaseline: return baselines.map { y + 0.5 * height + $0.last } ?? y + height
        case .leftMargin: return x + margins.left
        case .rightMargin: return x + width - margins.right
        case .topMargin: return y + margins.top
        case .bottomMargin: return y + height - margins.bottom
        case .leadingMargin: return leftToRight ? x + margins.left : x + width - margins.right
        case .trailingMargin: return leftToRight ? x + width - margins.right : x + margins.left
        case .centerXWithinMargins: return x + 0.5 * width + (margins.left - margins.right) / 2
        case .centerYWithinMargins: return y + 0.5 * height + (margins.top - margins.bottom) / 2
        }
    }

    /// A rectangle fixed relative to another item's origin (guides of the root view).
    static func guide(_ name: String, of owner: LayoutItem, ownerView: Int, frame: Rect) -> LayoutItem {
        LayoutItem(
            name: name, x: owner.x + frame.x, y: owner.y + frame.y,
            width: LinearForm(constant: frame.width), height: LinearForm(constant: frame.height),
            margins: .zero, baselines: nil, ownerView: ownerView, isView: false)
    }

    /// A guide with this item's rectangle: no margins, baselines at the bottom.
    func asGuide(named name: String) -> LayoutItem {
        LayoutItem(
            name: name, x: x, y: y, width: width, height: height, margins: .zero, baselines: nil,
            ownerView: ownerView, isView: false)
    }

    /// This item shrunk by constant insets (a view's margins guide).
    func inset(by insets: EdgeInsets, name: String) -> LayoutItem {
        LayoutItem(
            name: name, x: x + insets.left, y: y + insets.top, width: width - insets.horizontal,
            height: height - insets.vertical, margins: .zero, baselines: nil, ownerView: ownerView, isView: false)
    }
}
