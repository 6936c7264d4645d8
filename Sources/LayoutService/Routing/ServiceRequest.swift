import HTTPServer
import Primitives

/// A request as the service's routes see it: method, percent-decoded path and query, headers and
/// the (already gzip-decoded) body. Independent of the transport, so routes are tested without
/// sockets.
public struct ServiceRequest: Sendable {
    public var method: String
    /// The path without its query, percent-decoded.
    public var path: String
    /// Query parameters in request order, percent-decoded (`+` is a space).
    public var query: [(name: String, value: String)]
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// True once the client has gone (it closed the connection): work for it may stop. Never
    /// for an in-process request.
    public var isClientGone: @Sendable () -> Bool = { false }

    /// A request as HTTPServer hands it over: its path and query already split and decoded, once,
    /// by the HTTP parser (`HTTPRequestTarget`), whatever the target's form.
    public init(
        method: String, path: String, query: [(name: String, value: String)] = [],
        headers: [(name: String, value: String)] = [], body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// A request for an origin-form `target` (`/v1/layout?device=iphone-6`), split by the HTTP
    /// parser's own `HTTPRequestTarget`: for tests and in-process callers.
    public init(method: String, target: String, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        let parsed = HTTPRequestTarget(target, form: .origin)
        self.init(
            method: method, path: parsed.path, query: parsed.query.map { ($0.name, $0.value) },
            headers: headers, body: body)
    }

    /// The first header named `name`, compared case-insensitively. O(headers).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.equalsIgnoringASCIICase(name) }?.value
    }

    /// The last value of query parameter `name`.
    public func queryValue(_ name: String) -> String? {
        query.last { $0.name == name }?.value
    }
}
