import LayoutTestSupport
import Testing

@testable import Animation
@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry
@testable import JSON
@testable import Requests

@Suite struct JSONEmitterTests {
    static let examples = [
        "seed-000-profile.json", "seed-001-self-sizing-cell.json", "seed-001-size-classes.json",
        "seed-002-scroll-view.json", "seed-003-login-mistakes.json", "seed-003-login.json",
        "seed-004-autoresizing.json"
    ]

    /// The service writes responses with `JSONBytesEmitter`; the CLI and tests read `jsonValue`.
    /// Both must be the same JSON, byte for byte, for every example on every catalog target.
    @Test(arguments: examples)
    func responseBytesEqualTheWrittenTreeOnEveryTarget(name: String) throws {
        let document = try ExampleFiles.document(name)
        var results: [TargetResult] = []
        for device in DeviceCatalog.standard.devices {
            for orientation in [Orientation.portrait, .landscape] {
                let target = try EngineFixture.target(
                    .device(DeviceTargetSpec(device: device.id, orientation: orientation)), document)
                results.append(LayoutEngine.solve(document, target: target))
            }
        }
        let response = LayoutResponse(results: results)
        #expect(response.serialized() == JSONWriter.write(response.jsonValue))
        #expect(
            String(decoding: response.serialized(style: .pretty), as: UTF8.self)
                == JSONWriter.string(response.jsonValue, style: .pretty))
    }

    /// The optional members: multitasking and keyboard in the target, window frames, fitting
    /// sizes, constraints, diagnostics and states.
    @Test func everyOptionalMemberComesOutTheSameBothWays() throws {
        let document = try ExampleFiles.document("seed-000-profile.json")
        let spec = DeviceTargetSpec(
            device: "ipad-pro-12-9", orientation: .landscape, multitasking: .half, keyboard: true)
        var result = LayoutEngine.solve(document, target: try EngineFixture.target(.device(spec), document))
        result.windowFrames = [("a", Rect(x: 0.5, y: -1, width: 1e300, height: 2))]
        result.fittingSizes = [("b\"\\\n", Size(width: 3, height: 4.25))]
        result.constraints = [.object([("id", .string("c")), ("priority", .number(750))])]
        result.diagnostics.append(Diagnostic(severity: .warning, code: "x", message: "y"))
        var animated = StateResult(
            name: "s", target: result.target, frames: [("a", Rect(x: 1, y: 2, width: 3, height: 4))],
            diagnostics: [Diagnostic(severity: .info, code: "z", message: "w")], incremental: true, pivots: 3)
        animated.keyframes = try Keyframes.sample(
            from: [("a", Rect(x: 0, y: 0, width: 1, height: 1))],
            to: [("b", Rect(x: 1, y: 1, width: 2, height: 2))],
            animation: AnimationSpec(duration: 1, curve: .linear, fps: 1)
        ).get()
        let rebuilt = StateResult(
            name: "r", frames: [], diagnostics: [], incremental: false, rebuildStats: result.stats)
        result.states = [animated, rebuilt]
        let response = LayoutResponse(results: [result, result])
        let bytes = String(decoding: response.serialized(), as: UTF8.self)
        #expect(bytes == JSONWriter.string(response.jsonValue))
        #expect(bytes.contains(#""multitasking":"half""#))
        #expect(bytes.contains(#""keyboard":true}"#))
        #expect(bytes.contains(#""windowFrames":{"a":{"x":0.5,"y":-1,"width":1e+300,"height":2}}"#))
        #expect(bytes.contains(#""fittingSizes":{"b\"\\\n":{"width":3,"height":4.25}}"#))
        #expect(bytes.contains(#""states":[{"name":"s","target":{"device":"ipad-pro-12-9""#))
        #expect(
            bytes.contains(
                #""opacity":{"b":1,"a":0}}],"appearing":["b"],"disappearing":["a"],"stats":{"incremental":true,"pivots":3"#
            ))
        #expect(bytes.contains(#"{"name":"r","frames":{},"diagnostics":[],"stats":{"incremental":false,"#))
    }

    /// Empty and nested containers, every scalar and a prebuilt subtree, through both emitters.
    static func sample<Emitter: JSONEmitter>(_ json: inout Emitter) {
        json.beginArray()
        json.beginArray()
        json.endArray()
        json.beginObject()
        json.endObject()
        json.beginObject()
        json.key("a")
        json.beginArray()
        json.beginObject()
        json.member("n", -0.5)
        json.endObject()
        json.bool(false)
        json.endArray()
        json.member("s", "é\u{1}")
        json.key("v")
        json.value(.object([("k", .array([.null, .bool(true)]))]))
        json.endObject()
        json.number(3)
        json.endArray()
    }

    @Test func bothEmittersWriteTheSameJSON() {
        var bytes = JSONBytesEmitter()
        Self.sample(&bytes)
        var tree = JSONTreeEmitter()
        Self.sample(&tree)
        let expected = #"[[],{},{"a":[{"n":-0.5},false],"s":"é\u0001","v":{"k":[null,true]}},3]"#
        #expect(String(decoding: bytes.bytes, as: UTF8.self) == expected)
        #expect(JSONWriter.string(tree.root) == expected)
    }

    @Test func aLoneValueIsTheWholeDocument() {
        var bytes = JSONBytesEmitter()
        bytes.string("only")
        var tree = JSONTreeEmitter()
        tree.string("only")
        #expect(bytes.bytes == Array(#""only""#.utf8))
        #expect(tree.root == .string("only"))
    }
}
