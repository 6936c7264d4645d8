import Primitives

/// Deterministic serialisation of a `JSONValue` to UTF-8: the same value always gives the same
/// bytes, which is what lets the service promise byte-identical responses.
///
/// What it keeps true:
/// - Object members come out in their stored order; nothing is sorted or hashed.
/// - Numbers print as the shortest text that reads back to the same `Double`; integral values
///   never carry a fraction (`375`, not `375.0`; very large ones use an exponent, `1e+300`);
///   `-0` prints as `0`. A non-finite number (which the parser never produces and the engine must
///   not) prints as `null`, so the output is always valid JSON.
/// - Strings escape `"`, `\` and the C0 controls (with the short forms `\b \f \n \r \t` where they
///   exist); everything else, `/` and non-ASCII included, is written as raw UTF-8.
///
/// O(size of the output). Stops early, leaving the output cut short, once the request's budget
/// (`WorkBudget.current`) is exhausted; the caller's request is then answered otherwise.
public enum JSONWriter {
    public enum Style: Sendable {
        /// No whitespace at all: the wire format.
        case compact
        /// Two-space indentation, `"key": value`, one member or element per line; empty
        /// containers stay `[]` and `{}`. No trailing newline: the caller owns line endings.
        case pretty
    }

    public static func write(_ value: JSONValue, style: Style = .compact) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        var poll: BudgetPoll? = BudgetPoll()
        write(value, style: style, indent: 0, into: &output, poll: &poll)
        return output
    }

    /// Appends the compact bytes of `value` to `output`, without polling the budget: for the
    /// small subtrees (a diagnostic) a caller that polls itself writes one at a time.
    public static func append(_ value: JSONValue, into output: inout [UInt8]) {
        var poll: BudgetPoll? = nil
        write(value, style: .compact, indent: 0, into: &output, poll: &poll)
    }

    /// The same bytes as `write`, as a `String`.
    public static func string(_ value: JSONValue, style: Style = .compact) -> String {
        String(decoding: write(value, style: style), as: UTF8.self)
    }

    /// Recursion here is bounded by the value's nesting, which the parser caps at
    /// `JSONParser.maximumDepth` and the engine keeps shallow.
    private static func write(
        _ value: JSONValue, style: Style, indent: Int, into output: inout [UInt8],
        poll: inout BudgetPoll?
    ) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            writeNumber(number, into: &output)
        case .string(let text):
            writeString(text, into: &output)
        case .array(let elements):
            if elements.isEmpty {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if poll?.shouldStop() == true { return }
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(style: style, indent: indent + 1, into: &output)
                write(element, style: style, indent: indent + 1, into: &output, poll: &poll)
            }
            newline(style: style, indent: indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if poll?.shouldStop() == true { return }
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(style: style, indent: indent + 1, into: &output)
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                if style == .pretty { output.append(UInt8(ascii: " ")) }
                write(member.value, style: style, indent: indent + 1, into: &output, poll: &poll)
            }
            newline(style: style, indent: indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(style: Style, indent: Int, into output: inout [UInt8]) {
        guard style == .pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// Integers (most numbers in a response) are written digit by digit, without a String.
    public static func writeNumber(_ number: Double, into output: inout [UInt8]) {
        guard number.isFinite, abs(number) < 9_007_199_254_740_992 else {
            output.append(contentsOf: format(number).utf8)
            return
        }
        let integer = Int64(number)
        guard Double(integer) == number else {
            output.append(contentsOf: format(number).utf8)
            return
        }
        if integer < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for position in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[position]) }
        }
    }

    /// The JSON text of a number, per the rules in the type's comment.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == 0 { return "0" }
        // A truncating conversion and a compare, not `rounded()`: the module links no libm.
        if abs(number) < 9_007_199_254_740_992 {
            let integer = Int64(number)
            if Double(integer) == number { return String(integer) }
        }
        // Swift's description is the shortest round-trip form; its exponent form `1e+16` /
        // `5e-324` is valid JSON as it stands, but integral values up to 2^64 or so come out as
        // `9007199254740992.0`, and JSON integers carry no fraction.
        let text = number.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Runs of bytes that need no escape are copied whole; only `"`, `\` and C0 controls are
    /// written one by one.
    public static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                writeEscape(byte, into: &output)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func writeEscape(_ byte: UInt8, into output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
        case 0x08: output.append(contentsOf: #"\b"#.utf8)
        case 0x0C: output.append(contentsOf: #"\f"#.utf8)
        case 0x0A: output.append(contentsOf: #"\n"#.utf8)
        case 0x0D: output.append(contentsOf: #"\r"#.utf8)
        case 0x09: output.append(contentsOf: #"\t"#.utf8)
        default:
            func hexDigit(_ value: UInt8) -> UInt8 {
                value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
            }
            output.append(contentsOf: #"\u00"#.utf8)
            output.append(hexDigit(byte >> 4))
            output.append(hexDigit(byte & 0x0F))
        }
    }
}
