/// A parsed JSON value that keeps object keys in document order, so decoding can report every
/// problem with a JSON Pointer and output can follow the document's order.
///
/// Numbers are kept as `Double` (JSON has one number type); objects are ordered arrays of
/// members, not dictionaries, so nothing downstream depends on hash order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member named `key` of an object (the first one, if a document repeats a key).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }
}

extension String {
    /// `self == key` for a `key` that is ASCII without `K`, `;` or `` ` ``, as every key a
    /// decoder names is. Only three characters outside ASCII are canonically equivalent to ASCII
    /// ones (U+212A KELVIN SIGN to `K`, U+037E to `;`, U+1FEF to `` ` ``), so a string equal to
    /// such a key is spelt with exactly its bytes: different lengths settle it without calling
    /// the standard library's comparison, which most lookups of a member among others would.
    @inlinable public func isKey(_ key: String) -> Bool {
        utf8.count == key.utf8.count && self == key
    }
}

extension JSONValue {
    /// The value of the first of `members` named `key` (compared as `String.isKey` does), or
    /// nil. Keys are read in place: `first(where:)` would copy (retain) each member it passes.
    /// O(members).
    @inlinable public static func member(_ key: String, of members: [(key: String, value: JSONValue)]) -> JSONValue? {
        for index in members.indices where members[index].key.isKey(key) { return members[index].value }
        return nil
    }

    /// Whether one of `members` is named `key` (compared as `String.isKey` does). O(members).
    @inlinable public static func hasMember(_ key: String, in members: [(key: String, value: JSONValue)]) -> Bool {
        for index in members.indices where members[index].key.isKey(key) { return true }
        return false
    }
}

/// Hashing that agrees with `==`: numbers by value (so 0 and -0 hash alike, as they compare),
/// strings by their canonical equivalence, objects by their members in order. For lookups such
/// as merging identical diagnostics; never used to order output.
extension JSONValue: Hashable {
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag):
            hasher.combine(1)
            hasher.combine(flag)
        case .number(let number):
            hasher.combine(2)
            hasher.combine(number)
        case .string(let text):
            hasher.combine(3)
            hasher.combine(text)
        case .array(let items):
            hasher.combine(4)
            hasher.combine(items)
        case .object(let members):
            hasher.combine(5)
            hasher.combine(members.count)
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }
}
