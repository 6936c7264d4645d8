/// Byte classes of RFC 9110/9112 grammar. Constants are computed properties, not `static let`s,
/// so hot loops compare against immediates instead of calling a lazy-global accessor.
enum ASCII {
    static var cr: UInt8 { 0x0D }
    static var lf: UInt8 { 0x0A }
    static var space: UInt8 { 0x20 }
    static var tab: UInt8 { 0x09 }
    static var colon: UInt8 { 0x3A }
    static var semicolon: UInt8 { 0x3B }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always)
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

    /// tchar (RFC 9110 §5.6.2): the characters of methods, field names and coding names, as a
    /// 128-bit set: ALPHA, DIGIT and !#$%&'*+-.^_`|~.
    @inline(__always)
    static func isTokenChar(_ byte: UInt8) -> Bool {
        inSet(byte, low: 0x03FF_6CFA_0000_0000, high: 0x57FF_FFFF_C7FF_FFFE)
    }

    /// reg-name bytes of a Host (RFC 3986): unreserved, pct-encoded's "%", sub-delims.
    @inline(__always)
    static func isRegNameChar(_ byte: UInt8) -> Bool {
        inSet(byte, low: 0x2BFF_7FF2_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)
    }

    @inline(__always)
    private static func inSet(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        byte < 64 ? (low >> byte) & 1 == 1 : byte < 128 ? (high >> (byte - 64)) & 1 == 1 : false
    }

    /// VCHAR: visible ASCII.
    @inline(__always)
    static func isVisible(_ byte: UInt8) -> Bool { byte >= 0x21 && byte <= 0x7E }

    /// field-vchar plus the SP/HTAB allowed between them (RFC 9110 §5.5): no NUL, CR, LF, other
    /// controls or DEL.
    @inline(__always)
    static func isFieldValueChar(_ byte: UInt8) -> Bool {
        (byte >= 0x20 && byte != 0x7F) || byte == 0x09
    }

    /// `bytes` without leading and trailing SP/HTAB.
    static func trimmingWhitespace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end && isWhitespace(bytes[start]) { start += 1 }
        while end > start && isWhitespace(bytes[end - 1]) { end -= 1 }
        return bytes[start..<end]
    }
}
