import Foundation
import Glibc

/// A blocking test client over a raw TCP socket, so tests control every byte on the wire.
/// Every read has a timeout: a test that waits for a server that never answers fails, not hangs.
final class RawClient {
    struct Response {
        var status: Int
        var headers: [(String, String)]
        var body: [UInt8]
        func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct ClientError: Error, CustomStringConvertible {
        var description: String
    }

    let fd: Int32
    private var buffer: [UInt8] = []

    /// `receiveBuffer`: SO_RCVBUF, set before connecting so the advertised window stays small.
    /// `source`: the loopback address to connect from (127.0.0.2, …), for per-address limits.
    init(port: Int, timeout: Double = 5, receiveBuffer: Int32? = nil, source: String? = nil) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ClientError(description: "socket failed") }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else {
                close(fd)
                throw ClientError(description: "bind \(source) failed: errno \(errno)")
            }
        }
        if var size = receiveBuffer {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw ClientError(description: "connect failed: errno \(errno)")
        }
    }

    deinit { close(fd) }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw ClientError(description: "send failed: errno \(errno)") }
            offset += n
        }
    }

    /// Reads more bytes into the buffer; false on EOF. Throws on timeout or reset.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n == 0 { return false }
        if n < 0 { throw ClientError(description: "recv failed: errno \(errno)") }
        buffer.append(contentsOf: chunk[0..<n])
        return true
    }

    /// Reads one response (a `100 Continue` counts as one). Bodies are framed by Content-Length.
    func readResponse() throws -> Response {
        var response = try readResponseHead()
        let length = response.header("Content-Length").flatMap { Int($0) } ?? 0
        while buffer.count < length {
            guard try fill() else { throw ClientError(description: "EOF inside a body") }
        }
        response.body = Array(buffer[0..<length])
        buffer.removeFirst(length)
        return response
    }

    /// Reads a status line and headers only (for HEAD responses, which have no body).
    func readResponseHead() throws -> Response {
        var headEnd: Int?
        while true {
            if let range = buffer.firstRange(of: [13, 10, 13, 10]) {
                headEnd = range.lowerBound
                break
            }
            guard try fill() else {
                throw ClientError(description: "EOF before a response head (\(buffer.count) bytes)")
            }
        }
        let headText = String(decoding: buffer[0..<headEnd!], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw ClientError(description: "bad status line in \(headText)")
        }
        let headers = lines.map { line -> (String, String) in
            guard let colon = line.firstIndex(of: ":") else { return (line, "") }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        buffer.removeFirst(headEnd! + 4)
        return Response(status: status, headers: headers, body: [])
    }

    /// True when the server closes the connection (EOF or reset) within the read timeout and
    /// sends nothing more.
    func readsEndOfStream() -> Bool {
        do {
            while try fill() {}
            return buffer.isEmpty
        } catch {
            let code = errno
            return code == ECONNRESET
        }
    }

    /// Bytes received but not yet consumed by `readResponse`.
    var unread: Int { buffer.count }
}
