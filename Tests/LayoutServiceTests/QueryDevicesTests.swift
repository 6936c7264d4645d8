import Devices
import JSON
import TestSupport
import Testing

@testable import LayoutService

/// `?devices=` names several targets where a body cannot (a bare document, an Interface Builder
/// file): catalog ids separated by commas, or `all`, each in both orientations unless
/// `orientations` narrows them — the body's `devices` and `orientations`, in one request.
@Suite struct QueryDevicesTests {
    static let storyboard = "examples/ib-sign-in.storyboard"
    static let bare = #"{"root":{"id":"root","subviews":[{"id":"a"}]},"constraints":["H:|[a]|","V:|[a]|"]}"#

    static func post(_ target: String, _ body: [UInt8], contentType: String) -> ServiceResponse {
        ServiceHarness().call(
            ServiceRequest(method: "POST", target: target, headers: [("Content-Type", contentType)], body: body))
    }

    static func storyboardBytes() throws -> [UInt8] {
        try #require(readFile(repositoryRoot + "/" + storyboard), "\(storyboard) is readable")
    }

    /// `device/orientation` of each result, in order.
    static func targets(_ response: ServiceResponse) -> [String] {
        guard case .array(let results)? = response.json["results"] else { return [] }
        return results.map { result in
            guard case .string(let device)? = result["target"]?["device"],
                case .string(let orientation)? = result["target"]?["orientation"]
            else { return "?" }
            return "\(device)/\(orientation)"
        }
    }

    @Test func anInterfaceBuilderFileIsLaidOutOnEveryCatalogDeviceInOneRequest() throws {
        let response = Self.post("/v1/layout?devices=all", try Self.storyboardBytes(), contentType: "application/xml")
        #expect(response.status == 200, "\(response.text)")
        let expected = DeviceCatalog.standard.devices.flatMap { ["\($0.id)/portrait", "\($0.id)/landscape"] }
        #expect(Self.targets(response) == expected)
    }

    @Test func aBareDocumentTakesAListOfDevicesAndOrientationsInAnyCase() {
        let response = Self.post(
            "/v1/layout?devices=iphone-5,IPAD-PRO-11&orientations=Landscape", Array(Self.bare.utf8),
            contentType: "application/json")
        #expect(response.status == 200, "\(response.text)")
        #expect(Self.targets(response) == ["iphone-5/landscape", "ipad-pro-11/landscape"])
    }

    @Test func validateAndRenderTakeTheListToo() throws {
        let validate = Self.post(
            "/v1/validate?devices=iphone-5,iphone-x", try Self.storyboardBytes(), contentType: "application/xml")
        #expect(validate.status == 200, "\(validate.text)")
        guard case .array(let checked)? = validate.json["targets"] else {
            Issue.record("no targets: \(validate.text)")
            return
        }
        #expect(checked.count == 4)
        let render = Self.post(
            "/v1/render?devices=iphone-5&orientations=portrait", Array(Self.bare.utf8), contentType: "application/json")
        #expect(render.status == 200, "\(render.text)")
        #expect(render.text.contains("<svg"))
    }

    @Test(arguments: [
        ("device=iphone-6&devices=iphone-5", "give the targets one way: 'device' (one screen) or 'devices'"),
        ("devices=iphone-99", "query parameter 'devices': unknown device 'iphone-99'"),
        ("devices=iphone-5,,iphone-6", "query parameter 'devices' lists catalog device ids separated by commas"),
        ("devices=", "query parameter 'devices' lists catalog device ids separated by commas"),
        ("orientations=landscape", "query parameter 'orientations' goes with 'devices'"),
        (
            "devices=iphone-6&orientations=portrait,sideways",
            "query parameter 'orientations' lists portrait, landscape, not 'sideways'"
        ),
        ("devices=iphone-6&keyboard=true", "query parameter 'keyboard' describes the one screen of 'device'"),
        ("devices=iphone-6&orientation=landscape", "query parameter 'orientation' describes the one screen of 'device'")
    ])
    func aWrongListIsA422ThatSaysWhy(query: String, message: String) throws {
        for (body, type) in [(Array(Self.bare.utf8), "application/json"), (try Self.storyboardBytes(), "text/xml")] {
            let response = Self.post("/v1/layout?" + query, body, contentType: type)
            #expect(response.status == 422, "\(type): \(response.text)")
            #expect(response.json["code"] == .string("invalid_query"), "\(type): \(response.text)")
            #expect(response.text.contains(message), "\(type): \(response.text)")
        }
    }
}
