/// Reads the members of one JSON object for a decoder, collecting every problem (with its JSON
/// Pointer) instead of stopping at the first, and rejecting keys the decoder never asked about.
///
/// What it keeps true: each `problems` entry points at the member at fault (or at the object
/// itself for a missing member); a key repeated in the object is reported once, at its second
/// occurrence, and the first occurrence is the one read.
package struct JSONObjectReader {
    package let pointer: String
    package private(set) var members: [(key: String, value: JSONValue)]
    package var problems: [DocumentProblem] = []
    /// Members whose key was read so far, by position (bit `p` for member `p` < 64), and keys
    /// read that members past the 64th carry; used by `rejectUnknownKeys`. No list per object.
    private var knownMembers: UInt64 = 0
    private var knownLateKeys: [String] = []

    /// A reader for `value`, or nil (with the problem appended to `problems`) when it is not an
    /// object. `what` names the object in the message, e.g. "a target".
    package init?(_ value: JSONValue, pointer: String, what: String, problems: inout [DocumentProblem]) {
        guard case .object(let members) = value else {
            problems.append(DocumentProblem(pointer: pointer, message: "\(what) must be an object"))
            return nil
        }
        self.pointer = pointer
        self.members = members
        for (position, member) in members.enumerated() where members[..<position].contains(where: { $0.key == member.key }) {
            self.problems.append(DocumentProblem(pointer: pointer.appendingPointer(member.key),
                                                 message: "duplicate key '\(member.key)'"))
        }
    }

    package func contains(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The raw value of `key`, marking it known. O(members).
    package mutating func value(_ key: String) -> JSONValue? {
        var found: JSONValue?
        for (position, member) in members.enumerated() where member.key == key {
            if found == nil { found = member.value }
            if position < 64 {
                knownMembers |= 1 << UInt64(position)
            } else if !knownLateKeys.contains(key) {
                knownLateKeys.append(key)
            }
        }
        return found
    }

    private func isKnown(_ position: Int) -> Bool {
        position < 64 ? knownMembers & (1 << UInt64(position)) != 0 : knownLateKeys.contains(members[position].key)
    }

    package mutating func problem(_ key: String, _ message: String) {
        problems.append(DocumentProblem(pointer: pointer.appendingPointer(key), message: message))
    }

    package mutating func bool(_ key: String) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else {
            problem(key, "'\(key)' must be true or false")
            return nil
        }
        return flag
    }

    package mutating func string(_ key: String) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else {
            problem(key, "'\(key)' must be a string")
            return nil
        }
        return text
    }

    /// A finite number within `range`.
    package mutating func number(_ key: String, in range: ClosedRange<Double> = -1e9...1e9) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value else {
            problem(key, "'\(key)' must be a number")
            return nil
        }
        guard range.contains(number) else {
            problem(key, "'\(key)' must be between \(JSONWriter.format(range.lowerBound)) and "
                + "\(JSONWriter.format(range.upperBound)), not \(JSONWriter.format(number))")
            return nil
        }
        return number
    }

    /// One of an enumeration's raw values; the message lists them in declaration order.
    package mutating func enumeration<Value>(_ key: String, as type: Value.Type = Value.self) -> Value?
    where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        guard let text = string(key) else { return nil }
        guard let parsed = Value(rawValue: text) else {
            let choices = Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            problem(key, "'\(key)' must be one of \(choices), not '\(text)'")
            return nil
        }
        return parsed
    }

    /// A nested object's reader, or nil (with a problem) when the member is not an object.
    package mutating func object(_ key: String, what: String) -> JSONObjectReader? {
        guard let value = value(key) else { return nil }
        return JSONObjectReader(value, pointer: pointer.appendingPointer(key), what: what, problems: &problems)
    }

    /// Adds a problem for every member whose key was never read. `hint` may explain a key that
    /// is valid elsewhere (e.g. a custom-screen key on a device target); nil means the generic
    /// message.
    package mutating func rejectUnknownKeys(in what: String, hint: (String) -> String? = { _ in nil }) {
        var reported: [String] = []
        for (position, member) in members.enumerated() where !isKnown(position) && !reported.contains(member.key) {
            reported.append(member.key)
            problem(member.key, hint(member.key) ?? "unknown key '\(member.key)' in \(what)")
        }
    }

    /// Moves this reader's problems (a nested reader's) into `problems`.
    package mutating func drain(into problems: inout [DocumentProblem]) {
        problems.append(contentsOf: self.problems)
        self.problems = []
    }
}
