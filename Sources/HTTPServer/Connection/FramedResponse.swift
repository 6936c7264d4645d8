/// A response as it goes on the wire: the head (status line and fields, with a small body
/// copied behind it) and, for a big body, that body as the handler made it — written in place,
/// never copied, so a body many responses share costs each of them nothing.
public struct FramedResponse: Sendable {
    public var head: [UInt8]
    /// Empty when the body went into `head` (or there is none).
    public var body: [UInt8]

    public init(head: [UInt8], body: [UInt8] = []) {
        self.head = head
        self.body = body
    }

    public var count: Int { head.count + body.count }
}
