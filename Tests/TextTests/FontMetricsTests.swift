import TestSupport
import Testing

@testable import Text

/// Expected numbers are read off the AFM files the table was generated from:
/// /usr/share/fonts/type1/urw-base35/NimbusSans-{Regular,Bold}.afm (fonts-urw-base35 20200910-7).
@Suite struct FontMetricsTests {
    @Test(
        arguments: [
            ("A", 667), ("V", 667), ("H", 722), ("e", 556), ("l", 222), ("o", 556), (" ", 278),
            ("é", 556), ("€", 556), ("…", 1000)
        ] as [(Unicode.Scalar, Int)])
    func regularAdvancesAreTheAFMsWidths(_ scalar: Unicode.Scalar, _ advance: Int) {
        #expect(FontMetrics.nimbusSansRegular.advance(of: scalar) == advance)
    }

    @Test func boldIsItsOwnFace() {
        #expect(FontMetrics.nimbusSansBold.advance(of: "A") == 722)
        #expect(FontMetrics.nimbusSansBold.kerning("A", "V") == -67)
    }

    @Test func kerningPairsAreDirectional() {
        #expect(FontMetrics.nimbusSansRegular.kerning("A", "V") == -71)
        #expect(FontMetrics.nimbusSansRegular.kerning("V", "A") == -68)
        #expect(FontMetrics.nimbusSansRegular.kerning("H", "H") == 0)
    }

    @Test func scalarsOutsideTheTableHaveNoAdvance() {
        #expect(FontMetrics.nimbusSansRegular.advance(of: "中") == nil)
        #expect(FontMetrics.nimbusSansRegular.advance(of: "\u{1F600}") == nil)
        #expect(FontMetrics.nimbusSansRegular.kerning("\u{1F600}", "A") == 0)
    }

    @Test(arguments: ["regular", "bold"])
    func tablesAreSortedAndParallel(_ faceName: String) {
        let face = faceName == "bold" ? FontMetrics.nimbusSansBold : FontMetrics.nimbusSansRegular
        #expect(face.scalars.count == face.advances.count)
        #expect(face.kerningKeys.count == face.kerningValues.count)
        #expect(zip(face.scalars, face.scalars.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(face.kerningKeys, face.kerningKeys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(face.capHeight == 729)
        #expect(face.ascender == 729 && face.descender == -218)
    }
}
