import LayoutTestSupport
import Testing

@testable import Document
@testable import Engine
@testable import Geometry
@testable import JSON

/// `alignmentRectInsets`: constraints and intrinsic sizes act on the alignment rectangle, frames
/// are the frame around it. The slider's insets (2 left and right, 1 at the bottom) and the
/// switch's (2 at the right) are what Interface Builder's stored frames show for those controls.
@Suite struct AlignmentRectTests {
    static func solve(_ view: String, _ constraints: String) throws -> TargetResult {
        try EngineFixture.solve(
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [\#(view)]}, "constraints": [\#(constraints)]}"#
        )
    }

    @Test func edgeConstraintsPlaceTheAlignmentRectangleAndTheFrameSurroundsIt() throws {
        let result = try Self.solve(
            #"{"id": "slider", "alignmentRectInsets": {"top": 0, "left": 2, "bottom": 1, "right": 2}}"#,
            #""H:|-18-[slider]-18-|", "slider.top == root.top + 100", "slider.height == 30""#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.frame("slider") == Rect(x: 16, y: 100, width: 343, height: 31))
    }

    @Test func theIntrinsicSizeIsTheAlignmentRectanglesSize() throws {
        let result = try Self.solve(
            #"{"id": "switch", "intrinsicContentSize": {"width": 49, "height": 31}, "alignmentRectInsets": {"top": 0, "left": 0, "bottom": 0, "right": 2}}"#,
            #""switch.trailing == root.trailing - 20", "switch.centerY == root.centerY""#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.frame("switch") == Rect(x: 306, y: 318, width: 51, height: 31))
    }

    @Test func aViewWithoutInsetsIsPlacedByItsFrame() throws {
        let result = try Self.solve(
            #"{"id": "a", "alignmentRectInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}}"#,
            #""H:|-18-[a]-18-|", "V:|-100-[a(30)]""#)
        #expect(result.frame("a") == Rect(x: 18, y: 100, width: 339, height: 30))
    }

    @Test func insetsWithAMissingEdgeAreADocumentProblem() throws {
        let json = #"{"root": {"id": "root", "subviews": [{"id": "a", "alignmentRectInsets": {"top": 0, "left": 2}}]}}"#
        guard case .failure(let problems) = LayoutDocument.decode(try JSONParser.parse(json)) else {
            Issue.record("insets without bottom and right decoded")
            return
        }
        #expect(problems.problems.contains { $0.pointer.hasPrefix("/root/subviews/0/alignmentRectInsets") })
    }
}
