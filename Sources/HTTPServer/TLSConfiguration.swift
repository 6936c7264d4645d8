/// Where the server's certificate and key live. When present in the configuration the server
/// speaks TLS 1.2 or 1.3 only, on the same port, with ALPN `http/1.1` and no renegotiation.
public struct TLSConfiguration: Sendable {
    /// PEM file holding the certificate, optionally followed by its chain.
    public var certificateChainPath: String
    /// PEM file holding the private key matching the certificate.
    public var privateKeyPath: String

    public init(certificateChainPath: String, privateKeyPath: String) {
        self.certificateChainPath = certificateChainPath
        self.privateKeyPath = privateKeyPath
    }
}
