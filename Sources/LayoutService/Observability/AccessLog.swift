#if canImport(Glibc)
import Glibc
#endif
import LayoutModel
import Primitives

/// One line per answered request, written whole (one `write` per line, under a lock) so lines
/// from different threads never interleave.
package final class AccessLog: Sendable {
    /// What one line says.
    package struct Entry: Sendable {
        package var time: Timestamp
        package var requestID: String
        package var method: String
        package var path: String
        package var status: Int
        package var bytesIn: Int
        package var bytesOut: Int
        package var seconds: Double
        package var remoteAddress: String
    }

    private let format: ServiceConfiguration.LogFormat
    private let sink: @Sendable (String) -> Void
    private let lock = Locked(())

    /// `sink` receives each line with its newline; by default standard output.
    package init(format: ServiceConfiguration.LogFormat,
                 sink: @escaping @Sendable (String) -> Void = AccessLog.standardOutput) {
        self.format = format
        self.sink = sink
    }

    package func record(_ entry: Entry) {
        let line = format == .json ? jsonLine(entry) : textLine(entry)
        lock.withLock { _ in sink(line) }
    }

    /// Written member by member into one buffer: this runs for every request, on the event loop
    /// for the cheap routes, so it builds no `JSONValue` tree.
    func jsonLine(_ entry: Entry) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(256)
        line.append(literal: #"{"time":""#)
        entry.time.writeISO8601(into: &line)
        line.append(literal: #"","request_id":"#)
        JSONWriter.writeString(entry.requestID, into: &line)
        line.append(literal: #","method":"#)
        JSONWriter.writeString(entry.method, into: &line)
        line.append(literal: #","path":"#)
        JSONWriter.writeString(entry.path, into: &line)
        line.append(literal: #","status":"#)
        JSONWriter.writeNumber(Double(entry.status), into: &line)
        line.append(literal: #","bytes_in":"#)
        JSONWriter.writeNumber(Double(entry.bytesIn), into: &line)
        line.append(literal: #","bytes_out":"#)
        JSONWriter.writeNumber(Double(entry.bytesOut), into: &line)
        line.append(literal: #","duration_ms":"#)
        JSONWriter.writeNumber((entry.seconds * 1_000_000).rounded() / 1_000, into: &line)
        line.append(literal: #","remote":"#)
        JSONWriter.writeString(entry.remoteAddress, into: &line)
        line.append(literal: "}\n")
        return String(decoding: line, as: UTF8.self)
    }

    func textLine(_ entry: Entry) -> String {
        let milliseconds = (entry.seconds * 1_000_000).rounded() / 1_000
        return "\(entry.time.iso8601) \(entry.remoteAddress) \(entry.method) \(entry.path) \(entry.status) "
            + "\(entry.bytesIn)B→\(entry.bytesOut)B \(milliseconds)ms id=\(entry.requestID)\n"
    }

    package static let standardOutput: @Sendable (String) -> Void = { line in
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

private extension [UInt8] {
    /// A literal's bytes straight from the binary, without going through `String`.
    mutating func append(literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
