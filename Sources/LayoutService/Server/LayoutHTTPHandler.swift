import HTTPServer

/// Plugs the service into the HTTP server: converts the transport's request and response types
/// and nothing else, so the service stays testable without sockets.
struct LayoutHTTPHandler: HTTPHandler {
    let service: LayoutService

    func handle(_ request: HTTPRequest, responder: HTTPResponder) {
        let serviceRequest = ServiceRequest(
            method: request.head.method, target: request.head.target,
            headers: request.head.headers.map { ($0.name, $0.value) }, body: request.body)
        service.handle(serviceRequest, remoteAddress: request.remoteAddress) { response in
            responder.respond(HTTPResponse(status: response.status,
                                           headers: response.headers.map { ($0.name, $0.value) },
                                           body: response.body))
        }
    }
}
