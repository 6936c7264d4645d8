import Testing
@testable import LayoutModel

/// Numbers that would overflow the solver's arithmetic never reach it, and a frame is never
/// written without a value unless an error says why (found by tests/hostile/pathological.py).
@Suite struct NumericRangeTests {
    static func solve(_ extra: [String]) throws -> TargetResult {
        let constraints = (["a.left == root.left", "a.top == root.top", "a.height == 10",
                            "b.left == root.left", "b.top == root.top", "b.height == 10"] + extra)
            .map { "\"\($0)\"" }.joined(separator: ", ")
        return try EngineFixture.solve(#"""
        {"metrics": {"zero": 0, "huge": 1e308}, "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
         "constraints": [\#(constraints)]}
        """#)
    }

    @Test(arguments: [
        ["a.width == 1e309"],
        ["a.width == 1e308", "b.width == a.width * 10"],
        ["a.width == zero * b.width + huge", "b.width == huge"],
        ["a.width == 2e9 * b.width", "b.width == 1"],
    ])
    func outOfRangeNumbersAreRefusedWithADiagnostic(extra: [String]) throws {
        let result = try Self.solve(extra)
        #expect(result.diagnostics.contains { $0.code == DiagnosticCode.invalidNumber })
        #expect(result.frames.allSatisfy { $0.frame.width.isFinite && $0.frame.x.isFinite })
    }

    @Test func largeButSaneNumbersAreSolved() throws {
        let result = try Self.solve(["a.width == 1e9", "b.width == 0.5 * a.width"])
        #expect(!result.diagnostics.contains { $0.code == DiagnosticCode.invalidNumber })
        #expect(result.frame("b")?.width == 5e8)
    }

    @Test func nonFiniteFramesAreNamed() {
        let frames = [(id: "a", frame: Rect(x: 0, y: 0, width: .infinity, height: 1)),
                      (id: "b", frame: Rect(x: 0, y: 0, width: 1, height: 1))]
        let diagnostics = LayoutEngine.nonFiniteFrames(frames)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["views"] == .array([.string("a")]))
        #expect(LayoutEngine.nonFiniteFrames([frames[1]]).isEmpty)
    }
}
