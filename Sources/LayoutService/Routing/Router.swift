/// Maps a method and a decoded path to a route, or to the 404/405 answer.
///
/// Paths match exactly (no trailing-slash or case folding): one resource, one URL.
public enum Router {
    public enum Match: Equatable, Sendable {
        /// `parameter` is the path's last segment, percent-decoded, for a template that ends in
        /// one (`{id}` of `/v1/devices/{id}`); nil for the others.
        case route(Route, parameter: String?)
        /// The path exists but not for this method: 405 with `Allow: allowed`.
        case methodNotAllowed(allowed: [String])
        case notFound
        /// `OPTIONS *`, a question about the server as a whole (RFC 9110 §9.3.7): answered with
        /// `Allow: allowed`, every method some route takes.
        case serverOptions(allowed: [String])
    }

    /// What `OPTIONS *` lists: the methods of every route, then OPTIONS itself.
    public static let serverMethods = ["GET", "HEAD", "POST", "OPTIONS"]

    /// O(routes).
    public static func match(method: String, path: String) -> Match {
        if path == "*" { return method == "OPTIONS" ? .serverOptions(allowed: serverMethods) : .notFound }
        var found: (Route, String?)?
        for route in Route.allCases {
            if let prefix = route.parameterPrefix {
                guard path.hasPrefix(prefix), path.utf8.count > prefix.utf8.count else { continue }
                let parameter = path.dropFirst(prefix.count)
                if !parameter.contains("/") { found = (route, String(parameter)) }
            } else if route.rawValue == path {
                found = (route, nil)
            }
            if found != nil { break }
        }
        guard let (route, parameter) = found else { return .notFound }
        guard route.methods.contains(method) else { return .methodNotAllowed(allowed: route.methods) }
        return .route(route, parameter: parameter)
    }
}
