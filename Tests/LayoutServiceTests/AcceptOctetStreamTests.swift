import LayoutService
import Testing

/// openapi.yaml lists `application/octet-stream` beside SVG and YAML so that client generators
/// that know neither keep those bodies as bytes: a client that asks for it gets it, the same bytes.
@Suite struct AcceptOctetStreamTests {
    static let simple = LayoutRouteTests.simple

    @Test func aRenderAskedForAsOctetStreamIsTheSameSVGLabelledAsBytes() {
        let harness = ServiceHarness()
        let target = "/v1/render?device=iphone-6&orientation=portrait"
        let svg = harness.call("POST", target, body: Self.simple)
        let bytes = harness.call("POST", target, headers: [("Accept", "application/octet-stream")], body: Self.simple)
        #expect(bytes.status == 200)
        #expect(bytes.header("Content-Type") == "application/octet-stream")
        #expect(bytes.body == svg.body)
    }

    @Test func theDescriptionAskedForAsOctetStreamIsTheSameYAMLLabelledAsBytes() {
        let harness = ServiceHarness()
        let yaml = harness.call("GET", "/openapi.yaml")
        let bytes = harness.call(
            "GET", "/openapi.yaml", headers: [("accept", "text/html, application/octet-stream;q=0.9")])
        #expect(bytes.header("Content-Type") == "application/octet-stream")
        #expect(bytes.body == yaml.body)
    }

    @Test(arguments: ["image/svg+xml, application/octet-stream", "*/*", "image/*;q=0.5, application/octet-stream", ""])
    func anAcceptThatCoversSVGKeepsSVG(accept: String) {
        let response = ServiceHarness().call(
            "POST", "/v1/render?device=iphone-6&orientation=portrait", headers: [("Accept", accept)], body: Self.simple)
        #expect(response.header("Content-Type") == "image/svg+xml")
    }

    @Test func aProblemIsNeverRelabelled() {
        let response = ServiceHarness().call(
            "POST", "/v1/render?device=nokia", headers: [("Accept", "application/octet-stream")], body: Self.simple)
        #expect(response.status == 422)
        #expect(response.header("Content-Type") == "application/problem+json")
    }
}
