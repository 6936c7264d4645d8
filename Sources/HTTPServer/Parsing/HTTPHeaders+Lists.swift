extension HTTPHeaders {
    /// The members of every `name` field read as one comma-separated list (RFC 9110 §5.6.1):
    /// trimmed of whitespace, lowercased, empty members dropped, in order.
    /// Complexity: O(total length of those fields).
    package func listMembers(_ name: String) -> [String] {
        var members: [String] = []
        for value in values(name) {
            for member in value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
                let trimmed = ASCII.trimmingWhitespace(member)
                if !trimmed.isEmpty {
                    members.append(String(decoding: trimmed.map(ASCII.lowercased), as: UTF8.self))
                }
            }
        }
        return members
    }
}
