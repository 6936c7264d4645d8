import Devices
import InterfaceBuilder
import JSON
import Requests
import States
import TestSupport
import Testing

@testable import LayoutCLI

/// `layout import` and `layout solve` of Interface Builder files.
@Suite struct InterfaceBuilderCommandTests {
    static let seed = "fuzz/corpus/ib/storyboard.storyboard"

    static func run(_ arguments: [String], input: [UInt8]? = nil) throws -> LayoutCommand.Outcome {
        let bytes = try input ?? #require(readFile(repositoryRoot + "/" + seed))
        return try LayoutCommand.parse(arguments).get().run(input: bytes)
    }

    static func json(_ outcome: LayoutCommand.Outcome) throws -> JSONValue { try JSONParser.parse(outcome.stdout) }

    @Test func importPrintsOneDocumentPerTreeThatSolveAccepts() throws {
        let outcome = try Self.run(["import", Self.seed])
        #expect(outcome.status == 0)
        guard case .array(let trees)? = try Self.json(outcome)["trees"] else {
            Issue.record("no trees")
            return
        }
        #expect(trees.map { $0["scene"] } == [.string("vc1-aa-bbb")])
        let document = try #require(trees.first?["document"])
        let request = JSONValue.object([("document", document), ("target", try #require(document["designTarget"]))])
        let solved = try Self.run(["solve", "-"], input: JSONWriter.write(request, style: .compact))
        #expect(solved.status == 0)
        #expect(try Self.json(solved)["results"] != nil)
    }

    @Test func solveLaysOutEveryTreeOnItsDesignCanvasKeyedByIBIds() throws {
        let outcome = try Self.run(["solve", Self.seed, "--compact"])
        #expect(outcome.status == 0)
        let result = try Self.json(outcome)["results"]
        #expect(result?.asArray?.count == 1)
        #expect(result?.asArray?.first?["scene"] == .string("vc1-aa-bbb"))
        #expect(result?.asArray?.first?["target"]?["device"] == .string("iphone-xr"))
        #expect(result?.asArray?.first?["frames"]?["stk-aa-bbb"] != nil)
    }

    @Test func solveAnswersWhatTheSharedRequestStepAnswers() throws {
        let bytes = try #require(readFile(repositoryRoot + "/" + Self.seed))
        let trees = try InterfaceBuilderImporter.importTrees(bytes).get()
        let requests = try InterfaceBuilderRequest.requests(trees, targets: .designCanvas).get()
        let response = try RequestSolver.solve(requests).get()
        let outcome = try Self.run(["solve", Self.seed, "--compact"])
        #expect(outcome.stdout == response.serialized() + [0x0A])
    }

    @Test func targetFlagsLayOutEveryTreeOnThoseTargets() throws {
        let outcome = try Self.run(["solve", Self.seed, "--device", "iphone-6", "--compact"])
        let results = try #require(try Self.json(outcome)["results"]?.asArray)
        #expect(results.map { $0["target"]?["orientation"] } == [.string("portrait"), .string("landscape")])
        #expect(results.allSatisfy { $0["scene"] == .string("vc1-aa-bbb") })
    }

    @Test func badXMLExitsWithTwoAndAMessage() throws {
        let laughs = Array(#"<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>"#.utf8)
        for command in [["solve", "bad.xib"], ["import", "bad.xib"]] {
            let outcome = try Self.run(command, input: laughs)
            #expect(outcome.status == 2)
            #expect(outcome.stderr.hasPrefix("layout: bad.xib: line 1, column"))
            #expect(outcome.stderr.contains("DOCTYPE"))
        }
    }

    @Test func importOfJSONIsRefused() throws {
        let outcome = try Self.run(["import", "doc.json"], input: Array(#"{"root": {"id": "r"}}"#.utf8))
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("not JSON"))
    }

    @Test func systemOfAnInterfaceBuilderFileSaysWhereItGoes() throws {
        let outcome = try Self.run(["system", Self.seed])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("'layout import'"))
    }

    @Test func validateOfAnInterfaceBuilderFileChecksEveryTreeOnEveryCatalogTarget() throws {
        let outcome = try Self.run(["validate", Self.seed, "--compact"])
        #expect(outcome.status != 2, "\(outcome.stderr)")
        let report = try JSONParser.parse(outcome.stdout)
        guard case .array(let targets)? = report["targets"] else {
            Issue.record("no targets")
            return
        }
        #expect(!targets.isEmpty && targets.count % DeviceCatalog.standard.allTargets().count == 0)
        #expect(targets.allSatisfy { $0["scene"] != nil })
    }
}

extension JSONValue {
    fileprivate var asArray: [JSONValue]? {
        guard case .array(let values) = self else { return nil }
        return values
    }
}
