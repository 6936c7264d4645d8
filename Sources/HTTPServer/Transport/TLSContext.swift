import COpenSSL

/// An OpenSSL server context: TLS 1.2 minimum, no renegotiation, no compression, ALPN
/// `http/1.1`, the configured certificate chain and key. Shared read-only by every loop
/// (OpenSSL contexts are thread-safe once set up).
final class TLSContext: @unchecked Sendable {
    let context: OpaquePointer

    init(_ configuration: TLSConfiguration) throws(TLSError) {
        ERR_clear_error()
        guard let context = SSL_CTX_new(TLS_server_method()) else { throw TLSError.latest("SSL_CTX_new") }
        self.context = context
        guard COpenSSL_SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION) == 1 else {
            throw TLSError.latest("SSL_CTX_set_min_proto_version")
        }
        SSL_CTX_set_options(
            context,
            COpenSSL_SSL_OP_NO_RENEGOTIATION() | COpenSSL_SSL_OP_NO_COMPRESSION()
                | COpenSSL_SSL_OP_CIPHER_SERVER_PREFERENCE())
        // Partial writes and moving buffers let a retried SSL_write pass the same bytes from a
        // buffer that may have been reallocated; released buffers keep idle connections small.
        _ = COpenSSL_SSL_CTX_set_mode(
            context,
            Int(
                SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER
                    | SSL_MODE_RELEASE_BUFFERS))
        guard SSL_CTX_use_certificate_chain_file(context, configuration.certificateChainPath) == 1 else {
            throw TLSError.latest("certificate \(configuration.certificateChainPath)")
        }
        guard SSL_CTX_use_PrivateKey_file(context, configuration.privateKeyPath, SSL_FILETYPE_PEM) == 1 else {
            throw TLSError.latest("private key \(configuration.privateKeyPath)")
        }
        guard SSL_CTX_check_private_key(context) == 1 else { throw TLSError.latest("key does not match certificate") }
        COpenSSL_SSL_CTX_select_alpn_http11(context)
    }

    deinit { SSL_CTX_free(context) }
}

/// A TLS setup or session failure, with OpenSSL's own error text.
public struct TLSError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    /// Describes (and clears) the calling thread's OpenSSL error queue.
    static func latest(_ what: String) -> TLSError {
        var text = what
        while case let code = ERR_get_error(), code != 0 {
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            text += ": " + String(nulTerminated: buffer)
        }
        return TLSError(message: text)
    }
}
