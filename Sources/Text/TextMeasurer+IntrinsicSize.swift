import Geometry

extension TextMeasurer {
    /// The 6 pt UIKit adds above and below a system button's title label.
    static let buttonVerticalPadding = 6.0
    /// The narrowest intrinsic width a system button reports (unconfirmed recollection of UIKit's
    /// iOS 7 behaviour: "On" at 15 pt gave {30, 30}; see docs/text-metrics.md).
    static let buttonMinimumWidth = 30.0

    /// A UILabel's intrinsic content size, rounded up to the pixel grid of `scale` as UIKit does
    /// (17 pt: line height 20.287 → 20.5 at @2x).
    /// - Empty text: (0, 0), as UIKit reports.
    /// - `numberOfLines` 1: the first paragraph's width on one line, whatever
    ///   `preferredMaxLayoutWidth` says; height one line.
    /// - Otherwise: wrapped at `preferredMaxLayoutWidth` (nil or ≤ 0: only at explicit line
    ///   breaks) and cut to `numberOfLines` (0 = all); width the widest line, height
    ///   lines × line height.
    /// The engine's second pass passes the solved width as `preferredMaxLayoutWidth`.
    public func intrinsicContentSize(
        text: String, font: Font, numberOfLines: Int, preferredMaxLayoutWidth: Double?, scale: Double = 2
    ) -> TextSize {
        if text.isEmpty { return .zero }
        let wrapWidth = numberOfLines == 1 ? nil : preferredMaxLayoutWidth
        let layout = layout(text, font: font, numberOfLines: numberOfLines, width: wrapWidth)
        return TextSize(
            width: Self.ceilToPixel(layout.width, scale: scale),
            height: Self.ceilToPixel(layout.height, scale: scale))
    }

    /// A system-type UIButton's intrinsic content size with a title only: the title's one-line
    /// size rounded up to whole points (not pixels: every title button frame Xcode stores is whole
    /// points wide, and a 17 pt title's, line height 20.29, is 33 tall), then
    /// - with the default (zero) `contentEdgeInsets`: 6 pt added above and below, and at least
    ///   30 pt wide (15 pt title → height 30, as UIKit reports);
    /// - with other insets: the insets added instead, and no minimum (UIKit pads only a button
    ///   whose insets are zero: a 17 pt "Options" with insets 10 and 7 is stored 78 × 35, its
    ///   title's 58 × 21 plus the insets).
    /// An empty title keeps the line's height. The same at every scale: a point is whole pixels.
    public func buttonIntrinsicContentSize(
        title: String, font: Font = .buttonDefault, contentEdgeInsets insets: EdgeInsets = .zero
    ) -> TextSize {
        let firstLine = String(title.prefix { !$0.isNewline })
        let titleWidth = Self.ceilToPixel(width(of: firstLine, font: font), scale: 1)
        let titleHeight = Self.ceilToPixel(lineHeight(for: font), scale: 1)
        if insets != .zero {
            return TextSize(
                width: titleWidth + insets.left + insets.right, height: titleHeight + insets.top + insets.bottom)
        }
        return TextSize(
            width: max(titleWidth, Self.buttonMinimumWidth),
            height: titleHeight + 2 * Self.buttonVerticalPadding)
    }

    /// `value` rounded up to a multiple of 1 / `scale` (a device pixel), with a little slack so a
    /// sum that lands a hair above a pixel edge stays on it. A scale that is not a positive
    /// finite number counts as 1.
    public static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let pixels = ceiling(value * scale - Tolerance.epsilon)
        return pixels > 0 ? pixels / scale : 0
    }

    /// The smallest integer not below `value`. Written out because `Double.rounded` calls libm,
    /// which Linux links only when something in the binary imports Foundation or Glibc; text
    /// measurement should not depend on that.
    static func ceiling(_ value: Double) -> Double {
        // From 2^52 up every double is an integer; non-finite values have nothing to round.
        guard value.isFinite, abs(value) < 0x1p52 else { return value }
        let truncated = Double(Int64(value))
        return truncated < value ? truncated + 1 : truncated
    }
}
