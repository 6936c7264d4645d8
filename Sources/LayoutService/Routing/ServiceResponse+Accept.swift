import Primitives

extension ServiceResponse {
    /// The same bytes labelled `application/octet-stream` when the client's `Accept` names that
    /// type and neither the body's own type nor a range covering it (`image/*`, `*/*`).
    /// `openapi.yaml` lists both types for the wireframe and the description so that client
    /// generators that know neither SVG nor YAML keep the body as bytes; this is what makes that
    /// listing true. Quality values are not weighed: a range named at all counts. O(|Accept|).
    public func labelled(accepting accept: String?) -> ServiceResponse {
        guard status == 200, let accept, let own = header("Content-Type")?.split(separator: ";").first else {
            return self
        }
        let ranges = accept.split(separator: ",").compactMap { $0.split(separator: ";").first?.trimmingSpaces() }
        func names(_ range: some StringProtocol) -> Bool { ranges.contains { $0.equalsIgnoringASCIICase(range) } }
        let major = own.split(separator: "/").first.map { "\($0)/*" } ?? own
        guard names("application/octet-stream"), !names(own), !names(major), !names("*/*") else { return self }
        var relabelled = self
        relabelled.headers.removeAll { $0.name.equalsIgnoringASCIICase("Content-Type") }
        relabelled.headers.insert(("Content-Type", "application/octet-stream"), at: 0)
        return relabelled
    }
}
