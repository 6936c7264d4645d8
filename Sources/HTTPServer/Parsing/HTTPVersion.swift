/// An HTTP version as sent in the request line: `HTTP/<major>.<minor>`, one digit each.
public struct HTTPVersion: Sendable, Hashable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    public static let http10 = HTTPVersion(major: 1, minor: 0)
    public static let http11 = HTTPVersion(major: 1, minor: 1)

    public var description: String { "HTTP/\(major).\(minor)" }
}
