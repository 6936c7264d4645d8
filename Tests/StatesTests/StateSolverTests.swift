import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Engine
@testable import Geometry
@testable import JSON
@testable import Requests
@testable import States

/// States on top of a base layout (docs/states.md): the seeds' acceptance cases, then each kind of change.
@Suite struct StateSolverTests {
    static let keyboardState =
        #"[{"name": "keyboard", "constants": {"loginCenterY": -10}, "animation": {"duration": 0.25, "curve": "easeInOut", "fps": 60}}]"#

    // MARK: seed 003: the keyboard moves the login view up by a constant change

    @Test func theKeyboardStateAnswersTheLoginViewTenPointsHigherThroughTheIncrementalPath() throws {
        let (base, states) = try StateFixture.solve(
            try StateFixture.exampleRequest("seed-003-login.json", states: Self.keyboardState))
        let state = try #require(states.first)
        let before = try #require(base.frame("loginView")), after = try #require(state.frame("loginView"))
        #expect(after == Rect(x: before.x, y: before.y - 10, width: before.width, height: before.height))
        #expect(state.incremental)
        for id in ["root", "userField", "passwordField", "loginButton"] {
            #expect(state.frame(id) == base.frame(id), "\(id)")
        }
        #expect(state.diagnostics.isEmpty)
    }

    /// Past the deadline no state is solved or sampled: each carries only `solve_cancelled`.
    @Test func cancelledStatesCarryOnlyTheCancelledDiagnostic() throws {
        let request = try StateFixture.exampleRequest(
            "seed-003-login.json",
            states: #"""
                [{"name": "keyboard", "constants": {"loginCenterY": -10}, "animation": {}},
                 {"name": "rotate", "target": {"orientation": "landscape"}, "animation": {}}]
                """#)
        let (base, _) = try StateFixture.solve(request)
        let states = StateSolver.solve(
            request.states, document: request.document, baseSpec: try #require(request.targets.first),
            base: base, options: EngineOptions(isCancelled: { true }))
        #expect(states.map(\.name) == ["keyboard", "rotate"])
        for state in states {
            #expect(
                state.diagnostics == [.cancelled] && state.frames.isEmpty && state.keyframes == nil, "\(state.name)")
        }
    }

    @Test func aConstantChangeAddsNoConstraintToTheBaseSolver() throws {
        let document = try ExampleFiles.document("seed-003-login.json")
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let session = try #require(
            IncrementalSession(
                document: document, geometry: TargetGeometry(target),
                keys: ["loginCenterY"], options: .standard))
        let added = session.constraintAdds
        // The base solver holds what the presolve left (here: nothing; the login is determined
        // by its equalities), and a state adds nothing to it.
        #expect(added < session.basePass.system.constraints.count)
        let outcome = try #require(
            session.solve(constants: ["loginCenterY": -10], rounding: .pixel, scale: 2, document: document))
        #expect(outcome.addsDuringSolve == 0)
        #expect(session.constraintAdds == added)
        #expect(outcome.counters.artificialPhases == 0)
        #expect(outcome.counters.pivots <= 2)
        // Back to the base constant: the base frames again, from the same solver.
        let back = try #require(session.solve(constants: [:], rounding: .pixel, scale: 2, document: document))
        #expect(back.frames.map(\.frame) == LayoutEngine.solve(document, target: target).frames.map(\.frame))
    }

    @Test func theKeyboardKeyframesSampleSixteenFramesAlongEaseInOut() throws {
        let (base, states) = try StateFixture.solve(
            try StateFixture.exampleRequest("seed-003-login.json", states: Self.keyboardState))
        let state = try #require(states.first)
        let keyframes = try #require(state.keyframes).keyframes
        #expect(keyframes.count == 16)
        #expect(keyframes.first?.frames.map(\.frame) == base.frames.map(\.frame))
        #expect(keyframes.last?.frames.map(\.frame) == state.frames.map(\.frame))
        let y0 = try #require(base.frame("loginView")).y
        for (index, keyframe) in keyframes.enumerated() {
            let expected = y0 - 10 * StateFixture.easeInOut(keyframe.time / 0.25)
            #expect(
                isClose(try #require(keyframe.frame("loginView")).y, expected, tolerance: 1e-5), "keyframe \(index)")
        }
        // Midpoint: easeInOut is symmetric about (0.5, 0.5), so keyframes k and 15 − k (t and
        // 0.25 − t) are as far from the base as the other is from the end.
        for index in 0...7 {
            let early = try #require(keyframes[index].frame("loginView")).y,
                late = try #require(keyframes[15 - index].frame("loginView")).y
            #expect(isClose((early + late) / 2, y0 - 5, tolerance: 1e-5), "keyframes \(index) and \(15 - index)")
        }
        #expect(isClose(StateFixture.easeInOut(0.5), 0.5))
    }

    // MARK: seed 000: rotation

    @Test func aRotationStateAnswersTheLandscapeSetAndTheKeyframesFromPortrait() throws {
        let states =
            #"[{"name": "rotate", "target": {"orientation": "landscape"}, "animation": {"duration": 0.3, "fps": 60}}]"#
        let (base, results) = try StateFixture.solve(
            try StateFixture.exampleRequest("seed-000-profile.json", states: states))
        let state = try #require(results.first)
        let portrait = try ExampleFiles.solve("seed-000-profile.json", "iphone-6", .portrait)
        let landscape = try ExampleFiles.solve("seed-000-profile.json", "iphone-6", .landscape)
        #expect(base.frames.map(\.frame) == portrait.frames.map(\.frame))
        #expect(state.frames.map(\.frame) == landscape.frames.map(\.frame))
        #expect(state.target?.orientation == .landscape)
        #expect(!state.incremental)
        // The two constraint sets differ: stacked in portrait, side by side in landscape.
        #expect(state.frame("photoImageView")?.x == 0)
        #expect((state.frame("avatarImageView")?.x ?? 0) > 300)
        #expect(try #require(base.frame("avatarImageView")).x == 10)
        let keyframes = try #require(state.keyframes).keyframes
        #expect(keyframes.count == 19)
        #expect(keyframes.first?.frames.map(\.frame) == portrait.frames.map(\.frame))
        #expect(keyframes.last?.frames.map(\.frame) == landscape.frames.map(\.frame))
        let root = try #require(keyframes[9].frame("root"))
        #expect(root.width > 375 && root.width < 667)
    }

    // MARK: other changes rebuild from the base

    static let priorities = EngineFixture.twoViews(
        #"""
        "a.left == root.left", "a.top == root.top", "a.height == 10",
        "small: a.width == 100 @750", "large: a.width == 300 @500",
        {"id": "forced", "expression": "a.width == 50", "active": false},
        "b.left == root.left", "b.top == root.top", "b.height == 10", "cap: b.width <= 200", "b.width == 100"
        """#)

    @Test(arguments: [
        (#"{"name": "s", "priorities": {"large": 800}}"#, 300.0, false),
        (#"{"name": "s", "deactivate": ["small"]}"#, 300, false),
        (#"{"name": "s", "activate": ["forced"]}"#, 50, false),
        (#"{"name": "s", "constants": {"small": 120}}"#, 120, true),
        (#"{"name": "s", "keyboard": true}"#, 100, false),
        (
            #"{"name": "s", "keyboard": false, "target": {"orientation": "portrait"}, "constants": {"small": 80}}"#, 80,
            true
        )
    ])
    func eachChangeGivesTheFrameUIKitWould(_ state: String, _ width: Double, _ incremental: Bool) throws {
        let (_, results) = try StateFixture.solve(
            try StateFixture.request(
                #"{"document": \#(Self.priorities), "target": {"device": "iphone-6"}, "states": [\#(state)]}"#))
        let result = try #require(results.first)
        #expect(result.frame("a")?.width == width)
        #expect(result.incremental == incremental)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func aPriorityMovedBetweenRequiredAndOptionalIsRefusedAsUIKitThrows() throws {
        let (_, results) = try StateFixture.solve(
            try StateFixture.request(
                #"{"document": \#(Self.priorities), "target": {"device": "iphone-6"}, "states": [{"name": "s", "priorities": {"small": 1000, "cap": 10}}]}"#
            ))
        let result = try #require(results.first)
        #expect(result.diagnostics.map(\.code) == ["invalid_priority", "invalid_priority"])
        #expect(result.diagnostics.map(\.constraints) == [["small"], ["cap"]])
        #expect(result.frame("a")?.width == 100)
    }

    @Test func aConstantThatBreaksARequiredConstraintIsRebuiltAndReportsTheConflict() throws {
        let (_, results) = try StateFixture.solve(
            try StateFixture.request(
                #"{"document": \#(Self.priorities), "target": {"device": "iphone-6"}, "states": [{"name": "s", "constants": {"cap": 50}}, {"name": "t", "constants": {"cap": 150}}]}"#
            ))
        #expect(results.map(\.incremental) == [false, true])
        #expect(results[0].diagnostics.map(\.code) == ["unsatisfiable_constraints"])
        #expect(results[1].diagnostics.isEmpty)
        #expect(results[1].frame("b")?.width == 100)
    }

    @Test func everyStateStartsFromTheBaseNotFromThePreviousState() throws {
        let (base, results) = try StateFixture.solve(
            try StateFixture.exampleRequest(
                "seed-003-login.json",
                states: #"""
                    [{"name": "up", "constants": {"loginCenterY": -40}}, {"name": "x", "constants": {"loginCenterX": 5}}]
                    """#))
        let y = try #require(base.frame("loginView")).y, x = try #require(base.frame("loginView")).x
        #expect(results[0].frame("loginView")?.y == y - 40)
        #expect(results[1].frame("loginView")?.y == y)
        #expect(results[1].frame("loginView")?.x == x + 5)
        #expect(results.map(\.incremental) == [true, true])
    }

    @Test func aStateTargetTheDeviceCannotTakeIsADiagnostic() throws {
        let (base, results) = try StateFixture.solve(
            try StateFixture.exampleRequest(
                "seed-003-login.json", target: #"{"device": "ipad-9-7"}"#,
                states: #"[{"name": "split", "target": {"multitasking": "half"}}]"#))
        #expect(base.diagnostics.isEmpty)
        #expect(results.first?.diagnostics.map(\.code) == ["invalid_state_target"])
        #expect(results.first?.frames.isEmpty == true)
    }

    // MARK: the response

    @Test func theResponseCarriesEachStateAndIsByteIdenticalTwice() throws {
        let request = try StateFixture.exampleRequest("seed-003-login.json", states: Self.keyboardState)
        func text() throws -> String {
            guard case .success(let response) = RequestSolver.solve(request) else {
                throw EngineFixture.Failure(description: "unsolved")
            }
            return String(decoding: JSONWriter.write(response.jsonValue, style: .compact), as: UTF8.self)
        }
        let first = try text()
        #expect(first == (try text()))
        #expect(first.contains(#""states":[{"name":"keyboard","frames":{"root":"#))
        #expect(first.contains(#""stats":{"incremental":true,"pivots":"#))
        #expect(first.contains(#""keyframes":[{"time":0,"progress":0,"#))
    }
}
