import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Geometry
@testable import JSON
@testable import Requests

/// Names are as strict in documents as in queries: a VFL typo gets a "did you mean" as an expression's
/// unknown item does, and device names match in any case wherever a document or a body names
/// one (the service's query checks are `Tests/LayoutServiceTests/StrictQueryTests.swift`).
@Suite("a misspelt name in a document or body gets a did-you-mean")
struct StrictNamesTests {
    static func misspelt(_ format: String) -> String {
        #"""
        {"root": {"id": "root", "subviews": [{"id": "button"}, {"id": "label"}]},
         "constraints": ["\#(format)"]}
        """#
    }

    @Test func aVisualFormatTypoSuggestsTheViewItMeant() throws {
        let result = try EngineFixture.solve(Self.misspelt("H:|-[buton]-|"))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == DiagnosticCode.vflSyntax)
        #expect(diagnostic.message == "buton is not a key in the views dictionary.")
        #expect(diagnostic["item"] == .string("buton"))
        guard case .string(let hint)? = diagnostic["hint"] else {
            Issue.record("no hint")
            return
        }
        #expect(hint.hasPrefix(#"Did you mean "button"? Check the format"#))
    }

    @Test func theLegacyGuidesAreSuggestedTooAndFarNamesAreNot() throws {
        let guide = try #require(try EngineFixture.solve(Self.misspelt("V:[topLayoutGuid][label]")).diagnostics.first)
        guard case .string(let hint)? = guide["hint"] else {
            Issue.record("no hint")
            return
        }
        #expect(hint.hasPrefix(#"Did you mean "topLayoutGuide"?"#))
        let far = try #require(try EngineFixture.solve(Self.misspelt("H:|[xyzzy]|")).diagnostics.first)
        guard case .string(let farHint)? = far["hint"] else {
            Issue.record("no hint")
            return
        }
        #expect(!farHint.contains("Did you mean"))
        // Other VFL errors name no item.
        let syntax = try #require(try EngineFixture.solve(Self.misspelt("H:|-[button")).diagnostics.first)
        #expect(syntax["item"] == nil)
    }

    @Test func aConditionNamesADeviceInAnyCase() throws {
        let json = #"""
            {"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "a"}]},
             "constraints": ["H:|[a]|", "a.height == 10 @500", "a.top == root.top @500",
                             {"when": {"device": "iPhone-6"}, "constraints": ["a.height == 20"]},
                             {"when": {"device": ["IPHONE-SE-2ND-GEN"]}, "constraints": ["a.top == root.top + 5"]}]}
            """#
        let six = try EngineFixture.solve(json, device: "iphone-6")
        #expect(six.frame("a") == Rect(x: 0, y: 5, width: 375, height: 20))
        #expect(six.diagnostics.isEmpty)
        let other = try EngineFixture.solve(json, device: "iphone-x")
        #expect(other.frame("a") == Rect(x: 0, y: 0, width: 375, height: 10))
    }

    @Test func bodyTargetsNameTheCatalogsIdWhateverTheCaseOrAlias() throws {
        let body = #"""
            {"document": {"root": {"id": "root"}},
             "targets": [{"device": "iPhone-6"}, {"device": "IPHONE-8", "orientation": "landscape"}],
             "states": [{"name": "same", "target": {"device": "iphone-6"}}]}
            """#
        let request = try LayoutRequest.decode(try JSONParser.parse(body)).get()
        #expect(
            request.targets == [
                .device(DeviceTargetSpec(device: "iphone-6")),
                .device(DeviceTargetSpec(device: "iphone-6", orientation: .landscape))
            ])
        let cross = #"{"document": {"root": {"id": "root"}}, "devices": ["iPhone-X"], "orientations": ["portrait"]}"#
        #expect(
            try LayoutRequest.decode(try JSONParser.parse(cross)).get().targets
                == [.device(DeviceTargetSpec(device: "iphone-x"))])
        let query = try LayoutRequest.decode(
            try JSONParser.parse(#"{"root": {"id": "root"}}"#), query: ["device": "IPhone-X"]
        ).get()
        #expect(query.targets == [.device(DeviceTargetSpec(device: "iphone-x"))])
    }
}
