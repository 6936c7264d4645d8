import JSON

/// An error answer in RFC 9457's `application/problem+json`: what every non-2xx response of the
/// service carries.
///
/// `code` is stable API (it ends `type`, `urn:layoutd:problem:<code>`); `title` is the same for
/// every instance of a code; `detail` explains this occurrence. Document errors list every
/// problem with its JSON Pointer; unreadable JSON gives the line and column.
package struct Problem: Error, Sendable {
    package var status: Int
    package var code: String
    package var title: String
    package var detail: String
    /// `errors: [{pointer, message}]`, for 422 document problems.
    package var errors: [DocumentProblem] = []
    /// Where a body stopped being JSON (1-based), for 400.
    package var line: Int?
    package var column: Int?
    /// Extra response headers (`Allow`, `Retry-After`).
    package var headers: [(name: String, value: String)] = []

    package static let contentType = "application/problem+json"

    package init(status: Int, code: String, title: String, detail: String) {
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
    }

    package var type: String { "urn:layoutd:problem:" + code.replacingUnderscores() }

    package var jsonValue: JSONValue {
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

    package var response: ServiceResponse {
        ServiceResponse(
            status: status, headers: [("Content-Type", Self.contentType)] + headers,
            body: JSONWriter.write(jsonValue))
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
