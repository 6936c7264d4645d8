import HTTPServer

/// Plugs the service into the HTTP server: converts the transport's request and response types
/// and nothing else, so the service stays testable without sockets. `adminOnly`: the admin
/// port's handler, which answers only the probes and metrics. `gzip`: the server's setting; a
/// large answer is compressed on the thread that made it (a worker), not on the event loop.
struct LayoutHTTPHandler: HTTPHandler {
    let service: LayoutService
    var adminOnly = false
    var gzip = true

    func handle(_ request: HTTPRequest, responder: HTTPResponder) {
        let head = request.head
        var serviceRequest = ServiceRequest(request)
        serviceRequest.isClientGone = { responder.isClientGone }
        service.handle(serviceRequest, remoteAddress: request.remoteAddress, adminOnly: adminOnly) {
            [gzip] response in
            responder.respond(Self.httpResponse(response).compressedOffLoop(for: head, gzip: gzip))
        }
    }

    /// The HTTP layer's own refusals as problems of their codes (`urn:layoutd:problem:…`, the
    /// reason phrase as title), counted and logged by the service like its own answers.
    func reject(_ rejection: HTTPRejection) -> HTTPResponse {
        let error = rejection.error
        let problem = Problem(
            status: error.status, code: error.code, title: HTTPStatus.reason(error.status),
            detail: error.message)
        return Self.httpResponse(
            service.rejected(
                problem, method: rejection.method, path: rejection.path,
                requestID: rejection.headers.first("X-Request-Id"), remoteAddress: rejection.remoteAddress))
    }

    static func httpResponse(_ response: ServiceResponse) -> HTTPResponse {
        HTTPResponse(
            status: response.status, headers: response.headers.map { ($0.name, $0.value) }, body: response.body)
    }
}

extension ServiceRequest {
    /// The transport's request, its target already split by the parser (any form: an
    /// absolute-form `http://host/v1/layout?device=…` routes on `/v1/layout`).
    init(_ request: HTTPRequest) {
        self.init(
            method: request.head.method, path: request.head.path,
            query: request.head.query.map { ($0.name, $0.value) },
            headers: request.head.headers.map { ($0.name, $0.value) }, body: request.body)
    }
}
