import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import JSON

/// A conflict in a system too large to be solved again as given (`SolverRun.asGivenLimit`) is
/// explained on the presolve's provenance: the same set where there is only one, an irreducible
/// set where there are several, the same constraint broken, and the layout around it unchanged.
@Suite struct LargeConflictTests {
    /// `n` multi-line labels stacked in a scroll view (8 constraints each), plus `extra`.
    static func list(_ n: Int, extra: [String]) -> String {
        var views: [String] = [], constraints = [#""H:|[scroll]|""#, #""V:|[scroll]|""#]
        for k in 0..<n {
            views.append(#"{"id": "l\#(k)", "kind": "label", "numberOfLines": 0, "text": "Label number \#(k) wraps"}"#)
            constraints += [
                #""H:|-16-[l\#(k)]-16-|""#, #""l\#(k).width == scroll.width - 32""#,
                k == 0 ? #""V:|-8-[l0]""# : #""V:[l\#(k - 1)]-8-[l\#(k)]""#
            ]
        }
        constraints.append(#""V:[l\#(n - 1)]-8-|""#)
        constraints += extra.map { "\"\($0)\"" }
        return
            #"{"root": {"id": "root", "subviews": [{"id": "scroll", "kind": "scroll", "subviews": [\#(views.joined(separator: ","))]}]}, "constraints": [\#(constraints.joined(separator: ","))]}"#
    }

    static func conflicts(_ result: TargetResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.code == DiagnosticCode.unsatisfiableConstraints }
    }

    @Test func twoHeightsInALongListAreTheWholeConflictAsWithoutThePresolve() throws {
        let json = Self.list(300, extra: ["l5.height == 10", "l5.height == 20"])
        let document = try EngineFixture.document(json)
        #expect(document.constraints.count > 0)
        let target = try EngineFixture.target(
            .device(DeviceTargetSpec(device: "iphone-6", orientation: .portrait)), document)
        let presolved = LayoutEngine.solve(document, target: target)
        let alone = LayoutEngine.solve(document, target: target, options: EngineOptions(presolves: false))
        let found = Self.conflicts(presolved)
        #expect(found.count == 1)
        #expect(found.first?.constraints == ["constraints[903]", "constraints[904]"])
        #expect(found.first?["broken"] == .string("constraints[903]"))
        #expect(
            JSONWriter.write(.array(presolved.diagnostics.map(\.jsonValue)))
                == JSONWriter.write(.array(alone.diagnostics.map(\.jsonValue))))
        // The broken constraint (the first height) is kept just below required: l5 is 20 high.
        #expect(presolved.frames.first { $0.id == "l5" }?.frame.height == 20)
    }

    @Test func aWidthAgainstItsEdgesIsExplainedThroughTheEliminatedEqualities() throws {
        let result = try EngineFixture.solve(Self.list(300, extra: ["l5.width == 10"]))
        let found = Self.conflicts(result)
        #expect(found.count == 1)
        let members = found.first?.constraints ?? []
        // The document's constraint is broken; the set also names what makes l5 343 wide.
        #expect(found.first?["broken"] == .string("constraints[903]"))
        #expect(members.contains("constraints[903]") && members.count >= 3)
        #expect(found.first?["irreducible"] == nil)
        #expect(result.frames.first { $0.id == "l5" }?.frame.width == 343)
    }

    @Test func eachConflictOfALongListIsReportedOnceInDocumentOrder() throws {
        let result = try EngineFixture.solve(
            Self.list(300, extra: ["l9.height == 30", "l2.width == 10", "l9.height == 40"]))
        let found = Self.conflicts(result)
        // l2's width against its edges, then l9's two heights (the first added gives way).
        #expect(found.map { $0["broken"] } == [.string("constraints[904]"), .string("constraints[903]")])
    }
}
