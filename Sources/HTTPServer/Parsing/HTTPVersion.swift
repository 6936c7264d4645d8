/// An HTTP version as sent in the request line: `HTTP/<major>.<minor>`, one digit each.
package struct HTTPVersion: Sendable, Hashable, CustomStringConvertible {
    package var major: Int
    package var minor: Int

    package init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    package static let http10 = HTTPVersion(major: 1, minor: 0)
    package static let http11 = HTTPVersion(major: 1, minor: 1)

    package var description: String { "HTTP/\(major).\(minor)" }
}
