/// Every endpoint the service answers, named by its path template. The set here, the router and
/// `openapi.yaml` must agree; `RouterTests` checks the first two against the third.
public enum Route: String, CaseIterable, Sendable {
    case layout = "/v1/layout"
    case validate = "/v1/validate"
    case render = "/v1/render"
    case devices = "/v1/devices"
    case device = "/v1/devices/{id}"
    case healthz = "/healthz"
    case readyz = "/readyz"
    case metrics = "/metrics"
    case openAPI = "/openapi.yaml"
    case examples = "/v1/examples"
    case example = "/v1/examples/{name}"
    /// The browser playground: its page and the files the page loads (playground/).
    case playground = "/"
    case playgroundFile = "/playground/{file}"

    /// The methods the route answers, as `Allow` lists them.
    public var methods: [String] {
        switch self {
        case .layout, .validate, .render: ["POST"]
        // The server answers HEAD like GET without the body.
        case .devices, .device, .healthz, .readyz, .metrics, .openAPI, .examples, .example, .playground,
            .playgroundFile:
            ["GET", "HEAD"]
        }
    }

    /// For a template ending in one `{parameter}` segment, the path up to it (`/v1/devices/`).
    var parameterPrefix: Substring? {
        guard rawValue.hasSuffix("}"), let open = rawValue.utf8.lastIndex(of: UInt8(ascii: "{")) else { return nil }
        return rawValue[..<open]
    }

    /// The label metrics and logs use for requests that matched no route.
    public static let unmatchedLabel = "unmatched"
}
