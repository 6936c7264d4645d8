import Devices
import JSON
import LayoutCLI
import States
import TestSupport
import Testing

/// `layout validate FILE…`: a table per file by default, JSON with `--json`, and one exit status
/// for them all — 2 when a file cannot be read, else 1 when a file has an error.
@Suite struct ValidateManyFilesTests {
    static let storyboard = "examples/ib-sign-in.storyboard"
    static let mistakes = "examples/seed-003-login-mistakes.json"

    static func run(_ arguments: [String], _ files: [String]) throws -> LayoutCommand.Outcome {
        let command = try LayoutCommand.parse(["validate"] + files + arguments).get()
        return command.runValidate(files.map { ($0, FileIO.read(repositoryRoot + "/" + $0)) })
    }

    @Test func anInterfaceBuilderFileIsATableOfItsTreesDiagnostics() throws {
        let outcome = try Self.run([], [Self.storyboard])
        let text = String(decoding: outcome.stdout, as: UTF8.self)
        #expect(outcome.status == 0, "warnings only: \(text)")
        #expect(text.hasPrefix("\(Self.storyboard): 0 errors, "))
        #expect(text.contains("(1 tree, \(DeviceCatalog.standard.allTargets().count) targets)"))
        let misplaced = text.split(separator: "\n").first { $0.contains("misplaced_view") }
        #expect(misplaced?.contains("signIn  remember") == true, "\(text)")
    }

    @Test func oneFileWithAnErrorFailsTheRunAndEveryFileIsListed() throws {
        let outcome = try Self.run([], [Self.storyboard, Self.mistakes])
        let text = String(decoding: outcome.stdout, as: UTF8.self)
        #expect(outcome.status == 1)
        #expect(text.contains("\(Self.storyboard): ") && text.contains("\(Self.mistakes): "))
        #expect(text.contains("unsatisfiable_constraints"))
    }

    @Test func aFileThatCannotBeReadIsStatusTwoAndTheOthersAreStillValidated() throws {
        let outcome = try Self.run([], ["no/such/file.xib", Self.storyboard])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("no/such/file.xib: No such file"))
        #expect(String(decoding: outcome.stdout, as: UTF8.self).contains("\(Self.storyboard): 0 errors"))
    }

    @Test func jsonForSeveralFilesListsEachReport() throws {
        let outcome = try Self.run(["--json"], [Self.storyboard, Self.mistakes])
        guard case .array(let files)? = try JSONParser.parse(outcome.stdout)["files"] else {
            Issue.record("no files")
            return
        }
        #expect(files.map { $0["file"] } == [.string(Self.storyboard), .string(Self.mistakes)])
        #expect(files.allSatisfy { $0["report"]?["errorCount"] != nil })
    }

    @Test func jsonForOneFileIsTheServicesReport() throws {
        let single = try Self.run(["--compact"], [Self.mistakes])
        let direct = try LayoutCommand.parse(["validate", Self.mistakes, "--compact"]).get().run(
            input: try #require(readFile(repositoryRoot + "/" + Self.mistakes)))
        #expect(single.stdout == direct.stdout)
    }
}
