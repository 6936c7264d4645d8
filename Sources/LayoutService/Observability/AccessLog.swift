import JSON
import Primitives

#if canImport(Glibc)
    import Glibc
#endif

/// One line per answered request, queued for standard output (`LogRing`): a line is built on the
/// thread that answered and written whole by the log's own thread, so a blocked stdout drops
/// lines (counted in `droppedLines`) instead of stopping the server.
///
/// Text from the client — method, path, request id — is escaped in both formats: control
/// characters (C0, DEL, C1), line and paragraph separators and bidirectional overrides never
/// reach the log raw, so no request can forge a line or drive a terminal.
public final class AccessLog: Sendable {
    /// What one line says.
    public struct Entry: Sendable {
        public var time: Timestamp
        public var requestID: String
        public var method: String
        public var path: String
        public var status: Int
        public var bytesIn: Int
        public var bytesOut: Int
        public var seconds: Double
        public var remoteAddress: String
    }

    private let format: ServiceConfiguration.LogFormat
    private let ring: LogRing

    /// `sink` receives each line with its newline, on the log's thread; by default standard
    /// output. At most `capacityBytes` of lines wait for it.
    public init(
        format: ServiceConfiguration.LogFormat, capacityBytes: Int = 1 << 20,
        sink: @escaping @Sendable (String) -> Void = AccessLog.standardOutput
    ) {
        self.format = format
        ring = LogRing(capacityBytes: capacityBytes, sink: sink)
    }

    /// Queues the entry's line; never blocks on the sink.
    public func record(_ entry: Entry) {
        ring.push(format == .json ? jsonLine(entry) : textLine(entry))
    }

    /// Lines dropped because the sink fell behind (`layoutd_log_lines_dropped_total`).
    public var droppedLines: Int { ring.droppedLines }

    /// Waits (at most `timeoutMilliseconds`) until the lines recorded so far are written.
    @discardableResult
    public func flush(timeoutMilliseconds: Int) -> Bool { ring.flush(timeoutMilliseconds: timeoutMilliseconds) }

    /// Flushes for at most `timeoutMilliseconds` and stops the log's thread.
    public func shutdown(timeoutMilliseconds: Int) { ring.shutdown(timeoutMilliseconds: timeoutMilliseconds) }

    /// Written member by member into one buffer: this runs for every request, on the event loop
    /// for the cheap routes, so it builds no `JSONValue` tree.
    func jsonLine(_ entry: Entry) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(256)
        line.append(literal: #"{"time":""#)
        entry.time.writeISO8601(into: &line)
        line.append(literal: #"","request_id":"#)
        Self.writeJSONString(entry.requestID, into: &line)
        line.append(literal: #","method":"#)
        Self.writeJSONString(entry.method, into: &line)
        line.append(literal: #","path":"#)
        Self.writeJSONString(entry.path, into: &line)
        line.append(literal: #","status":"#)
        JSONWriter.writeNumber(Double(entry.status), into: &line)
        line.append(literal: #","bytes_in":"#)
        JSONWriter.writeNumber(Double(entry.bytesIn), into: &line)
        line.append(literal: #","bytes_out":"#)
        JSONWriter.writeNumber(Double(entry.bytesOut), into: &line)
        line.append(literal: #","duration_ms":"#)
        JSONWriter.writeNumber((entry.seconds * 1_000_000).rounded() / 1_000, into: &line)
        line.append(literal: #","remote":"#)
        Self.writeJSONString(entry.remoteAddress, into: &line)
        line.append(literal: "}\n")
        return String(decoding: line, as: UTF8.self)
    }

    /// Space-separated; client text escaped as `\xHH` (spaces too, so every field stays one word).
    func textLine(_ entry: Entry) -> String {
        let milliseconds = (entry.seconds * 1_000_000).rounded() / 1_000
        return "\(entry.time.iso8601) \(Self.textField(entry.remoteAddress)) \(Self.textField(entry.method)) "
            + "\(Self.textField(entry.path)) \(entry.status) "
            + "\(entry.bytesIn)B→\(entry.bytesOut)B \(milliseconds)ms id=\(Self.textField(entry.requestID))\n"
    }

    /// Scalars a log line must not carry raw: C0 controls, DEL and C1 controls (terminal escape
    /// sequences, bells, CR/LF that would start a forged line), the line and paragraph
    /// separators, and the bidirectional embeddings, overrides and isolates.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A JSON string: `JSONWriter`'s escapes, plus `\uXXXX` for the rest of `mustEscape`.
    static func writeJSONString(_ text: String, into line: inout [UInt8]) {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x7F && mustEscape($0) }) else {
            JSONWriter.writeString(text, into: &line)
            return
        }
        var escaped = ""
        var pending = ""
        func flush() {
            var part: [UInt8] = []
            JSONWriter.writeString(pending, into: &part)
            escaped += String(decoding: part.dropFirst().dropLast(), as: UTF8.self)
            pending = ""
        }
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x7F && mustEscape(scalar) {
                flush()
                escaped += "\\u" + hex(scalar.value, digits: 4)
            } else {
                pending.unicodeScalars.append(scalar)
            }
        }
        flush()
        line.append(UInt8(ascii: "\""))
        line.append(contentsOf: escaped.utf8)
        line.append(UInt8(ascii: "\""))
    }

    /// `text` with `mustEscape` scalars, backslash and space as `\xHH` (`\uHHHH` above 0xFF).
    static func textField(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { mustEscape($0) || $0 == "\\" || $0 == " " }) else { return text }
        var field = ""
        for scalar in text.unicodeScalars {
            if mustEscape(scalar) || scalar == "\\" || scalar == " " {
                field +=
                    scalar.value <= 0xFF ? "\\x" + hex(scalar.value, digits: 2) : "\\u" + hex(scalar.value, digits: 4)
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        return field
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    public static let standardOutput: @Sendable (String) -> Void = { line in
        var line = line
        line.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(1, base + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return  // A closed stdout must not take the server down; the line is lost.
                }
            }
        }
    }
}

extension [UInt8] {
    /// A literal's bytes straight from the binary, without going through `String`.
    fileprivate mutating func append(literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
