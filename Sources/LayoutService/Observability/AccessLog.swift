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

    func jsonLine(_ entry: Entry) -> String {
        JSONWriter.string(.object([
            ("time", .string(entry.time.iso8601)),
            ("request_id", .string(entry.requestID)),
            ("method", .string(entry.method)),
            ("path", .string(entry.path)),
            ("status", .number(Double(entry.status))),
            ("bytes_in", .number(Double(entry.bytesIn))),
            ("bytes_out", .number(Double(entry.bytesOut))),
            ("duration_ms", .number((entry.seconds * 1_000_000).rounded() / 1_000)),
            ("remote", .string(entry.remoteAddress)),
        ])) + "\n"
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
