import Primitives

extension HTTPHeaders {
    /// The members of every `name` field read as one comma-separated list (RFC 9110 §5.6.1):
    /// trimmed of whitespace, lowercased, empty members dropped, in order.
    /// Complexity: O(total length of those fields).
    public func listMembers(_ name: String) -> [String] {
        values(name).flatMap(Self.listMembers(of:))
    }

    /// The members of one comma-separated field value: trimmed, lowercased, empty ones dropped.
    static func listMembers(of value: String) -> [String] {
        let bytes = Array(value.utf8)
        return bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true).compactMap { member in
            let trimmed = ASCII.trimmingWhitespace(member)
            return trimmed.isEmpty ? nil : String(decoding: trimmed.lazy.map(ASCII.lowercased), as: UTF8.self)
        }
    }
}
