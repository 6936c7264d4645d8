import LayoutModel

// Seams for the parts that land from other branches: the device catalog and the engine.
// Replaced by LayoutService+Devices.swift and LayoutService+Layout.swift once they exist.
extension LayoutService {
    func devicesResponse() -> ServiceResponse {
        Problem(status: 501, code: "not_implemented", title: "Not Implemented", detail: "The catalog is not wired yet.").response
    }

    func deviceResponse(id: String) -> ServiceResponse { devicesResponse() }

    /// Runs on a worker: the parsed body → the route's answer.
    func answer(_ body: JSONValue, request: ServiceRequest, validateOnly: Bool, strict: Bool,
                context: WorkContext) -> ServiceResponse {
        devicesResponse()
    }
}
