import LayoutTestSupport
import Testing

@Suite struct MisplacedViewTests {
    static func document(designTarget: String, frame: String) -> String {
        #"""
        {"designTarget": \#(designTarget), "defaults": {"rounding": "none"},
         "root": {"id": "root", "subviews": [{"id": "label", "frame": \#(frame)}]},
         "constraints": ["H:|-(20)-[label(100)]", "V:|-(30)-[label(40)]"]}
        """#
    }

    static let iphone6 = #"{"device": "iphone-6", "orientation": "portrait"}"#

    @Test func aDesignFrameThatDiffersFromTheSolvedOneOnTheDesignTargetIsMisplaced() throws {
        let result = try EngineFixture.solve(
            Self.document(designTarget: Self.iphone6, frame: #"{"x": 10, "y": 30, "width": 100, "height": 40}"#))
        #expect(result.diagnostics.count == 1)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == "misplaced_view")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == #"Frame for "label" will be different at run time."#)
        #expect(diagnostic["detail"] == .string("Expected: x=20  Actual: x=10"))
    }

    @Test func otherTargetsAndMatchingFramesAreNotChecked() throws {
        let frame = #"{"x": 10, "y": 30, "width": 100, "height": 40}"#
        #expect(
            try EngineFixture.solve(Self.document(designTarget: Self.iphone6, frame: frame), orientation: .landscape)
                .diagnostics.isEmpty)
        #expect(
            try EngineFixture.solve(Self.document(designTarget: Self.iphone6, frame: frame), device: "iphone-5")
                .diagnostics.isEmpty)
        let exact = #"{"x": 20, "y": 30, "width": 100, "height": 40}"#
        #expect(try EngineFixture.solve(Self.document(designTarget: Self.iphone6, frame: exact)).diagnostics.isEmpty)
        let withinHalfAPixel = #"{"x": 20.2, "y": 30, "width": 100, "height": 40}"#
        #expect(
            try EngineFixture.solve(Self.document(designTarget: Self.iphone6, frame: withinHalfAPixel)).diagnostics
                .isEmpty)
    }

    @Test func withoutADesignTargetTheRootFrameNamesTheDesignScreen() throws {
        let json = #"""
            {"defaults": {"rounding": "none"},
             "root": {"id": "root", "frame": {"x": 0, "y": 0, "width": 375, "height": 667},
                      "subviews": [{"id": "label", "frame": {"x": 0, "y": 0, "width": 100, "height": 40}}]},
             "constraints": ["H:|-(20)-[label(100)]", "V:|-(30)-[label(40)]"]}
            """#
        #expect(try EngineFixture.solve(json).diagnostics.map(\.code) == ["misplaced_view"])
        #expect(try EngineFixture.solve(json, device: "iphone-6-plus").diagnostics.isEmpty)
    }
}
