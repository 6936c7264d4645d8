import Glibc  // rounded() lowers to libm, which only Glibc links
import Primitives

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
public struct JSONReader {
    /// Every problem reported, in order; past `maxProblems` of them, one last problem says how
    /// many more there were (a document of a million unknown keys is not worth a million messages).
    public var problems: [DocumentProblem] {
        omitted == 0 ? recorded : recorded + [DocumentProblem(pointer: "", message: "and \(omitted) more problems")]
    }
    /// Problems reported so far, listed or not: what a decoder compares before and after its part
    /// to learn whether the part had one. O(1), where `problems` may build a list.
    public var problemCount: Int { recorded.count + omitted }
    private var recorded: [DocumentProblem] = []
    private var omitted = 0

    /// The most problems listed one by one.
    public static let maxProblems = 1_000

    public init() {}

    /// Records a problem; past `maxProblems`, only counts it (neither text is built then).
    public mutating func report(
        _ pointer: @autoclosure () -> String, _ message: @autoclosure () -> String,
        hint: DocumentProblem.Hint? = nil
    ) {
        report(DocumentProblem(pointer: pointer(), message: message(), hint: hint))
    }

    /// Records a problem, hint included; past `maxProblems`, only counts it (without building it).
    public mutating func report(_ problem: @autoclosure () -> DocumentProblem) {
        guard recorded.count < Self.maxProblems else {
            omitted += 1
            return
        }
        recorded.append(problem())
    }

    /// Reports each of `problems` in order (a nested decoder's plain list).
    public mutating func report(contentsOf problems: [DocumentProblem]) {
        for problem in problems { report(problem) }
    }

    /// `value` is not what was expected: "expected \(what), found a number".
    public mutating func mismatch(_ pointer: @autoclosure () -> String, expected what: String, found value: JSONValue) {
        report(pointer(), "expected \(what), found \(value.typeName)")
    }

    /// A key the decoder does not know, with the closest known key when it looks like a typo
    /// (`NameSuggester`, as unknown view names get) and the ones it does know (when it knows
    /// any). The suggestion is searched only for a problem that is listed, among the few keys of
    /// one object: O(expected × cutoff × key length).
    public mutating func unknownKey(_ pointer: @autoclosure () -> String, _ key: String, expected: [String]) {
        report(
            pointer(),
            expected.isEmpty
                ? "unknown key \"\(key)\""
                : "unknown key \"\(key)\"; "
                    + (Self.suggestion(for: key, among: expected).map { "did you mean \"\($0)\"? " } ?? "")
                    + "expected one of: \(expected.joined(separator: ", "))")
    }

    /// The known key closest to `key`, for keys short enough to be a typo of one.
    private static func suggestion(for key: String, among expected: [String]) -> String? {
        guard key.utf8.count <= 64 else { return nil }
        var suggester = NameSuggester(expected)
        return suggester.closest(to: key)
    }

    public mutating func missingKey(_ pointer: @autoclosure () -> String, _ key: String) {
        report(pointer(), "missing required key \"\(key)\"")
    }

    /// A key repeated in one object, reported at the repeat; the first occurrence is the one read.
    public mutating func duplicateKey(_ pointer: @autoclosure () -> String, _ key: String) {
        report(pointer(), "duplicate key \"\(key)\"")
    }

    /// The members of an object, after reporting unknown and repeated keys; `nil` (and a problem)
    /// if `value` is not an object. O(members × allowed): a few members are compared with those
    /// before them, more are looked up in a set of the keys seen.
    /// A key is first looked for among `allowed` by `isKey` (lengths first); only a key not found
    /// that way is compared in full, so the answer is `allowed.contains(key)` whatever `allowed` holds.
    public mutating func object(
        _ value: JSONValue, at pointer: @autoclosure () -> String, allowed: [String],
        what: String = "an object"
    ) -> [(key: String, value: JSONValue)]? {
        guard case .object(let members) = value else {
            mismatch(pointer(), expected: what, found: value)
            return nil
        }
        var repeats = RepeatedKeys(members)
        // By index: only the keys are read, no member is copied out.
        for position in members.indices {
            let key = members[position].key
            if repeats.isRepeat(at: position) {
                duplicateKey(pointer().appendingPointer(key), key)
            } else if !allowed.contains(where: { key.isKey($0) }) && !allowed.contains(key) {
                unknownKey(pointer().appendingPointer(key), key, expected: allowed)
            }
        }
        return members
    }

    public mutating func array(_ value: JSONValue, at pointer: @autoclosure () -> String) -> [JSONValue]? {
        guard case .array(let items) = value else {
            mismatch(pointer(), expected: "an array", found: value)
            return nil
        }
        return items
    }

    public mutating func string(_ value: JSONValue, at pointer: @autoclosure () -> String) -> String? {
        guard case .string(let text) = value else {
            mismatch(pointer(), expected: "a string", found: value)
            return nil
        }
        return text
    }

    public mutating func bool(_ value: JSONValue, at pointer: @autoclosure () -> String) -> Bool? {
        guard case .bool(let flag) = value else {
            mismatch(pointer(), expected: "true or false", found: value)
            return nil
        }
        return flag
    }

    /// A finite number, optionally bounded; bounds are inclusive.
    public mutating func number(
        _ value: JSONValue, at pointer: @autoclosure () -> String,
        min: Double? = nil, max: Double? = nil
    ) -> Double? {
        guard case .number(let number) = value, number.isFinite else {
            mismatch(pointer(), expected: "a number", found: value)
            return nil
        }
        if let min, number < min {
            report(pointer(), "must be at least \(JSONReader.numberText(min)), found \(JSONReader.numberText(number))")
            return nil
        }
        if let max, number > max {
            report(pointer(), "must be at most \(JSONReader.numberText(max)), found \(JSONReader.numberText(number))")
            return nil
        }
        return number
    }

    /// A string that must be one of `choices`.
    public mutating func choice(_ value: JSONValue, at pointer: @autoclosure () -> String, _ choices: [String])
        -> String?
    {
        guard let text = string(value, at: pointer()) else { return nil }
        guard choices.contains(text) else {
            report(pointer(), "\"\(text)\" is not one of: \(choices.joined(separator: ", "))")
            return nil
        }
        return text
    }

    /// Shortest text for a number in messages: `10` rather than `10.0`.
    public static func numberText(_ number: Double) -> String {
        // The writer's form, so a message quotes a number as the response prints it; JSON has no
        // text for infinity or NaN, which messages still need to name.
        number.isFinite ? JSONWriter.format(number) : String(number)
    }

    /// Appends problems found by another reader (for nested decoders).
    public mutating func absorb(_ other: JSONReader) {
        report(contentsOf: other.recorded)
        omitted += other.omitted
    }
}

/// Which members of one object repeat an earlier member's key, asked in member order. Up to
/// `directScanLimit` members a key is compared with those before it; more are looked up in a set
/// of the keys seen, so an object of n members costs O(n), not O(n²).
struct RepeatedKeys {
    /// Up to this many members an object's keys are compared with each other, not hashed.
    static let directScanLimit = 16

    private let members: [(key: String, value: JSONValue)]
    private var seen: Set<String>?

    init(_ members: [(key: String, value: JSONValue)]) {
        self.members = members
        seen = members.count > Self.directScanLimit ? Set(minimumCapacity: members.count) : nil
    }

    /// Whether an earlier member has the key of member `position`. Asked once per position, in
    /// increasing order.
    mutating func isRepeat(at position: Int) -> Bool {
        let key = members[position].key
        if seen != nil { return !seen!.insert(key).inserted }
        for earlier in 0..<position where members[earlier].key == key { return true }
        return false
    }
}

extension JSONValue {
    /// The JSON type name used in problem messages.
    public var typeName: String {
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
