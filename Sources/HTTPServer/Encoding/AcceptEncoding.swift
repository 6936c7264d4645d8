import Primitives

/// Decides from `Accept-Encoding` (RFC 9110 §12.5.3) whether a gzip response is acceptable.
///
/// Rules: an explicit `gzip` (or its alias `x-gzip`) member decides by its q-value; otherwise `*`
/// decides by its q-value; otherwise gzip is not acceptable. q=0 means "not acceptable". A member
/// with a malformed q-value is ignored. No field at all means identity: RFC 9110 lets a server
/// pick any coding then, but clients that can inflate say so, and guessing wrong breaks a client.
public enum AcceptEncoding {
    /// Complexity: O(total length of the Accept-Encoding fields).
    public static func allowsGzip(_ headers: HTTPHeaders) -> Bool {
        allowsGzip(fieldValues: headers.values("Accept-Encoding"))
    }

    public static func allowsGzip(fieldValues: [String]) -> Bool {
        var gzipWeight: Int?
        var wildcardWeight: Int?
        for value in fieldValues {
            for member in Array(value.utf8).split(separator: UInt8(ascii: ",")) {
                guard let (coding, weight) = parseMember(member) else { continue }
                switch coding {
                case "gzip", "x-gzip": gzipWeight = max(gzipWeight ?? 0, weight)
                case "*": wildcardWeight = max(wildcardWeight ?? 0, weight)
                default: break
                }
            }
        }
        return (gzipWeight ?? wildcardWeight ?? 0) > 0
    }

    /// `coding *( OWS ";" OWS parameter )` → (lowercased coding, q in thousandths), or nil when
    /// the member is empty or its q-value is malformed.
    private static func parseMember(_ member: ArraySlice<UInt8>) -> (String, Int)? {
        let parts = member.split(separator: ASCII.semicolon, omittingEmptySubsequences: false)
        let coding = ASCII.trimmingWhitespace(parts[0])
        guard !coding.isEmpty, coding.allSatisfy(ASCII.isTokenChar) else { return nil }
        var weight = 1000
        for parameter in parts.dropFirst() {
            let trimmed = ASCII.trimmingWhitespace(parameter)
            guard let equals = trimmed.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            let name = trimmed[..<equals].map(ASCII.lowercased)
            if name.elementsEqual("q".utf8) {
                guard let parsed = qValue(Array(trimmed[trimmed.index(after: equals)...])) else { return nil }
                weight = parsed
            }
        }
        return (String(decoding: coding.map(ASCII.lowercased), as: UTF8.self), weight)
    }

    /// qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ), in thousandths.
    static func qValue(_ bytes: [UInt8]) -> Int? {
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        var value = Int(first - 0x30) * 1000
        guard bytes.count > 1 else { return value }
        guard bytes[1] == UInt8(ascii: "."), bytes.count <= 5, bytes[2...].allSatisfy(ASCII.isDigit) else { return nil }
        var scale = 100
        for digit in bytes[2...] {
            value += Int(digit - 0x30) * scale
            scale /= 10
        }
        return value <= 1000 ? value : nil
    }
}
