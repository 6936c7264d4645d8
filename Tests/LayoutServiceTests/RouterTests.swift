import Testing
@testable import LayoutService

@Suite struct RouterTests {
    @Test(arguments: [
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
        ("HEAD", "/playground/app.js", .playgroundFile, "app.js"),
    ] as [(String, String, Route, String?)])
    func everyRouteMatchesItsPathAndMethod(method: String, path: String, route: Route, id: String?) {
        #expect(Router.match(method: method, path: path) == .route(route, parameter: id))
    }

    @Test(arguments: ["", "//", "/playground", "/playground/", "/playground/a/b.js", "/v1/examples/", "/v1", "/v1/layout/", "/v1/devices/", "/v1/devices/a/b", "/V1/LAYOUT",
                      "/v1/render/", "/healthz/"])
    func unknownPathsAreNotFound(path: String) {
        #expect(Router.match(method: "GET", path: path) == .notFound)
    }

    @Test(arguments: [
        ("GET", "/v1/layout", ["POST"]),
        ("PUT", "/v1/validate", ["POST"]),
        ("GET", "/v1/render", ["POST"]),
        ("POST", "/healthz", ["GET", "HEAD"]),
        ("DELETE", "/v1/devices/iphone-6", ["GET", "HEAD"]),
    ])
    func aKnownPathWithAnotherMethodListsTheAllowedOnes(method: String, path: String, allowed: [String]) {
        #expect(Router.match(method: method, path: path) == .methodNotAllowed(allowed: allowed))
    }
}

@Suite struct ServiceRequestTests {
    @Test func theTargetSplitsIntoADecodedPathAndQuery() {
        let request = ServiceRequest(method: "POST", target: "/v1/lay%6Fut?device=iphone-6&orientation=land+scape&x=%E2%9C%93&flag")
        #expect(request.path == "/v1/layout")
        #expect(request.queryValue("device") == "iphone-6")
        #expect(request.queryValue("orientation") == "land scape")
        #expect(request.queryValue("x") == "✓")
        #expect(request.queryValue("flag") == "")
        #expect(request.queryValue("missing") == nil)
    }

    @Test func theLastRepeatedParameterWins() {
        #expect(ServiceRequest(method: "GET", target: "/?a=1&a=2").queryValue("a") == "2")
    }

    @Test(arguments: ["%", "%4", "%zz", "100%"])
    func malformedEscapesStayAsWritten(raw: String) {
        #expect(ServiceRequest(method: "GET", target: "/?q=\(raw)").queryValue("q") == raw)
    }

    @Test func headersAreFoundWhateverTheirCase() {
        let request = ServiceRequest(method: "GET", target: "/", headers: [("content-TYPE", "application/json")])
        #expect(request.header("Content-Type") == "application/json")
    }

    @Test func theFirstOfRepeatedHeadersIsFoundAndNearMissesAreNot() {
        let request = ServiceRequest(method: "GET", target: "/", headers: [("content-TYPE", "a"), ("Content-Type", "b")])
        #expect(request.header("CONTENT-TYPE") == "a")
        #expect(request.header("Content-Typ") == nil)
        #expect(request.header("Content-Typf") == nil)
    }

    @Test func onlyASCIILettersFoldCase() {
        // '@' (0x40) and '`' (0x60) differ only by the case bit, as do '[' and '{'; neither pair is letters.
        #expect(!"@".equalsIgnoringASCIICase("`"))
        #expect(!"[".equalsIgnoringASCIICase("{"))
        #expect("x-Request-ID".equalsIgnoringASCIICase("X-REQUEST-id"))
        #expect(!"é".equalsIgnoringASCIICase("É"))
    }

    @Test func aPlusInThePathIsNotASpace() {
        let request = ServiceRequest(method: "GET", target: "/a+b?x=1+2")
        #expect(request.path == "/a+b")
        #expect(request.queryValue("x") == "1 2")
    }
}
