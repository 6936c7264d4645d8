import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import JSON

/// Random documents (seeded, bounded): the engine never stops at a bad or conflicting
/// constraint, always answers for every installed view — never with a negative width or height
/// (the size bounds) —, and answers the same way twice.
@Suite struct RandomDocumentTests {
    static func randomDocument(_ random: inout SeededGenerator) -> String {
        let views = ["a", "b", "c", "d"]
        let attributes = Attribute.allCases.map(\.name) + ["nose"]
        let relations = ["==", "<=", ">="]
        var constraints: [String] = []
        for _ in 0..<Int.random(in: 4...14, using: &random) {
            let first = (views + ["safeArea", "zebra"]).randomElement(using: &random) ?? "a"
            let second = (views + ["root", "margins", "topLayoutGuide"]).randomElement(using: &random) ?? "b"
            let attribute = attributes.randomElement(using: &random) ?? "left"
            let other = Bool.random(using: &random) ? attribute : (attributes.randomElement(using: &random) ?? "left")
            let relation = relations.randomElement(using: &random) ?? "=="
            let constant = Int.random(in: -50...400, using: &random)
            let priority = [1000, 999, 750, 251, 250, 0, 1001].randomElement(using: &random) ?? 1000
            switch Int.random(in: 0..<4, using: &random) {
            case 0: constraints.append("\"\(first).\(attribute) \(relation) \(constant) @\(priority)\"")
            case 1: constraints.append("\"\(first).\(attribute) \(relation) 0.5 * \(second).\(other) + \(constant)\"")
            case 2:
                constraints.append(
                    "\"H:|-(\(constant))-[\(views.randomElement(using: &random) ?? "a")(>=\(abs(constant)))]\"")
            default:
                constraints.append(
                    "\"V:[\(views.randomElement(using: &random) ?? "a")]-[\(views.randomElement(using: &random) ?? "b")]|\""
                )
            }
        }
        return #"""
            {"root": {"id": "root", "subviews": [{"id": "a", "kind": "label", "text": "Hi"}, {"id": "b", "subviews": [{"id": "c"}]},
                      {"id": "d", "kind": "image", "image": {"width": 10, "height": 10}}]},
             "constraints": [\#(constraints.joined(separator: ", "))]}
            """#
    }

    @Test func randomDocumentsAlwaysGiveEveryFrameDeterministically() throws {
        var random = SeededGenerator(seed: 2026)
        for _ in 0..<60 {
            let json = Self.randomDocument(&random)
            let document = try EngineFixture.document(json)
            let target = try EngineFixture.target(
                .device(DeviceTargetSpec(device: "iphone-x", orientation: .landscape)), document)
            let first = LayoutEngine.solve(document, target: target)
            #expect(first.frames.map(\.id) == ["root", "a", "b", "c", "d"], "\(json)")
            for diagnostic in first.diagnostics where diagnostic.code == "unsatisfiable_constraints" {
                guard case .string(let broken)? = diagnostic["broken"] else {
                    Issue.record("broken")
                    continue
                }
                #expect(diagnostic.constraints.contains(broken))
            }
            for frame in first.frames.map(\.frame) {
                let finite = [frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.isFinite }
                #expect(finite)
                #expect(frame.width >= 0 && frame.height >= 0, "\(frame) in \(json)")
            }
            let again = LayoutEngine.solve(document, target: target)
            #expect(JSONWriter.write(again.jsonValue) == JSONWriter.write(first.jsonValue))
        }
    }
}
