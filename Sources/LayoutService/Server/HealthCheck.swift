import HTTPServer

/// `layoutd --healthcheck`: asks the server that the same flags and environment describe —
/// host, port, TLS — for `GET /healthz`, so a container's `HEALTHCHECK` follows the
/// configuration instead of hard-coding `http://127.0.0.1:8080`.
package enum HealthCheck {
    /// Docker's `HEALTHCHECK --timeout` in the Dockerfile is 2 s; the probe gives up first.
    static let timeoutMilliseconds = 1_500

    /// The probe's URL for `configuration`, for messages.
    package static func url(_ configuration: ServiceConfiguration) -> String {
        let host = address(configuration.host)
        let authority = host.contains(":") ? "[\(host)]" : host
        return "\(configuration.tlsCertificatePath == nil ? "http" : "https")://\(authority):\(configuration.port)/healthz"
    }

    /// Success when `/healthz` answers 200; otherwise what went wrong, in one line.
    package static func run(_ configuration: ServiceConfiguration) -> Result<Void, HTTPProbe.ProbeError> {
        let probe = HTTPProbe.get(host: address(configuration.host), port: configuration.port, path: "/healthz",
                                  tls: configuration.tlsCertificatePath != nil, timeoutMilliseconds: timeoutMilliseconds)
        return probe.flatMap { status in
            status == 200 ? .success(()) : .failure(HTTPProbe.ProbeError(message: "/healthz answered \(status)"))
        }
    }

    /// Where to connect for a listen address: the loopback of the same family for a wildcard.
    static func address(_ host: String) -> String {
        switch host {
        case "0.0.0.0": "127.0.0.1"
        case "::", "[::]": "::1"
        default: host
        }
    }
}
