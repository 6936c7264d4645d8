import TestSupport
import Testing

@testable import Text

/// Widths are computed here by hand from the AFM numbers (NimbusSans-Regular.afm): advances in
/// 1/1000 em plus the file's KPX pairs, times the point size.
@Suite struct TextMeasurerTests {
    /// Helvetica's table, so the numbers below are the AFM's; the mechanics are the system font's.
    let measurer = TextMeasurer(faces: .helvetica)

    /// The ASCII tables are what the general rules give, character by character and pair by pair.
    @Test(arguments: [FontMetrics.nimbusSansRegular, .nimbusSansBold, .sfTextRegular, .sfDisplayBold])
    func asciiTablesHoldWhatTheRulesGive(face: FontMetrics) {
        for code in 0..<128 {
            let character = Character(Unicode.Scalar(UInt8(code)))
            #expect(measurer.advance(of: character, in: face) == TextMeasurer.characterAdvance(character, in: face))
            for next in 0..<128 {
                let kerning = face.kerning(Unicode.Scalar(UInt8(code)), Unicode.Scalar(UInt8(next)))
                #expect(Int(face.asciiKerning[code << 7 | next]) == kerning)
            }
        }
        #expect(measurer.advance(of: "\r\n", in: face) == TextMeasurer.characterAdvance("\r\n", in: face))
        #expect(face.asciiKerning[Int(UInt8(ascii: "A")) << 7 | Int(UInt8(ascii: "V"))] != 0)
    }

    @Test func helloIsItsAdvancesPlusTheOneKernPair() {
        // H 722 + e 556 + l 222 + l 222 + o 556, KPX e l -4.
        let units = 722 + 556 + 222 + 222 + 556 - 4
        #expect(isClose(measurer.width(of: "Hello", font: Font(size: 17)), Double(units) * 17 / 1000))
    }

    @Test func avIsKernedTighterThanItsAdvances() {
        // A 667 + V 667, KPX A V -71.
        #expect(isClose(measurer.width(of: "AV", font: Font(size: 17)), Double(667 + 667 - 71) * 17 / 1000))
        #expect(isClose(measurer.width(of: "VA", font: Font(size: 10)), Double(667 + 667 - 68) * 10 / 1000))
    }

    @Test func boldWeightsMeasureWithTheBoldFace() {
        // Bold: A 722 + V 667, KPX A V -67.
        for weight in [FontWeight.semibold, .bold, .heavy, .black] {
            #expect(
                isClose(
                    measurer.width(of: "AV", font: Font(size: 20, weight: weight)), Double(722 + 667 - 67) * 20 / 1000))
        }
        for weight in [FontWeight.ultraLight, .thin, .light, .regular, .medium] {
            #expect(
                isClose(
                    measurer.width(of: "AV", font: Font(size: 20, weight: weight)), Double(667 + 667 - 71) * 20 / 1000))
        }
    }

    @Test func weightsParseByUIFontName() {
        #expect(FontWeight(name: "semibold") == .semibold)
        #expect(FontWeight(name: "Semibold") == nil)
        #expect(FontWeight.light.face == .regular)
        #expect(FontWeight.medium.face == .medium)
        #expect(FontWeight.semibold.face == .semibold)
        #expect(FontWeight.black.face == .bold)
    }

    @Test func cjkIdeographsAreOneEmEach() {
        #expect(isClose(measurer.width(of: "中文字", font: Font(size: 11)), 33))
        #expect(isClose(measurer.width(of: "かなカナ한글", font: Font(size: 10)), 60))
        // Mixed: "A" 667 units + two ideographs at 1000 each.
        #expect(isClose(measurer.width(of: "A中文", font: Font(size: 10)), 26.67))
    }

    @Test func emojiClustersAreOneEmWhateverTheirScalars() {
        #expect(isClose(measurer.width(of: "👍", font: Font(size: 20)), 20))
        #expect(isClose(measurer.width(of: "👨‍👩‍👧", font: Font(size: 20)), 20))
        #expect(isClose(measurer.width(of: "👍🏽", font: Font(size: 20)), 20))
    }

    @Test func otherUnknownScalarsGetTheAdvanceOfN() {
        // Devanagari KA is not in the table: n is 556.
        #expect(isClose(measurer.width(of: "\u{0915}", font: Font(size: 10)), 5.56))
    }

    @Test func marksAndFormatCharactersHaveNoWidth() {
        let plain = measurer.width(of: "e", font: Font(size: 10))
        #expect(isClose(measurer.width(of: "e\u{0301}", font: Font(size: 10)), plain))
        #expect(isClose(measurer.width(of: "a\u{00AD}b\u{200B}", font: Font(size: 10)), 11.12))
        #expect(measurer.width(of: "\u{0007}", font: Font(size: 10)) == 0)
    }

    @Test func emptyTextHasNoWidth() {
        #expect(measurer.width(of: "", font: Font(size: 17)) == 0)
    }

    @Test(arguments: [-4.0, .nan, .infinity])
    func aNonsensicalSizeMeasuresAsZeroInsteadOfPoisoningTheSolve(_ size: Double) {
        #expect(measurer.width(of: "Hello", font: Font(size: size)) == 0)
        #expect(measurer.lineHeight(for: Font(size: size)) == 0)
    }

    @Test func lineHeightIsTheSystemFontsAscenderPlusDescender() {
        // UIFont.systemFont(ofSize: 15).lineHeight is 17.900391 (docs/text-metrics.md).
        #expect(isClose(measurer.lineHeight(for: Font(size: 15)), 17.900390625))
        #expect(isClose(measurer.lineHeight(for: Font(size: 17)) / 17, 1.193359375))
    }

    @Test func ascenderAndDescenderMatchSanFranciscoAtTwentyPoints() {
        // Measured 19.04 / −4.82 at 20 pt (docs/text-metrics.md).
        let font = Font(size: 20)
        #expect(isClose(measurer.ascender(for: font), 19.04, tolerance: 0.01))
        #expect(isClose(measurer.descender(for: font), 4.82, tolerance: 0.01))
    }
}
