/// Why a command line or environment could not become a `ServiceConfiguration`.
///
/// `layoutd` prints `message` and exits with status 2, as for any usage error.
public struct ConfigurationError: Error, Equatable, Sendable {
    /// A stable identifier: `unknown_option`, `missing_value`, `invalid_value`, `tls_incomplete`,
    /// `admin_port_taken`.
    public var code: String
    /// What was wrong, naming the option or variable and the value given.
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}
