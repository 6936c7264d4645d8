import Primitives

// Strings and numbers: the two token kinds with an inner grammar.

extension JSONParser.Reader {
    /// A string token starting at the opening quote. The result is built from the input bytes
    /// directly when there is no escape, so the common case copies once.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // the opening quote
        let start = index
        var decoded: [UInt8]? = nil
        var segmentStart = start
        while true {
            // Plain ASCII runs are skipped eight bytes at a time, then byte by byte; the switch
            // sees only what ends one.
            index = Self.skipPlainWords(bytes, from: index)
            while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x80,
                bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\")
            {
                index += 1
            }
            guard index < bytes.count else {
                throw error("unterminated string", at: start - 1)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
                index += 1
                if var built = decoded {
                    built.append(contentsOf: segment)
                    return String(decoding: built, as: UTF8.self)
                }
                return Self.string(segment)
            case UInt8(ascii: "\\"):
                var built = decoded ?? []
                built.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                try parseEscape(into: &built)
                decoded = built
                segmentStart = index
            case 0x00..<0x20:
                throw error("control character \(Self.describe(byte)) must be escaped in a string")
            case 0x20..<0x80:
                index += 1
            default:
                try skipMultibyteScalar()
            }
        }
    }

    /// The first position at or after `start`, in steps of 8, whose next 8 bytes are not all
    /// plain (ASCII, not a control character, `"` or `\`), or the last such step before the end.
    /// Each test is exact (no byte is misjudged), so the byte loop after it sees only the end of a
    /// run. O(run length / 8).
    static func skipPlainWords(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// Some byte of `word` is 0 (exact: a borrow only crosses from a byte that is 0).
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = start
        while index + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Non-ASCII; below 0x20 (the classic "has less than", exact for any byte below
            // 0x80); a quote; a backslash.
            let special =
                word & highs != 0 || (word &- 0x20 &* ones) & ~word & highs != 0
                || hasZero(word ^ (0x22 &* ones)) || hasZero(word ^ (0x5C &* ones))
            if special { break }
            index += 8
        }
        return index
    }

    /// The string of `bytes`, which this parser has checked are valid UTF-8. Up to 15 bytes
    /// (most keys, ids and names) are copied straight into a small string, which skips the
    /// validation and repair pass `String(decoding:as:)` makes when they are ASCII.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= 15 else { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }

    /// Checks one multi-byte UTF-8 sequence against Unicode's table of well-formed sequences
    /// (Table 3-7): this is what rejects overlong forms, surrogates and values past U+10FFFF.
    mutating func skipMultibyteScalar() throws(JSONSyntaxError) {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
        }
        for offset in 1..<length {
            let position = index + offset
            let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
            guard position < bytes.count, range.contains(bytes[position]) else {
                throw error("invalid UTF-8 sequence", at: index)
            }
        }
        index += length
    }

    /// One escape sequence starting at the backslash, appended to `built` as UTF-8.
    mutating func parseEscape(into built: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string", at: escapeStart) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): built.append(0x22)
        case UInt8(ascii: "\\"): built.append(0x5C)
        case UInt8(ascii: "/"): built.append(0x2F)
        case UInt8(ascii: "b"): built.append(0x08)
        case UInt8(ascii: "f"): built.append(0x0C)
        case UInt8(ascii: "n"): built.append(0x0A)
        case UInt8(ascii: "r"): built.append(0x0D)
        case UInt8(ascii: "t"): built.append(0x09)
        case UInt8(ascii: "u"):
            let first = try parseHex4(escapeStart: escapeStart)
            var scalarValue = first
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error(
                        "high surrogate \\u\(Self.hex4(first)) is not followed by a low surrogate",
                        at: escapeStart)
                }
                let secondStart = index
                index += 2
                let second = try parseHex4(escapeStart: secondStart)
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error(
                        "high surrogate \\u\(Self.hex4(first)) is not followed by a low surrogate",
                        at: escapeStart)
                }
                scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(first) {
                throw error("lone low surrogate \\u\(Self.hex4(first))", at: escapeStart)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw error("invalid Unicode escape", at: escapeStart)
            }
            built.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
        default:
            throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))'", at: escapeStart)
        }
    }

    mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        // `index` is just after the `u`.
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unterminated string", at: escapeStart) }
            guard let digit = ASCII.hexValue(bytes[index]) else {
                throw error("\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A number token per RFC 8259 §6: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    ///
    /// Most numbers in a layout document are short (`12`, `0.5`, `-3.25e1`): their digits fit
    /// 2^53 and their decimal exponent is within ±22, where one IEEE multiply or divide by an
    /// exact power of ten is correctly rounded (Clinger's fast path). Only the rest go through
    /// the standard library's string conversion.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
            throw error("a number needs a digit after '-'", at: index)
        }
        var mantissa: UInt64 = 0
        var mantissaIsExact = true
        var decimalExponent = 0
        func accumulate(_ byte: UInt8) {
            if mantissa < (1 << 53) / 10 {
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            } else {
                mantissaIsExact = false
            }
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, ASCII.isDigit(bytes[index]) {
                throw error("numbers must not have leading zeros", at: start)
            }
        } else {
            while index < bytes.count, ASCII.isDigit(bytes[index]) {
                accumulate(bytes[index])
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
                throw error("a number needs a digit after the decimal point")
            }
            while index < bytes.count, ASCII.isDigit(bytes[index]) {
                accumulate(bytes[index])
                decimalExponent -= 1
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentSign = 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                if bytes[index] == UInt8(ascii: "-") { exponentSign = -1 }
                index += 1
            }
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
                throw error("a number needs a digit in its exponent")
            }
            var exponent = 0
            while index < bytes.count, ASCII.isDigit(bytes[index]) {
                // Saturate: past 10^6 the value is 0 or infinite either way.
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            decimalExponent += exponentSign * exponent
        }
        if index < bytes.count, Self.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw error("unexpected \(Self.describe(bytes[index])) in a number")
        }
        if mantissaIsExact && (-22...22).contains(decimalExponent) {
            let magnitude = Double(mantissa)
            let value =
                decimalExponent < 0
                ? magnitude / Self.powersOfTen[-decimalExponent]
                : magnitude * Self.powersOfTen[decimalExponent]
            // `-0` stays negative zero, as the text says; the writer prints it as `0`.
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else {
            throw error("invalid number", at: start)
        }
        guard value.isFinite else {
            throw error("number \(Self.abbreviate(text)) is too large for a double-precision float", at: start)
        }
        return value
    }

    /// 10^0 … 10^22: every one is exactly representable as a Double.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    ]

    /// A number's text shortened for a message, so a megabyte of digits does not echo back.
    static func abbreviate(_ text: String) -> String {
        text.utf8.count <= 32 ? text : String(text.prefix(24)) + "…"
    }
}
