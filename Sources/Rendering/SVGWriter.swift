import JSON
import Primitives

/// Builds SVG (XML) text one element per line, indented two spaces per level, with numbers and
/// text in the only forms the wireframes use, so that the same calls always give the same bytes.
///
/// What it keeps true: every element opened is closed in reverse order (`close()` takes no name);
/// attribute values and text are escaped; numbers never use an exponent, a locale or more than
/// two decimals. Building is O(size of the output).
///
/// The text is response bytes of the request it works for (`WorkBudget.current`): charged to
/// its memory as it grows; once the budget is exhausted the writer `isStopped` and adds no more
/// lines (the text is then not a whole document).
public struct SVGWriter {
    public private(set) var text = ""
    private var open: [String] = []
    private var poll = BudgetPoll()
    private var charged = 0
    public private(set) var isStopped = false

    static let chargeBatch = 64 * 1024

    public init() {}

    /// `<name a="v" …>`; the matching `close()` ends it.
    public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        line("<" + name + Self.attributes(attributes) + ">")
        open.append(name)
    }

    public mutating func close() {
        guard let name = open.popLast() else { return }
        line("</" + name + ">")
    }

    /// `<name a="v" …/>`, or `<name …>text</name>` when `text` is given.
    public mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil) {
        if let text {
            line("<" + name + Self.attributes(attributes) + ">" + Self.escape(text) + "</" + name + ">")
        } else {
            line("<" + name + Self.attributes(attributes) + "/>")
        }
    }

    /// A line as given, unescaped: the XML declaration and style sheet rules.
    public mutating func raw(_ content: String) {
        line(content)
    }

    /// The finished text: everything still open is closed first.
    public mutating func finish() -> String {
        while !open.isEmpty { close() }
        if !isStopped, !poll.budget.hold(text.utf8.count - charged) { isStopped = true }
        charged = text.utf8.count
        return text
    }

    private mutating func line(_ content: String) {
        guard !isStopped else { return }
        text += String(repeating: "  ", count: open.count)
        text += content
        text += "\n"
        if text.utf8.count - charged >= Self.chargeBatch || poll.shouldStop() {
            let held = poll.budget.hold(text.utf8.count - charged)
            charged = text.utf8.count
            if !held || poll.checkNow() { isStopped = true }
        }
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        var result = ""
        for (name, value) in attributes {
            result += " " + name + "=\"" + escape(value) + "\""
        }
        return result
    }

    /// `value` rounded half away from zero to hundredths of a point (the drawing's precision),
    /// printed by the one number formatter of every output, `JSONWriter.format` (`12`, `12.5`,
    /// `-0.25`; `-0` prints as `0`). Non-finite values print as `0` and magnitudes beyond 10⁹ are
    /// clamped, so the result is always a valid SVG number, never in exponent form.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return JSONWriter.format((min(max(value, -1e9), 1e9) * 100).rounded(.toNearestOrAwayFromZero) / 100)
    }

    /// `text` safe inside XML character data and double-quoted attributes: `& < > " '` become
    /// entities; a line break or tab becomes a space; other C0 controls and U+FFFE/U+FFFF, which
    /// XML 1.0 cannot carry even escaped, become U+FFFD.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\r", "\t": result += " "
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
