import JSON

/// An error answer in RFC 9457's `application/problem+json`: what every non-2xx response of the
/// service carries.
///
/// `code` is stable API (it ends `type`, `urn:layoutd:problem:<code>`); `title` is the same for
/// every instance of a code; `detail` explains this occurrence. Document errors list every
/// problem with its JSON Pointer; unreadable JSON gives the line and column.
public struct Problem: Error, Sendable {
    public var status: Int
    public var code: String
    public var title: String
    public var detail: String
    /// `errors: [{pointer, message}]`, for 422 document problems.
    public var errors: [DocumentProblem] = []
    /// Where a body stopped being JSON (1-based), for 400.
    public var line: Int?
    public var column: Int?
    /// Extra response headers (`Allow`, `Retry-After`).
    public var headers: [(name: String, value: String)] = []

    public static let contentType = "application/problem+json"

    public init(status: Int, code: String, title: String, detail: String) {
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
    }

    public var type: String { "urn:layoutd:problem:" + code.replacingUnderscores() }

    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("type", .string(type)),
            ("title", .string(title)),
            ("status", .number(Double(status))),
            ("detail", .string(detail)),
            ("code", .string(code))
        ]
        if let line, let column {
            members.append(("line", .number(Double(line))))
            members.append(("column", .number(Double(column))))
        }
        if !errors.isEmpty {
            members.append(
                (
                    "errors",
                    .array(
                        errors.map { problem in
                            .object([("pointer", .string(problem.pointer)), ("message", .string(problem.message))])
                        })
                ))
        }
        return .object(members)
    }

    public var response: ServiceResponse {
        ServiceResponse(
            status: status, headers: [("Content-Type", Self.contentType)] + headers,
            body: JSONWriter.write(jsonValue))
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
