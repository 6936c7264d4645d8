import Testing
@testable import LayoutCLI
import LayoutModel

@Suite struct LayoutCommandTests {
    static let document = Array(#"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|[a]|", "V:|[a]|"]}"#.utf8)

    @Test func solveWithADeviceAndOrientationPrintsTheFrames() throws {
        let command = try LayoutCommand.parse(["solve", "doc.json", "--device", "iphone-6", "--orientation", "landscape", "--compact"]).get()
        let outcome = command.run(input: Self.document)
        #expect(outcome.status == 0)
        let text = String(decoding: outcome.stdout, as: UTF8.self)
        #expect(text.contains(#""a":{"x":0,"y":0,"width":667,"height":375}"#))
        #expect(text.hasSuffix("\n"))
    }

    @Test func allDevicesCoversTheCatalogInBothOrientations() throws {
        let command = try LayoutCommand.parse(["solve", "-", "--all-devices", "--compact"]).get()
        let outcome = command.run(input: Self.document)
        let response = try JSONParser.parse(outcome.stdout)
        guard case let .array(results)? = response["results"] else { Issue.record("results"); return }
        #expect(results.count == DeviceCatalog.standard.devices.count * 2)
    }

    @Test func errorDiagnosticsExitWithOne() throws {
        let bad = Array(#"{"root": {"id": "root"}, "constraints": ["H:|-[nobody]"]}"#.utf8)
        let outcome = try LayoutCommand.parse(["solve", "x", "--device", "iphone-6"]).get().run(input: bad)
        #expect(outcome.status == 1)
        let validate = try LayoutCommand.parse(["validate", "x"]).get().run(input: bad)
        #expect(validate.status == 1)
        let merged = try JSONParser.parse(validate.stdout)
        guard case let .array(diagnostics)? = merged["diagnostics"], case let .array(targets)? = diagnostics.first?["targets"] else {
            Issue.record("merged diagnostics"); return
        }
        #expect(diagnostics.count == 1)
        #expect(targets == (0..<DeviceCatalog.standard.devices.count * 2).map { .number(Double($0)) })
        #expect(merged["errorCount"] == .number(1))
    }

    @Test func unreadableInputExitsWithTwo() throws {
        let command = try LayoutCommand.parse(["solve", "x", "--device", "iphone-6"]).get()
        let outcome = command.run(input: Array("{not json".utf8))
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("unreadable JSON"))
        let invalid = command.run(input: Array(#"{"root": {"id": "1"}}"#.utf8))
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("at /root/id"))
    }

    static let badUsage: [[String]] = [
        [], ["frobnicate"], ["solve"], ["validate"], ["solve", "x", "--device"], ["solve", "x", "--device", "d", "--orientation", "up"],
        ["solve", "x", "y", "--all-devices"], ["solve", "x", "--orientation", "portrait"], ["devices", "x"],
    ]

    @Test(arguments: badUsage)
    func badUsageIsRefused(_ arguments: [String]) {
        if case .success = LayoutCommand.parse(arguments) { Issue.record("\(arguments) should be refused") }
    }

    @Test func devicesListsTheCatalog() throws {
        let outcome = try LayoutCommand.parse(["devices"]).get().run(input: [])
        #expect(outcome.status == 0)
        guard case let .array(devices)? = try JSONParser.parse(outcome.stdout)["devices"] else { Issue.record("devices"); return }
        #expect(devices.count == DeviceCatalog.standard.devices.count)
    }

    @Test func aRequestFileKeepsItsOwnTargets() throws {
        let body = Array(#"{"document": {"root": {"id": "root"}}, "targets": [{"device": "iphone-5"}]}"#.utf8)
        let outcome = try LayoutCommand.parse(["solve", "r.json", "--compact"]).get().run(input: body)
        #expect(outcome.status == 0)
        #expect(String(decoding: outcome.stdout, as: UTF8.self).contains(#""device":"iphone-5""#))
        let bare = try LayoutCommand.parse(["solve", "d.json"]).get().run(input: Array(#"{"root": {"id": "root"}}"#.utf8))
        #expect(bare.status == 2)
        #expect(bare.stderr.contains("no target"))
        let validate = try LayoutCommand.parse(["validate", "r.json", "--device", "iphone-5"]).get().run(input: body)
        #expect(validate.status == 0)
        guard case let .array(both)? = try JSONParser.parse(validate.stdout)["targets"] else { Issue.record("targets"); return }
        #expect(both.map { $0["orientation"] } == [.string("portrait"), .string("landscape")])
        let own = try LayoutCommand.parse(["validate", "r.json"]).get().run(input: body)
        guard case let .array(one)? = try JSONParser.parse(own.stdout)["targets"] else { Issue.record("targets"); return }
        #expect(one.count == 1)
    }
}
