import Primitives
import TestSupport
import Testing

@testable import Animation
@testable import Document
@testable import Geometry
@testable import JSON

/// Seed 003's shape: the login view moves up when the keyboard appears.
private let base: [(id: String, frame: Rect)] = [
    ("root", Rect(x: 0, y: 0, width: 375, height: 667)),
    ("login", Rect(x: 20, y: 300, width: 335, height: 44)),
    ("logo", Rect(x: 150, y: 100, width: 75, height: 75))
]
private let target: [(id: String, frame: Rect)] = [
    ("root", Rect(x: 0, y: 0, width: 375, height: 667)),
    ("login", Rect(x: 20, y: 120, width: 335, height: 44)),
    ("logo", Rect(x: 160, y: 20, width: 55, height: 55))
]

private func sample(
    _ animation: AnimationSpec, from before: [(id: String, frame: Rect)] = base,
    to after: [(id: String, frame: Rect)] = target,
    limits: KeyframeLimits = .standard
) throws -> Keyframes {
    try Keyframes.sample(from: before, to: after, animation: animation, limits: limits).get()
}

private func ids(_ frames: [(id: String, frame: Rect)]) -> [String] { frames.map(\.id) }

@Suite struct KeyframesTests {
    @Test func aQuarterSecondAtSixtyFPSHasSixteenKeyframesOneSixtiethApart() throws {
        let keyframes = try sample(AnimationSpec(duration: 0.25, curve: .easeInOut, fps: 60)).keyframes
        #expect(keyframes.count == 16)
        for (index, keyframe) in keyframes.enumerated() {
            #expect(isClose(keyframe.time, Double(index) / 60))
        }
        #expect(keyframes.last?.time == 0.25)
    }

    @Test func theFirstKeyframeIsTheBaseAndTheLastIsTheTargetExactly() throws {
        let keyframes = try sample(AnimationSpec(duration: 0.25, curve: .easeInOut, fps: 60)).keyframes
        let first = try #require(keyframes.first)
        let last = try #require(keyframes.last)
        #expect(first.progress == 0 && last.progress == 1)
        #expect(ids(first.frames) == ["root", "login", "logo"])
        for (sampled, expected) in zip(first.frames, base) { #expect(sampled.frame == expected.frame) }
        for (sampled, expected) in zip(last.frames, target) { #expect(sampled.frame == expected.frame) }
    }

    @Test func everyPropertyFollowsTheCurvesProgress() throws {
        let keyframes = try sample(AnimationSpec(duration: 0.25, curve: .easeInOut, fps: 60)).keyframes
        for keyframe in keyframes {
            let progress = AnimationCurve.easeInOut.progress(at: keyframe.time / 0.25)
            #expect(isClose(keyframe.progress, progress))
            let logo = try #require(keyframe.frame("logo"))
            #expect(isClose(logo.x, 150 + 10 * progress))
            #expect(isClose(logo.y, 100 - 80 * progress))
            #expect(isClose(logo.width, 75 - 20 * progress))
            #expect(isClose(logo.height, 75 - 20 * progress))
            #expect(keyframe.frame("root") == Rect(x: 0, y: 0, width: 375, height: 667))
        }
    }

    @Test func theEaseInOutMidpointKeyframeIsHalfway() throws {
        // 0.5 s at 60 fps puts keyframe 15 at t = 0.25, half the duration.
        let keyframes = try sample(AnimationSpec(duration: 0.5, curve: .easeInOut, fps: 60)).keyframes
        #expect(keyframes.count == 31)
        let middle = keyframes[15]
        #expect(middle.time == 0.25)
        #expect(isClose(middle.progress, 0.5))
        let login = try #require(middle.frame("login"))
        #expect(isClose(login.y, 210))
        // easeInOut lags linear before the midpoint.
        #expect(keyframes[5].progress < 5.0 / 30)
    }

    static let counts: [(duration: Double, fps: Double, count: Int)] = [
        (0.25, 60, 16), (0.5, 60, 31), (0.1, 30, 4), (0.7, 30, 22), (0.3, 24, 9), (1, 1, 2), (0, 60, 1),
        (0.4, 29.97, 13)
    ]

    @Test(arguments: counts)
    func keyframeCountIsOneMoreThanTheIntervalsRoundedUp(duration: Double, fps: Double, count: Int) throws {
        let keyframes = try sample(AnimationSpec(duration: duration, curve: .linear, fps: fps)).keyframes
        #expect(keyframes.count == count)
        #expect(keyframes.last?.time == duration)
        #expect(keyframes.last?.progress == 1)
    }

    @Test func aZeroDurationAnimationIsOneKeyframeAtTheTarget() throws {
        let keyframes = try sample(AnimationSpec(duration: 0, curve: .easeIn, fps: 60)).keyframes
        #expect(keyframes.count == 1)
        #expect(keyframes[0].time == 0 && keyframes[0].progress == 1)
        #expect(keyframes[0].frame("login") == target[1].frame)
    }

    @Test func viewsInOnlyOneLayoutFadeInPlace() throws {
        let before: [(id: String, frame: Rect)] = [
            ("root", Rect(x: 0, y: 0, width: 375, height: 667)), ("old", Rect(x: 10, y: 10, width: 50, height: 50)),
            ("kept", Rect(x: 0, y: 100, width: 100, height: 20))
        ]
        let after: [(id: String, frame: Rect)] = [
            ("root", Rect(x: 0, y: 0, width: 667, height: 375)), ("new", Rect(x: 20, y: 20, width: 30, height: 30)),
            ("kept", Rect(x: 0, y: 50, width: 200, height: 20))
        ]
        let animation = try sample(AnimationSpec(duration: 0.25, curve: .linear, fps: 8), from: before, to: after)
        #expect(animation.appearing == ["new"])
        #expect(animation.disappearing == ["old"])
        for keyframe in animation.keyframes {
            // The target-only view goes right after the view before it in the target.
            #expect(ids(keyframe.frames) == ["root", "new", "old", "kept"])
            #expect(keyframe.frame("old") == before[1].frame)
            #expect(keyframe.frame("new") == after[1].frame)
            #expect(keyframe.opacity.map(\.id) == ["new", "old"])
            #expect(keyframe.opacity[0].opacity == keyframe.progress)
            #expect(keyframe.opacity[1].opacity == 1 - keyframe.progress)
        }
        #expect(animation.keyframes.first?.opacity.map(\.opacity) == [0, 1])
        #expect(animation.keyframes.last?.opacity.map(\.opacity) == [1, 0])
    }

    @Test func aRepeatedIdCountsOnceAtItsFirstEntry() throws {
        let doubled = base + [("login", Rect(x: 999, y: 999, width: 1, height: 1))]
        let keyframes = try sample(AnimationSpec(duration: 0.25, curve: .linear, fps: 4), from: doubled).keyframes
        #expect(ids(keyframes[0].frames) == ["root", "login", "logo"])
        #expect(keyframes[0].frame("login") == base[1].frame)
    }

    @Test func jsonIsTimeProgressFramesAndOpacityOnlyForFadingViews() throws {
        let moving = try sample(
            AnimationSpec(duration: 1, curve: .linear, fps: 2),
            from: [("a", Rect(x: 0, y: 0, width: 10, height: 10))],
            to: [("a", Rect(x: 10, y: 0, width: 20, height: 10))])
        #expect(
            JSONWriter.string(moving.jsonValue) == """
                [{"time":0,"progress":0,"frames":{"a":{"x":0,"y":0,"width":10,"height":10}}},\
                {"time":0.5,"progress":0.5,"frames":{"a":{"x":5,"y":0,"width":15,"height":10}}},\
                {"time":1,"progress":1,"frames":{"a":{"x":10,"y":0,"width":20,"height":10}}}]
                """)
        #expect(stateMembers(moving).map(\.key) == ["keyframes"])

        let fading = try sample(
            AnimationSpec(duration: 1, curve: .linear, fps: 1),
            from: [("a", Rect(x: 0, y: 0, width: 10, height: 10))],
            to: [("b", Rect(x: 5, y: 5, width: 1, height: 1))])
        #expect(
            JSONWriter.string(fading.keyframes[0].jsonValue) == """
                {"time":0,"progress":0,"frames":{"b":{"x":5,"y":5,"width":1,"height":1},\
                "a":{"x":0,"y":0,"width":10,"height":10}},"opacity":{"b":0,"a":1}}
                """)
        #expect(stateMembers(fading).map(\.key) == ["keyframes", "appearing", "disappearing"])
        #expect(
            JSONWriter.string(.object(Array(stateMembers(fading).dropFirst())))
                == #"{"appearing":["b"],"disappearing":["a"]}"#)
    }

    /// The members `emitStateMembers` adds to a state object, as a tree.
    func stateMembers(_ keyframes: Keyframes) -> [(key: String, value: JSONValue)] {
        var tree = JSONTreeEmitter()
        tree.beginObject()
        keyframes.emitStateMembers(into: &tree)
        tree.endObject()
        guard case .object(let members) = tree.root else { return [] }
        return members
    }

    @Test func theSameInputGivesTheSameJSONBytes() throws {
        let spec = AnimationSpec(duration: 0.4, curve: .keyboard, fps: 60)
        #expect(JSONWriter.write(try sample(spec).jsonValue) == JSONWriter.write(try sample(spec).jsonValue))
    }

    static let invalid: [(duration: Double, fps: Double, code: String)] = [
        (-0.1, 60, "invalid_animation_duration"), (.nan, 60, "invalid_animation_duration"),
        (.infinity, 60, "invalid_animation_duration"), (0.25, 0, "invalid_animation_fps"),
        (0.25, -60, "invalid_animation_fps"), (0.25, .nan, "invalid_animation_fps"),
        (0.25, .infinity, "invalid_animation_fps"), (200, 60, "too_many_keyframes"),
        (1e300, 1e300, "too_many_keyframes")
    ]

    @Test(arguments: invalid)
    func invalidOrOversizedAnimationsFailWithAStableCode(duration: Double, fps: Double, code: String) throws {
        let error = try #require(failure(AnimationSpec(duration: duration, fps: fps)))
        #expect(error.code == code)
        #expect(!error.message.isEmpty)
    }

    @Test func theKeyframeLimitIsInclusive() throws {
        let spec = AnimationSpec(duration: 0.25, curve: .linear, fps: 60)
        #expect(try sample(spec, limits: KeyframeLimits(maxKeyframes: 16)).keyframes.count == 16)
        let error = try #require(failure(spec, limits: KeyframeLimits(maxKeyframes: 15)))
        #expect(error.reason == .tooManyKeyframes && error.limit == 15)
    }

    @Test func keyframesTimesViewsIsBoundedToo() throws {
        let spec = AnimationSpec(duration: 0.25, curve: .linear, fps: 60)
        #expect(try sample(spec, limits: KeyframeLimits(maxSamples: 48)).keyframes.count == 16)
        let error = try #require(failure(spec, limits: KeyframeLimits(maxSamples: 47)))
        #expect(error.code == "too_many_keyframe_samples" && error.limit == 47)
    }

    /// The deadline stops sampling between keyframes: the poll runs once per keyframe.
    @Test func cancellationStopsSamplingBetweenKeyframes() throws {
        let spec = AnimationSpec(duration: 0.25, curve: .linear, fps: 60)
        let polls = Locked(0)
        let result = Keyframes.sample(from: base, to: target, animation: spec) {
            polls.withLock {
                $0 += 1
                return $0 > 3
            }
        }
        guard case .failure(let error) = result else {
            Issue.record("sampling ignored the cancellation")
            return
        }
        #expect(error.reason == .cancelled && error.code == "solve_cancelled")
        #expect(polls.withLock { $0 } == 4)
    }

    /// The error sampling the seed's layouts with `spec` fails with, or nil when it succeeds.
    private func failure(_ spec: AnimationSpec, limits: KeyframeLimits = .standard) -> KeyframeError? {
        guard case .failure(let error) = Keyframes.sample(from: base, to: target, animation: spec, limits: limits)
        else { return nil }
        return error
    }

    @Test func rectsInterpolateExactlyAtTheEnds() {
        let a = Rect(x: 0.1, y: 0.2, width: 0.3, height: -5)
        let b = Rect(x: 1.0 / 3, y: 7, width: 1e-9, height: 5)
        #expect(a.interpolated(to: b, progress: 0) == a)
        #expect(a.interpolated(to: b, progress: 1) == b)
        #expect(a.interpolated(to: b, progress: 0.5).height == 0)
    }
}
