import Cassowary
import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import JSON
@testable import Primitives

/// Ambiguity on documents where every view is ambiguous: labels stacked edge to edge between the
/// root's top and bottom, overflowing the screen, so that their compression resistances tie.
@Suite struct AmbiguityAtScaleTests {
    static func overflowingLabels(_ count: Int) -> String {
        let labels = (0..<count).map { #"{"id": "o\#($0)", "kind": "label", "text": "Label \#($0)"}"# }
        let horizontal = (0..<count).map { #""H:|[o\#($0)]|""# }
        let vertical = "\"V:|" + (0..<count).map { "[o\($0)]" }.joined() + "|\""
        return
            #"{"root": {"id": "root", "subviews": [\#(labels.joined(separator: ","))]}, "constraints": [\#((horizontal + [vertical]).joined(separator: ","))]}"#
    }

    /// What a view's ambiguity says, less the constraints a tie names.
    static func summary(_ diagnostics: [Diagnostic]) -> [[UInt8]] {
        diagnostics.filter { $0.code == DiagnosticCode.ambiguousLayout }.map { diagnostic in
            JSONWriter.write(
                .array([diagnostic["view"], diagnostic["cause"], diagnostic["attributes"]].map { $0 ?? .null }))
        }
    }

    /// Past `SystemSolver.directionBudget` the free directions are combined: the same views, causes
    /// and attributes as the solver alone finds (every direction read one by one), and each tie
    /// names the view's own tied constraint.
    @Test func combinedFreeDirectionsFindTheSameAmbiguityAsTheSolverAlone() throws {
        let document = try EngineFixture.document(Self.overflowingLabels(400))
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let presolved = LayoutEngine.solve(document, target: target)
        let alone = LayoutEngine.solve(document, target: target, options: EngineOptions(presolves: false))
        #expect(Self.summary(presolved.diagnostics) == Self.summary(alone.diagnostics))
        #expect(Self.summary(presolved.diagnostics).count == 400)
        let ties = presolved.diagnostics.filter { $0["cause"] == .string("priority_tie") }
        #expect(!ties.isEmpty)
        for tie in ties {
            guard case .string(let view)? = tie["view"] else { continue }
            #expect(tie.constraints.contains("\(view).compressionResistance.height"), "\(tie.constraints)")
            #expect(tie.constraints.count <= 3, "\(tie.constraints)")
        }
    }

    /// Every label of an overflowing list gives way at the same priority: each is worded as a
    /// tie, whichever of its compression resistance's slack and error the tableau left free, and
    /// names a bounded few constraints (its own and its neighbours'), so the answer grows
    /// linearly with the list.
    @Test func everyLabelOfAnOverflowingListIsATieNamingABoundedFew() throws {
        let count = 400
        let document = try EngineFixture.document(Self.overflowingLabels(count))
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let ambiguities = LayoutEngine.solve(document, target: target).diagnostics
            .filter { $0.code == DiagnosticCode.ambiguousLayout }
        #expect(ambiguities.count == count)
        #expect(ambiguities.allSatisfy { $0["cause"] == .string("priority_tie") })
        #expect(ambiguities.allSatisfy { $0.constraints.count <= 1 + Solver.tieNameLimit })
        #expect(ambiguities.reduce(0) { $0 + $1.constraints.count } <= 3 * count)
    }

    /// The tableau is working memory of the request: one that outgrows the memory budget stops
    /// the solve and marks the budget over memory (the service answers 422).
    @Test func aTableauOverTheMemoryBudgetStopsTheSolve() throws {
        let document = try EngineFixture.document(Self.overflowingLabels(200))
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let budget = WorkBudget(memoryLimit: 64 * 1024)
        let result = WorkBudget.$current.withValue(budget) { LayoutEngine.solve(document, target: target) }
        #expect(budget.isOverMemory)
        #expect(result.diagnostics.contains { $0.code == "solve_cancelled" })
        let roomy = WorkBudget(memoryLimit: 64 * 1024 * 1024)
        _ = WorkBudget.$current.withValue(roomy) { LayoutEngine.solve(document, target: target) }
        #expect(!roomy.isOverMemory)
    }
}
