import Glibc  // rounded() lowers to libm, which only Glibc links

/// Reads typed values out of a `JSONValue` while collecting every problem with its JSON Pointer.
///
/// A reader never stops at the first problem: each accessor returns `nil` for a missing or
/// mistyped value and records why, so a caller decodes all it can and reports everything.
///
/// Pointers are taken as autoclosures: a pointer is text only an error path reads, so a
/// decoder passes `pointer.appendingPointer(key)` and the string is built only if reported.
package struct JSONReader {
    /// Every problem reported, in order; past `maxProblems` of them, one last problem says how
    /// many more there were (a document of a million unknown keys is not worth a million messages).
    package var problems: [DocumentProblem] {
        omitted == 0 ? recorded : recorded + [DocumentProblem(pointer: "", message: "and \(omitted) more problems")]
    }
    private var recorded: [DocumentProblem] = []
    private var omitted = 0

    /// The most problems listed one by one.
    package static let maxProblems = 1_000

    package init() {}

    package mutating func report(_ pointer: @autoclosure () -> String, _ message: @autoclosure () -> String) {
        guard recorded.count < Self.maxProblems else {
            omitted += 1
            return
        }
        recorded.append(DocumentProblem(pointer: pointer(), message: message()))
    }

    /// Up to this many members an object's keys are compared with each other, not hashed.
    static let directScanLimit = 16

    /// The members of an object, after reporting unknown and repeated keys; `nil` (and a problem)
    /// if `value` is not an object. O(members × allowed): a few members are compared with those
    /// before them, more are looked up in a set of the keys seen.
    /// A key is first looked for among `allowed` by `isKey` (lengths first); only a key not found
    /// that way is compared in full, so the answer is `allowed.contains(key)` whatever `allowed` holds.
    package mutating func object(_ value: JSONValue, at pointer: @autoclosure () -> String, allowed: [String],
                                 what: String = "an object") -> [(key: String, value: JSONValue)]? {
        guard case let .object(members) = value else {
            report(pointer(), "expected \(what), found \(value.typeName)")
            return nil
        }
        let hashes = members.count > Self.directScanLimit
        var seen: Set<String> = hashes ? Set(minimumCapacity: members.count) : []
        for (position, member) in members.enumerated() {
            let repeated = hashes ? !seen.insert(member.key).inserted
                                  : members[..<position].contains(where: { $0.key == member.key })
            if repeated {
                report(pointer().appendingPointer(member.key), "duplicate key \"\(member.key)\"")
            } else if !allowed.contains(where: { member.key.isKey($0) }) && !allowed.contains(member.key) {
                report(pointer().appendingPointer(member.key),
                       "unknown key \"\(member.key)\"; expected one of: \(allowed.joined(separator: ", "))")
            }
        }
        return members
    }

    package mutating func array(_ value: JSONValue, at pointer: @autoclosure () -> String) -> [JSONValue]? {
        guard case let .array(items) = value else {
            report(pointer(), "expected an array, found \(value.typeName)")
            return nil
        }
        return items
    }

    package mutating func string(_ value: JSONValue, at pointer: @autoclosure () -> String) -> String? {
        guard case let .string(text) = value else {
            report(pointer(), "expected a string, found \(value.typeName)")
            return nil
        }
        return text
    }

    package mutating func bool(_ value: JSONValue, at pointer: @autoclosure () -> String) -> Bool? {
        guard case let .bool(flag) = value else {
            report(pointer(), "expected true or false, found \(value.typeName)")
            return nil
        }
        return flag
    }

    /// A finite number, optionally bounded; bounds are inclusive.
    package mutating func number(_ value: JSONValue, at pointer: @autoclosure () -> String,
                                 min: Double? = nil, max: Double? = nil) -> Double? {
        guard case let .number(number) = value, number.isFinite else {
            report(pointer(), "expected a number, found \(value.typeName)")
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
    package mutating func absorb(_ other: JSONReader) {
        for problem in other.recorded { report(problem.pointer, problem.message) }
        omitted += other.omitted
    }
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
