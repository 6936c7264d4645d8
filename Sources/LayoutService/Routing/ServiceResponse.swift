/// What a route answers: status, headers (in order) and body. The transport adds Date,
/// Content-Length, Connection and compression.
public struct ServiceResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public init(status: Int, contentType: String, text: String) {
        self.init(status: status, headers: [("Content-Type", contentType)], body: Array(text.utf8))
    }

    /// The first header named `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.equalsIgnoringASCIICase(name) }?.value
    }
}
