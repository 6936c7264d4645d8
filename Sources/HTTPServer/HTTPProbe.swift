import COpenSSL
import Glibc

/// One blocking `GET` to a server on this machine, for health checks (`layoutd --healthcheck`
/// in a container's `HEALTHCHECK`): connect over TCP — and TLS when asked — send the request,
/// read the status line. Connect, every write and every read are bounded by the timeout.
///
/// TLS does not verify the certificate: the probe asks whether this process answers on its
/// port, not who it is (the certificate's names are the service's, never 127.0.0.1).
public enum HTTPProbe {
    /// The status code of `GET path`, or why there is none. `host` is an IPv4 or IPv6 literal.
    public static func get(
        host: String, port: Int, path: String, tls: Bool,
        timeoutMilliseconds: Int
    ) -> Result<Int, ProbeError> {
        let fd: Int32
        switch connect(host: host, port: port, timeoutMilliseconds: timeoutMilliseconds) {
        case .success(let value): fd = value
        case .failure(let error): return .failure(error)
        }
        defer { close(fd) }
        let authority = host.contains(":") ? "[\(host)]" : host
        let request = Array(
            ("GET \(path) HTTP/1.1\r\nHost: \(authority)\r\n"
                + "User-Agent: layoutd-healthcheck\r\nConnection: close\r\n\r\n").utf8)
        if tls {
            return TLSProbeSession.exchange(fd: fd, request: request).flatMap(statusCode)
        }
        return plainExchange(fd: fd, request: request).flatMap(statusCode)
    }

    /// Why a probe failed, for the health check's one line of output.
    public struct ProbeError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) { self.message = message }
    }

    /// A blocking socket connected to `host:port`, with send and receive timeouts (Linux applies
    /// the send timeout to `connect` too).
    static func connect(host: String, port: Int, timeoutMilliseconds: Int) -> Result<Int32, ProbeError> {
        var storage = sockaddr_storage()
        let length: socklen_t
        let family = host.contains(":") ? AF_INET6 : AF_INET
        let parsed = withUnsafeMutableBytes(of: &storage) { raw -> Bool in
            if family == AF_INET6 {
                var address = sockaddr_in6()
                address.sin6_family = sa_family_t(AF_INET6)
                address.sin6_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
                guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { return false }
                raw.storeBytes(of: address, as: sockaddr_in6.self)
            } else {
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
                guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return false }
                raw.storeBytes(of: address, as: sockaddr_in.self)
            }
            return true
        }
        guard parsed else { return .failure(ProbeError(message: "'\(host)' is not an IP address")) }
        length = socklen_t(family == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(error("socket")) }
        var timeout = timeval(tv_sec: timeoutMilliseconds / 1_000, tv_usec: (timeoutMilliseconds % 1_000) * 1_000)
        for option in [SO_SNDTIMEO, SO_RCVTIMEO] {
            setsockopt(fd, SOL_SOCKET, option, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }
        let connected = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, length) }
        }
        guard connected == 0 else {
            let failure = error("connect to \(host):\(port)")
            close(fd)
            return .failure(failure)
        }
        return .success(fd)
    }

    /// Sends `request` and reads until the status line is complete (or the peer closes).
    static func plainExchange(fd: Int32, request: [UInt8]) -> Result<[UInt8], ProbeError> {
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return .failure(error("send")) }
            sent += count
        }
        return readStatusLine { buffer in recv(fd, buffer.baseAddress, buffer.count, 0) }
    }

    /// Reads with `read` (which returns what `recv` does) until a CRLF arrives, at most 1 KiB.
    static func readStatusLine(_ read: (UnsafeMutableRawBufferPointer) -> Int) -> Result<[UInt8], ProbeError> {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while !received.contains(UInt8(ascii: "\n")) && received.count < 1_024 {
            let count = buffer.withUnsafeMutableBytes { read($0) }
            guard count > 0 else {
                return received.isEmpty
                    ? .failure(
                        count == 0
                            ? ProbeError(message: "the server closed the connection without answering")
                            : error("receive")) : .success(received)
            }
            received += buffer[0..<count]
        }
        return .success(received)
    }

    /// The code of an `HTTP/1.x NNN …` status line.
    static func statusCode(_ response: [UInt8]) -> Result<Int, ProbeError> {
        let line = String(
            decoding: response.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let code = Int(parts[1]) else {
            return .failure(ProbeError(message: "not an HTTP/1.x status line: '\(line.prefix(80))'"))
        }
        return .success(code)
    }

    static func error(_ what: String) -> ProbeError {
        ProbeError(message: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// The TLS side of `HTTPProbe`: a client context per probe (the process exits right after).
enum TLSProbeSession {
    static func exchange(fd: Int32, request: [UInt8]) -> Result<[UInt8], HTTPProbe.ProbeError> {
        ERR_clear_error()
        guard let context = SSL_CTX_new(TLS_client_method()) else { return .failure(failure("SSL_CTX_new")) }
        defer { SSL_CTX_free(context) }
        _ = COpenSSL_SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION)
        guard let ssl = SSL_new(context) else { return .failure(failure("SSL_new")) }
        defer { SSL_free(ssl) }
        guard SSL_set_fd(ssl, fd) == 1, SSL_connect(ssl) == 1 else { return .failure(failure("TLS handshake")) }
        let written = request.withUnsafeBytes { SSL_write(ssl, $0.baseAddress, Int32($0.count)) }
        guard written == Int32(request.count) else { return .failure(failure("TLS write")) }
        let response = HTTPProbe.readStatusLine { buffer in Int(SSL_read(ssl, buffer.baseAddress, Int32(buffer.count)))
        }
        _ = SSL_shutdown(ssl)
        return response
    }

    static func failure(_ what: String) -> HTTPProbe.ProbeError {
        HTTPProbe.ProbeError(message: TLSError.latest(what).message)
    }
}
