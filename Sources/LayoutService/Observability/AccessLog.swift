#if canImport(Glibc)
import Glibc
#endif
import LayoutModel

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
        func member(_ key: StaticString, _ first: Bool = false) {
            line.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
            line.append(UInt8(ascii: "\""))
            line.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            line.append(contentsOf: "\":".utf8)
        }
        member("time", true)
        line.append(UInt8(ascii: "\""))
        entry.time.writeISO8601(into: &line)
        line.append(UInt8(ascii: "\""))
        member("request_id")
        JSONWriter.writeString(entry.requestID, into: &line)
        member("method")
        JSONWriter.writeString(entry.method, into: &line)
        member("path")
        JSONWriter.writeString(entry.path, into: &line)
        member("status")
        JSONWriter.writeNumber(Double(entry.status), into: &line)
        member("bytes_in")
        JSONWriter.writeNumber(Double(entry.bytesIn), into: &line)
        member("bytes_out")
        JSONWriter.writeNumber(Double(entry.bytesOut), into: &line)
        member("duration_ms")
        JSONWriter.writeNumber((entry.seconds * 1_000_000).rounded() / 1_000, into: &line)
        member("remote")
        JSONWriter.writeString(entry.remoteAddress, into: &line)
        line.append(contentsOf: "}\n".utf8)
        return String(decoding: line, as: UTF8.self)
    }

    func textLine(_ entry: Entry) -> String {
        let milliseconds = (entry.seconds * 1_000_000).rounded() / 1_000
        return "\(entry.time.iso8601) \(entry.remoteAddress) \(entry.method) \(entry.path) \(entry.status) "
            + "\(entry.bytesIn)B→\(entry.bytesOut)B \(milliseconds)ms id=\(entry.requestID)\n"
    }

    package static let standardOutput: @Sendable (String) -> Void = { line in
        var bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(1, buffer.baseAddress! + offset, buffer.count - offset)
            }
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
