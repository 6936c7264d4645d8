import HTTPServer

/// `layoutd --healthcheck`: asks the server that the same flags and environment describe —
/// host, port, TLS — for `GET /healthz`, so a container's `HEALTHCHECK` follows the
/// configuration instead of hard-coding `http://127.0.0.1:8080`. With an admin port
/// (`--admin-port`, not 0) the probe goes there, over plain HTTP: that port keeps connections of
/// its own, so a public port that clients hold full does not make a working server unhealthy.
public enum HealthCheck {
    /// Docker's `HEALTHCHECK --timeout` in the Dockerfile is 2 s; the probe gives up first.
    static let timeoutMilliseconds = 1_500

    /// The probe's URL for `configuration`, for messages.
    public static func url(_ configuration: ServiceConfiguration) -> String {
        let host = address(configuration.host)
        let authority = host.contains(":") ? "[\(host)]" : host
        let (port, tls) = endpoint(configuration)
        return "\(tls ? "https" : "http")://\(authority):\(port)/healthz"
    }

    /// Success when `/healthz` answers 200; otherwise what went wrong, in one line.
    public static func run(_ configuration: ServiceConfiguration) -> Result<Void, HTTPProbe.ProbeError> {
        let (port, tls) = endpoint(configuration)
        let probe = HTTPProbe.get(
            host: address(configuration.host), port: port, path: "/healthz",
            tls: tls, timeoutMilliseconds: timeoutMilliseconds)
        return probe.flatMap { status in
            status == 200 ? .success(()) : .failure(HTTPProbe.ProbeError(message: "/healthz answered \(status)"))
        }
    }

    /// The port probed and whether over TLS: the admin port when one is set (an ephemeral one,
    /// 0, cannot be known from the flags), else the port.
    static func endpoint(_ configuration: ServiceConfiguration) -> (port: Int, tls: Bool) {
        if let admin = configuration.adminPort, admin != 0 { return (admin, false) }
        return (configuration.port, configuration.tlsCertificatePath != nil)
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
