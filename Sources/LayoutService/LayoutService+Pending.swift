import LayoutModel

// Seams for the parts that land from other branches: the engine.
// Replaced by LayoutService+Layout.swift once it exists.
extension LayoutService {
    /// Runs on a worker: the parsed body → the route's answer.
    func answer(_ body: JSONValue, request: ServiceRequest, validateOnly: Bool, strict: Bool,
                context: WorkContext) -> ServiceResponse {
        Problem(status: 501, code: "not_implemented", title: "Not Implemented", detail: "The engine is not wired yet.").response
    }
}
