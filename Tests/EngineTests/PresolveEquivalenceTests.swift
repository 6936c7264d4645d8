import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import JSON

/// The presolve (Sources/Cassowary/Presolve/, used by Engine/SolverRun.swift) changes how a
/// layout is solved, never what it answers: on seeded random documents — nested views, stacked
/// chains, centring, equal sizes, multipliers, labels, optional wishes, conflicts — the engine with
/// the presolve and the engine that hands every constraint to the solver agree on every
/// diagnostic (conflict sets, broken constraints, ambiguity: the same bytes) and, where the
/// layout has one optimum (no ambiguity reported), on every frame within 1e-6. Both hold the
/// size bounds (every width and height >= 0; the presolved run adds them only when a size would
/// otherwise come out negative), so no frame of either has a negative size, and many documents
/// are conflicts only because of them.
@Suite struct PresolveEquivalenceTests {
    /// 4 × 700 documents: four seeds, run in parallel; over 1 000 of them have one optimum.
    static let documents = 700

    @Test(arguments: 0..<4) func thePresolveAnswersWhatTheSolverAloneAnswers(seed: UInt64) throws {
        var random = SeededGenerator(seed: 16 + seed)
        var compared = (unique: 0, ambiguous: 0, conflicting: 0, bounded: 0)
        for _ in 0..<Self.documents {
            let json = Self.randomDocument(&random)
            let document = try EngineFixture.document(json)
            let orientation: Orientation = Bool.random(using: &random) ? .portrait : .landscape
            let target = try EngineFixture.target(
                .device(DeviceTargetSpec(device: "iphone-x", orientation: orientation)), document)
            let presolved = LayoutEngine.solve(document, target: target)
            let alone = LayoutEngine.solve(document, target: target, options: EngineOptions(presolves: false))
            #expect(
                JSONWriter.write(.array(presolved.diagnostics.map(\.jsonValue)))
                    == JSONWriter.write(.array(alone.diagnostics.map(\.jsonValue))), "\(json)")
            #expect(presolved.frames.map(\.id) == alone.frames.map(\.id))
            for frame in presolved.frames + alone.frames {
                #expect(frame.frame.width >= 0 && frame.frame.height >= 0, "\(frame.id): \(frame.frame) in \(json)")
            }
            let codes = Set(alone.diagnostics.map(\.code))
            if codes.contains(DiagnosticCode.unsatisfiableConstraints) { compared.conflicting += 1 }
            if alone.diagnostics.contains(where: { $0["nonNegativeSizes"] != nil }) { compared.bounded += 1 }
            guard !codes.contains(DiagnosticCode.ambiguousLayout),
                !codes.contains(DiagnosticCode.scrollContentAmbiguous)
            else {
                compared.ambiguous += 1
                continue
            }
            compared.unique += 1
            for (a, b) in zip(presolved.frames, alone.frames) {
                let pairs = [
                    (a.frame.x, b.frame.x), (a.frame.y, b.frame.y), (a.frame.width, b.frame.width),
                    (a.frame.height, b.frame.height)
                ]
                #expect(
                    pairs.allSatisfy { isClose($0, $1, relative: 1e-6) },
                    "\(a.id): \(a.frame) vs \(b.frame) in \(json)")
            }
        }
        // The generator must keep producing all three kinds, or the comparison proves little.
        #expect(compared.unique >= 250, "\(compared)")
        #expect(compared.ambiguous >= 50, "\(compared)")
        #expect(compared.conflicting >= 50, "\(compared)")
        #expect(compared.bounded >= 150, "\(compared)")
    }

    /// A random tree of up to 12 views under `root` (plain views, labels, images), and
    /// constraints drawn from what real layouts use: VFL chains pinned at one or both ends, edges
    /// and centres tied to the superview or a sibling, equal and proportional sizes, aspect
    /// ratios, fixed sizes, and optional wishes at common priorities; most views get a complete
    /// set, so that many documents have one optimum.
    static func randomDocument(_ random: inout SeededGenerator) -> String {
        var ids: [String] = []
        var parentOf: [String: String] = [:]
        var children: [String: [String]] = ["root": []]
        var kinds: [String: String] = [:]
        let count = Int.random(in: 2...12, using: &random)
        for index in 0..<count {
            let id = "v\(index)"
            let parent =
                index == 0 || Int.random(in: 0..<3, using: &random) == 0
                ? "root" : (["root"] + ids).randomElement(using: &random)!
            ids.append(id)
            parentOf[id] = parent
            children[parent, default: []].append(id)
            children[id] = []
            kinds[id] = ["view", "view", "label", "image"].randomElement(using: &random)!
        }
        let priorities = ["", "", "", " @999", " @750", " @500", " @251", " @250"]
        func priority() -> String { priorities.randomElement(using: &random)! }
        // Extras are mostly optional: a required one usually conflicts with a complete placement.
        func wish() -> String {
            Int.random(in: 0..<6, using: &random) == 0 ? "" : priorities[3...].randomElement(using: &random)!
        }
        func number() -> Int { [0, 0, 4, 8, 10, 16, 20, 44, 100].randomElement(using: &random)! }
        var constraints: [String] = []
        for id in ids {
            let parent = parentOf[id]!
            let siblings = children[parent]!.filter { $0 != id }
            // Horizontal and vertical placement, usually complete.
            for (axis, lead, trail, size, center) in [
                ("H", "leading", "trailing", "width", "centerX"),
                ("V", "top", "bottom", "height", "centerY")
            ] {
                switch Int.random(in: 0..<14, using: &random) {
                case 0, 7, 9: constraints.append("\(axis):|-\(number())-[\(id)]-\(number())-|")
                case 1, 8, 10: constraints.append("\(axis):|-\(number())-[\(id)(\(number() + 20))]")
                case 2, 11:
                    constraints.append("\(id).\(center) == \(parent).\(center)")
                    constraints.append("\(id).\(size) == 0.5 * \(parent).\(size) + \(number())")
                case 3 where !siblings.isEmpty:
                    let other = siblings.randomElement(using: &random)!
                    constraints.append("\(axis):[\(other)]-\(number())-[\(id)]")
                    constraints.append("\(id).\(size) == \(other).\(size)")
                case 4, 12:
                    constraints.append("\(id).\(lead) == \(parent).\(lead) + \(number())")
                    constraints.append("\(id).\(trail) <= \(parent).\(trail) - \(number())")
                    constraints.append("\(id).\(size) == \(number() + 300)\(priority())")
                case 5:
                    constraints.append(
                        "\(axis):|-(>=\(number()))-[\(id)(\(number() + 10)\(priority()))]-(\(number())\(priority()))-|")
                default:
                    constraints.append("\(id).\(lead) == \(parent).\(lead) + \(number())\(priority())")
                    constraints.append("\(id).\(size) == \(number() + 10)")
                }
            }
            // Extras: wishes, ratios, and the odd conflict.
            for _ in 0..<Int.random(in: 0...1, using: &random) {
                switch Int.random(in: 0..<5, using: &random) {
                case 0: constraints.append("\(id).width == \(id).height\(wish())")
                case 1: constraints.append("\(id).width == \(number() + 30)\(wish())")
                case 2: constraints.append("\(id).height >= \(number())\(wish())")
                case 3 where !siblings.isEmpty:
                    constraints.append("\(id).centerY == \(siblings.randomElement(using: &random)!).centerY\(wish())")
                default: constraints.append("\(id).leading == \(parent).leading + \(number() + 1)\(wish())")
                }
            }
        }
        func view(_ id: String) -> String {
            var members = [#""id": "\#(id)""#]
            switch kinds[id] {
            case "label": members += [#""kind": "label""#, #""text": "Label \#(id)""#]
            case "image": members += [#""kind": "image""#, #""image": {"width": 30, "height": 20}"#]
            default: break
            }
            let subviews = children[id]!.map(view)
            if !subviews.isEmpty { members.append(#""subviews": [\#(subviews.joined(separator: ", "))]"#) }
            return "{" + members.joined(separator: ", ") + "}"
        }
        let root = #"{"id": "root", "subviews": [\#(children["root"]!.map(view).joined(separator: ", "))]}"#
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"defaults": {"rounding": "none"}, "root": \#(root), "constraints": [\#(list)]}"#
    }
}
