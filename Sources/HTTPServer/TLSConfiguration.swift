/// Where the server's certificate and key live. When present in the configuration the server
/// speaks TLS 1.2 or 1.3 only, on the same port, with ALPN `http/1.1` and no renegotiation.
package struct TLSConfiguration: Sendable {
    /// PEM file holding the certificate, optionally followed by its chain.
    package var certificateChainPath: String
    /// PEM file holding the private key matching the certificate.
    package var privateKeyPath: String

    package init(certificateChainPath: String, privateKeyPath: String) {
        self.certificateChainPath = certificateChainPath
        self.privateKeyPath = privateKeyPath
    }
}
