import Devices
import JSON
import States
import TestSupport
import Testing

@testable import LayoutCLI

/// The command line speaks of its own flags
/// and `layout devices`, never of URLs or `GET /v1/devices`; `layout devices` is a table; every
/// command has `--help` with examples and the exit status.
@Suite struct CLIMannersTests {
    static let profile = "examples/seed-000-profile.json"

    static func run(_ arguments: [String], file: String? = profile) throws -> LayoutCommand.Outcome {
        let input = try file.map { try #require(readFile(repositoryRoot + "/" + $0)) } ?? []
        return try LayoutCommand.parse(arguments).get().run(input: input)
    }

    static func speaksHTTP(_ text: String) -> Bool {
        ["GET ", "/v1/", "URL", "?device", "query"].contains { text.contains($0) }
    }

    @Test func aDocumentWithoutATargetIsToldAboutTheFlags() throws {
        let outcome = try Self.run(["solve", Self.profile])
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr
                == "layout: \(Self.profile): no target: give --device ID (and --orientation portrait|landscape) "
                + "or --all-devices, or a {document, target} file\n")
    }

    @Test func anUnknownDeviceNamesTheFlagAndLayoutDevices() throws {
        let outcome = try Self.run(["solve", Self.profile, "--device", "iphone-99"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "layout: --device: unknown device 'iphone-99'; `layout devices` lists the ids\n")
    }

    /// Every decoder message that carries advice, as the command line prints it.
    static let badFiles: [String] = [
        #"{"document": {"root": {"id": "root"}}, "target": {"device": "nokia"}}"#,
        #"{"document": {"root": {"id": "root"}}, "targets": [{}]}"#,
        #"{"document": {"root": {"id": "root"}}, "devices": ["nokia"]}"#,
        #"{"document": {"root": {"id": "root"}}}"#,
        #"{"root": {"id": "root"}, "constraints": [{"when": {"device": "nokia"}, "constraints": []}]}"#,
        #"{"root": {"id": "root"}}"#
    ]

    @Test(arguments: badFiles)
    func noMessageOfTheCommandLineSpeaksHTTP(file: String) throws {
        let outcome = try LayoutCommand.parse(["solve", "f.json"]).get().run(input: Array(file.utf8))
        #expect(outcome.status == 2)
        #expect(!outcome.stderr.isEmpty)
        #expect(!Self.speaksHTTP(outcome.stderr), "\(outcome.stderr)")
    }

    @Test func theServiceKeepsItsOwnWords() {
        let problem = DocumentProblem.unknownDevice("nokia", at: "/target/device")
        #expect(problem.worded(for: .service).message == "unknown device 'nokia'; GET /v1/devices lists the ids")
        #expect(problem.worded(for: .commandLine).message == "unknown device 'nokia'; `layout devices` lists the ids")
    }

    @Test func devicesIsAnAlignedTableInCatalogOrder() throws {
        let outcome = try Self.run(["devices"], file: nil)
        #expect(outcome.status == 0)
        let lines = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        let catalog = DeviceCatalog.standard.devices
        #expect(lines.count == catalog.count + 2)  // header, devices, the note on aliases
        #expect(lines[0].hasPrefix("ID "))
        #expect(lines.dropFirst().prefix(catalog.count).map { String($0.prefix { $0 != " " }) } == catalog.map(\.id))
        // Every column starts at the header's column on every row.
        let header = Array(lines[0])
        let starts = ["SIZE", "SCALE", "IDIOM", "MODELS"].map { name in
            (0..<header.count).first { String(header[$0...].prefix(name.count)) == name } ?? -1
        }
        for line in lines.dropFirst().prefix(catalog.count) {
            let characters = Array(line)
            for start in starts {
                #expect(start > 0 && characters[start - 1] == " " && characters[start] != " ", "\(line)")
            }
        }
        #expect(
            lines.contains {
                $0.hasPrefix("iphone-6 ") && $0.contains("375×667") && $0.contains("@2x") && $0.contains("phone")
                    && $0.hasSuffix("iPhone SE (3rd generation)")
            })
    }

    @Test func devicesJSONIsWhatTheServiceLists() throws {
        let outcome = try Self.run(["devices", "--json", "--compact"], file: nil)
        #expect(outcome.stdout == JSONWriter.write(DeviceCatalog.standard.jsonValue) + [0x0A])
    }

    @Test(arguments: [LayoutCommand.Action.solve, .validate, .render, .devices])
    func everyCommandHasHelpWithExamplesAndExitStatus(command: LayoutCommand.Action) throws {
        let help = try Self.run([command.rawValue, "--help"], file: nil)
        let text = String(decoding: help.stdout, as: UTF8.self)
        #expect(help.status == 0)
        #expect(text.hasPrefix("usage: layout \(command.rawValue)"))
        #expect(text.contains("\nexamples:\n  layout \(command.rawValue)"))
        #expect(text.contains("\nexit status:\n  0  "))
        #expect(try Self.run(["help", command.rawValue], file: nil).stdout == help.stdout)
        // --help wins over arguments that are wrong.
        #expect(try Self.run([command.rawValue, "--bogus", "-h"], file: nil).stdout == help.stdout)
        #expect(!Self.speaksHTTP(text.replacingAll("POST /v1/", with: "")), "only to name the service's twin")
    }

    @Test func theOverviewListsTheCommandsAndExitStatus() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let text = String(decoding: try Self.run(arguments, file: nil).stdout, as: UTF8.self)
            #expect(text.hasPrefix("usage: layout COMMAND"))
            for command in ["solve FILE", "validate FILE", "render FILE", "devices", "help [COMMAND]"] {
                #expect(text.contains("  \(command)"))
            }
            #expect(text.contains("exit status:\n  0  success\n  1  "))
        }
    }

    /// The examples the help texts give run: every `layout …` line that names a file of examples/.
    @Test(arguments: [LayoutCommand.Action.solve, .validate, .render])
    func theHelpExamplesRun(command: LayoutCommand.Action) throws {
        let lines = LayoutCommand.help(command).split(separator: "\n").map { $0.trimmingPrefix("  ") }
        let examples = lines.filter { $0.hasPrefix("layout ") && $0.contains("examples/") }
        #expect(!examples.isEmpty)
        for line in examples {
            let words = line.split(separator: " ").map(String.init).prefix { $0 != ">" }.dropFirst()
            let parsed = LayoutCommand.parse(Array(words))
            guard case .success(let invocation) = parsed, let file = invocation.file else {
                Issue.record("\(line): \(parsed)")
                continue
            }
            let outcome = invocation.run(input: try #require(readFile(repositoryRoot + "/" + file)))
            #expect(outcome.status != 2, "\(line): \(outcome.stderr)")
        }
    }

    @Test func aUsageErrorRepeatsTheCommandsSynopsis() {
        guard case .failure(let error) = LayoutCommand.parse(["solve", "doc.json", "--device"]) else {
            Issue.record("accepted")
            return
        }
        #expect(
            error.text.hasPrefix(
                "layout: --device needs a device id ('layout devices' lists them)\nusage: layout solve FILE"))
        #expect(error.text.hasSuffix("'layout solve --help' says more\n"))
        guard case .failure(let unknown) = LayoutCommand.parse(["frobnicate"]) else {
            Issue.record("accepted")
            return
        }
        #expect(
            unknown.text
                == "layout: unknown command 'frobnicate'\nusage: layout COMMAND [options]; 'layout --help' lists the commands\n"
        )
    }
}

extension Substring {
    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : String(self)
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
