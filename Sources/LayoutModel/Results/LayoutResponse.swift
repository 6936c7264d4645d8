/// A whole `POST /v1/layout` answer: one result per target, in request order.
package struct LayoutResponse: Sendable {
    package var results: [TargetResult]

    package init(results: [TargetResult]) { self.results = results }

    package var jsonValue: JSONValue { .object([("results", .array(results.map(\.jsonValue)))]) }

    /// Deterministic bytes: the same response always serialises identically.
    package func serialized(style: JSONWriter.Style = .compact) -> [UInt8] {
        JSONWriter.write(jsonValue, style: style)
    }
}
