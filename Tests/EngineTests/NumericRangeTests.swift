import LayoutTestSupport
import Testing

@testable import Document
@testable import Engine
@testable import Geometry
@testable import JSON
@testable import Requests

/// Numbers that would overflow the solver's arithmetic never reach it, and a frame is never
/// written without a value unless an error says why (found by checks/hostile/pathological.py).
@Suite struct NumericRangeTests {
    static let refusals = [DiagnosticCode.invalidNumber, DiagnosticCode.expressionSyntax]

    static func solve(_ extra: [String]) throws -> TargetResult {
        let constraints =
            ([
                "a.left == root.left", "a.top == root.top", "a.height == 10",
                "b.left == root.left", "b.top == root.top", "b.height == 10"
            ] + extra)
            .map { "\"\($0)\"" }.joined(separator: ", ")
        return try EngineFixture.solve(
            #"""
            {"metrics": {"zero": 0, "huge": 1e308}, "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
             "constraints": [\#(constraints)]}
            """#)
    }

    @Test(arguments: [
        ["a.width == 1e309"],
        ["a.width == 1e308", "b.width == a.width * 10"],
        ["a.width == zero * b.width + huge", "b.width == huge"],
        ["a.width == 2e9 * b.width", "b.width == 1"]
    ])
    func outOfRangeNumbersAreRefusedWithADiagnostic(extra: [String]) throws {
        let result = try Self.solve(extra)
        // A literal past Double's range is an expression_syntax error; a huge but finite one, or a
        // product, an invalid_number error.
        #expect(result.diagnostics.contains { Self.refusals.contains($0.code) })
        #expect(result.frames.allSatisfy { $0.frame.width.isFinite && $0.frame.x.isFinite })
    }

    @Test func largeButSaneNumbersAreSolved() throws {
        let result = try Self.solve(["a.width == 1e9", "b.width == 0.5 * a.width"])
        #expect(!result.diagnostics.contains { $0.code == DiagnosticCode.invalidNumber })
        #expect(result.frame("b")?.width == 5e8)
    }

    /// A frame of 1.8e308 points (autoresizing constraints) in a stack view's arrangement made
    /// the simplex's ratio test meet an infinite ratio first, and index a row -1: the worker
    /// crashed and took the server with it. Found by schemathesis (50_schemathesis.sh).
    @Test func aFrameAtTheEdgeOfTheDoubleRangeIsSolvedNotCrashed() throws {
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "stack", "kind": "stack", "axis": "vertical", "alignment": "top",
              "subviews": [{"id": "box", "subviews": [{"id": "field", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": true,
                "frame": {"x": 5e-324, "y": -3.4e+38, "width": 1.7976931348623157e+308, "height": 3.4e+38}, "autoresizingMask": 39}]}]}]}}
            """#)
        #expect(result.frames.count == 4)
    }

    @Test func nonFiniteFramesAreNamed() {
        let frames = [
            (id: "a", frame: Rect(x: 0, y: 0, width: .infinity, height: 1)),
            (id: "b", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        ]
        let diagnostics = LayoutEngine.nonFiniteFrames(frames)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["views"] == .array([.string("a")]))
        #expect(LayoutEngine.nonFiniteFrames([frames[1]]).isEmpty)
    }
}

/// The fuzzers' findings, replayed through the whole request path (fuzz/crashes/).
@Suite struct FuzzFindingRegressionTests {
    static func solve(_ constraints: [String]) throws -> LayoutResponse {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = #"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": [\#(list)]}"#
        let request = try LayoutRequest.decode(
            try JSONParser.parse(json), query: ["device": "iphone-16-pro", "orientation": "portrait"]
        ).get()
        return try RequestSolver.solve(request).get()
    }

    @Test(arguments: [
        "a.width == 1e999", "a.width == 1e999 * root.width", "a.width == 1e308 * root.width", "H:[a(1e999)]"
    ])
    func hugeNumbersNeverReachTheFramesAsNonFinite(_ constraint: String) throws {
        let response = try Self.solve(["H:|[a]", "V:|[a(10)]", constraint])
        for result in response.results {
            #expect(result.diagnostics.contains { NumericRangeTests.refusals.contains($0.code) })
            #expect(
                result.frames.allSatisfy {
                    [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite)
                })
        }
    }

    @Test(arguments: ["1e10", "1e20", "1e9"])
    func aConflictWithALargeMultiplierIsReportedNotTrapped(_ multiplier: String) throws {
        let response = try Self.solve([
            "a.top == root.top", "a.leading == root.leading", "a.width == 10",
            "a.height == \(multiplier) * root.width", "a.height == 400"
        ])
        #expect(response.results.allSatisfy { $0.hasErrors })
    }
}
