import LayoutTestSupport
import Synchronization
import TestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry
@testable import JSON
@testable import Primitives
@testable import Rendering
@testable import Requests
@testable import Text

/// Every stage whose cost grows with the input, given a pathological input under a budget whose
/// deadline has already passed: it stops at its first poll (after at most
/// `WorkBudget.pollInterval` steps, microseconds) with its work cut short, where the whole
/// input would have taken far longer; and the stages that allocate in proportion to the input
/// refuse what does not fit the memory budget, the same way whatever ran before.
/// The polls are counted, not timed: checks/hostile/long-word.sh measures the time from outside.
@Suite struct StageBudgetTests {
    static let longWord = String(repeating: "w", count: 1_000_000)

    @Test func textLayoutOfAMillionCharacterWordStopsAtItsFirstPollAndIsNotCached() {
        let measurer = TextMeasurer(cache: TextLayoutCache(capacity: 1 << 24))
        let deadline = PassedDeadline()
        let stopped = WorkBudget.$current.withValue(deadline.budget) {
            measurer.layout(Self.longWord, font: .labelDefault, numberOfLines: 0, width: 100)
        }
        #expect(stopped.lines.isEmpty)
        #expect(deadline.polls == 1)
        // Laid out in full once the budget allows it: the stopped layout was not kept.
        let full = measurer.layout(Self.longWord, font: .labelDefault, numberOfLines: 0, width: 100)
        #expect(full.lines.count > 10_000)
        #expect(full.lines.allSatisfy { $0.width <= 100 })
    }

    /// Breaking the word into some 25 000 lines copies every character once more: the line loop
    /// polls by characters too, so a deadline that passes while it runs stops it within
    /// `pollInterval` characters, not `pollInterval` lines (100 ms of copying).
    @Test func wrappingPollsByTheCharactersItsLinesCopyNotByLines() {
        let polls = Atomic<Int>(0)
        let counting = WorkBudget {
            polls.add(1, ordering: .relaxed)
            return false
        }
        let layout = WorkBudget.$current.withValue(counting) {
            TextMeasurer(cache: nil).layout(Self.longWord, font: .labelDefault, numberOfLines: 0, width: 100)
        }
        #expect(layout.lines.count > 10_000)
        // Splitting into paragraphs, measuring, and the lines: each a pass over every character.
        let perPass = Self.longWord.count / WorkBudget.pollInterval
        #expect(polls.load(ordering: .relaxed) >= 3 * perPass, "\(polls.load(ordering: .relaxed)) polls")
    }

    @Test func aLabelWhoseTablesDoNotFitIsRefusedEvenWhenAnEarlierRequestCachedIt() {
        let measurer = TextMeasurer(cache: TextLayoutCache(capacity: 1 << 24))
        let text = String(repeating: "word ", count: 2_000)
        _ = measurer.layout(text, font: .labelDefault, numberOfLines: 0, width: 200)
        let budget = WorkBudget(memoryLimit: TextMeasurer.scratchBytesPerByte * text.utf8.count - 1)
        let refused = WorkBudget.$current.withValue(budget) {
            measurer.layout(text, font: .labelDefault, numberOfLines: 0, width: 200)
        }
        #expect(refused.lines.isEmpty)
        #expect(budget.isOverMemory)
    }

    @Test func jsonParsingStopsAtItsFirstPoll() {
        let deadline = PassedDeadline()
        let input = Array(("[" + String(repeating: "0,", count: 500_000) + "0]").utf8)
        #expect(throws: JSONSyntaxError.self) {
            try WorkBudget.$current.withValue(deadline.budget) { try JSONParser.parse(input) }
        }
        #expect(deadline.polls == 1)
    }

    @Test func aJSONTreeOverTheMemoryBudgetIsRefused() throws {
        let input = Array(("[" + String(repeating: "0,", count: 500_000) + "0]").utf8)
        let budget = WorkBudget(memoryLimit: 1 << 20)
        #expect(throws: JSONSyntaxError.self) {
            try WorkBudget.$current.withValue(budget) { try JSONParser.parse(input) }
        }
        #expect(budget.isOverMemory)
        // The same document fits a budget the size of its tree.
        let roomy = WorkBudget(memoryLimit: 1 << 26)
        _ = try WorkBudget.$current.withValue(roomy) { try JSONParser.parse(input) }
        #expect(!roomy.isOverMemory && roomy.heldBytes > input.count)
    }

    /// Decoding parses every expression and VFL string: 20 000 of them stop at the first poll.
    @Test func decodingManyConstraintsStopsAtItsFirstPoll() throws {
        let constraints = (0..<20_000).map { #""root.width == \#($0)""# }.joined(separator: ",")
        let value = try JSONParser.parse(#"{"root": {"id": "root"}, "constraints": [\#(constraints)]}"#)
        let limits = LayoutLimits(maxConstraints: 100_000)
        let deadline = PassedDeadline()
        let decoded = WorkBudget.$current.withValue(deadline.budget) { LayoutDocument.decode(value, limits: limits) }
        let document = try decoded.get()
        #expect(document.constraints.count < WorkBudget.pollInterval)
        #expect(deadline.polls <= 2)
        #expect(try LayoutDocument.decode(value, limits: limits).get().constraints.count == 20_000)
    }

    @Test func misuseHintsStopAtTheFirstPoll() throws {
        let document = try EngineFixture.document(EngineFixture.twoViews(#""a.width == 10""#))
        let unknown = (0..<10_000).map { index in
            Diagnostic(
                severity: .error, code: DiagnosticCode.unknownItem, message: "unknown", constraints: ["constraints[0]"],
                fields: [("item", .string("bb\(index)"))])
        }
        let deadline = PassedDeadline()
        let refined = WorkBudget.$current.withValue(deadline.budget) {
            MisuseReport.refine(unknown, document: document)
        }
        #expect(refined.allSatisfy { $0["hint"] == nil })
        #expect(deadline.polls <= 2)
        #expect(MisuseReport.refine(unknown, document: document).allSatisfy { $0["hint"] != nil })
    }

    @Test func theAmbiguityReportOfThousandsOfFreeViewsStopsAtItsFirstPoll() throws {
        let views = (0..<5_000).map { #"{"id": "v\#($0)"}"# }.joined(separator: ",")
        let value = try JSONParser.parse(#"{"root": {"id": "root", "subviews": [\#(views)]}, "constraints": []}"#)
        let document = try LayoutDocument.decode(value, limits: LayoutLimits(maxViews: 10_000)).get()
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        var warmStart = LayoutEngine.WarmStart()
        let pass = LayoutEngine.solveWrapping(
            document, geometry: TargetGeometry(target), options: .standard,
            warmStart: &warmStart
        ).pass
        let deadline = PassedDeadline()
        #expect(WorkBudget.$current.withValue(deadline.budget) { AmbiguityReport.diagnostics(pass) }.isEmpty)
        #expect(deadline.polls == 1)
        #expect(AmbiguityReport.diagnostics(pass).count == 5_000)
    }

    static func scene(views count: Int) throws -> WireframeScene {
        let document = try EngineFixture.document(EngineFixture.twoViews(""))
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let views = (0..<count).map {
            WireframeView(id: "v\($0)", frame: Rect(x: 0, y: 0, width: 10, height: 10), depth: 1)
        }
        return WireframeScene(title: "many", target: target, views: views)
    }

    @Test func svgDrawingStopsAtItsFirstPoll() throws {
        let scene = try Self.scene(views: 20_000)
        let deadline = PassedDeadline()
        let stopped = WorkBudget.$current.withValue(deadline.budget) { WireframeRenderer.render(scene) }
        let full = WireframeRenderer.render(scene)
        #expect(deadline.polls == 1)
        #expect(stopped.utf8.count * 4 < full.utf8.count)
        #expect(!stopped.hasSuffix("</svg>\n") && full.hasSuffix("</svg>\n"))
    }

    @Test func anSVGOverTheMemoryBudgetIsCutShort() throws {
        let scene = try Self.scene(views: 20_000)
        let budget = WorkBudget(memoryLimit: 256 * 1024)
        let cut = WorkBudget.$current.withValue(budget) { WireframeRenderer.render(scene) }
        #expect(budget.isOverMemory)
        #expect(cut.utf8.count <= budget.memoryLimit + SVGWriter.chargeBatch)
    }

    static func response(frames count: Int) throws -> LayoutResponse {
        let document = try EngineFixture.document(EngineFixture.twoViews(""))
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let frames = (0..<count).map { (id: "v\($0)", frame: Rect(x: 1, y: 2, width: 3, height: 4)) }
        return LayoutResponse(results: [TargetResult(target: target, frames: frames)])
    }

    @Test func jsonEncodingStopsAtItsFirstPoll() throws {
        let response = try Self.response(frames: 100_000)
        let deadline = PassedDeadline()
        let stopped = WorkBudget.$current.withValue(deadline.budget) { response.serialized() }
        #expect(deadline.polls == 1)
        #expect(stopped.count * 10 < response.serialized().count)
        let tree = JSONValue.array(Array(repeating: .number(1), count: 100_000))
        #expect(
            WorkBudget.$current.withValue(PassedDeadline().budget) { JSONWriter.write(tree) }.count < 2
                * WorkBudget.pollInterval)
    }

    @Test func responseBytesOverTheMemoryBudgetAreCutShort() throws {
        let response = try Self.response(frames: 100_000)
        let budget = WorkBudget(memoryLimit: 512 * 1024)
        let cut = WorkBudget.$current.withValue(budget) { response.serialized() }
        #expect(budget.isOverMemory)
        #expect(cut.count <= budget.memoryLimit + JSONBytesEmitter.chargeBatch)
    }

    /// The engine end to end: a million-character label, the deadline passed. Text layout, the
    /// solver and the diagnostics all give up; the result says the solve was cancelled.
    @Test func aSolveWithAMillionCharacterLabelAndAPassedDeadlineGivesUp() throws {
        let json =
            #"{"root": {"id": "root", "subviews": [{"id": "l", "kind": "label", "numberOfLines": 0, "text": "\#(Self.longWord)"}]}, "constraints": ["l.left == root.left", "l.top == root.top", "l.width == 100"]}"#
        let document = try EngineFixture.document(json)
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let deadline = PassedDeadline()
        let budget = deadline.budget
        let result = WorkBudget.$current.withValue(budget) {
            LayoutEngine.solve(document, target: target, options: EngineOptions(isCancelled: { budget.isExhausted }))
        }
        #expect(result.diagnostics.contains { $0.code == "solve_cancelled" })
        #expect(deadline.polls < 100)
    }
}
