import HTTPServer

/// Plugs the service into the HTTP server: converts the transport's request and response types
/// and nothing else, so the service stays testable without sockets.
struct LayoutHTTPHandler: HTTPHandler {
    let service: LayoutService

    func handle(_ request: HTTPRequest, responder: HTTPResponder) {
        service.handle(ServiceRequest(request), remoteAddress: request.remoteAddress) { response in
            responder.respond(HTTPResponse(status: response.status,
                                           headers: response.headers.map { ($0.name, $0.value) },
                                           body: response.body))
        }
    }
}

extension ServiceRequest {
    /// The transport's request, its target already split by the parser (any form: an
    /// absolute-form `http://host/v1/layout?device=…` routes on `/v1/layout`).
    init(_ request: HTTPRequest) {
        self.init(method: request.head.method, path: request.head.path,
                  query: request.head.query.map { ($0.name, $0.value) },
                  headers: request.head.headers.map { ($0.name, $0.value) }, body: request.body)
    }
}
