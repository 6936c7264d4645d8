/// One thing wrong with a request's document or target, located by a JSON Pointer (RFC 6901)
/// into the request body. Decoding collects all of them, not just the first; the service answers
/// 422 with the list.
package struct DocumentProblem: Error, Hashable, Sendable {
    /// A JSON Pointer such as `/document/root/subviews/2/kind`; `""` is the whole body.
    package var pointer: String
    package var message: String

    package init(pointer: String, message: String) {
        self.pointer = pointer
        self.message = message
    }
}

extension String {
    /// This pointer extended by one reference token, escaped as RFC 6901 requires (`~` → `~0`,
    /// `/` → `~1`).
    package func appendingPointer(_ token: String) -> String {
        // Keys and ids almost never hold `~` or `/`: skip the per-character walk for them.
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return self + "/" + token }
        var escaped = ""
        for character in token {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return self + "/" + escaped
    }

    package func appendingPointer(_ index: Int) -> String { self + "/" + String(index) }
}
