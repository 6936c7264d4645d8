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
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return String(joining: self, "/", token)
        }
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

    package func appendingPointer(_ index: Int) -> String { String(joining: self, "/", String(index)) }

    /// The parts end to end, built in one go: `a + b + c` makes a string per `+`.
    /// O(total length).
    package init(joining a: String, _ b: String, _ c: String, _ d: String = "") {
        var parts = (a, b, c, d)
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count
        self = parts.0.withUTF8 { a in parts.1.withUTF8 { b in parts.2.withUTF8 { c in parts.3.withUTF8 { d in
            String(unsafeUninitializedCapacity: count) { buffer in
                var end = 0
                func copy(_ part: UnsafeBufferPointer<UInt8>) {
                    guard !part.isEmpty else { return }
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[end..<(end + part.count)]).initialize(from: part)
                    end += part.count
                }
                copy(a)
                copy(b)
                copy(c)
                copy(d)
                return end
            }
        } } } }
    }
}
