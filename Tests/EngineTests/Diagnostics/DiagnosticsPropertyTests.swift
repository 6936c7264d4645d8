import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Engine
@testable import JSON

/// Properties of the diagnostics on generated documents (seeded, so every failure reproduces):
/// a row of views chained left to right, each with a width, a top and a height.
@Suite struct DiagnosticsPropertyTests {
    /// A determined row: `L<i>` (left), `W<i>` (width), `T<i>` (top), `H<i>` (height) per view,
    /// plus optional constraints on determined attributes (they never make anything ambiguous).
    struct Row {
        var count: Int
        var constraints: [(id: String, text: String)] = []

        init(count: Int, rng: inout SeededGenerator) {
            self.count = count
            for i in 0..<count {
                let previous = i == 0 ? "root.left" : "v\(i - 1).right"
                constraints += [
                    ("L\(i)", "v\(i).left == \(previous) + \(Int.random(in: 0...20, using: &rng))"),
                    ("W\(i)", "v\(i).width == \(Int.random(in: 1...40, using: &rng))"),
                    ("T\(i)", "v\(i).top == root.top + \(Int.random(in: 0...400, using: &rng))"),
                    ("H\(i)", "v\(i).height == \(Int.random(in: 1...60, using: &rng))")
                ]
                if Bool.random(using: &rng) {
                    constraints.append(
                        (
                            "O\(i)",
                            "v\(i).width == \(Int.random(in: 1...40, using: &rng)) @\(Int.random(in: 1...999, using: &rng))"
                        ))
                }
            }
        }

        var json: String {
            let views = (0..<count).map { #"{"id": "v\#($0)"}"# }.joined(separator: ", ")
            let list = constraints.map { #""\#($0.id): \#($0.text)""# }.joined(separator: ", ")
            return
                #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [\#(views)]}, "constraints": [\#(list)]}"#
        }
    }

    static let seeds: [UInt64] = Array(1...24)

    @Test(arguments: seeds)
    func aFullyDeterminedLayoutReportsNothing(_ seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let row = Row(count: Int.random(in: 1...8, using: &rng), rng: &rng)
        let result = try EngineFixture.solve(row.json)
        #expect(result.diagnostics.isEmpty, "seed \(seed): \(result.diagnostics.map(\.message))")
    }

    @Test(arguments: seeds)
    func removingOneConstraintOfADeterminedChainReportsTheRightViewsAndAttributes(_ seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var row = Row(count: Int.random(in: 1...8, using: &rng), rng: &rng)
        let k = Int.random(in: 0..<row.count, using: &rng)
        let kind = ["L", "W", "T", "H"].randomElement(using: &rng) ?? "L"
        row.constraints.removeAll { $0.id == "\(kind)\(k)" }
        // Expected: the view's own attribute, and for the chain (L, W) every later view's x.
        var expected: [(String, [String])] = []
        switch kind {
        case "L": expected = (k..<row.count).map { ("v\($0)", ["x"]) }
        case "W": expected = [("v\(k)", ["width"])] + (k + 1..<row.count).map { ("v\($0)", ["x"]) }
        case "T": expected = [("v\(k)", ["y"])]
        default: expected = [("v\(k)", ["height"])]
        }
        let result = try EngineFixture.solve(row.json)
        let found = result.diagnostics.map { diagnostic -> (String, [String]) in
            guard case .string(let view)? = diagnostic["view"], case .array(let attributes)? = diagnostic["attributes"]
            else { return ("?", []) }
            return (view, attributes.map { if case .string(let name) = $0 { name } else { "?" } })
        }
        #expect(found.map(\.0) == expected.map(\.0), "seed \(seed), removed \(kind)\(k)")
        #expect(found.map(\.1) == expected.map(\.1), "seed \(seed), removed \(kind)\(k)")
        #expect(
            result.diagnostics.allSatisfy {
                $0.code == "ambiguous_layout" && $0["cause"] == .string("missing_constraints")
            })
    }

    @Test(arguments: seeds)
    func everyReportedConflictSetIsIrreducibleAndHasOnlyRequiredMembers(_ seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var row = Row(count: Int.random(in: 2...8, using: &rng), rng: &rng)
        for j in 0..<Int.random(in: 1...4, using: &rng) {
            let i = Int.random(in: 0..<row.count, using: &rng)
            let other = Int.random(in: 0..<row.count, using: &rng)
            let extra: String
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: extra = "v\(i).width == \(Int.random(in: 41...80, using: &rng))"
            case 1: extra = "v\(i).right <= v\(other).left - \(Int.random(in: 1...30, using: &rng))"
            case 2: extra = "v\(i).top >= root.top + \(Int.random(in: 401...500, using: &rng))"
            case 3: extra = "v\(i).height + 0 <= \(Int.random(in: 0...0, using: &rng))"
            default: extra = "v\(i).centerX == v\(other).centerX"
            }
            row.constraints.append(("X\(j)", extra))
            row.constraints.append(
                (
                    "P\(j)",
                    "v\(i).height == \(Int.random(in: 100...200, using: &rng)) @\(Int.random(in: 1...999, using: &rng))"
                ))
        }
        let document = try EngineFixture.document(row.json)
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let pass = LayoutEngine.solvePass(
            document, geometry: TargetGeometry(target), wrapWidths: [:], options: .standard)
        let result = LayoutEngine.solve(document, target: target)
        let reported = result.diagnostics.filter { $0.code == "unsatisfiable_constraints" }
        // Size bounds are never listed: a set that needs them names the sizes instead.
        func listed(_ members: [Int]) -> [String] {
            members.filter { pass.system.constraints[$0].origin != .sizeBound }.map { pass.system.constraints[$0].id }
        }
        func sizes(_ members: [Int]) -> JSONValue? {
            let sizes = members.compactMap { pass.system.constraints[$0].boundedSize }
            return sizes.isEmpty ? nil : .array(sizes.map { .string($0) })
        }
        #expect(reported.map(\.constraints) == pass.conflicts.map(listed))
        #expect(reported.map { $0["nonNegativeSizes"] } == pass.conflicts.map(sizes))
        for members in pass.conflicts {
            #expect(members.allSatisfy { pass.system.constraints[$0].priority.isRequired }, "seed \(seed)")
            #expect(Self.conflicts(pass.system, keeping: members), "seed \(seed): \(members) is not a conflict")
            for member in members {
                #expect(
                    !Self.conflicts(pass.system, keeping: members.filter { $0 != member }),
                    "seed \(seed): \(members) without \(member) still conflicts")
            }
        }
    }

    /// True when the engine's solve step finds a conflict among these constraints alone.
    static func conflicts(_ system: LayoutSystem, keeping indices: [Int]) -> Bool {
        var subsystem = system
        subsystem.constraints = indices.map { system.constraints[$0] }
        return !SolvedSystem.solve(subsystem, options: .standard).conflicts.isEmpty
    }
}
