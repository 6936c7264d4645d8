import Geometry
import Primitives

extension TextMeasurer {
    /// Breaks `text` into lines the way a UILabel with `lineBreakMode = .byTruncatingTail` does,
    /// greedily, first fit:
    /// - explicit line breaks (`\n`, `\r\n`, U+2028, …) always end a line; a break at the very
    ///   end of the text does not start another;
    /// - a line may end after a run of spaces, after a hyphen between letters, and on either side
    ///   of an East Asian wide character or emoji (except before closing or after opening
    ///   punctuation); spaces at such a break hang past the line and do not count;
    /// - a word wider than the line is broken between characters;
    /// - `numberOfLines` > 0 keeps that many lines; if text is left over, the last kept line holds
    ///   the rest of its paragraph cut to fit with "…". 0 (or less) keeps every line.
    ///
    /// `width` nil, non-finite or ≤ 0 means no wrapping (UIKit's "preferredMaxLayoutWidth 0 is
    /// automatic"). O(n log t) for n characters, t table entries; O(n) when cached.
    ///
    /// Works within the request's budget (`WorkBudget.current`): the per-character tables
    /// (`scratchBytesPerByte` a UTF-8 byte) must fit what is left of its memory, and the loops
    /// stop when it is exhausted. A stopped layout is empty and never cached; the request it was
    /// made for is answered 504 or 422, not with it.
    public func layout(_ text: String, font: Font, numberOfLines: Int, width: Double?) -> TextLayout {
        let budget = WorkBudget.current
        // Asked before the cache, so whether a text fits never depends on what earlier requests cached.
        guard budget.allows(Self.scratchBytesPerByte * text.utf8.count) else { return emptyLayout(font) }
        guard let cache else {
            return uncachedLayout(text, font: font, numberOfLines: numberOfLines, width: width, budget: budget)
                ?? emptyLayout(font)
        }
        let key = TextLayoutCache.Key(text: text, font: font, numberOfLines: numberOfLines, width: width)
        return cache.layout(key) {
            uncachedLayout(text, font: font, numberOfLines: numberOfLines, width: width, budget: budget)
        } ?? emptyLayout(font)
    }

    /// Bytes of scratch one UTF-8 byte of text may cost while it is laid out: a `Character`
    /// (16), its ASCII code (2), break class (1), prefix width (8), kerning (8), break position
    /// (4), and its share of the lines' text.
    static let scratchBytesPerByte = 40

    private func emptyLayout(_ font: Font) -> TextLayout {
        TextLayout(
            lines: [], isTruncated: false, lineHeight: lineHeight(for: font), leading: leading(for: font),
            ascender: ascender(for: font), descender: descender(for: font))
    }

    /// The layout, or nil when `budget` ran out first. O(n) for n characters: each character is
    /// measured once, and each line costs its length and the break opportunities it passes.
    private func uncachedLayout(
        _ text: String, font: Font, numberOfLines: Int, width: Double?,
        budget: WorkBudget
    ) -> TextLayout? {
        var poll = BudgetPoll(budget)
        let maxWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? .infinity
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let face = metrics(for: font)
        let pointsPerUnit = font.measuredSize / FontMetrics.unitsPerEm
        let ellipsisWidth = Double(advance(of: "…", in: face)) * pointsPerUnit
        guard let paragraphs = Self.paragraphs(of: text, poll: &poll) else { return nil }
        var lines: [TextLayout.Line] = []
        var isTruncated = false

        paragraphLoop: for (index, characters) in paragraphs.enumerated() {
            guard
                let paragraph = MeasuredParagraph(
                    characters, measurer: self, face: face, pointsPerUnit: pointsPerUnit,
                    findsBreaks: maxWidth != .infinity, poll: &poll)
            else { return nil }
            var start = 0
            var breakCursor = MeasuredParagraph.BreakCursor()
            repeat {
                let end = paragraph.lineEnd(from: start, maxWidth: maxWidth, cursor: &breakCursor)
                // A line costs its characters (its text is copied), so it counts as many steps.
                if poll.shouldStop(steps: end.next - start) { return nil }
                let moreText = end.next < paragraph.count || index < paragraphs.count - 1
                if lines.count == limit - 1 && moreText {
                    isTruncated = true
                    if end.next < paragraph.count {
                        lines.append(
                            paragraph.truncatedLine(from: start, maxWidth: maxWidth, ellipsisWidth: ellipsisWidth))
                    } else {
                        lines.append(paragraph.line(from: start, to: end, maxWidth: maxWidth))
                    }
                    break paragraphLoop
                }
                lines.append(paragraph.line(from: start, to: end, maxWidth: maxWidth))
                start = end.next
            } while start < paragraph.count
        }
        return TextLayout(
            lines: lines, isTruncated: isTruncated, lineHeight: lineHeight(for: font), leading: leading(for: font),
            ascender: ascender(for: font), descender: descender(for: font))
    }

    /// The text split at explicit line breaks; a final break adds no empty paragraph, and empty
    /// text has none. Nil when `poll` says stop. O(n).
    static func paragraphs(of text: String, poll: inout BudgetPoll) -> [[Character]]? {
        var paragraphs: [[Character]] = []
        var current: [Character] = []
        for character in text {
            if poll.shouldStop() { return nil }
            if character.isNewline {
                paragraphs.append(current)
                current = []
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { paragraphs.append(current) }
        return paragraphs
    }
}

/// One paragraph with its characters' advances and kerning in points and their prefix sums, so
/// the width of any run is O(1), and its break opportunities, so finding a line's end never
/// rescans the characters of a long word (which made one long word quadratic).
private struct MeasuredParagraph {
    /// Where a line ends: its visible characters are `start..<contentEnd`; the next line starts
    /// at `next` (after any hanging spaces).
    struct LineEnd {
        var contentEnd: Int
        var next: Int
    }

    let characters: [Character]
    /// The characters' bytes when every one is ASCII (nil otherwise): a line's text is then made
    /// from them in one copy.
    let ascii: [UInt8]?
    /// `classes[i]`: what line breaking asks of `characters[i]`.
    let classes: [BreakClass]
    /// `prefix[i]` = advances and kerning of `characters[..<i]`, kerning to the next included.
    let prefix: [Double]
    /// `kerningAfter[i]` = kerning between characters i and i + 1 (0 for the last).
    let kerningAfter: [Double]
    /// Every index `i` with `isBreakOpportunity(before: i)`, ascending; empty when the
    /// paragraph is not wrapped (no line ends but its own).
    let breaks: [Int32]

    var count: Int { characters.count }

    /// Each character's `asciiValue` is read once: ASCII characters and pairs then come from the
    /// face's tables, the rest from the measurer's rules (see `TextMeasurer.advance(of:in:)`).
    /// `findsBreaks`: the paragraph is wrapped, so `breaks` is needed. Nil when `poll` says
    /// stop. O(n).
    init?(
        _ characters: [Character], measurer: TextMeasurer, face: FontMetrics, pointsPerUnit: Double,
        findsBreaks: Bool, poll: inout BudgetPoll
    ) {
        self.characters = characters
        let codes = characters.map(\.asciiValue)
        var classes: [BreakClass] = []
        var prefix = [0.0]
        var kerningAfter: [Double] = []
        classes.reserveCapacity(characters.count)
        prefix.reserveCapacity(characters.count + 1)
        kerningAfter.reserveCapacity(characters.count)
        for (index, character) in characters.enumerated() {
            if poll.shouldStop() { return nil }
            let units: Int
            var kerningUnits = 0
            if let code = codes[index] {
                classes.append(BreakClass.ascii[Int(code)])
                units = Int(face.asciiAdvances[Int(code)])
            } else {
                classes.append(BreakClass(rules: character))
                units = TextMeasurer.characterAdvance(character, in: face)
            }
            if index + 1 < characters.count {
                // A paragraph holds no line breaks, so no "\r\n" whose first scalar differs.
                if let code = codes[index], let next = codes[index + 1] {
                    kerningUnits = Int(face.asciiKerning[Int(code) << 7 | Int(next)])
                } else {
                    kerningUnits = measurer.kerning(character, characters[index + 1], in: face)
                }
            }
            let kerning = Double(kerningUnits) * pointsPerUnit
            let advance = Double(units) * pointsPerUnit
            kerningAfter.append(kerning)
            prefix.append(prefix[index] + advance + kerning)
        }
        self.classes = classes
        self.prefix = prefix
        self.kerningAfter = kerningAfter
        ascii = codes.contains(nil) ? nil : codes.map { $0 ?? 0 }
        var breaks: [Int32] = []
        for index in 1..<(findsBreaks ? max(1, characters.count) : 1)
        where Self.isBreakOpportunity(classes, before: index) {
            breaks.append(Int32(index))
        }
        self.breaks = breaks
    }

    /// The width of `characters[start..<end]` set on one line.
    func width(_ start: Int, _ end: Int) -> Double {
        end > start ? prefix[end] - prefix[start] - kerningAfter[end - 1] : 0
    }

    /// `end` moved back over trailing spaces, not past `start`.
    func trimmingSpaces(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && classes[end - 1].contains(.space) { end -= 1 }
        return end
    }

    /// Where a paragraph's line breaking is: the first of `breaks` not yet passed, and the last
    /// break whose trailing spaces were trimmed (a long word split over many lines asks for the
    /// same one on each, and the spaces before it would otherwise be walked each time).
    struct BreakCursor {
        var next = 0
        var trimmedBreak = -1
        var trimmedEnd = 0
    }

    /// Where the line starting at `start` ends at `maxWidth`: at the last break opportunity that
    /// fits, else, when even the first word is too wide, after as many characters as fit (one at
    /// least). `cursor` is kept by the caller between the lines of one paragraph, whose starts
    /// only grow. O(the line's characters and break opportunities, plus one more): the
    /// characters between opportunities are never walked.
    func lineEnd(from start: Int, maxWidth: Double, cursor: inout BreakCursor) -> LineEnd {
        if maxWidth == .infinity { return LineEnd(contentEnd: count, next: count) }
        while cursor.next < breaks.count && Int(breaks[cursor.next]) <= start { cursor.next += 1 }
        var fit: LineEnd?
        var next = cursor.next
        while true {
            let candidate = next < breaks.count ? Int(breaks[next]) : count
            if candidate != cursor.trimmedBreak {
                cursor.trimmedBreak = candidate
                cursor.trimmedEnd = trimmingSpaces(0, candidate)
            }
            let contentEnd = max(start, cursor.trimmedEnd)
            guard width(start, contentEnd) <= maxWidth + Tolerance.epsilon else { break }
            fit = LineEnd(contentEnd: candidate == count ? count : contentEnd, next: candidate)
            if candidate == count { break }
            next += 1
        }
        if let fit { return fit }
        var end = start + 1
        while end < count && width(start, end + 1) <= maxWidth + Tolerance.epsilon { end += 1 }
        return LineEnd(contentEnd: end, next: end)
    }

    /// The line `start..<end.contentEnd`. Spaces ending a paragraph count, but only as far as the
    /// wrap width: past it they hang.
    func line(from start: Int, to end: LineEnd, maxWidth: Double) -> TextLayout.Line {
        var lineWidth = width(start, end.contentEnd)
        if end.contentEnd == count {
            let visible = width(start, trimmingSpaces(start, count))
            lineWidth = max(visible, min(lineWidth, maxWidth))
        }
        return TextLayout.Line(text: text(start, end.contentEnd), width: lineWidth)
    }

    /// The text of `characters[start..<end]`, made from bytes. `String(characters[...])` appends
    /// character by character: 70 ms for a line of 800 000 characters (a long word on one line),
    /// spent between two polls of the budget, where its bytes take under a millisecond (ASCII)
    /// or a third of that time. O(end − start).
    func text(_ start: Int, _ end: Int) -> String {
        if let ascii { return String(decoding: ascii[start..<end], as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        for character in characters[start..<end] { bytes.append(contentsOf: character.utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The rest of the paragraph from `start`, cut after the most characters that fit with "…".
    /// O(length of the line): the visible end moves with the cut instead of being searched for.
    func truncatedLine(from start: Int, maxWidth: Double, ellipsisWidth: Double) -> TextLayout.Line {
        var end = start
        var contentEnd = start
        while end < count {
            // `trimmingSpaces(start, end + 1)`, from the one before it.
            let nextContentEnd = classes[end].contains(.space) ? contentEnd : end + 1
            guard width(start, nextContentEnd) + ellipsisWidth <= maxWidth + Tolerance.epsilon else { break }
            contentEnd = nextContentEnd
            end += 1
        }
        return TextLayout.Line(
            text: text(start, contentEnd) + "…", width: width(start, contentEnd) + ellipsisWidth)
    }

    /// Whether a line may end between `classes[index - 1]` and `classes[index]`.
    static func isBreakOpportunity(_ classes: [BreakClass], before index: Int) -> Bool {
        guard index > 0 && index < classes.count else { return false }
        let before = classes[index - 1]
        let after = classes[index]
        if after.contains(.space) { return false }
        if before.contains(.space) || before.contains(.zeroWidthSpace) { return true }
        if before.contains(.hyphen) {
            return index >= 2 && classes[index - 2].contains(.letter) && after.contains(.letter)
        }
        if before.contains(.wide) || after.contains(.wide) {
            return !after.contains(.noBreakBefore) && !before.contains(.noBreakAfter)
        }
        return false
    }

    /// The properties of one character that `isBreakOpportunity` and `trimmingSpaces` read,
    /// worked out once per character: ASCII ones from a table built by the same rules.
    struct BreakClass: OptionSet {
        let rawValue: UInt8
        static let space = BreakClass(rawValue: 1)
        static let zeroWidthSpace = BreakClass(rawValue: 2)
        static let hyphen = BreakClass(rawValue: 4)
        static let letter = BreakClass(rawValue: 8)
        static let wide = BreakClass(rawValue: 16)
        static let noBreakBefore = BreakClass(rawValue: 32)
        static let noBreakAfter = BreakClass(rawValue: 64)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(rules character: Character) {
            var classes: BreakClass = []
            if MeasuredParagraph.isSpace(character) { classes.insert(.space) }
            if character == "\u{200B}" { classes.insert(.zeroWidthSpace) }
            if MeasuredParagraph.hyphens.contains(character) { classes.insert(.hyphen) }
            if character.isLetter { classes.insert(.letter) }
            if MeasuredParagraph.isWide(character) { classes.insert(.wide) }
            if MeasuredParagraph.noBreakBefore.contains(character) { classes.insert(.noBreakBefore) }
            if MeasuredParagraph.noBreakAfter.contains(character) { classes.insert(.noBreakAfter) }
            self = classes
        }

        /// `init(rules:)` of each ASCII character ("\r\n", whose `asciiValue` is that of "\n",
        /// has the same classes: none).
        static let ascii: [BreakClass] = (0..<128).map { BreakClass(rules: Character(Unicode.Scalar(UInt8($0)))) }
    }

    /// Breaking spaces: not U+00A0, U+2007 or U+202F, which exist to keep words together.
    static func isSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    static func isWide(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return TextMeasurer.isWide(first) || TextMeasurer.isEmoji(character)
    }

    static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2013}"]
    /// Closing punctuation a line may not start with (the common cases of UAX #14 CL, EX, IS).
    static let noBreakBefore: Set<Character> = [
        ",", ".", "!", "?", ":", ";", ")", "]", "}", "、", "。", "，", "．", "：", "；", "！", "？",
        "）", "」", "』", "】", "〉", "》", "〕", "ー", "々"
    ]
    /// Opening punctuation a line may not end with (UAX #14 OP).
    static let noBreakAfter: Set<Character> = ["(", "[", "{", "（", "「", "『", "【", "〈", "《", "〔"]
}
