extension JSONReader {
    /// One JSON object read member by member, for decoders whose keys depend on what they read (a
    /// target is a catalog device's or a custom screen's, a state's `target` is whole or partial).
    /// Each member's value goes through `JSONReader`'s own reads, so a problem is worded as
    /// everywhere else; keys never read are reported at the end, by `rejectUnknownKeys`, with the
    /// keys that were read as the expected ones.
    ///
    /// What it keeps true: each problem points at the member at fault (or at the object itself for
    /// a missing member); a key repeated in the object is reported once, at its second occurrence,
    /// and the first occurrence is the one read.
    public struct Object {
        public let pointer: String
        public private(set) var members: [(key: String, value: JSONValue)]
        /// Where problems collect; `drain(into:)` hands them on.
        public var reader = JSONReader()
        /// Members whose key was read so far, by position (bit `p` for member `p` < 64), and keys
        /// read that members past the 64th carry; used by `rejectUnknownKeys`. No list per object.
        private var knownMembers: UInt64 = 0
        private var knownLateKeys: [String] = []
        /// The keys asked for, in first-asked order: the "expected one of" of an unknown key.
        private var askedKeys: [String] = []

        /// A reader for `value`, or nil (with the problem appended to `problems`) when it is not an
        /// object. `what` names the object in the message, e.g. "a target".
        public init?(_ value: JSONValue, pointer: String, what: String, problems: inout [DocumentProblem]) {
            guard case .object(let members) = value else {
                var mismatch = JSONReader()
                mismatch.mismatch(pointer, expected: "\(what) (an object)", found: value)
                problems += mismatch.problems
                return nil
            }
            self.pointer = pointer
            self.members = members
            var repeats = RepeatedKeys(members)
            for (position, member) in members.enumerated() where repeats.isRepeat(at: position) {
                reader.duplicateKey(pointer.appendingPointer(member.key), member.key)
            }
        }

        public var problems: [DocumentProblem] { reader.problems }
        /// `JSONReader.problemCount` of this object's problems.
        public var problemCount: Int { reader.problemCount }

        public func contains(_ key: String) -> Bool { members.contains { $0.key == key } }

        /// The raw value of `key`, marking it known. O(members + keys asked).
        public mutating func value(_ key: String) -> JSONValue? {
            if !askedKeys.contains(key) { askedKeys.append(key) }
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

        /// A problem with member `key`, in the decoder's own words.
        public mutating func problem(_ key: String, _ message: String) {
            reader.report(pointer.appendingPointer(key), message)
        }

        public mutating func bool(_ key: String) -> Bool? {
            value(key).flatMap { reader.bool($0, at: pointer.appendingPointer(key)) }
        }

        public mutating func string(_ key: String) -> String? {
            value(key).flatMap { reader.string($0, at: pointer.appendingPointer(key)) }
        }

        /// A finite number within `range`.
        public mutating func number(_ key: String, in range: ClosedRange<Double> = -1e9...1e9) -> Double? {
            value(key).flatMap {
                reader.number($0, at: pointer.appendingPointer(key), min: range.lowerBound, max: range.upperBound)
            }
        }

        /// One of an enumeration's raw values; the message lists them in declaration order.
        @inlinable public mutating func enumeration<Value>(_ key: String, as type: Value.Type = Value.self) -> Value?
        where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
            guard let value = value(key) else { return nil }
            // A known value is read directly; only a wrong one needs the list of choices.
            if case .string(let text) = value, let parsed = Value(rawValue: text) { return parsed }
            return reader.choice(value, at: pointer.appendingPointer(key), Value.allCases.map(\.rawValue)).flatMap(
                Value.init)
        }

        /// A nested object's reader, or nil (with a problem) when the member is not an object.
        public mutating func object(_ key: String, what: String) -> Object? {
            guard let value = value(key) else { return nil }
            var mismatch: [DocumentProblem] = []
            defer { reader.report(contentsOf: mismatch) }
            return Object(value, pointer: pointer.appendingPointer(key), what: what, problems: &mismatch)
        }

        /// Adds a problem for every member whose key was never read, each key once. `hint` may
        /// explain a key that is valid elsewhere (e.g. a custom-screen key on a device target);
        /// nil means the usual "unknown key" with the keys that were read.
        public mutating func rejectUnknownKeys(hint: (String) -> String? = { _ in nil }) {
            // Whether a key was read does not depend on where it stands, so a key not read is
            // reported at its first occurrence: the later ones are repeats.
            var repeats = RepeatedKeys(members)
            for (position, member) in members.enumerated() where !repeats.isRepeat(at: position) && !isKnown(position) {
                if let hint = hint(member.key) {
                    problem(member.key, hint)
                } else {
                    reader.unknownKey(pointer.appendingPointer(member.key), member.key, expected: askedKeys)
                }
            }
        }

        /// Moves this reader's problems (a nested reader's) into `problems`.
        public mutating func drain(into problems: inout [DocumentProblem]) {
            problems.append(contentsOf: reader.problems)
            reader = JSONReader()
        }

        /// Moves this reader's problems (a nested object's) into the reader of `outer`.
        public mutating func drain(into outer: inout Object) {
            outer.reader.absorb(reader)
            reader = JSONReader()
        }
    }
}
