import HTTPServer
import Testing

@testable import LayoutService

@Suite struct RouterTests {
    @Test(
        arguments: [
            ("POST", "/v1/layout", Route.layout, nil),
            ("POST", "/v1/validate", .validate, nil),
            ("POST", "/v1/render", .render, nil),
            ("GET", "/v1/devices", .devices, nil),
            ("GET", "/v1/devices/iphone-6", .device, "iphone-6"),
            ("GET", "/healthz", .healthz, nil),
            ("GET", "/readyz", .readyz, nil),
            ("GET", "/metrics", .metrics, nil),
            ("GET", "/openapi.yaml", .openAPI, nil),
            ("HEAD", "/healthz", .healthz, nil),
            ("GET", "/v1/examples", .examples, nil),
            ("GET", "/v1/examples/seed-000-profile", .example, "seed-000-profile"),
            ("GET", "/", .playground, nil),
            ("HEAD", "/playground/app.js", .playgroundFile, "app.js")
        ] as [(String, String, Route, String?)])
    func everyRouteMatchesItsPathAndMethod(method: String, path: String, route: Route, id: String?) {
        #expect(Router.match(method: method, path: path) == .route(route, parameter: id))
    }

    @Test(arguments: [
        "", "//", "/playground", "/playground/", "/playground/a/b.js", "/v1/examples/", "/v1", "/v1/layout/",
        "/v1/devices/", "/v1/devices/a/b", "/V1/LAYOUT",
        "/v1/render/", "/healthz/"
    ])
    func unknownPathsAreNotFound(path: String) {
        #expect(Router.match(method: "GET", path: path) == .notFound)
    }

    @Test(arguments: [
        ("GET", "/v1/layout", ["POST"]),
        ("PUT", "/v1/validate", ["POST"]),
        ("GET", "/v1/render", ["POST"]),
        ("POST", "/healthz", ["GET", "HEAD"]),
        ("DELETE", "/v1/devices/iphone-6", ["GET", "HEAD"])
    ])
    func aKnownPathWithAnotherMethodListsTheAllowedOnes(method: String, path: String, allowed: [String]) {
        #expect(Router.match(method: method, path: path) == .methodNotAllowed(allowed: allowed))
    }
}

@Suite struct ServiceRequestTests {
    /// An absolute-form request routes on its path and reads its query, as origin-form does.
    @Test(arguments: ["http://localhost:8080", "HTTP://localhost", ""])
    func anAbsoluteFormTargetRoutesOnItsPath(prefix: String) throws {
        var parser = HTTPRequestParser()
        let simple = #"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|[a]|", "V:|[a]|"]}"#
        let bytes = Array(
            "POST \(prefix)/v1/lay%6Fut?device=iphone-6&orientation=landscape HTTP/1.1\r\nHost: localhost\r\nContent-Length: \(simple.utf8.count)\r\n\r\n\(simple)"
                .utf8)
        let events = parser.feed(bytes)
        guard case .head(let head)? = events.first else {
            Issue.record("no head: \(events)")
            return
        }
        let request = ServiceRequest(HTTPRequest(head: head, body: Array(simple.utf8), remoteAddress: "-"))
        #expect(request.path == "/v1/layout")
        let response = ServiceHarness().call(request)
        #expect(response.status == 200)
        #expect(response.text.contains(#""width":667"#))
    }

    @Test func optionsStarAnswersWithEveryMethodAndEveryOtherMethodOnStarIsNotFound() {
        let harness = ServiceHarness()
        let options = harness.call("OPTIONS", "*")
        #expect(options.status == 204)
        #expect(options.header("Allow") == "GET, HEAD, POST, OPTIONS")
        #expect(options.body.isEmpty)
        #expect(harness.call("GET", "*").status == 404)
        #expect(Router.match(method: "OPTIONS", path: "/v1/layout") == .methodNotAllowed(allowed: ["POST"]))
    }

    @Test func theLastRepeatedParameterWins() {
        #expect(ServiceRequest(method: "GET", target: "/?a=1&a=2").queryValue("a") == "2")
    }

    @Test func headersAreFoundWhateverTheirCase() {
        let request = ServiceRequest(method: "GET", target: "/", headers: [("content-TYPE", "application/json")])
        #expect(request.header("Content-Type") == "application/json")
    }

    @Test func theFirstOfRepeatedHeadersIsFoundAndNearMissesAreNot() {
        let request = ServiceRequest(
            method: "GET", target: "/", headers: [("content-TYPE", "a"), ("Content-Type", "b")])
        #expect(request.header("CONTENT-TYPE") == "a")
        #expect(request.header("Content-Typ") == nil)
        #expect(request.header("Content-Typf") == nil)
    }
}
