import Primitives

/// The byte classes of RFC 9110/9112 grammar, on top of the shared ones (Primitives/ASCII.swift).
/// Constants are computed properties, not `static let`s, so hot loops compare against immediates
/// instead of calling a lazy-global accessor.
extension ASCII {
    static var cr: UInt8 { 0x0D }
    static var lf: UInt8 { 0x0A }
    static var space: UInt8 { 0x20 }
    static var tab: UInt8 { 0x09 }
    static var colon: UInt8 { 0x3A }
    static var semicolon: UInt8 { 0x3B }

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
}
