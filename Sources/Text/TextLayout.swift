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
    /// The font's leading: the space between one line and the next beyond `lineHeight`.
    public var leading: Double
    public var ascender: Double
    public var descender: Double

    /// The widest line, in points, unrounded; 0 with no lines.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }

    /// The lines' height, in points, unrounded: lines × line height, plus the leading between
    /// each line and the next (none after the last, as UILabel sizes itself).
    public var height: Double { height(ofLines: lines.count) }

    /// The distance from one line's baseline to the next one's: line height + leading.
    public var lineSpacing: Double { lineHeight + leading }

    /// `count` lines' height: count × line height + (count − 1) × leading; 0 for no lines.
    public func height(ofLines count: Int) -> Double {
        count > 0 ? Double(count) * lineHeight + Double(count - 1) * leading : 0
    }

    /// Where the first and last baselines sit in a box `boxHeight` tall. UILabel centres its text
    /// block vertically in its bounds, so extra height is shared above and below. An empty layout
    /// places one line's baseline, as a label keeps its font's baseline when its text is empty.
    public func baselines(inBoxOfHeight boxHeight: Double) -> TextBaselines {
        let inset = (boxHeight - height(ofLines: max(lines.count, 1))) / 2
        return TextBaselines(firstFromTop: inset + ascender, lastFromBottom: inset + descender)
    }
}
