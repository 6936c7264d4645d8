import LayoutTestSupport
import Testing

@testable import Devices
@testable import Engine
@testable import JSON
@testable import Requests

/// Every field of an answer means what it
/// says. No wall time in a deterministic answer, `output` options that work (or are refused),
/// one double — so one text — per length on the pixel grid, and one shape for traits.
@Suite struct InertOrInconsistentFieldsTests {
    static let login = try! String(decoding: ExampleFiles.read("seed-003-login.json"), as: UTF8.self)
    static let mistakes = try! String(decoding: ExampleFiles.read("seed-003-login-mistakes.json"), as: UTF8.self)

    static func answer(_ body: String, options: EngineOptions = .standard) throws -> LayoutResponse {
        let request = try LayoutRequest.decode(try JSONParser.parse(Array(body.utf8))).get()
        return try RequestSolver.solve(request, options: options).get()
    }

    /// Every key of every object in `value`, depth first.
    static func keys(_ value: JSONValue) -> [String] {
        switch value {
        case .object(let members): members.flatMap { [$0.key] + keys($0.value) }
        case .array(let items): items.flatMap(keys)
        default: []
        }
    }

    @Test func theAnswerCarriesNoWallTimeEvenWhenOneIsMeasured() throws {
        let body = #"""
            {"document": \#(Self.login), "target": {"device": "iphone-6"},
             "states": [{"name": "up", "constants": {"loginCenterY": -10}}, {"name": "turned", "target": {"orientation": "landscape"}}]}
            """#
        let measured = try Self.answer(body, options: EngineOptions(measuresTime: true))
        let json = measured.jsonValue
        #expect(!Self.keys(json).contains("solveMicroseconds"))
        guard case .array(let results)? = json["results"], case .array(let states)? = results.first?["states"] else {
            Issue.record("results with states")
            return
        }
        #expect(results.first?["stats"].map(Self.keys) == ["variables", "constraints"])
        #expect(
            states.map { $0["stats"].map(Self.keys) ?? [] } == [
                ["incremental", "pivots"], ["incremental", "variables", "constraints"]
            ])
        // The same bytes as an unmeasured answer: the time is there to print, not to send.
        #expect(measured.serialized() == (try Self.answer(body)).serialized())
        #expect(measured.results[0].stats.solveMicroseconds > 0)
    }

    @Test func outputLogFalseLeavesOutEveryLog() throws {
        let document =
            #"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|-10-[a(50)]", "a.left == root.left + 20", "H:|-[a", "a.width =="]}"#
        let states = #""states": [{"name": "wider", "constants": {"constraints[1]": 30}}]"#
        let logged = try Self.answer(#"{"document": \#(document), "target": {"device": "iphone-6"}, \#(states)}"#)
        let codes = logged.results[0].diagnostics.filter { $0["log"] != nil }.map(\.code)
        #expect(codes == ["vfl_syntax", "expression_syntax", "unsatisfiable_constraints"])
        #expect(logged.results[0].states[0].diagnostics.contains { $0["log"] != nil })
        let quiet = try Self.answer(
            #"{"document": \#(document), "target": {"device": "iphone-6"}, \#(states), "output": {"log": false}}"#)
        #expect(!Self.keys(quiet.jsonValue).contains("log"))
        #expect(quiet.results[0].diagnostics.map(\.code) == logged.results[0].diagnostics.map(\.code))
    }

    @Test func outputSvgIsNotAnOption() throws {
        let body = #"{"document": {"root": {"id": "root"}}, "target": {"device": "iphone-6"}, "output": {"svg": true}}"#
        guard case .failure(let problems) = LayoutRequest.decode(try JSONParser.parse(Array(body.utf8))) else {
            Issue.record("output.svg accepted")
            return
        }
        #expect(problems.problems.map(\.pointer) == ["/output/svg"])
    }

    /// A length on the pixel grid is one double, n / scale, however it was reached (a difference of
    /// two edges, a superview's origin taken off), so it prints as one text.
    @Test(arguments: [
        "seed-000-profile.json", "seed-001-self-sizing-cell.json", "seed-002-scroll-view.json",
        "seed-003-login-mistakes.json", "seed-004-autoresizing.json"
    ])
    func everyNumberOnThePixelGridIsOneDouble(example: String) throws {
        let document = String(decoding: try ExampleFiles.read(example), as: UTF8.self)
        let devices = DeviceCatalog.standard.devices.map { "\"\($0.id)\"" }.joined(separator: ", ")
        let body = #"{"document": \#(document), "devices": [\#(devices)], "output": {"windowFrames": true}}"#
        for result in try Self.answer(body).results {
            let scale = result.target.scale
            let rects = result.frames.map(\.frame) + (result.windowFrames ?? []).map(\.frame)
            let numbers =
                rects.flatMap { [$0.x, $0.y, $0.width, $0.height] }
                + result.contentSizes.flatMap { [$0.size.width, $0.size.height] }
            for number in numbers where number.isFinite {
                #expect(number == (number * scale).rounded() / scale, "\(example) on \(result.target.label): \(number)")
            }
        }
    }

    /// `GET /v1/devices` gives each orientation and Split View pane `traits`, the same members a
    /// result's `target.traits` has for that target (which adds the request's layoutDirection).
    @Test func traitsHaveOneShape() throws {
        for device in DeviceCatalog.standard.devices {
            let listed = device.jsonValue
            var panes: [(listed: JSONValue?, spec: DeviceTargetSpec)] = Orientation.allCases.map {
                (listed[$0.rawValue]?["traits"], DeviceTargetSpec(device: device.id, orientation: $0))
            }
            if case .array(let multitasking)? = listed["multitasking"] {
                for (pane, model) in zip(multitasking, device.multitasking) {
                    panes.append(
                        (
                            pane["traits"],
                            DeviceTargetSpec(
                                device: device.id, orientation: model.orientation,
                                multitasking: model.multitasking)
                        ))
                }
                #expect(multitasking.allSatisfy { $0["horizontalSizeClass"] == nil })
            }
            for (traits, spec) in panes {
                let target = try ResolvedTarget.resolve(.device(spec)).get()
                guard case .object(var resolved) = target.jsonValue["traits"] else {
                    Issue.record("no traits")
                    continue
                }
                resolved.removeAll { $0.key == "layoutDirection" }
                #expect(traits == .object(resolved), "\(device.id) \(spec)")
            }
            #expect(listed["portrait"]?["horizontalSizeClass"] == nil)
        }
    }
}
