import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Engine
@testable import Geometry
@testable import Requests

@Suite struct DiagnosticsAndRoundingTests {
    static let good = #""H:|-(10)-[a(100)]", "V:|-(20)-[a(50)]""#

    /// (a bad constraint, the diagnostic code it must produce): each among good ones.
    static let bad: [(String, String)] = [
        (#""H:|-[a""#, "vfl_syntax"),
        (#""H:|-[zebra]|""#, "vfl_syntax"),
        (#""a.width == == 3""#, "expression_syntax"),
        (#""zebra.width == 10""#, "unknown_item"),
        (#""a.width == b.nose""#, "expression_syntax"),
        (#""b.width == a.width + gap""#, "unknown_metric"),
        (#""b.width == a.width * gap""#, "unknown_metric"),
        (#""b.left == a.top""#, "invalid_attribute_pairing"),
        (#""b.leading == a.left""#, "invalid_attribute_pairing"),
        (#""b.centerX == a.width""#, "invalid_attribute_pairing"),
        (#""b.left == 10""#, "invalid_attribute_pairing"),
        (#""b.width == 10 @0""#, "invalid_priority"),
        (#""b.width == 10 @1001""#, "invalid_priority"),
        (#"{"visualFormat": "H:[b(10)]", "priority": 2000}"#, "invalid_priority"),
        (#""a.contentLayoutGuide.width == 10""#, "unknown_item"),
        (#""a.safeArea.middle.width == 10""#, "unknown_item")
    ]

    @Test(arguments: bad)
    func aBadConstraintIsADiagnosticAndTheRestStillSolve(_ constraint: String, _ code: String) throws {
        let result = try EngineFixture.solve(EngineFixture.twoViews(Self.good + ", " + constraint))
        // `b` is left without position constraints, so it is also `ambiguous_layout`, after.
        #expect(result.diagnostics.map(\.code) == [code, "ambiguous_layout"], "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.first?.constraints == ["constraints[2]"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.frame("a") == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func vflErrorsCarryApplesMessagePositionAndLog() throws {
        let result = try EngineFixture.solve(EngineFixture.twoViews(#""H:|-[a""#))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic["format"] == .string("H:|-[a"))
        #expect(diagnostic["position"] == .number(6))
        guard case .string(let log)? = diagnostic["log"] else {
            Issue.record("log")
            return
        }
        #expect(log.hasPrefix("Unable to parse constraint format: \n"))
    }

    @Test func duplicateIdsAreReported() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(Self.good + #", "w: b.width == 1", "w: b.height == 1""#))
        #expect(result.diagnostics.map(\.code) == ["duplicate_id", "ambiguous_layout"])
        #expect(result.diagnostics.first?.constraints == ["w"])
    }

    @Test func contradictingRequiredConstraintsAreAConflictAndTheFirstDocumentOneIsBroken() throws {
        // Seed 003's mistake: left 10 and left 20.
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                #"""
                "left10: a.left == root.left + 10", "V:|[a(10)]", "H:[a(10)]", "left20: a.left == root.left + 20"
                """#))
        let conflict = try #require(result.diagnostics.first)
        #expect(result.diagnostics.map(\.code) == ["unsatisfiable_constraints", "ambiguous_layout"])  // and `b`
        #expect(conflict.code == "unsatisfiable_constraints")
        #expect(conflict.constraints == ["left10", "left20"])
        #expect(conflict["broken"] == .string("left10"))
        #expect(result.frame("a")?.x == 20)
        guard case .string(let log)? = conflict["log"] else {
            Issue.record("log")
            return
        }
        #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(
            log.contains(
                "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:left10 H:|-(10)-[a](LTR)   (active, names: '|':root )>"
            ))
    }

    @Test func generatedConstraintsAreBrokenOnlyWhenNoDocumentConstraintCanBe() throws {
        // The root's size is generated; the document's conflicting width is the one broken.
        let result = try EngineFixture.solve(#"{"root": {"id": "root"}, "constraints": ["wide: root.width == 500"]}"#)
        #expect(result.diagnostics.first?["broken"] == .string("wide"))
        #expect(result.diagnostics.first?.constraints == ["UIView-Encapsulated-Layout-Width", "wide"])
        #expect(result.frame("root")?.width == 375)
    }

    @Test func higherPrioritiesWinOutright() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                Self.good + #"""
                    , "b.width == 10 @251", "b.width == 100 @250", "b.width == 100 @250", "b.width == 100 @250", "H:|[b]", "V:|[b(5)]"
                    """#))
        #expect(result.frame("b")?.width == 10)
    }

    /// (scale, rounding, expected x of a view placed at 10.3)
    static let rounding: [(Double, String, Double)] = [
        (2, "pixel", 10.5), (3, "pixel", 31.0 / 3), (1, "pixel", 10), (2, "none", 10.3), (3, "none", 10.3)
    ]

    @Test(arguments: rounding)
    func framesSnapToTheDevicesPixelGridUnlessRoundingIsNone(_ scale: Double, _ rounding: String, _ expected: Double)
        throws
    {
        let json = #"""
            {"defaults": {"rounding": "\#(rounding)"}, "root": {"id": "root", "subviews": [{"id": "v", "subviews": [{"id": "w"}]}]},
             "constraints": ["H:|-(10.3)-[v(20.2)]", "V:|-(0.26)-[v(0.26)]", "H:|-(0.3)-[w]|", "V:|[w]|"]}
            """#
        let result = try EngineFixture.solve(
            json, custom: CustomTargetSpec(size: Size(width: 300, height: 300), scale: scale))
        let frame = try #require(result.frame("v"))
        #expect(isClose(frame.x, expected, tolerance: 1e-12))
        if rounding == "pixel" {
            for value in [frame.x, frame.y, frame.width, frame.height] {
                #expect(isClose(value * scale, (value * scale).rounded()), "\(value) at @\(scale)")
            }
            // Rounded in window coordinates: the child's right edge stays on its parent's.
            let child = try #require(result.frame("w"))
            #expect(isClose(child.x + child.width, frame.width, tolerance: 1e-12))
        }
    }

    @Test func theSameInputGivesByteIdenticalOutput() throws {
        let json = try String(decoding: ExampleFiles.read("seed-000-profile.json"), as: UTF8.self)
        let document = try EngineFixture.document(json)
        let targets = try DeviceCatalog.standard.allTargets().map { try EngineFixture.target($0, document) }
        func run() -> [UInt8] {
            LayoutResponse(results: targets.map { LayoutEngine.solve(document, target: $0) }).serialized()
        }
        let first = run()
        #expect(run() == first)
        #expect(first.count > 1000)
    }

    @Test func cancellationStopsTheSolveWithADiagnostic() throws {
        let document = try EngineFixture.document(EngineFixture.twoViews(Self.good))
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let result = LayoutEngine.solve(document, target: target, options: EngineOptions(isCancelled: { true }))
        #expect(result.diagnostics.map(\.code).contains("solve_cancelled"))
    }
}
