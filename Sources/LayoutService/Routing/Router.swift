/// Maps a method and a decoded path to a route, or to the 404/405 answer.
///
/// Paths match exactly (no trailing-slash or case folding): one resource, one URL.
package enum Router {
    package enum Match: Equatable, Sendable {
        /// `deviceID` is the `{id}` segment of `/v1/devices/{id}`, percent-decoded.
        case route(Route, deviceID: String?)
        /// The path exists but not for this method: 405 with `Allow: allowed`.
        case methodNotAllowed(allowed: [String])
        case notFound
        /// `OPTIONS *`, a question about the server as a whole (RFC 9110 §9.3.7): answered with
        /// `Allow: allowed`, every method some route takes.
        case serverOptions(allowed: [String])
    }

    /// What `OPTIONS *` lists: the methods of every route, then OPTIONS itself.
    package static let serverMethods = ["GET", "HEAD", "POST", "OPTIONS"]

    /// O(routes).
    package static func match(method: String, path: String) -> Match {
        if path == "*" { return method == "OPTIONS" ? .serverOptions(allowed: serverMethods) : .notFound }
        let found: (Route, String?)?
        let devicesPrefix = Route.devices.rawValue + "/"
        if path.hasPrefix(devicesPrefix), path.count > devicesPrefix.count {
            let id = String(path.dropFirst(devicesPrefix.count))
            found = id.contains("/") ? nil : (.device, id)
        } else {
            found = Route.allCases.first { $0.rawValue == path && $0 != .device }.map { ($0, nil) }
        }
        guard let (route, id) = found else { return .notFound }
        guard route.methods.contains(method) else { return .methodNotAllowed(allowed: route.methods) }
        return .route(route, deviceID: id)
    }
}
