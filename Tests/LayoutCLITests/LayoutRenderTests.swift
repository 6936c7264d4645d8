import Devices
import Engine
import JSON
import Rendering
import Requests
import TestSupport
import Testing

@testable import LayoutCLI

/// `layout render`: the wireframe of the file's targets, written to standard output or `-o`.
@Suite struct LayoutRenderTests {
    @Test func layoutRenderWritesTheSVGAndDefaultsToIPhone6BothWays() throws {
        let input = try #require(readFile(repositoryRoot + "/examples/seed-003-login.json"))
        let command = try LayoutCommand.parse(["render", "doc.json", "-o", "out.svg"]).get()
        #expect(command.outputPath == "out.svg")
        let outcome = command.run(input: input)
        #expect(outcome.status == 0)
        guard
            case .success(let request) = LayoutRequest.decode(
                try JSONParser.parse(input),
                defaultTargets: [
                    .device(DeviceTargetSpec(device: "iphone-6", orientation: .portrait)),
                    .device(DeviceTargetSpec(device: "iphone-6", orientation: .landscape))
                ]), case .success(let targets) = request.resolvedTargets()
        else {
            Issue.record("seed-003 decodes")
            return
        }
        #expect(targets.count == 2)
        #expect(
            String(decoding: outcome.stdout, as: UTF8.self)
                == WireframeRendering.render(
                    request.document, results: targets.map { LayoutEngine.solve(request.document, target: $0) }))
        let landscape = try LayoutCommand.parse(["render", "-", "--device", "iphone-6", "--orientation", "landscape"])
            .get().run(input: input)
        #expect(String(decoding: landscape.stdout, as: UTF8.self).contains("iphone-6 · landscape"))
        #expect(!String(decoding: landscape.stdout, as: UTF8.self).contains("iphone-6 · portrait"))
    }

    @Test(arguments: [["render", "x", "-o"], ["solve", "x", "-o", "y.svg"], ["render"]])
    func badRenderUsageIsRefused(_ arguments: [String]) {
        if case .success = LayoutCommand.parse(arguments) { Issue.record("should fail: \(arguments)") }
    }

    @Test func unreadableInputExitsWithTwo() throws {
        let outcome = try LayoutCommand.parse(["render", "x"]).get().run(input: Array("{".utf8))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
    }
}
