import Primitives

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
               let high = ASCII.hexValue(source[index + 1]), let low = ASCII.hexValue(source[index + 2]) {
                bytes.append(UInt8(high << 4 | low))
                index += 3
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
