/// ASCII byte classes and the text helpers built on them, for every layer that reads protocol
/// text: the HTTP parser (header names, chunk sizes), the service (media types, percent-encoding)
/// and the model's VFL number scanner. Only ASCII: the grammars these serve fold case and trim
/// whitespace byte by byte, never by Unicode rules, and never through Foundation.
///
/// `@inlinable`, so hot parser loops compare against immediates in other modules too.
public enum ASCII {
    /// `A`–`Z` to `a`–`z`; every other byte unchanged.
    @inlinable @inline(__always)
    public static func lowercased(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    /// Space or horizontal tab (HTTP's OWS, the blanks VFL and media types allow).
    @inlinable @inline(__always)
    public static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    @inlinable @inline(__always)
    public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inlinable @inline(__always)
    public static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The value of a hex digit (either case), or nil.
    @inlinable
    public static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    /// `bytes` without leading and trailing spaces and tabs. O(blanks trimmed).
    @inlinable
    public static func trimmingWhitespace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end && isWhitespace(bytes[start]) { start += 1 }
        while end > start && isWhitespace(bytes[end - 1]) { end -= 1 }
        return bytes[start..<end]
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs, trimmed byte by byte (a blank before a
    /// combining mark goes too). O(blanks trimmed).
    @inlinable
    public func trimmingSpaces() -> Substring {
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end && ASCII.isWhitespace(utf8[start]) { start = utf8.index(after: start) }
        while start < end && ASCII.isWhitespace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return self[start..<end]
    }
}

extension StringProtocol {
    /// Equal when the two differ at most in the case of ASCII letters, as HTTP field names and
    /// media types compare. O(length), without the lowercased copies `lowercased()` allocates.
    @inlinable
    public func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        // Over the bytes in place when both have them (native strings do): iterating two UTF8Views
        // side by side costs several times as much per byte, on every request's header lookups.
        let inPlace = utf8.withContiguousStorageIfAvailable { lhs in
            other.utf8.withContiguousStorageIfAvailable { rhs in
                for index in lhs.indices where ASCII.lowercased(lhs[index]) != ASCII.lowercased(rhs[index]) {
                    return false
                }
                return true
            }
        }
        if let inPlace = inPlace ?? nil { return inPlace }
        return zip(utf8, other.utf8).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
    }
}
