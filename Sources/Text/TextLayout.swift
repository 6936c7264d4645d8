/// Text broken into lines at one font and wrap width: what a label draws. Made by
/// `TextMeasurer.layout(_:font:numberOfLines:width:)`.
///
/// Keeps true: every line's width is at most the wrap width, except a line that holds one
/// character wider than it; `isTruncated` is true exactly when text was left out.
public struct TextLayout: Hashable, Sendable {
    /// One line: its visible text (with "…" when truncated there) and its width in points,
    /// unrounded. Spaces at a soft break hang past the line and are not counted.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var width: Double
    }

    public var lines: [Line]
    /// True when `numberOfLines` cut text off.
    public var isTruncated: Bool
    public var lineHeight: Double
    public var ascender: Double
    public var descender: Double

    /// The widest line, in points, unrounded; 0 with no lines.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }

    /// Lines × line height, in points, unrounded.
    public var height: Double { Double(lines.count) * lineHeight }

    /// Where the first and last baselines sit in a box `boxHeight` tall. UILabel centres its text
    /// block vertically in its bounds, so extra height is shared above and below. An empty layout
    /// places one line's baseline, as a label keeps its font's baseline when its text is empty.
    public func baselines(inBoxOfHeight boxHeight: Double) -> TextBaselines {
        let textHeight = Double(max(lines.count, 1)) * lineHeight
        let inset = (boxHeight - textHeight) / 2
        return TextBaselines(firstFromTop: inset + ascender, lastFromBottom: inset + descender)
    }
}
