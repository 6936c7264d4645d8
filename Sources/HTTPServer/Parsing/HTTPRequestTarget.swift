import Primitives

/// A request-target split once, in the parser, into what a handler routes on (RFC 9112 §3.2,
/// RFC 3986 §3): the percent-decoded path and the query parameters.
///
/// - origin-form `/v1/layout?device=iphone-6`: path `/v1/layout`;
/// - absolute-form `http://host:8080/v1/layout?device=iphone-6`: the authority is dropped (the
///   Host header was checked against it), the path is what follows, `/` when nothing does;
/// - asterisk-form `*` (OPTIONS only): path `*`, no query.
///
/// Keeps true: a `%XX` with two hex digits becomes its byte, a malformed one stays as written,
/// invalid UTF-8 is repaired; in the query `+` is a space; parameters keep request order,
/// repeats included (`a=1&a=2` is two items), and a parameter without `=` has an empty value.
/// O(target length).
public struct HTTPRequestTarget: Sendable, Equatable {
    public struct QueryItem: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public var path: String
    public var query: [QueryItem]

    public init(path: String, query: [QueryItem] = []) {
        self.path = path
        self.query = query
    }

    /// Splits `target`, which the request line already checked to be in `form`.
    public init(_ target: String, form: HTTPTargetForm) {
        var rest = Substring(target)
        switch form {
        case .asterisk:
            self.init(path: target)
            return
        case .absolute:
            // Past "scheme://", the authority runs to the first "/" or "?".
            let afterScheme = rest.utf8.firstRange(of: "://".utf8).map { rest[$0.upperBound...] } ?? rest
            rest = afterScheme.drop { $0 != "/" && $0 != "?" }
        case .origin:
            break
        }
        let question = rest.utf8.firstIndex(of: UInt8(ascii: "?"))
        let rawPath = question.map { rest[..<$0] } ?? rest
        var query: [QueryItem] = []
        if let question {
            for pair in rest[rest.utf8.index(after: question)...].split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query.append(
                    QueryItem(
                        name: Self.percentDecoded(nameAndValue[0], plusIsSpace: true),
                        value: nameAndValue.count == 2 ? Self.percentDecoded(nameAndValue[1], plusIsSpace: true) : ""))
            }
        }
        self.init(path: rawPath.isEmpty ? "/" : Self.percentDecoded(rawPath, plusIsSpace: false), query: query)
    }

    /// `%XX` sequences become bytes; malformed ones stay as written; invalid UTF-8 is repaired.
    static func percentDecoded(_ text: Substring, plusIsSpace: Bool) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
            return String(text)
        }
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "%"), index + 2 < source.count,
                let high = ASCII.hexValue(source[index + 1]), let low = ASCII.hexValue(source[index + 2])
            {
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
