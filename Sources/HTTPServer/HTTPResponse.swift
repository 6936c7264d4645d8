/// A response as a handler builds it.
///
/// The server owns framing: it adds `Date`, `Content-Length` and `Connection`, and drops any
/// `Content-Length`, `Transfer-Encoding`, `Connection` or `Date` the handler put in `headers`.
/// It gzips bodies over ~1 KiB of a compressible type when the client accepts gzip (adding
/// `Content-Encoding` and `Vary`), unless the handler already set `Content-Encoding`.
package struct HTTPResponse: Sendable {
    package var status: Int
    /// In the order they are written; names as the handler spells them.
    package var headers: [(String, String)]
    package var body: [UInt8]

    package init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
