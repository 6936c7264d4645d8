/// A request as the service's routes see it: method, percent-decoded path and query, headers and
/// the (already gzip-decoded) body. Independent of the transport, so routes are tested without
/// sockets.
package struct ServiceRequest: Sendable {
    package var method: String
    /// The path without its query, percent-decoded.
    package var path: String
    /// Query parameters in request order, percent-decoded (`+` is a space).
    package var query: [(name: String, value: String)]
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]

    /// Splits `target` (`/v1/layout?device=iphone-6`) into path and query.
    package init(method: String, target: String, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.method = method
        self.headers = headers
        self.body = body
        let question = target.utf8.firstIndex(of: UInt8(ascii: "?"))
        self.path = Self.percentDecoded(question.map { String(target[..<$0]) } ?? target, plusIsSpace: false)
        self.query = []
        if let question {
            for pair in target[target.utf8.index(after: question)...].split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = Self.percentDecoded(String(nameAndValue[0]), plusIsSpace: true)
                let value = nameAndValue.count == 2 ? Self.percentDecoded(String(nameAndValue[1]), plusIsSpace: true) : ""
                query.append((name, value))
            }
        }
    }

    /// The first header named `name`, compared case-insensitively. O(headers).
    package func header(_ name: String) -> String? {
        headers.first { $0.name.equalsIgnoringASCIICase(name) }?.value
    }

    /// The last value of query parameter `name`.
    package func queryValue(_ name: String) -> String? {
        query.last { $0.name == name }?.value
    }

    /// `%XX` sequences become bytes; malformed ones stay as written; invalid UTF-8 is repaired.
    static func percentDecoded(_ text: String, plusIsSpace: Bool) -> String {
        // Byte scans: `String.contains(String)` would go through Foundation's locale-aware search.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
            return text
        }
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "%"), index + 2 < source.count,
               let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    /// Equal when the two differ at most in the case of ASCII letters, as HTTP field names
    /// compare. O(length), without the lowercased copies `lowercased()` would allocate.
    func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return zip(utf8, other.utf8).allSatisfy { a, b in
            a == b || (a | 0x20 == b | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(a | 0x20))
        }
    }
}
