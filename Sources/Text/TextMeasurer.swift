import Primitives

/// Measures text set in the system font: San Francisco's widths as fitted to measured label
/// widths, and its vertical metrics (docs/text-metrics.md). Pure and deterministic: it reads only
/// its tables and the standard library's Unicode properties, never a locale or a system font.
///
/// Widths: the sum of the characters' advances × size / 1000, plus the kerning of each adjacent
/// pair, in the face of the font's weight (SF Pro Text below 20 pt, SF Pro Display from 20 pt).
/// Characters the table lacks get a fallback (see `advance(of:in:)`).
/// Vertical: San Francisco's hhea ascender 1950 and descender 494 per 2048-unit em, so the line
/// height is 2444 / 2048 ≈ 1.1934 × size (15 pt → 17.900391, as UIFont.lineHeight reports).
public struct TextMeasurer: Sendable {
    /// The faces and the cache behind one reference: a measurer is copied wherever it is read
    /// (each label's size and baselines), and copying the fields themselves cost a retain and a
    /// release per table each time.
    private final class Tables: Sendable {
        let faces: SystemFaces
        let cache: TextLayoutCache?

        init(faces: SystemFaces, cache: TextLayoutCache?) {
            self.faces = faces
            self.cache = cache
        }
    }

    private let tables: Tables
    /// Where `layout` keeps what it computed; nil: compute every time.
    var cache: TextLayoutCache? { tables.cache }

    public init(faces: SystemFaces = .sanFrancisco, cache: TextLayoutCache? = nil) {
        tables = Tables(faces: faces, cache: cache)
    }

    /// The measurer over the generated tables, with a process-wide layout cache (about 4 M
    /// characters of text at most).
    public static let system = TextMeasurer(cache: TextLayoutCache(capacity: 4 << 20))

    /// San Francisco's ascender and descender as fractions of the point size.
    static let ascenderPerEm = 1950.0 / 2048.0
    static let descenderPerEm = 494.0 / 2048.0
    /// The advance given to CJK ideographs, kana, Hangul, full-width forms and emoji: one em.
    static let wideAdvance = 1000

    /// One line's height: 2444 / 2048 × size, UIFont.lineHeight of the system font. Consecutive
    /// baselines are this plus the font's leading apart.
    public func lineHeight(for font: Font) -> Double {
        ascender(for: font) + descender(for: font)
    }

    /// The space between one line and the next beyond the line height: the font's leading, 0 when
    /// it is not finite, and never below minus the line height (lines may touch, never cross).
    public func leading(for font: Font) -> Double {
        font.leading.isFinite ? max(font.leading, -lineHeight(for: font)) : 0
    }

    /// How far the tallest glyphs rise above the baseline, in points.
    public func ascender(for font: Font) -> Double { Self.ascenderPerEm * font.measuredSize }

    /// How far glyphs reach below the baseline, in points, as a positive distance
    /// (UIFont.descender is the same value negated).
    public func descender(for font: Font) -> Double { Self.descenderPerEm * font.measuredSize }

    /// The width of `text` set on one line, in points, unrounded. Line-break characters have no
    /// width here; `layout` is what breaks lines. O(n log t) for n characters, t table entries;
    /// stops early (with the width so far) when the request's budget is exhausted.
    public func width(of text: String, font: Font) -> Double {
        let face = metrics(for: font)
        var units = 0
        var previous: Character?
        var poll = BudgetPoll()
        for character in text {
            if poll.shouldStop() { break }
            units += advance(of: character, in: face)
            if let previous { units += kerning(previous, character, in: face) }
            previous = character
        }
        return Double(units) * font.measuredSize / FontMetrics.unitsPerEm
    }

    /// The face that measures `font`: its weight's, SF Pro Text or Display by its size.
    public func metrics(for font: Font) -> FontMetrics {
        tables.faces.face(font.weight, size: font.measuredSize)
    }

    /// The advance of one character (a grapheme cluster) in font units:
    /// - line breaks, combining marks, format and control characters: 0 (a tab counts as a space);
    /// - an emoji cluster: one em, whatever it is composed of;
    /// - otherwise the sum of its scalars' advances: the table's, else one em for East Asian wide
    ///   characters (CJK ideographs, kana, Hangul, full-width forms), else the advance of `n`.
    ///
    /// ASCII characters (most of any text) read the face's `asciiAdvances`, which hold exactly
    /// what `characterAdvance` gives for them, without Unicode property look-ups.
    public func advance(of character: Character, in face: FontMetrics) -> Int {
        if let ascii = character.asciiValue { return Int(face.asciiAdvances[Int(ascii)]) }
        return Self.characterAdvance(character, in: face)
    }

    /// The rules above, for any character.
    static func characterAdvance(_ character: Character, in face: FontMetrics) -> Int {
        if character.isNewline { return 0 }
        if isEmoji(character) { return wideAdvance }
        var units = 0
        for scalar in character.unicodeScalars {
            units += advance(of: scalar, in: face)
        }
        return units
    }

    /// The kerning between two adjacent characters: the table's pair for the last scalar of the
    /// first and the first scalar of the second.
    public func kerning(_ left: Character, _ right: Character, in face: FontMetrics) -> Int {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else { return 0 }
        return face.kerning(last, first)
    }

    private static func advance(of scalar: Unicode.Scalar, in face: FontMetrics) -> Int {
        if scalar == "\t" { return face.advance(of: " ") ?? 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if let advance = face.advance(of: scalar) { return advance }
        if isWide(scalar) { return wideAdvance }
        return face.advance(of: "n") ?? wideAdvance / 2
    }

    /// East Asian wide and full-width scalars (UAX #11 W and F, the ranges that matter for text).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// A cluster that renders as one emoji glyph: an emoji-presentation scalar first, or an emoji
    /// followed by the emoji variation selector U+FE0F.
    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}")
    }
}
