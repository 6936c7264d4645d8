import Primitives

/// An ordered list of header fields with ASCII case-insensitive lookup by name.
///
/// Keeps every field line as sent, duplicates included and in order, because merging or
/// reordering is where request smuggling hides. Lookups are O(n) in the number of fields, which
/// the parser caps (`HTTPLimits.maxHeaderCount`).
package struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    package struct Field: Sendable, Equatable {
        package var name: String
        package var value: String

        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    package private(set) var fields: [Field] = []

    package init() {}

    package init(_ pairs: [(String, String)]) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    package var count: Int { fields.count }
    package var isEmpty: Bool { fields.isEmpty }

    package func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// The value of the first field named `name`, or nil.
    package func first(_ name: String) -> String? {
        fields.first { Self.namesMatch($0.name, name) }?.value
    }

    /// The values of every field named `name`, in order.
    package func values(_ name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    package func contains(_ name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    package mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field named `name`, then appends one with `value`.
    package mutating func replaceOrAdd(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    package mutating func remove(_ name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    /// Field names are ASCII tokens, so ASCII case folding is exact (RFC 9110 §5.1).
    package static func namesMatch(_ a: String, _ b: String) -> Bool { a.equalsIgnoringASCIICase(b) }
}
