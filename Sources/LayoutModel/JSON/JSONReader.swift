import Glibc  // rounded() lowers to libm, which only Glibc links

/// The one JSON reader: typed values out of a `JSONValue`, every problem collected with its JSON
/// Pointer, in one wording ("expected a string, found a number", "unknown key \"x\"; expected
/// one of: …") whichever decoder reads — the document's, a target's, a state's. Decoders that
/// read an object member by member use `JSONReader.Object` (JSONReader+Object.swift), whose
/// reads come back here.
///
/// A reader never stops at the first problem: each accessor returns `nil` for a missing or
/// mistyped value and records why, so a caller decodes all it can and reports everything.
///
/// Pointers are taken as autoclosures: a pointer is text only an error path reads, so a
/// decoder passes `pointer.appendingPointer(key)` and the string is built only if reported.
package struct JSONReader {
    package var problems: [DocumentProblem] = []

    package init() {}

    package mutating func report(_ pointer: String, _ message: String) {
        problems.append(DocumentProblem(pointer: pointer, message: message))
    }

    /// `value` is not what was expected: "expected \(what), found a number".
    package mutating func mismatch(_ pointer: String, expected what: String, found value: JSONValue) {
        report(pointer, "expected \(what), found \(value.typeName)")
    }

    /// A key the decoder does not know, with the ones it does (when it knows any).
    package mutating func unknownKey(_ pointer: String, _ key: String, expected: [String]) {
        report(pointer, expected.isEmpty ? "unknown key \"\(key)\""
            : "unknown key \"\(key)\"; expected one of: \(expected.joined(separator: ", "))")
    }

    package mutating func missingKey(_ pointer: String, _ key: String) {
        report(pointer, "missing required key \"\(key)\"")
    }

    /// A key repeated in one object, reported at the repeat; the first occurrence is the one read.
    package mutating func duplicateKey(_ pointer: String, _ key: String) {
        report(pointer, "duplicate key \"\(key)\"")
    }

    /// The members of an object, after reporting unknown and repeated keys; `nil` (and a problem)
    /// if `value` is not an object. O(members × (members + allowed)), with no list built.
    /// A key is first looked for among `allowed` by `isKey` (lengths first); only a key not found
    /// that way is compared in full, so the answer is `allowed.contains(key)` whatever `allowed` holds.
    package mutating func object(_ value: JSONValue, at pointer: @autoclosure () -> String, allowed: [String],
                                 what: String = "an object") -> [(key: String, value: JSONValue)]? {
        guard case let .object(members) = value else {
            mismatch(pointer(), expected: what, found: value)
            return nil
        }
        for (position, member) in members.enumerated() {
            if members[..<position].contains(where: { $0.key == member.key }) {
                duplicateKey(pointer().appendingPointer(member.key), member.key)
            } else if !allowed.contains(where: { member.key.isKey($0) }) && !allowed.contains(member.key) {
                unknownKey(pointer().appendingPointer(member.key), member.key, expected: allowed)
            }
        }
        return members
    }

    package mutating func array(_ value: JSONValue, at pointer: @autoclosure () -> String) -> [JSONValue]? {
        guard case let .array(items) = value else {
            mismatch(pointer(), expected: "an array", found: value)
            return nil
        }
        return items
    }

    package mutating func string(_ value: JSONValue, at pointer: @autoclosure () -> String) -> String? {
        guard case let .string(text) = value else {
            mismatch(pointer(), expected: "a string", found: value)
            return nil
        }
        return text
    }

    package mutating func bool(_ value: JSONValue, at pointer: @autoclosure () -> String) -> Bool? {
        guard case let .bool(flag) = value else {
            mismatch(pointer(), expected: "true or false", found: value)
            return nil
        }
        return flag
    }

    /// A finite number, optionally bounded; bounds are inclusive.
    package mutating func number(_ value: JSONValue, at pointer: @autoclosure () -> String,
                                 min: Double? = nil, max: Double? = nil) -> Double? {
        guard case let .number(number) = value, number.isFinite else {
            mismatch(pointer(), expected: "a number", found: value)
            return nil
        }
        if let min, number < min { report(pointer(), "must be at least \(JSONReader.numberText(min)), found \(JSONReader.numberText(number))"); return nil }
        if let max, number > max { report(pointer(), "must be at most \(JSONReader.numberText(max)), found \(JSONReader.numberText(number))"); return nil }
        return number
    }

    /// A string that must be one of `choices`.
    package mutating func choice(_ value: JSONValue, at pointer: @autoclosure () -> String, _ choices: [String]) -> String? {
        guard let text = string(value, at: pointer()) else { return nil }
        guard choices.contains(text) else {
            report(pointer(), "\"\(text)\" is not one of: \(choices.joined(separator: ", "))")
            return nil
        }
        return text
    }

    /// Shortest text for a number in messages: `10` rather than `10.0`.
    package static func numberText(_ number: Double) -> String {
        // The writer's form, so a message quotes a number as the response prints it; JSON has no
        // text for infinity or NaN, which messages still need to name.
        number.isFinite ? JSONWriter.format(number) : String(number)
    }

    /// Appends problems found by another reader (for nested decoders).
    package mutating func absorb(_ other: JSONReader) { problems += other.problems }
}


extension JSONValue {
    /// The JSON type name used in problem messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
