/// Why a byte sequence is not one JSON text (RFC 8259), and where: the service answers 400 with
/// this line and column, so a client can find the fault in its own editor.
public struct JSONSyntaxError: Error, Hashable, Sendable {
    /// 1-based line: lines end at LF (a CR before it belongs to the line it ends).
    public var line: Int
    /// 1-based column counted in Unicode scalars from the start of the line (what editors show),
    /// not in bytes.
    public var column: Int
    /// 0-based byte offset into the input.
    public var offset: Int
    public var message: String

    public init(line: Int, column: Int, offset: Int, message: String) {
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }

    /// The error at byte `offset` of `bytes`, with line and column computed by one scan of the
    /// prefix. O(offset); only paid when parsing has already failed.
    init(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, message: String) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the scalar their lead byte already counted.
                column += 1
            }
            index += 1
        }
        self.init(line: line, column: column, offset: offset, message: message)
    }
}

extension JSONSyntaxError: CustomStringConvertible {
    public var description: String { "line \(line), column \(column): \(message)" }
}
