import Geometry
import TestSupport
import Testing

@testable import Text

@Suite struct IntrinsicContentSizeTests {
    /// Helvetica's table, so the numbers below are the AFM's; the mechanics are the system font's.
    let measurer = TextMeasurer(faces: .helvetica)

    @Test func aOneLineLabelIsItsTextWidthAndLineHeightCeiledToThePixel() {
        // "Hello" at 17 pt: 38.658 → 39.0 at @2x; line height 20.287 → 20.5 (UIKit reports 20.5).
        let size = measurer.intrinsicContentSize(
            text: "Hello", font: Font(size: 17), numberOfLines: 1, preferredMaxLayoutWidth: nil)
        #expect(size == TextSize(width: 39, height: 20.5))
        let atThreeX = measurer.intrinsicContentSize(
            text: "Hello", font: Font(size: 17), numberOfLines: 1, preferredMaxLayoutWidth: nil, scale: 3)
        // 38.658 × 3 = 115.97 pixels → 116.
        #expect(isClose(atThreeX.width, 116.0 / 3))
        #expect(isClose(atThreeX.height, 61.0 / 3))
    }

    @Test func emptyTextIsZeroByZero() {
        for lines in [0, 1, 3] {
            #expect(
                measurer.intrinsicContentSize(
                    text: "", font: Font(size: 17), numberOfLines: lines, preferredMaxLayoutWidth: 200) == .zero)
        }
    }

    @Test func aSingleLineLabelIgnoresThePreferredWidth() {
        let size = measurer.intrinsicContentSize(
            text: TextWrappingTests.seedDescription, font: Font(size: 11), numberOfLines: 1,
            preferredMaxLayoutWidth: 200)
        // 369.743 pt on one line.
        #expect(size == TextSize(width: 370, height: 13.5))
    }

    @Test func aMultiLineLabelIsItsWidestLineByItsLines() {
        let font = Font(size: 11)
        let size = measurer.intrinsicContentSize(
            text: TextWrappingTests.seedDescription, font: font, numberOfLines: 0, preferredMaxLayoutWidth: 355)
        // Widest line 349.635 → 350; two lines of 13.127 = 26.254 → 26.5.
        #expect(size == TextSize(width: 350, height: 26.5))
        let two = measurer.intrinsicContentSize(
            text: TextWrappingTests.guideParagraph, font: Font(size: 17), numberOfLines: 2, preferredMaxLayoutWidth: 200
        )
        #expect(two.height == 41)
        #expect(two.width <= 200)
    }

    @Test func withoutAPreferredWidthAMultiLineLabelBreaksOnlyAtNewlines() {
        let size = measurer.intrinsicContentSize(
            text: "Chun Tips\n2w ago", font: Font(size: 12), numberOfLines: 0, preferredMaxLayoutWidth: nil)
        let widest = measurer.width(of: "Chun Tips", font: Font(size: 12))
        #expect(size.width == TextMeasurer.ceilToPixel(widest, scale: 2))
        #expect(size.height == TextMeasurer.ceilToPixel(2 * measurer.lineHeight(for: Font(size: 12)), scale: 2))
    }

    @Test func aFontsLeadingSeparatesLinesButNeitherPadsTheLastNorAOneLineLabel() {
        // A text style's body font: 17 pt, line height 20.287, leading 22 − 20.287 = 1.713.
        let body = Font(size: 17, leading: 22 - 17 * 2444 / 2048)
        let three = measurer.intrinsicContentSize(
            text: "a\nb\nc", font: body, numberOfLines: 0, preferredMaxLayoutWidth: nil)
        // 20.287 + 2 × 22 = 64.287 → 64.5; the system font's three lines are 60.861 → 61.
        #expect(three.height == 64.5)
        let plain = measurer.intrinsicContentSize(
            text: "a\nb\nc", font: Font(size: 17), numberOfLines: 0, preferredMaxLayoutWidth: nil)
        #expect(plain.height == 61)
        let one = measurer.intrinsicContentSize(text: "a", font: body, numberOfLines: 0, preferredMaxLayoutWidth: nil)
        #expect(one.height == 20.5)
    }

    @Test func aLeadingBelowMinusTheLineHeightOrNotFiniteIsClamped() {
        let lineHeight = measurer.lineHeight(for: Font(size: 10))
        #expect(measurer.leading(for: Font(size: 10, leading: -100)) == -lineHeight)
        #expect(measurer.leading(for: Font(size: 10, leading: .nan)) == 0)
        #expect(measurer.leading(for: Font(size: 10, leading: -1)) == -1)
        let layout = measurer.layout("a\nb", font: Font(size: 10, leading: -100), numberOfLines: 0, width: nil)
        #expect(layout.height == lineHeight)
    }

    @Test func baselinesOfALeadedTextBlockAreCentredInTheBox() {
        let font = Font(size: 17, leading: 2)
        let layout = measurer.layout("a\nb", font: font, numberOfLines: 0, width: nil)
        let lineHeight = measurer.lineHeight(for: font)
        #expect(layout.height == 2 * lineHeight + 2)
        #expect(layout.lineSpacing == lineHeight + 2)
        let baselines = layout.baselines(inBoxOfHeight: layout.height + 10)
        #expect(isClose(baselines.firstFromTop, 5 + measurer.ascender(for: font)))
        #expect(isClose(baselines.lastFromBottom, 5 + measurer.descender(for: font)))
    }

    @Test func pixelCeilingKeepsExactValuesAndRejectsBadScales() {
        #expect(TextMeasurer.ceilToPixel(29.0, scale: 2) == 29)
        #expect(TextMeasurer.ceilToPixel(29.0 + 1e-12, scale: 2) == 29)
        #expect(TextMeasurer.ceilToPixel(28.322, scale: 2) == 28.5)
        #expect(TextMeasurer.ceilToPixel(28.322, scale: 0) == 29)
        #expect(TextMeasurer.ceilToPixel(28.322, scale: .nan) == 29)
        #expect(TextMeasurer.ceilToPixel(0, scale: 2) == 0)
        #expect(TextMeasurer.ceilToPixel(0, scale: 2).sign == .plus)
    }

    @Test func aSystemButtonIsItsTitleInWholePointsPlusSixPointsAboveAndBelow() {
        // iOS 7 reported {78, 30} for "Hello World" (Sadun, informit): 77.04 pt here → 78.
        #expect(measurer.buttonIntrinsicContentSize(title: "Hello World") == TextSize(width: 78, height: 30))
        // 17 pt title: line height 20.29 → 21, plus 12: the 33 Xcode stores for such buttons.
        #expect(measurer.buttonIntrinsicContentSize(title: "Hello", font: Font(size: 17)).height == 33)
    }

    @Test func aButtonWithContentEdgeInsetsIsItsTitlePlusTheInsetsWithoutPaddingOrMinimum() {
        let insets = EdgeInsets(top: 7, left: 10, bottom: 7, right: 10)
        let title = measurer.width(of: "On", font: Font(size: 17))
        let size = measurer.buttonIntrinsicContentSize(title: "On", font: Font(size: 17), contentEdgeInsets: insets)
        #expect(size == TextSize(width: TextMeasurer.ceilToPixel(title, scale: 1) + 20, height: 21 + 14))
        #expect(size.width < 30 + 20)
    }

    @Test func aShortOrEmptyButtonTitleKeepsTheMinimumWidth() {
        #expect(measurer.buttonIntrinsicContentSize(title: "On") == TextSize(width: 30, height: 30))
        #expect(measurer.buttonIntrinsicContentSize(title: "") == TextSize(width: 30, height: 30))
        #expect(measurer.buttonIntrinsicContentSize(title: "Go\nBack").width == 30)
    }
}
