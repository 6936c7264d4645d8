import CLinux
import Glibc

/// Socket setup and the accept call; everything here is non-blocking and close-on-exec.
enum Socket {
    /// A listening socket on `host:port`. SO_REUSEADDR only (restarts do not wait for TIME_WAIT);
    /// never SO_REUSEPORT, so a port some other socket listens on is EADDRINUSE.
    static func listen(host: String, port: Int, backlog: Int32 = 1024) throws(SystemError) -> Int32 {
        var storage = sockaddr_storage()
        var length: socklen_t
        let family: Int32
        if host.contains(":") {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else {
                throw SystemError(errno: EINVAL, call: "inet_pton(\(host))")
            }
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in6.self) }
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            family = AF_INET6
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
                throw SystemError(errno: EINVAL, call: "inet_pton(\(host))")
            }
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in.self) }
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            family = AF_INET
        }
        let fd = try checkedSyscall("socket") {
            socket(
                family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        }
        do {
            try setOption(fd, SOL_SOCKET, SO_REUSEADDR, 1)
            try checkedSyscall("bind(\(host):\(port))") {
                withUnsafePointer(to: &storage) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
                }
            }
            try checkedSyscall("listen") { Glibc.listen(fd, backlog) }
        } catch {
            close(fd)
            throw error
        }
        return fd
    }

    static func setOption(_ fd: Int32, _ level: Int32, _ name: Int32, _ value: Int32) throws(SystemError) {
        var value = value
        try checkedSyscall("setsockopt(\(name))") {
            setsockopt(fd, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
        }
    }

    /// The port a socket is bound to (for port 0).
    static func localPort(_ fd: Int32) throws(SystemError) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        try checkedSyscall("getsockname") {
            withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
        }
        return describe(storage).port
    }

    /// Accepts one connection, non-blocking and close-on-exec, with TCP_NODELAY and, when
    /// `sendBufferBytes` is given, that `SO_SNDBUF`. Returns the peer's host and `host:port`.
    static func accept(_ listener: Int32, sendBufferBytes: Int?) throws(SystemError)
        -> IOResult<(fd: Int32, host: String, address: String)>
    {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = try syscall("accept4") {
            withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    CLinux_accept4(listener, $0, &length, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
                }
            }
        }
        guard case .done(let fd) = result else { return .wouldBlock }
        var one: Int32 = 1
        // Small responses must not wait for Nagle; failure only costs latency.
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        if let sendBufferBytes {
            // Failure leaves the kernel's size: more memory for a non-reader, nothing worse.
            var size = Int32(clamping: sendBufferBytes)
            _ = setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        let peer = describe(storage)
        return .done(
            (fd, peer.host, peer.host.contains(":") ? "[\(peer.host)]:\(peer.port)" : "\(peer.host):\(peer.port)"))
    }

    static func describe(_ storage: sockaddr_storage) -> (host: String, port: Int) {
        var storage = storage
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafeBytes(of: &storage) { raw in
                var address = raw.load(as: sockaddr_in.self)
                inet_ntop(AF_INET, &address.sin_addr, &text, socklen_t(text.count))
                return (String(nulTerminated: text), Int(UInt16(bigEndian: address.sin_port)))
            }
        case AF_INET6:
            return withUnsafeBytes(of: &storage) { raw in
                var address = raw.load(as: sockaddr_in6.self)
                inet_ntop(AF_INET6, &address.sin6_addr, &text, socklen_t(text.count))
                return (String(nulTerminated: text), Int(UInt16(bigEndian: address.sin6_port)))
            }
        default:
            return ("unknown", 0)
        }
    }
}

extension String {
    /// The text of a C character buffer up to its first NUL (inet_ntop, ERR_error_string_n).
    init(nulTerminated buffer: [CChar]) {
        self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
