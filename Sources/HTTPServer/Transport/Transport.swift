import COpenSSL
import Glibc

/// The byte pipe under one connection: the plain socket or a TLS session over it. The only code
/// that reads, writes or calls `SSL_*` for a connection.
///
/// TLS keeps its own wants: a read may need the socket writable (TLS 1.3 key updates) and a write
/// may need it readable, so the loop asks `needsReadable`/`needsWritable` after every call.
final class Transport {
    enum ReadOutcome {
        case bytes(Int)
        case wouldBlock
        case endOfStream
        case failed
    }

    let fd: Int32
    private var ssl: OpaquePointer?
    private(set) var handshakeComplete: Bool
    /// The last TLS call stopped on SSL_ERROR_WANT_READ / WANT_WRITE.
    private(set) var tlsWantsRead = false
    private(set) var tlsWantsWrite = false

    init(fd: Int32, tls: TLSContext?) {
        self.fd = fd
        if let tls, let ssl = SSL_new(tls.context) {
            SSL_set_fd(ssl, fd)
            SSL_set_accept_state(ssl)
            self.ssl = ssl
            handshakeComplete = false
        } else {
            handshakeComplete = tls == nil
        }
    }

    deinit { if let ssl { SSL_free(ssl) } }

    var isTLS: Bool { ssl != nil }

    /// Drives the handshake. Returns false when it failed (bad client, TLS 1.1, garbage).
    func continueHandshake() -> Bool {
        guard let ssl, !handshakeComplete else { return true }
        ERR_clear_error()
        let result = SSL_do_handshake(ssl)
        if result == 1 {
            handshakeComplete = true
            tlsWantsRead = false
            tlsWantsWrite = false
            return true
        }
        return noteWant(SSL_get_error(ssl, result))
    }

    /// Reads into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> ReadOutcome {
        if let ssl {
            ERR_clear_error()
            let result = SSL_read(ssl, buffer.baseAddress, Int32(buffer.count))
            if result > 0 {
                tlsWantsRead = false
                tlsWantsWrite = false
                return .bytes(Int(result))
            }
            let error = SSL_get_error(ssl, result)
            if error == SSL_ERROR_ZERO_RETURN { return .endOfStream }
            if noteWant(error) { return .wouldBlock }
            ERR_clear_error()
            return .failed
        }
        return discard(into: buffer)
    }

    /// Writes from `bytes`; returns how many went out (0 when it would block), nil on failure.
    func write(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard bytes.count > 0 else { return 0 }
        if let ssl {
            ERR_clear_error()
            let result = SSL_write(ssl, bytes.baseAddress, Int32(min(bytes.count, Int(Int32.max))))
            if result > 0 {
                tlsWantsRead = false
                tlsWantsWrite = false
                return Int(result)
            }
            if noteWant(SSL_get_error(ssl, result)) { return 0 }
            ERR_clear_error()
            return nil
        }
        do {
            switch try syscall("send", { send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }) {
            case .done(let n): return n
            case .wouldBlock: return 0
            }
        } catch {
            return nil
        }
    }

    /// Decrypted bytes OpenSSL holds that epoll cannot see.
    var hasBufferedPlaintext: Bool {
        guard let ssl, handshakeComplete else { return false }
        return SSL_pending(ssl) > 0
    }

    /// Reads raw socket bytes: the plain-HTTP read, and after the half-close the bytes to throw
    /// away (TLS records included: we no longer decrypt them).
    func discard(into buffer: UnsafeMutableRawBufferPointer) -> ReadOutcome {
        do {
            switch try syscall("read", { Glibc.read(fd, buffer.baseAddress, buffer.count) }) {
            case .done(0): return .endOfStream
            case .done(let n): return .bytes(n)
            case .wouldBlock: return .wouldBlock
            }
        } catch {
            return .failed
        }
    }

    /// Starts the close: a TLS close_notify (once, not waiting for the peer's), then a TCP
    /// half-close so the peer reads our last response before it sees the end.
    func shutdownWrite(clean: Bool) {
        if let ssl, clean && handshakeComplete {
            ERR_clear_error()
            SSL_shutdown(ssl)
            ERR_clear_error()
        }
        Glibc.shutdown(fd, Int32(SHUT_WR))
    }

    /// Records WANT_READ / WANT_WRITE; false for any other (fatal) outcome.
    private func noteWant(_ error: Int32) -> Bool {
        switch error {
        case SSL_ERROR_WANT_READ:
            tlsWantsRead = true
            tlsWantsWrite = false
            return true
        case SSL_ERROR_WANT_WRITE:
            tlsWantsWrite = true
            tlsWantsRead = false
            return true
        default:
            ERR_clear_error()
            return false
        }
    }
}
