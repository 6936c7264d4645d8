import Testing

@testable import Document
@testable import JSON
@testable import Requests

/// What a request multiplies is counted from the decoded request, before any solve.
@Suite struct RequestBudgetTests {
    /// A root and `views − 1` subviews, each pinned, so that every view has a frame.
    static func body(views: Int = 3, targets: Int = 1, states: [String] = [], output: String = "{}") -> String {
        let subviews = (1..<views).map { #"{"id": "v\#($0)"}"# }.joined(separator: ",")
        let constraints = (1..<views).map { #""H:|[v\#($0)(10)]", "V:|[v\#($0)(10)]""# }.joined(separator: ",")
        let targetList = Array(repeating: #"{"device": "iphone-6"}"#, count: targets).joined(separator: ",")
        return #"""
            {"document": {"root": {"id": "root", "subviews": [\#(subviews)]}, "constraints": [\#(constraints)]},
             "targets": [\#(targetList)], "states": [\#(states.joined(separator: ","))], "output": \#(output)}
            """#
    }

    static func request(_ json: String, limits: LayoutLimits = .standard) throws -> LayoutRequest {
        try LayoutRequest.decode(try JSONParser.parse(json), limits: limits).get()
    }

    @Test func framesAreTargetsTimesViewsTimesBasePlusStates() throws {
        let budget = RequestBudget(
            try Self.request(Self.body(views: 4, targets: 3, states: [#"{"name": "a"}"#, #"{"name": "b"}"#])))
        #expect(budget.frames == 3 * 4 * (1 + 2))
        #expect(budget.keyframeSamples == 0)
        let windows = RequestBudget(
            try Self.request(Self.body(views: 4, targets: 3, output: #"{"windowFrames": true}"#)))
        #expect(windows.frames == 3 * 4 * 2)
    }

    /// 0.25 s at 60 fps is 16 keyframes, duration 0 is 1; states without an animation add none.
    @Test func keyframeSamplesAddUpOverTargetsAndAnimatedStates() throws {
        let states = [
            #"{"name": "a", "animation": {}}"#, #"{"name": "b", "animation": {"duration": 0}}"#, #"{"name": "c"}"#
        ]
        let budget = RequestBudget(try Self.request(Self.body(views: 5, targets: 2, states: states)))
        #expect(budget.keyframes == 16 + 1)
        #expect(budget.keyframeSamples == 2 * 5 * 17)
    }

    @Test func aRequestAtTheLimitsPassesAndOneMoreIsRefusedNamingTheSetting() throws {
        let states = [#"{"name": "a", "animation": {}}"#]
        let request = try Self.request(Self.body(views: 5, targets: 2, states: states))
        let exact = LayoutLimits(maxFrames: 2 * 5 * 2, keyframes: KeyframeLimits(maxSamples: 2 * 5 * 16))
        #expect(RequestBudget(request).overruns(exact).isEmpty)

        let tight = LayoutLimits(maxFrames: 19, keyframes: KeyframeLimits(maxSamples: 159))
        let overruns = RequestBudget(request).overruns(tight)
        #expect(overruns.map(\.limit) == [.frames, .keyframeSamples])
        #expect(overruns.map(\.requested) == [20, 160])
        #expect(
            overruns[0].message(setting: "--max-frames") == "the answer would hold 20 frames (2 targets × 5 views × "
                + "(1 base + 1 state)), more than the limit of 19 (--max-frames); send fewer targets, states or views")
        #expect(
            overruns[1].message().hasPrefix(
                "the animations would sample 160 frames (2 targets × 5 views × 16 keyframes "
                    + "of the animated states), more than the limit of 159; lower 'duration' or 'fps'"))
        #expect(overruns[1].problem(hasStates: true).pointer == "/states")
    }

    /// Limits set far apart from the document limits cannot overflow the counts.
    @Test func countsSaturateInsteadOfOverflowing() {
        #expect(RequestBudget.saturating(Int.max / 2, times: 3) == .max)
        #expect(RequestBudget.saturating(.max, plus: 1) == .max)
        #expect(RequestBudget.saturating(6, times: 7) == 42)
    }

    /// The request keeps the limits it was decoded under, and its animations are judged by them.
    @Test func decodingUsesTheGivenKeyframeLimits() throws {
        let body = Self.body(states: [#"{"name": "a", "animation": {"duration": 1, "fps": 60}}"#])
        let limits = LayoutLimits(keyframes: KeyframeLimits(maxKeyframes: 60))
        guard case .failure(let problems) = LayoutRequest.decode(try JSONParser.parse(body), limits: limits) else {
            Issue.record("61 keyframes passed a limit of 60")
            return
        }
        #expect(problems.problems.map(\.pointer) == ["/states/0/animation"])
        #expect(try Self.request(body).limits == .standard)
        #expect(try Self.request(body, limits: LayoutLimits(maxFrames: 7)).limits.maxFrames == 7)
    }
}
