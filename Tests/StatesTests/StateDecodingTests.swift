import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import JSON
@testable import Requests

/// `states` in a request: every mistake is a problem pointing at it.
@Suite struct StateDecodingTests {
    static let document = EngineFixture.twoViews(
        #""w: a.width == 10", "H:|[a]|", {"id": "off", "expression": "b.width == 3", "active": false}"#)

    static func decode(_ states: String) throws -> Result<LayoutRequest, DocumentProblems> {
        LayoutRequest.decode(
            try JSONParser.parse(#"{"document": \#(document), "target": {"device": "iphone-6"}, "states": \#(states)}"#)
        )
    }

    @Test func aFullStateDecodesInOrder() throws {
        let request = try Self.decode(
            #"""
            [{"name": "s", "constants": {"w": 20, "constraints[1]#2": 4}, "activate": ["off"], "deactivate": ["constraints[1]"],
              "priorities": {"w": 500}, "target": {"device": "iphone-se", "orientation": "landscape"}, "keyboard": true,
              "animation": {"duration": 0.5, "curve": "keyboard"}}]
            """#
        ).get()
        let state = try #require(request.states.first)
        #expect(state.name == "s")
        #expect(state.constants.map(\.id) == ["w", "constraints[1]#2"])
        #expect(state.activate == ["off"] && state.deactivate == ["constraints[1]"])
        #expect(state.priorities.map(\.value) == [LayoutPriority(500)])
        #expect(state.keyboard == true && state.animation?.curve == .keyboard)
        #expect(
            state.targetSpec(base: .device(DeviceTargetSpec(device: "iphone-6")))
                // iphone-se's id
                == .device(DeviceTargetSpec(device: "iphone-5", orientation: .landscape, keyboard: true)))
    }

    @Test(arguments: [
        (#"{"states": 1}"#, "/states", "array"),
        (#"[3]"#, "/states/0", "expected a state (an object)"),
        (#"[{}]"#, "/states/0", #"missing required key "name""#),
        (#"[{"name": 1}]"#, "/states/0/name", "expected a string"),
        (#"[{"name": "s", "constants": {"nope": 1}}]"#, "/states/0/constants/nope", "no constraint"),
        (#"[{"name": "s", "constants": {"w#1": 1}}]"#, "/states/0/constants/w#1", "no constraint"),
        (
            #"[{"name": "s", "constants": {"constraints[1]#0": 1}}]"#, "/states/0/constants/constraints[1]#0",
            "no constraint"
        ),
        (#"[{"name": "s", "constants": {"w": "x"}}]"#, "/states/0/constants/w", "a number"),
        (#"[{"name": "s", "constants": [1]}]"#, "/states/0/constants", "expected an object of constraint id"),
        (#"[{"name": "s", "priorities": {"w": 0}}]"#, "/states/0/priorities/w", "must be at least 1, found 0"),
        (#"[{"name": "s", "activate": "off"}]"#, "/states/0/activate", "list of constraint ids"),
        (#"[{"name": "s", "deactivate": [7]}]"#, "/states/0/deactivate/0", "a string"),
        (#"[{"name": "s", "activate": ["off"], "deactivate": ["off"]}]"#, "/states/0/deactivate", "both"),
        (#"[{"name": "s", "keyboard": "yes"}]"#, "/states/0/keyboard", "true or false"),
        (#"[{"name": "s", "target": {"device": "nokia"}}]"#, "/states/0/target/device", "unknown device"),
        (
            #"[{"name": "s", "target": {"orientation": "up"}}]"#, "/states/0/target/orientation",
            "is not one of: portrait, landscape"
        ),
        (#"[{"name": "s", "target": {"keyboard": true}}]"#, "/states/0/target/keyboard", "its own 'keyboard'"),
        (#"[{"name": "s", "target": 2}]"#, "/states/0/target", "expected a state's 'target' (an object)"),
        (#"[{"name": "s", "animation": {"curve": "bouncy"}}]"#, "/states/0/animation/curve", "is not one of:"),
        (#"[{"name": "s", "colour": 1}]"#, "/states/0/colour", "unknown key")
    ])
    func brokenStatesPointAtTheMistake(_ states: String, _ pointer: String, _ fragment: String) throws {
        let json =
            states.hasPrefix("{")
            ? #"{"document": \#(Self.document), "target": {"device": "iphone-6"}, "states": 1}"# : nil
        let result = try json.map { LayoutRequest.decode(try JSONParser.parse($0)) } ?? Self.decode(states)
        switch result {
        case .success: Issue.record("should fail: \(states)")
        case .failure(let problems):
            #expect(problems.problems.first?.pointer == pointer, "\(problems.problems)")
            #expect(problems.problems.first?.message.contains(fragment) == true, "\(problems.problems)")
        }
    }

    @Test func tooManyStatesAreRefused() throws {
        let states =
            "[" + Array(repeating: #"{"name": "s"}"#, count: LayoutLimits.standard.maxStates + 1).joined(separator: ",")
            + "]"
        guard case .failure(let problems) = try Self.decode(states) else {
            Issue.record("should fail")
            return
        }
        #expect(problems.problems.map(\.pointer) == ["/states"])
    }
}
