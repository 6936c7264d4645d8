import Document
import Text

/// The engine's seam to the text measurer: intrinsic sizes and baselines of the text kinds.
///
/// UILabel centres its text block vertically, so baselines are offsets from the item's centre
/// line (linear in the solved height): first = centerY − text height / 2 + ascender, last =
/// centerY + text height / 2 − descender. Other kinds' baselines are their bottom.
public enum TextSizing {
    static let measurer = TextMeasurer.system

    /// The fields of a view that sizing its text reads. Taken one by one from a view held in an
    /// array (`init(_:_:)`), they cost a retain of its text alone, where passing the view itself
    /// copied it whole — a retain and a release per string and array it holds.
    struct Fields {
        var kind: ViewKind
        var text: String?
        var font: FontSpec?
        var numberOfLines: Int
        var preferredMaxLayoutWidth: Double?

        init(_ view: ViewSpec) {
            kind = view.kind
            text = view.text
            font = view.font
            numberOfLines = view.numberOfLines
            preferredMaxLayoutWidth = view.preferredMaxLayoutWidth
        }

        /// `views[index]`'s fields, read in place.
        init(_ views: [ViewSpec], _ index: Int) {
            kind = views[index].kind
            text = views[index].text
            font = views[index].font
            numberOfLines = views[index].numberOfLines
            preferredMaxLayoutWidth = views[index].preferredMaxLayoutWidth
        }
    }

    public static func font(of view: ViewSpec) -> Font { font(of: Fields(view)) }

    static func font(of view: Fields) -> Font {
        guard let spec = view.font else { return view.kind == .button ? .buttonDefault : .labelDefault }
        return Font(size: spec.size, weight: FontWeight(name: spec.weight) ?? .regular, leading: spec.leading)
    }

    /// The width a label wraps at: `preferredMaxLayoutWidth`, else the solved width of the first
    /// pass (`wrapWidth`), else none (one line per paragraph).
    static func wrapWidth(of view: Fields, _ wrapWidth: Double?) -> Double? {
        view.numberOfLines == 1 ? nil : (view.preferredMaxLayoutWidth ?? wrapWidth)
    }

    public static func intrinsicSize(of view: ViewSpec, wrapWidth: Double?, scale: Double) -> IntrinsicContentSize {
        intrinsicSize(of: Fields(view), wrapWidth: wrapWidth, scale: scale)
    }

    static func intrinsicSize(of view: Fields, wrapWidth: Double?, scale: Double) -> IntrinsicContentSize {
        let font = font(of: view)
        let text = view.text ?? ""
        let size: TextSize
        switch view.kind {
        case .button:
            size = measurer.buttonIntrinsicContentSize(title: text, font: font)
        case .textField:
            // A borderless text field: one line of its text, at least one line tall when empty.
            let line = measurer.intrinsicContentSize(
                text: text.isEmpty ? " " : text, font: font, numberOfLines: 1,
                preferredMaxLayoutWidth: nil, scale: scale)
            size = TextSize(width: text.isEmpty ? 0 : line.width, height: line.height)
        default:
            size = measurer.intrinsicContentSize(
                text: text, font: font, numberOfLines: view.numberOfLines,
                preferredMaxLayoutWidth: Self.wrapWidth(of: view, wrapWidth), scale: scale)
        }
        return IntrinsicContentSize(width: size.width, height: size.height)
    }

    /// Baselines as offsets from the item's vertical centre: (first, last).
    public static func baselines(of view: ViewSpec, wrapWidth: Double?) -> (first: Double, last: Double)? {
        baselines(of: Fields(view), wrapWidth: wrapWidth)
    }

    /// `baselines(of:wrapWidth:)` of `views[index]`, its fields read in place.
    static func baselines(of views: [ViewSpec], _ index: Int, wrapWidth: Double?) -> (first: Double, last: Double)? {
        guard views[index].kind.hasText else { return nil }
        return baselines(of: Fields(views, index), wrapWidth: wrapWidth)
    }

    static func baselines(of view: Fields, wrapWidth: Double?) -> (first: Double, last: Double)? {
        guard view.kind.hasText else { return nil }
        let font = font(of: view)
        let layout = measurer.layout(
            view.text ?? "", font: font, numberOfLines: view.kind == .label ? view.numberOfLines : 1,
            width: view.kind == .label ? Self.wrapWidth(of: view, wrapWidth) : nil)
        let textHeight = layout.height(ofLines: max(layout.lines.count, 1))
        return (-textHeight / 2 + layout.ascender, textHeight / 2 - layout.descender)
    }
}
