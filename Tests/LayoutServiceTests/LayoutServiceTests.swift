import Devices
import JSON
import Testing

@testable import LayoutService

@Suite struct LayoutServiceTests {
    @Test func healthzAnswersOK() {
        let response = ServiceHarness().call("GET", "/healthz")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.text == #"{"status":"ok"}"#)
    }

    @Test func readyzTurns503WhileDraining() {
        let harness = ServiceHarness()
        #expect(harness.call("GET", "/readyz").status == 200)
        harness.service.beginDraining()
        let response = harness.call("GET", "/readyz")
        #expect(response.status == 503)
        #expect(response.header("Content-Type") == Problem.contentType)
        #expect(harness.call("GET", "/healthz").status == 200, "liveness holds while draining")
    }

    @Test func metricsCountEarlierRequests() {
        let harness = ServiceHarness()
        _ = harness.call("GET", "/healthz")
        _ = harness.call("GET", "/nowhere")
        let response = harness.call("GET", "/metrics")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == Metrics.contentType)
        #expect(response.text.contains(#"layoutd_http_requests_total{route="/healthz",method="GET",status="200"} 1"#))
        #expect(response.text.contains(#"layoutd_http_requests_total{route="unmatched",method="GET",status="404"} 1"#))
    }

    @Test func openAPIServesTheEmbeddedDocument() {
        let response = ServiceHarness().call("GET", "/openapi.yaml")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/yaml")
        #expect(response.text == OpenAPIDocument.yaml)
    }

    @Test func anUnknownPathIsA404Problem() {
        let response = ServiceHarness().call("GET", "/v1/nothing")
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == Problem.contentType)
        #expect(response.json["status"] == .number(404))
        #expect(response.json["type"] == .string("urn:layoutd:problem:not-found"))
    }

    @Test func aWrongMethodIsA405WithAllow() {
        let response = ServiceHarness().call("DELETE", "/v1/layout")
        #expect(response.status == 405)
        #expect(response.header("Allow") == "POST")
        #expect(response.json["code"] == .string("method_not_allowed"))
    }

    @Test(arguments: ["text/plain", "image/png", "multipart/form-data; boundary=x"])
    func aNonJSONBodyIsA415(contentType: String) {
        for path in ["/v1/layout", "/v1/validate"] {
            let response = ServiceHarness().call("POST", path, headers: [("Content-Type", contentType)], body: "{}")
            #expect(response.status == 415)
            #expect(response.json["code"] == .string("unsupported_media_type"))
        }
    }

    @Test(arguments: [
        nil, "application/json", "application/json; charset=utf-8", "APPLICATION/JSON",
        "application/problem+json", "application/x-www-form-urlencoded"
    ])
    func jsonAndCurlsDefaultAreAccepted(contentType: String?) {
        #expect(LayoutService.bodyFormat(contentType, body: Array("{}".utf8)) == .json)
    }

    @Test func unreadableJSONIsA400WithLineAndColumn() {
        let response = ServiceHarness().call(
            "POST", "/v1/layout", headers: [("Content-Type", "application/json")],
            body: "{\n  \"document\": [1,,]\n}")
        #expect(response.status == 400)
        #expect(response.json["code"] == .string("unreadable_json"))
        #expect(response.json["line"] == .number(2))
        #expect(response.json["column"] != nil)
    }

    @Test(arguments: [
        "strict=maybe", "orientation=AAA", "multitasking=quarter", "keyboard=yes", "layoutDirection=up", "device=AAA"
    ])
    func aBadQueryValueIsA422WhateverTheBody(query: String) {
        let body = #"{"document":{"root":{"id":"root"}},"target":{"device":"iphone-6"}}"#
        let response = ServiceHarness().call("POST", "/v1/layout?\(query)", body: body)
        #expect(response.status == 422)
        #expect(response.json["code"] == .string("invalid_query"))
    }

    @Test func aClientRequestIdIsEchoedAndLogged() {
        let harness = ServiceHarness()
        let response = harness.call("GET", "/healthz", headers: [("X-Request-Id", "abc-123")])
        #expect(response.header("X-Request-Id") == "abc-123")
        #expect(harness.log.count == 1)
        let line = (try? JSONParser.parse(harness.log[0])) ?? .null
        #expect(line["request_id"] == .string("abc-123"))
        #expect(line["method"] == .string("GET"))
        #expect(line["path"] == .string("/healthz"))
        #expect(line["status"] == .number(200))
        #expect(line["bytes_out"] == .number(Double(response.body.count)))
        #expect(line["duration_ms"] != nil)
    }

    @Test(arguments: [nil, "", "has space", String(repeating: "x", count: 129), "tab\there"])
    func aMissingOrUnsafeRequestIdIsReplacedByAGeneratedOne(given: String?) {
        let headers = given.map { [(name: "X-Request-Id", value: $0)] } ?? []
        let id = ServiceHarness().call("GET", "/healthz", headers: headers).header("X-Request-Id") ?? ""
        #expect(id.count == 16)
        #expect(id != given)
    }

    @Test func theTextLogFormatIsOneReadableLine() {
        let harness = ServiceHarness { $0.logFormat = .text }
        _ = harness.call("GET", "/healthz", headers: [("X-Request-Id", "r1")])
        #expect(harness.log.count == 1)
        #expect(harness.log[0].contains("GET /healthz 200"))
        #expect(harness.log[0].hasSuffix("id=r1\n"))
    }
}

@Suite struct DeviceRouteTests {
    @Test func theListHasEveryCatalogDeviceInOrder() {
        let response = ServiceHarness().call("GET", "/v1/devices")
        #expect(response.status == 200)
        guard case .array(let devices)? = response.json["devices"] else {
            Issue.record("no devices array")
            return
        }
        #expect(devices.map { $0["id"] } == DeviceCatalog.standard.devices.map { .string($0.id) })
    }

    @Test(arguments: ["iphone-6", "iphone-8"])
    func oneDeviceIsFoundByIdOrAlias(name: String) {
        let response = ServiceHarness().call("GET", "/v1/devices/\(name)")
        #expect(response.status == 200)
        #expect(response.json["id"] == .string("iphone-6"))
    }

    @Test func anUnknownDeviceIsA404Problem() {
        let response = ServiceHarness().call("GET", "/v1/devices/iphone-99")
        #expect(response.status == 404)
        #expect(response.json["code"] == .string("unknown_device"))
    }
}
