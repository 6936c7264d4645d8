/// Every endpoint the service answers, named by its path template. The set here, the router and
/// `openapi.yaml` must agree; `RouterTests` checks the first two against the third.
package enum Route: String, CaseIterable, Sendable {
    case layout = "/v1/layout"
    case validate = "/v1/validate"
    case render = "/v1/render"
    case devices = "/v1/devices"
    case device = "/v1/devices/{id}"
    case healthz = "/healthz"
    case readyz = "/readyz"
    case metrics = "/metrics"
    case openAPI = "/openapi.yaml"

    /// The methods the route answers, as `Allow` lists them.
    package var methods: [String] {
        switch self {
        case .layout, .validate, .render: ["POST"]
        // The server answers HEAD like GET without the body.
        case .devices, .device, .healthz, .readyz, .metrics, .openAPI: ["GET", "HEAD"]
        }
    }

    /// The label metrics and logs use for requests that matched no route.
    package static let unmatchedLabel = "unmatched"
}
