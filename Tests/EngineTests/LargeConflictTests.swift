import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import JSON

/// A conflict in a system too large to be solved again as given (`SystemSolver.asGivenLimit`) is
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

    /// `n` labels edge to edge between the root's top and bottom, every tenth with two required
    /// heights that conflict, 20 and 30: `benchmarks/shapes.py`'s mixed shape.
    static func mixed(_ n: Int) -> String {
        let views = (0..<n).map { #"{"id": "o\#($0)", "kind": "label", "text": "Label \#($0)"}"# }
        var constraints = (0..<n).map { #""H:|[o\#($0)]|""# }
        constraints += [#""V:|[o0]""#, #""V:[o\#(n - 1)]|""#] + (1..<n).map { #""V:[o\#($0 - 1)][o\#($0)]""# }
        for k in stride(from: 0, to: n, by: 10) {
            constraints += [#""o\#(k).height == 20""#, #""o\#(k).height == 30""#]
        }
        return
            #"{"root": {"id": "root", "subviews": [\#(views.joined(separator: ","))]}, "constraints": [\#(constraints.joined(separator: ","))]}"#
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

    /// From about 225 labels on, the heights of 30 left once each pair's 20 is broken do not fit
    /// the screen: a conflict along the whole chain, every member needed; from about 280 (2 000
    /// constraints) it is explained on the presolve's provenance. It is reported
    /// irreducible, at any length, in linear time (`ConstraintRows.circuit`).
    @Test(arguments: [400, 2_000]) func fixedHeightsTooTallForTheScreenAreOneIrreducibleConflictAlongTheChain(
        n: Int
    ) throws {
        let result = try EngineFixture.solve(Self.mixed(n))
        let found = Self.conflicts(result)
        // One per pair of heights, and the chain's.
        #expect(found.count == n / 10 + 1)
        let chainWide = found.filter { $0.constraints.count > 2 }
        #expect(chainWide.count == 1)
        let conflict = try #require(chainWide.first)
        // The root's height, the top, the bottom, the n - 1 links and the n / 10 heights of 30;
        // every other label's height at 0 or above.
        #expect(conflict.constraints.count == n + 2 + n / 10)
        #expect(conflict.constraints.filter { $0.hasPrefix("constraints[") && !$0.contains("#") }.count == n / 10)
        guard case .array(let sizes) = conflict["nonNegativeSizes"] else {
            Issue.record("no nonNegativeSizes")
            return
        }
        #expect(sizes.count == n - n / 10)
        #expect(conflict["irreducible"] == nil)
        // The top, `V:|[o0]`, gives way.
        #expect(conflict["broken"] == .string("constraints[\(n)]#1"))
    }
}
