/// Byte classes of RFC 9110/9112 grammar, as table-free predicates on a byte.
enum ASCII {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isAlpha(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The value of a hex digit, or nil.
    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    /// tchar (RFC 9110 §5.6.2): the characters of methods, field names and coding names.
    static func isTokenChar(_ byte: UInt8) -> Bool {
        if isAlpha(byte) || isDigit(byte) { return true }
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
             UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// VCHAR: visible ASCII.
    static func isVisible(_ byte: UInt8) -> Bool { byte >= 0x21 && byte <= 0x7E }

    /// field-vchar plus the SP/HTAB allowed between them (RFC 9110 §5.5): no NUL, CR, LF, other
    /// controls or DEL.
    static func isFieldValueChar(_ byte: UInt8) -> Bool {
        isVisible(byte) || byte >= 0x80 || isWhitespace(byte)
    }

    static func trimmingWhitespace<C: BidirectionalCollection>(_ bytes: C) -> C.SubSequence where C.Element == UInt8 {
        var slice = bytes[...]
        while let first = slice.first, isWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isWhitespace(last) { slice = slice.dropLast() }
        return slice
    }
}
