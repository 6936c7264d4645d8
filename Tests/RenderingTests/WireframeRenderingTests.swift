import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry
@testable import Rendering

/// Wireframes drawn from the engine's results.
@Suite struct WireframeRenderingTests {
    static func targets(_ document: LayoutDocument, _ orientations: [Orientation] = [.portrait, .landscape]) throws
        -> [ResolvedTarget]
    {
        try orientations.map {
            try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6", orientation: $0)), document)
        }
    }

    /// Each target solved on its own, then drawn.
    static func render(_ document: LayoutDocument, _ targets: [ResolvedTarget]) -> String {
        WireframeRendering.render(document, results: targets.map { LayoutEngine.solve(document, target: $0) })
    }

    @Test func seed003OnIPhone6MatchesItsGoldenFile() throws {
        let document = try ExampleFiles.document("seed-003-login.json")
        try Golden.expectMatches(
            Self.render(document, try Self.targets(document)),
            "seed-003-login-iphone-6.svg")
    }

    @Test func oneTargetIsOneWireframeAndSeveralAreAContactSheet() throws {
        let document = try ExampleFiles.document("seed-000-profile.json")
        let single = Self.render(document, try Self.targets(document, [.landscape]))
        let sheet = Self.render(document, try Self.targets(document))
        #expect(single.components(separatedBy: "iphone-6 · ").count == 2)
        #expect(sheet.components(separatedBy: "iphone-6 · ").count == 3)
        #expect(parseXML(single).error == nil && parseXML(sheet).error == nil)
        #expect(sheet == Self.render(document, try Self.targets(document)))
    }

    @Test func scenesPlaceViewsInWindowCoordinatesWithTheirText() throws {
        let document = try ExampleFiles.document("seed-003-login.json")
        let target = try Self.targets(document, [.portrait])[0]
        let result = LayoutEngine.solve(document, target: target)
        let scene = WireframeRendering.scene(document, result: result, title: "t")
        let login = try #require(result.frame("loginView")), field = try #require(result.frame("userField"))
        let placed = try #require(scene.views.first { $0.id == "userField" })
        #expect(
            placed.frame == Rect(x: login.x + field.x, y: login.y + field.y, width: field.width, height: field.height))
        #expect(placed.depth == 2)
        #expect(scene.views.first { $0.id == "loginButton" }?.label == "Login")
        #expect(scene.views.allSatisfy { $0.flags.isEmpty })
    }

    @Test func viewsOfABrokenConstraintAndHiddenViewsAreFlagged() throws {
        let document = try EngineFixture.document(
            EngineFixture.twoViews(
                #""a.width == 10", "a.width == 20", "H:|[b]|", "V:|[a(5)][b]|""#
            )
            .replacingOccurrences(of: #"{"id": "b"}"#, with: #"{"id": "b", "hidden": true}"#))
        let result = LayoutEngine.solve(document, target: try Self.targets(document, [.portrait])[0])
        let scene = WireframeRendering.scene(document, result: result, title: "t")
        // `a` has no horizontal position either, so the diagnostics also call it ambiguous.
        #expect(scene.views.first { $0.id == "a" }?.flags == [.brokenConstraint, .ambiguous])
        #expect(scene.views.first { $0.id == "b" }?.flags == [.hidden])
        #expect(scene.views.first { $0.id == "root" }?.flags == [])
    }

    @Test func ambiguousViewsNamedByDiagnosticsAreFlagged() throws {
        let document = try EngineFixture.document(
            EngineFixture.twoViews(#""H:|[a]|", "V:|[a]|", "H:|[b]|", "V:|[b]|""#))
        var result = LayoutEngine.solve(document, target: try Self.targets(document, [.portrait])[0])
        result.diagnostics.append(
            Diagnostic(
                severity: .warning, code: DiagnosticCode.ambiguousLayout, message: "Need constraints for: Y position",
                fields: [("view", .string("b"))]))
        let scene = WireframeRendering.scene(document, result: result, title: "t")
        #expect(scene.views.map(\.flags) == [[], [], [.ambiguous]])
    }
}
