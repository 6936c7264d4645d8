import Devices
import JSON
import LayoutCLI
import TestSupport
import Testing

@testable import LayoutService

/// `POST /v1/layout|validate|render` with an Interface Builder file as the body: the XML media
/// types (and a sniffed `<` under curl's default type) take the importer's path, `?scene=` picks
/// a tree, and every bad file is a clear 4xx problem — never a crash or a hang.
@Suite struct InterfaceBuilderBodyTests {
    static let example = "examples/ib-sign-in.storyboard"

    static func read(_ file: String) throws -> [UInt8] {
        try #require(readFile(repositoryRoot + "/" + file), "\(file) is readable")
    }

    static func post(_ path: String, _ body: [UInt8], contentType: String? = "application/xml") -> ServiceResponse {
        ServiceHarness().call(
            ServiceRequest(
                method: "POST", target: path, headers: contentType.map { [("Content-Type", $0)] } ?? [], body: body))
    }

    /// The first result of a `/v1/layout` answer.
    static func firstResult(_ response: ServiceResponse) -> JSONValue? {
        guard case .array(let results)? = response.json["results"] else { return nil }
        return results.first
    }

    static func scenes(_ response: ServiceResponse) -> [String] {
        guard case .array(let results)? = response.json["results"] else { return [] }
        return results.compactMap { if case .string(let scene)? = $0["scene"] { scene } else { nil } }
    }

    @Test(arguments: ["application/xml", "text/xml; charset=utf-8", "application/x-xib", nil])
    func aStoryboardBodyIsLaidOutOnItsDesignCanvas(contentType: String?) throws {
        let response = Self.post("/v1/layout", try Self.read(Self.example), contentType: contentType)
        #expect(response.status == 200, "\(response.text)")
        #expect(Self.scenes(response) == ["signIn"])
        #expect(Self.firstResult(response)?["frames"]?["email"]?["y"] == .number(203))
    }

    @Test func theMisplacedSwitchIsReportedOnTheDesignCanvas() throws {
        let response = Self.post("/v1/layout", try Self.read(Self.example))
        guard case .array(let diagnostics)? = Self.firstResult(response)?["diagnostics"] else {
            Issue.record("no diagnostics: \(response.text)")
            return
        }
        #expect(
            diagnostics.contains { $0["code"] == .string("misplaced_view") && $0["view"] == .string("remember") })
    }

    /// The example's one scene twice, the second under other ids: two trees of 6 views each.
    static func twoScenes() throws -> [UInt8] {
        let text = String(decoding: try read(example), as: UTF8.self)
        let open = try #require(text.firstRange(of: "<scenes>"))
        let close = try #require(text.firstRange(of: "</scenes>"))
        let scene = String(text[open.upperBound..<close.lowerBound])
        let second = scene.replacing("id=\"signIn", with: "id=\"again")
            .replacing("sceneID=\"signInScene", with: "sceneID=\"againScene")
        return Array((text[..<close.lowerBound] + second + text[close.lowerBound...]).utf8)
    }

    @Test func treesWithinTheFrameLimitEachAreRefusedWhenTogetherTheyAreOverIt() throws {
        let body = try Self.twoScenes()
        let post = { (frames: Int) in
            ServiceHarness { $0.limits.maxFrames = frames }.call(
                ServiceRequest(
                    method: "POST", target: "/v1/layout", headers: [("Content-Type", "application/xml")], body: body))
        }
        let together = post(12)
        #expect(together.status == 200, "\(together.text)")
        #expect(Self.scenes(together) == ["signIn", "again"])
        let refused = post(6)
        #expect(refused.status == 422)
        #expect(refused.text.contains("12 frames (2 view trees together)"), "\(refused.text)")
        #expect(refused.text.contains("--max-frames"), "\(refused.text)")
    }

    @Test func theQueryTargetAndSceneApplyAsToAJSONBody() throws {
        let response = Self.post(
            "/v1/layout?device=iphone-5&orientation=landscape&scene=signIn", try Self.read(Self.example))
        #expect(response.status == 200, "\(response.text)")
        #expect(Self.firstResult(response)?["target"]?["device"] == .string("iphone-5"))
        #expect(Self.firstResult(response)?["target"]?["orientation"] == .string("landscape"))
    }

    @Test func anUnknownSceneIsA422NamingTheScenesThereAre() throws {
        let response = Self.post("/v1/layout?scene=nope", try Self.read(Self.example))
        #expect(response.status == 422)
        #expect(response.json["code"] == .string("invalid_query"))
        #expect(response.text.contains("no view tree 'nope'") && response.text.contains("signIn"))
    }

    @Test func aSceneWithAJSONBodyIsA422() throws {
        let response = Self.post(
            "/v1/layout?device=iphone-6&scene=signIn", try Self.read("examples/seed-000-profile.json"),
            contentType: "application/json")
        #expect(response.status == 422)
        #expect(response.text.contains("query parameter 'scene'"))
    }

    @Test func validateChecksEveryTreeOnEveryCatalogTarget() throws {
        let response = Self.post("/v1/validate", try Self.read(Self.example))
        #expect(response.status == 200, "\(response.text)")
        guard case .array(let targets)? = response.json["targets"] else {
            Issue.record("no targets: \(response.text)")
            return
        }
        #expect(targets.count == DeviceCatalog.standard.allTargets().count)
        #expect(targets.allSatisfy { $0["scene"] == .string("signIn") })
    }

    @Test func renderDrawsTheTreesAsSVG() throws {
        let response = Self.post("/v1/render", try Self.read(Self.example))
        #expect(response.status == 200)
        #expect(response.headers.contains { $0.name == "Content-Type" && $0.value == "image/svg+xml" })
        #expect(response.text.contains("<svg") && response.text.contains("signIn"))
    }

    @Test func theCommandLinePrintsWhatTheServiceSends() throws {
        let input = try Self.read(Self.example)
        for (verb, path) in [("solve", "/v1/layout"), ("validate", "/v1/validate")] {
            let service = Self.post(path, input)
            let cli = try LayoutCommand.parse(
                [verb, Self.example, "--compact", "--json"].filter {
                    verb == "validate" || $0 != "--json"
                }
            ).get().run(input: input)
            #expect(service.status == 200)
            #expect(cli.stdout == service.body + [0x0A], "\(verb)")
        }
    }

    /// (name, body, status, code): each bad input the issue lists, sent as it is.
    static let badBodies: [(String, String, Int, String)] = [
        (
            "billion laughs",
            #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&b;</document>"#,
            400, "xml_declaration"
        ),
        (
            "an external entity",
            #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&x;</document>"#,
            400, "xml_declaration"
        ),
        (
            "a truncated file",
            #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>"#, 400,
            "invalid_xml"
        ),
        ("XML that is not an IB document", #"<?xml version="1.0"?><html><body/></html>"#, 422, "not_interface_builder"),
        (
            "a macOS xib",
            #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>"#,
            422, "cocoa_document"
        )
    ]

    @Test(arguments: badBodies.indices)
    func aBadFileIsAClearProblem(index: Int) {
        let (name, body, status, code) = Self.badBodies[index]
        let response = Self.post("/v1/layout", Array(body.utf8))
        #expect(response.status == status, "\(name): \(response.text)")
        #expect(response.json["code"] == .string(code), "\(name): \(response.text)")
        #expect(response.headers.contains { $0.name == "Content-Type" && $0.value == "application/problem+json" })
    }

    @Test func invalidUTF8IsA400() {
        let body =
            Array(
                #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" a=""#
                    .utf8)
            + [0xFF, 0xFE] + Array(#""/>"#.utf8)
        let response = Self.post("/v1/layout", body)
        #expect(response.status == 400)
        #expect(response.json["code"] == .string("invalid_xml"))
    }

    @Test func deepNestingIsRefusedWithinItsLimit() {
        let depth = 100_000
        let body =
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">"# + String(repeating: "<view>", count: depth)
            + String(repeating: "</view>", count: depth) + "</document>"
        let response = Self.post("/v1/layout", Array(body.utf8))
        #expect(response.status == 400)
        #expect(response.json["code"] == .string("xml_limit"))
    }

    @Test func aTenMegabyteAttributeIsRefused() {
        let body =
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" a=""#
            + String(repeating: "x", count: 10_000_000)
            + #""/>"#
        // A debug build on a busy machine may take seconds to read 10 MB: the limit is the point
        // here, not the deadline.
        let harness = ServiceHarness {
            $0.maxBodyBytes = 16_000_000
            $0.solveTimeoutMilliseconds = 60_000
        }
        let response = harness.call(
            ServiceRequest(
                method: "POST", target: "/v1/layout", headers: [("Content-Type", "application/xml")],
                body: Array(body.utf8)),
            waitingSeconds: 60)
        #expect(response.status == 400)
        #expect(response.json["code"] == .string("xml_limit"))
    }
}
