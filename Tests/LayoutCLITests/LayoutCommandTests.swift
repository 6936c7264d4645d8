import Devices
import Document
import JSON
import TestSupport
import Testing

@testable import LayoutCLI

@Suite struct LayoutCommandTests {
    static let document = Array(
        #"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|[a]|", "V:|[a]|"]}"#.utf8)

    @Test func solveWithADeviceAndOrientationPrintsTheFrames() throws {
        let command = try LayoutCommand.parse([
            "solve", "doc.json", "--device", "iphone-6", "--orientation", "landscape", "--compact"
        ]).get()
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
        guard case .array(let results)? = response["results"] else {
            Issue.record("results")
            return
        }
        #expect(results.count == DeviceCatalog.standard.devices.count * 2)
    }

    @Test func errorDiagnosticsExitWithOne() throws {
        let bad = Array(#"{"root": {"id": "root"}, "constraints": ["H:|-[nobody]"]}"#.utf8)
        let outcome = try LayoutCommand.parse(["solve", "x", "--device", "iphone-6"]).get().run(input: bad)
        #expect(outcome.status == 1)
        let validate = try LayoutCommand.parse(["validate", "x"]).get().run(input: bad)
        #expect(validate.status == 1)
        let merged = try JSONParser.parse(validate.stdout)
        guard case .array(let diagnostics)? = merged["diagnostics"],
            case .array(let targets)? = diagnostics.first?["targets"]
        else {
            Issue.record("merged diagnostics")
            return
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
        let invalid = command.run(input: Array(#"{"root": {"id": "1.0"}}"#.utf8))
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("at /root/id"))
    }

    static let badUsage: [[String]] = [
        [], ["frobnicate"], ["solve"], ["validate"], ["solve", "x", "--device"],
        ["solve", "x", "--device", "d", "--orientation", "up"],
        ["solve", "x", "y", "--all-devices"], ["solve", "x", "--orientation", "portrait"], ["devices", "x"],
        ["devices", "--device", "iphone-6"], ["devices", "--compact"], ["validate", "x", "--timing"],
        ["solve", "x", "--json"],
        ["help", "frobnicate"], ["help", "solve", "render"],
        ["solve", "x", "--max-views"], ["solve", "x", "--max-views", "0"], ["solve", "x", "--max-views", "many"],
        ["solve", "x", "--max-constraints", "-1"], ["validate", "x", "--max-constraints", "1000001"],
        ["system", "x", "--all-devices"], ["system"]
    ]

    @Test(arguments: badUsage)
    func badUsageIsRefused(_ arguments: [String]) {
        if case .success = LayoutCommand.parse(arguments) { Issue.record("\(arguments) should be refused") }
    }

    @Test func devicesJSONListsTheCatalog() throws {
        let outcome = try LayoutCommand.parse(["devices", "--json"]).get().run(input: [])
        #expect(outcome.status == 0)
        guard case .array(let devices)? = try JSONParser.parse(outcome.stdout)["devices"] else {
            Issue.record("devices")
            return
        }
        #expect(devices.count == DeviceCatalog.standard.devices.count)
    }

    @Test func aRequestFileKeepsItsOwnTargets() throws {
        let body = Array(#"{"document": {"root": {"id": "root"}}, "targets": [{"device": "iphone-5"}]}"#.utf8)
        let outcome = try LayoutCommand.parse(["solve", "r.json", "--compact"]).get().run(input: body)
        #expect(outcome.status == 0)
        #expect(String(decoding: outcome.stdout, as: UTF8.self).contains(#""device":"iphone-5""#))
        let bare = try LayoutCommand.parse(["solve", "d.json"]).get().run(
            input: Array(#"{"root": {"id": "root"}}"#.utf8))
        #expect(bare.status == 2)
        #expect(bare.stderr.contains("no target"))
        let validate = try LayoutCommand.parse(["validate", "r.json", "--device", "iphone-5"]).get().run(input: body)
        #expect(validate.status == 0)
        guard case .array(let both)? = try JSONParser.parse(validate.stdout)["targets"] else {
            Issue.record("targets")
            return
        }
        #expect(both.map { $0["orientation"] } == [.string("portrait"), .string("landscape")])
        let own = try LayoutCommand.parse(["validate", "r.json"]).get().run(input: body)
        guard case .array(let one)? = try JSONParser.parse(own.stdout)["targets"] else {
            Issue.record("targets")
            return
        }
        #expect(one.count == 1)
    }

    /// Root, `a` and `b`; three constraint entries.
    static let small = Array(
        #"{"root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]}, "constraints": ["H:|[a][b(==a)]|", "V:|[a]|", "V:|[b]|"]}"#
            .utf8)

    @Test func aDocumentOverAViewOrConstraintLimitIsRefusedNamingTheFlag() throws {
        for targets in [["--device", "iphone-6"], []] {
            let body =
                targets.isEmpty
                ? Array(
                    #"{"document": \#(String(decoding: Self.small, as: UTF8.self)), "target": {"device": "iphone-6"}}"#
                        .utf8) : Self.small
            let views = try LayoutCommand.parse(["solve", "x", "--max-views", "2"] + targets).get().run(input: body)
            #expect(views.status == 2)
            #expect(views.stderr.contains("too many views: the limit is 2 (--max-views)"))
            let constraints = try LayoutCommand.parse(["validate", "x", "--max-constraints", "2"] + targets).get().run(
                input: body)
            #expect(constraints.status == 2)
            #expect(constraints.stderr.contains("too many constraints: the limit is 2 (--max-constraints)"))
            let within = try LayoutCommand.parse(["solve", "x", "--max-views", "3", "--max-constraints", "3"] + targets)
                .get().run(input: body)
            #expect(within.status == 0)
        }
    }

    @Test func limitFlagsSetTheLimitsAndDefaultToTheStandardOnes() throws {
        #expect(try LayoutCommand.parse(["solve", "x"]).get().limits == .standard)
        let raised = try LayoutCommand.parse(["solve", "x", "--max-views", "20000", "--max-constraints", "90000"]).get()
            .limits
        #expect(raised.maxViews == 20_000 && raised.maxConstraints == 90_000)
        for action in [LayoutCommand.Action.solve, .validate, .render, .system] {
            #expect(
                LayoutCommand.help(action).contains(
                    "--max-views N        views a document may have (default \(LayoutLimits.standard.maxViews))"))
        }
    }

    @Test func noPresolveGivesTheSameAnswer() throws {
        let solve = try LayoutCommand.parse(["solve", "x", "--device", "iphone-6"]).get()
        let asGiven = try LayoutCommand.parse(["solve", "x", "--device", "iphone-6", "--no-presolve"]).get()
        #expect(!asGiven.presolves)
        #expect(solve.run(input: Self.small).stdout == asGiven.run(input: Self.small).stdout)
    }

    /// `Σ coefficient × value + constant` of one exported constraint.
    static func residual(_ constraint: JSONValue, _ values: [Double]) -> Double {
        guard case .array(let terms)? = constraint["terms"], case .number(let constant)? = constraint["constant"] else {
            return .nan
        }
        return terms.reduce(constant) { sum, term in
            guard case .array(let pair) = term, case .number(let variable) = pair[0],
                case .number(let coefficient) = pair[1]
            else { return .nan }
            return sum + coefficient * values[Int(variable)]
        }
    }

    @Test func systemExportsTheConstraintsTheEngineSolvesAndItsValuesSatisfyThem() throws {
        for flags in [[], ["--no-presolve"]] {
            let outcome = try LayoutCommand.parse(["system", "x", "--device", "iphone-6"] + flags).get().run(
                input: Self.small)
            #expect(outcome.status == 0)
            let system = try JSONParser.parse(outcome.stdout)
            guard case .array(let variables)? = system["variables"],
                case .array(let constraints)? = system["constraints"],
                case .array(let values)? = system["values"]
            else {
                Issue.record("variables, constraints, values")
                return
            }
            let numbers = values.compactMap { if case .number(let value) = $0 { value } else { nil } }
            #expect(variables.count == 12 && numbers.count == 12)
            #expect(variables.contains(.string("b.width")))
            #expect(system["solve"]?["presolve"] == .bool(flags.isEmpty))
            #expect(system["solve"]?["microseconds"] == nil)
            // a and b share the width of the screen (375 points): b.width is 187.5.
            #expect(numbers[variables.firstIndex(of: .string("b.width")) ?? 0] == 187.5)
            for constraint in constraints where constraint["priority"] == .number(1000) {
                let residual = Self.residual(constraint, numbers)
                switch constraint["relation"] {
                case .string("==")?: #expect(isClose(residual, 0))
                case .string("<=")?: #expect(residual <= testTolerance)
                case .string(">=")?: #expect(residual >= -testTolerance)
                default: Issue.record("relation of \(constraint)")
                }
            }
        }
        let timed = try LayoutCommand.parse(["system", "x", "--device", "iphone-6", "--timing"]).get().run(
            input: Self.small)
        let solve = try JSONParser.parse(timed.stdout)["solve"]
        #expect(solve?["microseconds"] != nil && solve?["cpuMicroseconds"] != nil)
    }

    @Test func systemRefusesATargetItCannotResolveNamingWhere() throws {
        let unknown = try LayoutCommand.parse(["system", "x", "--device", "nokia"]).get().run(input: Self.small)
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr == "layout: --device: unknown device 'nokia'; `layout devices` lists the ids\n")
        let body =
            #"{"document": \#(String(decoding: Self.small, as: UTF8.self)), "target": {"device": "iphone-6", "multitasking": "oneThird"}}"#
        let phone = try LayoutCommand.parse(["system", "r.json"]).get().run(input: Array(body.utf8))
        #expect(phone.status == 2 && phone.stdout.isEmpty)
        #expect(
            phone.stderr == "layout: r.json at /target/multitasking: Split View needs an iPad; 'iphone-6' is a phone\n")
    }
}
