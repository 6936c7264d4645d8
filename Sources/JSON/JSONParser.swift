import Primitives

/// A strict RFC 8259 parser from UTF-8 bytes to an ordered `JSONValue`.
///
/// What it keeps true:
/// - Accepts exactly the RFC grammar: one value surrounded by optional whitespace; no comments,
///   no trailing commas, no single quotes, no `NaN`/`Infinity`, no leading zeros or `+` signs.
///   A leading UTF-8 byte order mark is skipped (RFC 8259 §8.1 lets a parser ignore it).
/// - The whole input must be valid UTF-8 (no overlong forms, no encoded surrogates); `\u`
///   escapes must pair surrogates correctly, since a Swift `String` cannot hold a lone one.
/// - Duplicate object keys are kept, in order (what they mean is for the decoder to say).
/// - Numbers that overflow `Double` to infinity are rejected: nothing downstream sees a
///   non-finite value. Numbers that underflow become 0 or a subnormal, as `strtod` gives.
/// - Nesting deeper than `maximumDepth` is an error, and nesting never recurses: containers
///   live on an explicit stack, so no input can exhaust the thread's stack.
///
/// O(n) in the input length. Works within the request's budget (`WorkBudget.current`): the
/// tree is charged to its memory as it grows (`treeBytes` a value, plus long strings' bytes),
/// and parsing stops with an error once the budget is exhausted.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted. UIKit documents nest a view per
    /// level; 512 is far beyond any real hierarchy and keeps decoders' recursion shallow.
    public static let maximumDepth = 512

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, maximumDepth: maximumDepth)
    }

    public static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            var reader = Reader(bytes: buffer, maximumDepth: maximumDepth)
            return try reader.parseDocument()
        }
    }

    /// Convenience for tests and the CLI: the UTF-8 bytes of `text`.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

extension JSONParser {
    /// One open container on the explicit stack.
    /// An object's members are appended with their key as soon as the key is read (the value
    /// a placeholder `null` until it is parsed), so no key is held apart and copied in later.
    fileprivate struct Container {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [(key: String, value: JSONValue)] = []
    }

    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let maximumDepth: Int
        var index = 0
        var poll = BudgetPoll()
        /// Tree bytes not yet charged to the budget: charged in batches of `chargeBatch`.
        var uncharged = 0

        static let initialCapacity = 4
        static let initialDepth = 8
        /// What one value costs in the tree: its slot in a container (a member's key and value),
        /// doubled for the slack a growing array keeps.
        static let treeBytes = 2 * MemoryLayout<(key: String, value: JSONValue)>.stride
        static let chargeBatch = 64 * 1024

        init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
        }

        func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
            JSONSyntaxError(at: offset ?? index, in: bytes, message: message)
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        /// The error for an unexpected byte (or the end) where `expected` should be.
        func unexpected(expected: String) -> JSONSyntaxError {
            guard index < bytes.count else {
                return error("unexpected end of input, expected \(expected)")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") {
                return error("comments are not allowed in JSON")
            }
            if byte == UInt8(ascii: "'") {
                return error("strings must use double quotes")
            }
            return error("unexpected \(Reader.describe(byte)), expected \(expected)")
        }

        static func describe(_ byte: UInt8) -> String {
            if byte >= 0x21 && byte < 0x7F {
                return "character '\(Character(Unicode.Scalar(byte)))'"
            }
            let hex = String(byte, radix: 16, uppercase: true)
            return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
        }

        mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
                index = 3
            }
            let value = try parseValue()
            skipWhitespace()
            if index < bytes.count {
                throw unexpected(expected: "the end of input after the top-level value")
            }
            poll.budget.hold(uncharged)
            return value
        }

        /// Charges the tree's growth to the request's budget every `chargeBatch` bytes and polls
        /// it; the error when it is exhausted is never a client's answer (the service answers
        /// 504 or 422 instead).
        mutating func charge(_ bytes: Int) throws(JSONSyntaxError) {
            uncharged += bytes
            guard uncharged >= Self.chargeBatch || poll.shouldStop() else { return }
            let held = poll.budget.hold(uncharged)
            uncharged = 0
            guard held, !poll.checkNow() else {
                throw error("parsing stopped: the request ran out of time or memory")
            }
        }

        /// Parses one value, however deeply nested, without recursion.
        mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
            var stack: [Container] = []
            // Room for a few levels at once (a layout document nests about six deep).
            stack.reserveCapacity(Self.initialDepth)
            while true {
                try charge(Self.treeBytes)
                // 1. Read a scalar or open a container.
                skipWhitespace()
                guard index < bytes.count else { throw unexpected(expected: "a value") }
                var value: JSONValue
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isObject = bytes[index] == UInt8(ascii: "{")
                    if stack.count >= maximumDepth {
                        throw error("nesting is deeper than the limit of \(maximumDepth) arrays and objects")
                    }
                    index += 1
                    skipWhitespace()
                    let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if index < bytes.count && bytes[index] == close {
                        index += 1
                        value = isObject ? .object([]) : .array([])
                    } else {
                        var container = Container(isObject: isObject)
                        // Room for a few entries at once: most containers are small, and
                        // growing from empty reallocates at 1, 2 and 4.
                        if isObject {
                            container.members.reserveCapacity(Self.initialCapacity)
                            container.members.append((key: try parseKey(), value: .null))
                        } else {
                            container.elements.reserveCapacity(Self.initialCapacity)
                        }
                        stack.append(container)
                        continue
                    }
                case UInt8(ascii: "\""):
                    let text = try parseString()
                    // Up to 15 bytes live inside the value; longer ones are a buffer of their own.
                    if text.utf8.count > 15 { try charge(text.utf8.count + 32) }
                    value = .string(text)
                case UInt8(ascii: "t"):
                    try expectLiteral("true")
                    value = .bool(true)
                case UInt8(ascii: "f"):
                    try expectLiteral("false")
                    value = .bool(false)
                case UInt8(ascii: "n"):
                    try expectLiteral("null")
                    value = .null
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    value = .number(try parseNumber())
                default:
                    throw unexpected(expected: "a value")
                }

                // 2. Hand the finished value to its container; close containers that end here.
                while true {
                    guard !stack.isEmpty else { return value }
                    let top = stack.count - 1
                    // Moved, not copied, into its container: `value` is set again before it is read.
                    if stack[top].isObject {
                        stack[top].members[stack[top].members.count - 1].value = consume value
                    } else {
                        stack[top].elements.append(consume value)
                    }
                    skipWhitespace()
                    let close = stack[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    guard index < bytes.count else {
                        throw unexpected(expected: stack[top].isObject ? "',' or '}'" : "',' or ']'")
                    }
                    if bytes[index] == UInt8(ascii: ",") {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < bytes.count && bytes[index] == close {
                            throw error("trailing comma is not allowed", at: comma)
                        }
                        if stack[top].isObject { stack[top].members.append((key: try parseKey(), value: .null)) }
                        break
                    }
                    if bytes[index] == close {
                        index += 1
                        // Swapped out, not copied: the finished list moves into its value.
                        if stack[top].isObject {
                            var members: [(key: String, value: JSONValue)] = []
                            swap(&members, &stack[top].members)
                            value = .object(members)
                        } else {
                            var elements: [JSONValue] = []
                            swap(&elements, &stack[top].elements)
                            value = .array(elements)
                        }
                        stack.removeLast()
                        continue
                    }
                    throw unexpected(expected: stack[top].isObject ? "',' or '}'" : "',' or ']'")
                }
            }
        }

        /// A member name and the `:` after it; whitespace before the name is already skipped.
        mutating func parseKey() throws(JSONSyntaxError) -> String {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected(expected: "a member name in double quotes")
            }
            let key = try parseString()
            if key.utf8.count > 15 { try charge(key.utf8.count + 32) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw unexpected(expected: "':' after a member name")
            }
            index += 1
            return key
        }

        mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
            let start = index
            let count = literal.utf8CodeUnitCount
            let expected = literal.utf8Start
            for offset in 0..<count {
                guard start + offset < bytes.count, bytes[start + offset] == expected[offset] else {
                    index = start
                    throw error("invalid literal, expected '\(literal)'")
                }
            }
            index = start + count
            // `truex` or `nullify` is one bad token, not a literal followed by garbage.
            if index < bytes.count, Reader.isIdentifierByte(bytes[index]) {
                throw error("invalid literal, expected '\(literal)'", at: start)
            }
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }
}
