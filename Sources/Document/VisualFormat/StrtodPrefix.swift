import Primitives

/// The number UIKit's VFL parser reads with `strtod_l` in the C locale (docs/document-format.md §3.1): the
/// longest prefix C would consume, then Swift's own C-locale conversion of exactly that prefix.
///
/// Accepted, as in C: an optional sign, then decimal digits with an optional `.` and `e`
/// exponent, `0x` hexadecimal with an optional `p` exponent, `inf`/`infinity`, or
/// `nan`/`nan(chars)`, letters in any case. An exponent without digits is not consumed.
enum StrtodPrefix {
    /// The number starting at `start` and the index just past it, or `nil` when C would
    /// convert nothing. O(length of the number).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (value: Double, end: Int)? {
        let end = self.end(bytes, from: start)
        guard end > start,
            let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        else {
            return nil
        }
        return (value, end)
    }

    static func scan(_ bytes: [UInt8], from start: Int) -> (value: Double, end: Int)? {
        bytes.withUnsafeBufferPointer { scan($0, from: start) }
    }

    static func end(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { end($0, from: start) }
    }

    /// Every read below is behind a check against `bytes.count`: the buffer is never read
    /// outside itself, whatever the input.
    static func end(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        if matches(bytes, at: index, "inf") {
            return matches(bytes, at: index + 3, "inity") ? index + 8 : index + 3
        }
        if matches(bytes, at: index, "nan") {
            return endOfNaNPayload(bytes, from: index + 3)
        }
        if matches(bytes, at: index, "0x"), let hexEnd = mantissaEnd(bytes, from: index + 2, digit: isHexDigit) {
            return exponentEnd(bytes, from: hexEnd, marker: UInt8(ascii: "p"))
        }
        guard let decimalEnd = mantissaEnd(bytes, from: index, digit: ASCII.isDigit) else { return start }
        return exponentEnd(bytes, from: decimalEnd, marker: UInt8(ascii: "e"))
    }

    /// Digits with at most one `.`, needing at least one digit; `nil` when there is none.
    private static func mantissaEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, digit: (UInt8) -> Bool)
        -> Int?
    {
        var index = start
        var digits = 0
        while index < bytes.count, digit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, digit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        return digits > 0 ? index : nil
    }

    /// Extends past `marker`, an optional sign and decimal digits, only if the digits exist.
    private static func exponentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, marker: UInt8) -> Int {
        guard start < bytes.count, ASCII.lowercased(bytes[start]) == marker else { return start }
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        let digitsStart = index
        while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
        return index > digitsStart ? index : start
    }

    /// `nan` may be followed by `(` letters, digits and underscores `)`; an unclosed one is not consumed.
    private static func endOfNaNPayload(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "(") else { return start }
        var index = start + 1
        while index < bytes.count, isNameCharacter(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ")") ? index + 1 : start
    }

    /// Case-insensitive match of a lowercase ASCII word.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        return word.withUTF8Buffer { letters in
            (0..<count).allSatisfy { ASCII.lowercased(bytes[start + $0]) == letters[$0] }
        }
    }

    /// VFL view names: letters, digits and underscores (ASCII, as UIKit's scanner).
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == UInt8(ascii: "_")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool { ASCII.hexValue(byte) != nil }
}
