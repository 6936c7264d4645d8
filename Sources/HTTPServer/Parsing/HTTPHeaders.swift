import Primitives

/// An ordered list of header fields with ASCII case-insensitive lookup by name.
///
/// Keeps every field line as sent, duplicates included and in order, because merging or
/// reordering is where request smuggling hides. Lookups are O(n) in the number of fields, which
/// the parser caps (`HTTPLimits.maxHeaderCount`).
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var fields: [Field] = []

    public init() {}

    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    public var count: Int { fields.count }
    public var isEmpty: Bool { fields.isEmpty }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// The value of the first field named `name`, or nil.
    public func first(_ name: String) -> String? {
        fields.first { Self.namesMatch($0.name, name) }?.value
    }

    /// The values of every field named `name`, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    public func contains(_ name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field named `name`, then appends one with `value`.
    public mutating func replaceOrAdd(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    public mutating func remove(_ name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    /// Field names are ASCII tokens, so ASCII case folding is exact (RFC 9110 §5.1).
    public static func namesMatch(_ a: String, _ b: String) -> Bool { a.equalsIgnoringASCIICase(b) }
}
