import TestSupport
import Testing

@testable import Text

/// Expected line breaks were worked out independently with a short Python greedy word-wrapper over
/// the same AFM numbers (NimbusSans-Regular.afm), not with this code.
@Suite struct TextWrappingTests {
    /// Helvetica's table, so the numbers below are the AFM's; the mechanics are the system font's.
    let measurer = TextMeasurer(faces: .helvetica)

    /// Seed 000's description label (11 pt, numberOfLines = 0).
    static let seedDescription = "Apple, Google, Microsoft, Instagram, Twitter, Facebook and 4 others like this"
    /// Apple's Auto Layout Guide, first paragraph (17 pt: 2386.171 pt on one line).
    static let guideParagraph = """
        Auto Layout dynamically calculates the size and position of all the views in your view \
        hierarchy, based on constraints placed on those views. For example, you can constrain a button \
        so that it is horizontally centered with an Image view and so that the button's top edge always \
        remains 8 points below the image's bottom.
        """

    @Test func theSeedDescriptionWrapsOnceAtBothWidths() {
        let font = Font(size: 11)
        let wide = measurer.layout(Self.seedDescription, font: font, numberOfLines: 0, width: 355)
        #expect(
            wide.lines.map(\.text) == [
                "Apple, Google, Microsoft, Instagram, Twitter, Facebook and 4 others like", "this"
            ])
        #expect(isClose(wide.lines[0].width, 349.635))
        let narrow = measurer.layout(Self.seedDescription, font: font, numberOfLines: 0, width: 200)
        #expect(
            narrow.lines.map(\.text) == [
                "Apple, Google, Microsoft, Instagram,", "Twitter, Facebook and 4 others like this"
            ])
        #expect(isClose(narrow.width, 188.947))
    }

    @Test func aLongParagraphTakesEightLinesAt355AndThirteenAt200() {
        let font = Font(size: 17)
        let wide = measurer.layout(Self.guideParagraph, font: font, numberOfLines: 0, width: 355)
        #expect(wide.lines.count == 8)
        #expect(wide.lines[4].text == "button so that it is horizontally centered with an")
        #expect(isClose(wide.width, 352.206))
        let narrow = measurer.layout(Self.guideParagraph, font: font, numberOfLines: 0, width: 200)
        #expect(narrow.lines.count == 13)
        // 199.971 pt: the tightest fit, 0.029 pt under the width.
        #expect(narrow.lines[3].text == "your view hierarchy, based")
        #expect(narrow.lines.last?.text == "the image's bottom.")
        #expect(!narrow.isTruncated)
        #expect(isClose(narrow.height, 13 * measurer.lineHeight(for: font)))
    }

    @Test func withoutAWidthOnlyExplicitBreaksEndLines() {
        let layout = measurer.layout(Self.guideParagraph, font: Font(size: 17), numberOfLines: 0, width: nil)
        #expect(layout.lines.count == 1)
        #expect(isClose(layout.width, 2386.171))
        for width in [0.0, -5, .nan, .infinity] {
            #expect(measurer.layout("a b c", font: Font(size: 17), numberOfLines: 0, width: width).lines.count == 1)
        }
    }

    @Test func newlinesForceBreaksAndATrailingOneAddsNoLine() {
        let layout = measurer.layout(
            "one\ntwo\r\nthree\u{2028}four\n", font: Font(size: 12), numberOfLines: 0, width: 355)
        #expect(layout.lines.map(\.text) == ["one", "two", "three", "four"])
        let blank = measurer.layout("a\n\nb", font: Font(size: 12), numberOfLines: 0, width: nil)
        #expect(blank.lines.map(\.text) == ["a", "", "b"])
        #expect(measurer.layout("\n", font: Font(size: 12), numberOfLines: 0, width: nil).lines.count == 1)
        #expect(measurer.layout("", font: Font(size: 12), numberOfLines: 0, width: nil).lines.isEmpty)
    }

    @Test func numberOfLinesKeepsThatManyAndEndsTheLastWithAnEllipsis() {
        let font = Font(size: 17)
        let layout = measurer.layout(Self.guideParagraph, font: font, numberOfLines: 3, width: 200)
        #expect(layout.lines.count == 3)
        #expect(layout.isTruncated)
        #expect(layout.lines[1].text == "calculates the size and")
        let last = layout.lines[2]
        #expect(last.text.hasSuffix("…"))
        #expect(last.text.hasPrefix("position of all the views"))
        #expect(last.width <= 200)
        #expect(isClose(last.width, measurer.width(of: last.text, font: font), tolerance: 0.5))
    }

    @Test func numberOfLinesDropsLaterParagraphsWithoutAnEllipsisWhenTheLineIsWhole() {
        let layout = measurer.layout("first\nsecond\nthird", font: Font(size: 12), numberOfLines: 2, width: nil)
        #expect(layout.lines.map(\.text) == ["first", "second"])
        #expect(layout.isTruncated)
        let exact = measurer.layout("first\nsecond", font: Font(size: 12), numberOfLines: 2, width: nil)
        #expect(!exact.isTruncated)
    }

    @Test func aWordWiderThanTheLineIsBrokenBetweenCharacters() {
        let font = Font(size: 10)
        // "W" is 9.44 pt: three fit in 30 pt, four do not.
        let layout = measurer.layout("a WWWWWWW", font: font, numberOfLines: 0, width: 30)
        #expect(layout.lines.map(\.text) == ["a", "WWW", "WWW", "W"])
        // A line narrower than one character still takes one, so the text always advances.
        let tiny = measurer.layout("WW", font: font, numberOfLines: 0, width: 1)
        #expect(tiny.lines.map(\.text) == ["W", "W"])
    }

    @Test func spacesAtASoftBreakHangButEndOfParagraphSpacesCount() {
        let font = Font(size: 10)
        let wrapped = measurer.layout("ab    cd", font: font, numberOfLines: 0, width: 15)
        #expect(wrapped.lines.map(\.text) == ["ab", "cd"])
        #expect(isClose(wrapped.lines[0].width, measurer.width(of: "ab", font: font)))
        let trailing = measurer.layout("ab  ", font: font, numberOfLines: 0, width: nil)
        #expect(isClose(trailing.width, measurer.width(of: "ab  ", font: font)))
        // "ab" is 11.12 pt and each space 2.78: past a 13 pt line the spaces hang.
        let clamped = measurer.layout("ab    ", font: font, numberOfLines: 0, width: 13)
        #expect(clamped.lines.map(\.text) == ["ab    "])
        #expect(isClose(clamped.width, 13))
    }

    @Test func hyphensBetweenLettersAreBreakOpportunities() {
        let font = Font(size: 10)
        let width = measurer.width(of: "well-known", font: font) - 1
        #expect(
            measurer.layout("well-known", font: font, numberOfLines: 0, width: width).lines.map(\.text) == [
                "well-", "known"
            ])
        // Not before a number: "x-5" stays whole and moves to the next line.
        let minus = measurer.layout(
            "ab x-5", font: font, numberOfLines: 0, width: measurer.width(of: "ab x-", font: font) + 0.1)
        #expect(minus.lines.map(\.text) == ["ab", "x-5"])
    }

    @Test func cjkTextBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        let font = Font(size: 10)
        // Each ideograph and full-width mark is 10 pt: three per 30 pt line.
        let layout = measurer.layout("中文字体排版", font: font, numberOfLines: 0, width: 30)
        #expect(layout.lines.map(\.text) == ["中文字", "体排版"])
        // "。" may not start a line, so "字。" moves down together.
        let punctuated = measurer.layout("中文字。好", font: font, numberOfLines: 0, width: 30)
        #expect(punctuated.lines.map(\.text) == ["中文", "字。好"])
        // Latin next to CJK may break at the boundary.
        let mixed = measurer.layout("iOS开发", font: font, numberOfLines: 0, width: 20)
        #expect(mixed.lines.first?.text == "iOS")
    }

    @Test func nonBreakingSpacesKeepWordsTogether() {
        let font = Font(size: 10)
        let width = measurer.width(of: "4 others", font: font) - 1
        let layout = measurer.layout("4\u{00A0}others", font: font, numberOfLines: 0, width: width)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].text.count > 2)
    }

    @Test func baselinesSitAnAscenderDownAndADescenderUp() {
        let font = Font(size: 17)
        let one = measurer.layout("Hello", font: font, numberOfLines: 0, width: nil)
        let exact = one.baselines(inBoxOfHeight: one.height)
        #expect(isClose(exact.firstFromTop, measurer.ascender(for: font)))
        #expect(isClose(exact.lastFromBottom, measurer.descender(for: font)))
        let three = measurer.layout("a\nb\nc", font: font, numberOfLines: 0, width: nil)
        let stretched = three.baselines(inBoxOfHeight: three.height + 10)
        #expect(isClose(stretched.firstFromTop, 5 + measurer.ascender(for: font)))
        #expect(isClose(stretched.lastFromBottom, 5 + measurer.descender(for: font)))
        let empty = measurer.layout("", font: font, numberOfLines: 0, width: nil).baselines(inBoxOfHeight: 0)
        #expect(isClose(empty.firstFromTop + empty.lastFromBottom, 0))
    }

    /// Lines' texts are made from bytes: text outside ASCII (accents, an emoji of several
    /// scalars, a combining mark) comes out exactly as written, in order, on every line, and a
    /// truncated last line ends in "…".
    @Test func lineTextsOutsideASCIIAreTheCharactersAsWritten() {
        let text = "Crème brûlée 👩‍👩‍👧 naïve e\u{301}clair déjà vu 🇫🇷 fête"
        let font = Font(size: 17)
        let layout = measurer.layout(text, font: font, numberOfLines: 0, width: 90)
        #expect(layout.lines.count > 2)
        #expect(layout.lines.map(\.text).joined(separator: " ") == text)
        let truncated = measurer.layout(text, font: font, numberOfLines: 2, width: 90)
        #expect(truncated.lines.count == 2)
        #expect(truncated.lines[0].text == layout.lines[0].text)
        #expect(truncated.lines[1].text.hasSuffix("…"))
        #expect(text.hasPrefix(layout.lines[0].text + " " + truncated.lines[1].text.dropLast()))
    }
}
