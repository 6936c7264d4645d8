import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import JSON
@testable import Requests

@Suite struct ValidationReportTests {
    /// A label 300 wide between 40-point margins: too wide for narrow portrait screens only;
    /// and a view whose vertical position is never given (everywhere).
    static let json = #"""
        {"root": {"id": "root", "subviews": [{"id": "banner"}, {"id": "badge"}]},
         "constraints": ["H:|-(40)-[banner(300)]-(40)-|", "V:|[banner(10)]", "H:|[badge(10)]", "V:[badge(10)]"]}
        """#

    /// The request a body without targets makes for `validate`: every catalog target.
    static func validate(_ json: String) throws -> (request: LayoutRequest, results: [TargetResult]) {
        let request = try LayoutRequest.decode(
            try JSONParser.parse(json), defaultTargets: RequestKind.validate.defaultTargets()
        ).get()
        return (request, try RequestSolver.solve(request).get().results)
    }

    @Test func everyDiagnosticIsListedOnceWithTheTargetsWhereItOccurs() throws {
        let (request, results) = try Self.validate(Self.json)
        #expect(request.targets.count == DeviceCatalog.standard.allTargets().count)
        let report = ValidationReport(results: results)
        let ambiguous = report.merged.filter { $0.diagnostic.code == "ambiguous_layout" }
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.targets == Array(results.indices))
        // The conflict's log names each screen's width, so it merges per distinct width; every
        // conflicting target is a screen narrower or wider than 380 points.
        let conflicts = report.merged.filter { $0.diagnostic.code == "unsatisfiable_constraints" }
        let conflicting = conflicts.flatMap(\.targets).map { results[$0].target }
        #expect(!conflicts.isEmpty)
        #expect(conflicting.allSatisfy { $0.size.width != 380 })
        #expect(Set(conflicting.map(\.size.width)).count == conflicts.count)
        #expect(report.errorCount == report.merged.filter { $0.diagnostic.severity == .error }.count)
        #expect(report.errorCount >= conflicts.count + 1)  // the conflicts and the ambiguity
        // No target appears twice for one diagnostic, and every diagnostic of every result is kept.
        for entry in report.merged { #expect(Set(entry.targets).count == entry.targets.count) }
        #expect(report.merged.map(\.targets.count).reduce(0, +) == results.map(\.diagnostics.count).reduce(0, +))
    }

    @Test func theSameDiagnosticOnSomeTargetsOnlyListsThoseTargets() throws {
        let document = #"""
            {"root": {"id": "root", "subviews": [{"id": "a"}]},
             "constraints": ["H:|[a(10)]", "V:|[a(10)]",
                             {"when": {"orientation": "landscape"}, "constraints": ["wide: a.width == 20"]}]}
            """#
        let (_, results) = try Self.validate(#"{"document": \#(document), "devices": ["iphone-6", "iphone-6-plus"]}"#)
        #expect(results.map(\.target.orientation) == [.portrait, .landscape, .portrait, .landscape])
        let report = ValidationReport(results: results)
        #expect(report.merged.count == 1)
        #expect(report.merged.first?.targets == [1, 3])
        let text = String(decoding: JSONWriter.write(report.jsonValue), as: UTF8.self)
        #expect(text.contains(#""targets":[1,3]}],"errorCount":1,"warningCount":0}"#))
        #expect(StrictMode.fails(results))
        #expect(
            StrictMode.failures(results).map(\.message).map { $0.prefix(38) }
                == ["target 1 (iphone-6 landscape): unsatis", "target 3 (iphone-6-plus landscape): un"])
        #expect(!StrictMode.fails([results[0], results[2]]))
    }

    @Test func aDiagnosticTwiceOnOneTargetListsThatTargetOnce() {
        let target = RequestKind.validate.defaultTargets().flatMap { specs -> ResolvedTarget? in
            guard case .success(let target) = ResolvedTarget.resolve(specs[0]) else { return nil }
            return target
        }
        guard let target else {
            Issue.record("catalog target resolves")
            return
        }
        let twice = Diagnostic(severity: .warning, code: "x", message: "m")
        let report = ValidationReport(results: [
            TargetResult(target: target, diagnostics: [twice, twice]),
            TargetResult(target: target, diagnostics: [twice])
        ])
        #expect(report.merged.count == 1)
        #expect(report.merged.first?.targets == [0, 1])
        #expect(report.warningCount == 1)
    }

    @Test func aCleanDocumentValidatesEmptyEverywhereAndPassesStrictMode() throws {
        let (_, results) = try Self.validate(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|-[a]-|", "V:|-[a]-|"]}
            """#)
        let report = ValidationReport(results: results)
        #expect(report.merged.isEmpty)
        #expect(report.jsonValue["diagnostics"] == .array([]))
        #expect(report.jsonValue["errorCount"] == .number(0))
        #expect(!StrictMode.fails(results))
        #expect(StrictMode.failures(results).isEmpty)
    }

    @Test func warningsAloneDoNotFailStrictMode() throws {
        let document = try EngineFixture.document(
            #"""
            {"designTarget": {"device": "iphone-6"}, "root": {"id": "root", "subviews": [{"id": "a", "frame": {"x": 1, "y": 0, "width": 10, "height": 10}}]},
             "constraints": ["H:|[a(10)]", "V:|[a(10)]"]}
            """#)
        let result = LayoutEngine.solve(
            document, target: try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document))
        #expect(result.diagnostics.map(\.code) == ["misplaced_view"])
        #expect(!StrictMode.fails([result]))
        #expect(StrictMode.failures([result]).isEmpty)
        #expect(ValidationReport(results: [result]).warningCount == 1)
    }

    @Test func targetsAreLabelledWithTheirPaneInMessages() throws {
        let document = try EngineFixture.document(Self.json)
        let pane = try EngineFixture.target(
            .device(DeviceTargetSpec(device: "ipad-pro-11", orientation: .landscape, multitasking: .half)), document)
        let phone = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        #expect(pane.label == "ipad-pro-11 landscape half")
        #expect(phone.label == "iphone-6 portrait")
    }

    /// The service writes the report straight to bytes (`serialized`); they are what writing its
    /// tree gives, with a target's scene first and each diagnostic's targets last.
    @Test func theReportsBytesAreWhatItsTreeWrites() throws {
        var (_, results) = try Self.validate(Self.json)
        results[1].scene = "Main"
        let report = ValidationReport(results: results)
        let bytes = report.serialized()
        #expect(bytes == JSONWriter.write(report.jsonValue))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix(#"{"targets":[{"device":"#))
        #expect(text.contains(#"{"scene":"Main","device":"#))
        #expect(text.contains(#""targets":[0,1,"#))
        #expect(text.hasSuffix(#""errorCount":\#(report.errorCount),"warningCount":\#(report.warningCount)}"#))
    }
}
