/// One thing wrong with a request's document or target, located by a JSON Pointer (RFC 6901)
/// into the request body. Decoding collects all of them, not just the first; the service answers
/// 422 with the list, the command line prints them.
///
/// Advice that depends on how the request was sent — where the device ids are listed, how to
/// name a target — is a `hint`, which each front end words in its own terms (`worded(for:)`):
/// the decoder both share never speaks of URLs or flags itself.
public struct DocumentProblem: Error, Hashable, Sendable {
    /// A JSON Pointer such as `/document/root/subviews/2/kind`; `""` is the whole body.
    public var pointer: String
    /// What is wrong, without the hint.
    public var message: String
    public var hint: Hint?

    public init(pointer: String, message: String, hint: Hint? = nil) {
        self.pointer = pointer
        self.message = message
        self.hint = hint
    }

    /// `unknown device 'NAME'`, with where the ids are listed.
    public static func unknownDevice(_ name: String, at pointer: String) -> DocumentProblem {
        DocumentProblem(pointer: pointer, message: "unknown device '\(name)'", hint: .deviceIds)
    }

    /// The problem with its hint written into the message for `frontEnd`, and no hint left.
    public func worded(for frontEnd: FrontEnd) -> DocumentProblem {
        guard let hint else { return self }
        let advice = hint.advice(for: frontEnd)
        return DocumentProblem(pointer: pointer, message: advice.isEmpty ? message : message + hint.separator + advice)
    }
}

/// Who answers a request, for the words of a `DocumentProblem.Hint`.
public enum FrontEnd: Sendable, Hashable {
    /// `layoutd`: targets in the body or the URL's query, the catalog at `GET /v1/devices`.
    case service
    /// `layout`: targets in the file or in flags, the catalog from `layout devices`.
    case commandLine
}

extension DocumentProblem {
    /// Advice a front end words its own way.
    public enum Hint: Sendable, Hashable {
        /// Where the catalog's device ids and aliases are listed.
        case deviceIds
        /// How to give a target to a bare document that has none.
        case bareDocumentTarget
        /// How else to give targets to a request body that has none.
        case requestTarget

        var separator: String { self == .bareDocumentTarget ? ": " : "; " }

        func advice(for frontEnd: FrontEnd) -> String {
            switch (self, frontEnd) {
            case (.deviceIds, .service): "GET /v1/devices lists the ids"
            case (.deviceIds, .commandLine): "`layout devices` lists the ids"
            case (.bareDocumentTarget, .service):
                "send {document, target}, {document, targets} or {document, devices, orientations}, or add ?device=…&orientation=… to the URL"
            case (.bareDocumentTarget, .commandLine):
                "give --device ID (and --orientation portrait|landscape) or --all-devices, or a {document, target} file"
            case (.requestTarget, .service): ""
            case (.requestTarget, .commandLine): "or give --device ID or --all-devices"
            }
        }
    }
}

extension String {
    /// This pointer extended by one reference token, escaped as RFC 6901 requires (`~` → `~0`,
    /// `/` → `~1`).
    public func appendingPointer(_ token: String) -> String {
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

    public func appendingPointer(_ index: Int) -> String { String(joining: self, UInt8(ascii: "/"), index) }

    /// `prefix`, the ASCII byte `open`, `index` in decimal and the ASCII byte `close` if any,
    /// built in one go with the digits written in place (no string for the number), as derived
    /// ids (`constraints[3]`) and pointers (`/subviews/2`) are. O(total length).
    public init(joining prefix: String, _ open: UInt8, _ index: Int, _ close: UInt8? = nil) {
        guard index >= 0, open < 0x80, close.map({ $0 < 0x80 }) ?? true else {
            self = String(
                joining: prefix, String(Unicode.Scalar(open)), String(index),
                close.map { String(Unicode.Scalar($0)) } ?? "")
            return
        }
        var digits = 1
        var rest = index / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var prefix = prefix
        self = prefix.withUTF8 { head in
            // Exactly the capacity the parts need: every write below is inside it.
            String(unsafeUninitializedCapacity: head.count + 1 + digits + (close == nil ? 0 : 1)) { buffer in
                if !head.isEmpty {
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[0..<head.count]).initialize(from: head)
                }
                var end = head.count
                buffer[end] = open
                end += 1
                var value = index
                for offset in stride(from: digits - 1, through: 0, by: -1) {
                    buffer[end + offset] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
                end += digits
                if let close {
                    buffer[end] = close
                    end += 1
                }
                return end
            }
        }
    }

    /// The parts end to end, built in one go: `a + b + c` makes a string per `+`.
    /// O(total length).
    public init(joining a: String, _ b: String, _ c: String, _ d: String = "") {
        var parts = (a, b, c, d)
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count
        self = parts.0.withUTF8 { a in
            parts.1.withUTF8 { b in
                parts.2.withUTF8 { c in
                    parts.3.withUTF8 { d in
                        String(unsafeUninitializedCapacity: count) { buffer in
                            var end = 0
                            func copy(_ part: UnsafeBufferPointer<UInt8>) {
                                guard !part.isEmpty else { return }
                                _ = UnsafeMutableBufferPointer(rebasing: buffer[end..<(end + part.count)]).initialize(
                                    from: part)
                                end += part.count
                            }
                            copy(a)
                            copy(b)
                            copy(c)
                            copy(d)
                            return end
                        }
                    }
                }
            }
        }
    }
}
