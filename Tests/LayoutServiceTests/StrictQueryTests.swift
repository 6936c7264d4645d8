import Devices
import Testing

@testable import LayoutService

/// Queries are as strict as bodies. An unknown parameter of a layout route
/// is a 422 with a "did you mean" (silently ignored, `?orientaton=landscape` would answer portrait); device ids
/// and aliases match in any case, in the path, the query and the body.
@Suite("an unknown query parameter answers 422 with the closest name")
struct StrictQueryTests {
    static let profile = #"{"root":{"id":"root","subviews":[{"id":"a"}]},"constraints":["H:|[a]|","V:|[a]|"]}"#

    /// The messages of a problem answer's `errors`.
    static func messages(_ response: ServiceResponse) -> [String] {
        guard case .array(let errors)? = response.json["errors"] else { return [] }
        return errors.compactMap { if case .string(let message)? = $0["message"] { message } else { nil } }
    }

    @Test func aMisspeltParameterIsA422ThatSuggestsTheRightOne() {
        let response = ServiceHarness().call(
            "POST", "/v1/layout?device=iphone-6&orientaton=landscape", body: Self.profile)
        #expect(response.status == 422)
        #expect(response.json["code"] == .string("invalid_query"))
        #expect(
            Self.messages(response) == [
                "unknown query parameter 'orientaton'; did you mean 'orientation'? "
                    + "/v1/layout takes: device, devices, scene, strict, orientation, multitasking, keyboard, layoutDirection, "
                    + "orientations"
            ])
    }

    @Test(arguments: ["/v1/layout", "/v1/validate", "/v1/render"])
    func everyLayoutRouteRefusesAnUnknownParameter(path: String) {
        let response = ServiceHarness().call("POST", "\(path)?device=iphone-6&zoom=2", body: Self.profile)
        #expect(response.status == 422)
        let message = Self.messages(response).first ?? ""
        #expect(message.hasPrefix("unknown query parameter 'zoom'; \(path) takes: device, "))
        #expect(!message.contains("did you mean"))
    }

    @Test func aRepeatedUnknownParameterIsReportedOnceAndBadValuesStillAre() {
        let response = ServiceHarness().call(
            "POST", "/v1/layout?Device=iphone-6&Device=x&keyboard=yes", body: Self.profile)
        #expect(response.status == 422)
        let messages = Self.messages(response)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("unknown query parameter 'Device'; did you mean 'device'?") == true)
        #expect(messages.last == "query parameter 'keyboard' must be one of true, false, not 'yes'")
    }

    @Test func wholeContentBelongsToRenderOnly() {
        let harness = ServiceHarness()
        #expect(harness.call("POST", "/v1/render?device=iphone-6&wholeContent=true", body: Self.profile).status == 200)
        let layout = harness.call("POST", "/v1/layout?device=iphone-6&wholeContent=true", body: Self.profile)
        #expect(layout.status == 422)
        #expect(
            Self.messages(layout).first?.hasPrefix("unknown query parameter 'wholeContent'; /v1/layout takes:") == true)
        #expect(harness.call("POST", "/v1/render?device=iphone-6&wholeContent=maybe", body: Self.profile).status == 422)
    }

    /// The query takes every value the model's traits have, and names them all when refusing one.
    @Test func aQueryTakesEveryTraitValueTheModelHas() {
        let harness = ServiceHarness()
        let values =
            Orientation.allCases.map { "orientation=\($0.rawValue)" }
            + Multitasking.allCases.map { "orientation=landscape&multitasking=\($0.rawValue)" }
            + LayoutDirection.allCases.map { "layoutDirection=\($0.rawValue)" }
        for value in values {
            let response = harness.call("POST", "/v1/layout?device=ipad-9-7&\(value)", body: Self.profile)
            #expect(response.status == 200, "\(value)")
        }
        let refused = harness.call("POST", "/v1/layout?device=ipad-9-7&multitasking=quarter", body: Self.profile)
        #expect(refused.status == 422)
        #expect(
            Self.messages(refused) == [
                "query parameter 'multitasking' must be one of "
                    + Multitasking.allCases.map(\.rawValue).joined(separator: ", ") + ", not 'quarter'"
            ])
    }

    @Test func theGetRoutesIgnoreTheirQuery() {
        #expect(ServiceHarness().call("GET", "/v1/devices/iphone-6?x=1").status == 200)
    }

    @Test(arguments: ["iPhone-6", "IPHONE-6", "iphone-6", "iPhone-6S"])
    func aDeviceIsFoundInAnyCase(name: String) {
        let response = ServiceHarness().call("GET", "/v1/devices/\(name)")
        #expect(response.status == 200)
        // The answer is the catalog's device, spelt as the catalog spells it (6s is an alias).
        #expect(response.json["id"] == .string("iphone-6"))
    }

    @Test func queryAndBodyTargetsNameDevicesInAnyCase() {
        let harness = ServiceHarness()
        let query = harness.call("POST", "/v1/layout?device=IPHONE-6&orientation=landscape", body: Self.profile)
        #expect(query.status == 200)
        let body = #"{"document": \#(Self.profile), "targets": [{"device": "iPhone-6"}], "states": []}"#
        let wrapped = harness.call("POST", "/v1/layout", body: body)
        #expect(wrapped.status == 200)
        let cross = #"{"document": \#(Self.profile), "devices": ["IPhone-X"], "orientations": ["portrait"]}"#
        #expect(harness.call("POST", "/v1/layout", body: cross).status == 200)
        // The echoed target is the catalog's id.
        guard case .array(let results)? = query.json["results"], let first = results.first else {
            Issue.record("no results")
            return
        }
        #expect(first["target"]?["device"] == .string("iphone-6"))
    }
}
