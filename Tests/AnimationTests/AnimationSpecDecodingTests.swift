import Testing

@testable import Animation
@testable import Document
@testable import JSON

private func decode(_ text: String, limits: KeyframeLimits = .standard) throws -> Result<
    AnimationSpec, DocumentProblems
> {
    AnimationSpec.decode(try JSONParser.parse(text), pointer: "/states/0/animation", limits: limits)
}

@Suite struct AnimationSpecDecodingTests {
    @Test func aFullObjectDecodes() throws {
        let spec = try decode(#"{"duration": 0.4, "curve": "keyboard", "fps": 30}"#).get()
        #expect(spec == AnimationSpec(duration: 0.4, curve: .keyboard, fps: 30))
    }

    @Test func absentMembersTakeUIKitsDefaults() throws {
        #expect(try decode("{}").get() == AnimationSpec(duration: 0.25, curve: .easeInOut, fps: 60))
    }

    static let bad: [(json: String, pointers: [String])] = [
        (#"{"curve": "bounce"}"#, ["/states/0/animation/curve"]),
        (#"{"curve": 7}"#, ["/states/0/animation/curve"]),
        (#"{"duration": -1}"#, ["/states/0/animation/duration"]),
        (#"{"duration": "0.25"}"#, ["/states/0/animation/duration"]),
        (#"{"fps": 0}"#, ["/states/0/animation/fps"]),
        (#"{"fps": 5000}"#, ["/states/0/animation/fps"]),
        (#"{"delay": 1}"#, ["/states/0/animation/delay"]),
        (
            #"{"duration": -1, "curve": "x", "speed": 2}"#,
            ["/states/0/animation/duration", "/states/0/animation/curve", "/states/0/animation/speed"]
        ),
        (#"{"duration": 3600, "fps": 60}"#, ["/states/0/animation"]),
        ("[1]", ["/states/0/animation"]),
        (#"{"fps": 1, "fps": 2}"#, ["/states/0/animation/fps"])
    ]

    @Test(arguments: bad)
    func everyProblemIsReportedAtItsPointer(json: String, pointers: [String]) throws {
        guard case .failure(let problems) = try decode(json) else {
            Issue.record("\(json) decoded")
            return
        }
        #expect(problems.problems.map(\.pointer) == pointers)
    }

    @Test func theLimitMessageSaysWhatToLower() throws {
        guard case .failure(let problems) = try decode(#"{"duration": 1}"#, limits: KeyframeLimits(maxKeyframes: 10))
        else {
            Issue.record("61 keyframes passed a limit of 10")
            return
        }
        #expect(
            problems.problems.first?.message
                == "an animation of 1 s at 60 fps would have more than 10 keyframes; lower 'duration' or 'fps'")
    }
}
