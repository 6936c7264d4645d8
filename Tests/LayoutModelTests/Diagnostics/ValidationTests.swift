import Testing
@testable import LayoutModel

@Suite struct ValidationTests {
    /// A label 300 wide between 40-point margins: too wide for narrow portrait screens only;
    /// and a view whose vertical position is never given (everywhere).
    static let json = #"""
    {"root": {"id": "root", "subviews": [{"id": "banner"}, {"id": "badge"}]},
     "constraints": ["H:|-(40)-[banner(300)]-(40)-|", "V:|[banner(10)]", "H:|[badge(10)]", "V:[badge(10)]"]}
    """#

    @Test func everyDiagnosticIsListedOnceWithTheTargetsWhereItOccurs() throws {
        let document = try EngineFixture.document(Self.json)
        let targets = Validation.defaultTargets(for: document)
        #expect(targets.count == DeviceCatalog.standard.allTargets().count)
        let merged = Validation.validate(document, targets: targets)
        let ambiguous = merged.filter { $0.diagnostic.code == "ambiguous_layout" }
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.targets.count == targets.count)
        // The conflict's log names each screen's width, so it merges per distinct width; every
        // conflicting target is a screen narrower or wider than 380 points.
        let conflicts = merged.filter { $0.diagnostic.code == "unsatisfiable_constraints" }
        let conflicting = conflicts.flatMap(\.targets)
        #expect(!conflicts.isEmpty)
        #expect(conflicting.allSatisfy { $0.size.width != 380 })
        #expect(Set(conflicting.map(\.size.width)).count == conflicts.count)
        // No target appears twice for one diagnostic, and every diagnostic of every result is kept.
        for entry in merged { #expect(Set(entry.targets).count == entry.targets.count) }
        let total = targets.map { LayoutEngine.solve(document, target: $0).diagnostics.count }.reduce(0, +)
        #expect(merged.map(\.targets.count).reduce(0, +) == total)
    }

    @Test func theSameDiagnosticOnSomeTargetsOnlyListsThoseTargets() throws {
        let document = try EngineFixture.document(#"""
        {"root": {"id": "root", "subviews": [{"id": "a"}]},
         "constraints": ["H:|[a(10)]", "V:|[a(10)]",
                         {"when": {"orientation": "landscape"}, "constraints": ["wide: a.width == 20"]}]}
        """#)
        let targets = try ["iphone-6", "iphone-6-plus"].flatMap { device in
            try [Orientation.portrait, .landscape].map { try EngineFixture.target(.device(DeviceTargetSpec(device: device, orientation: $0)), document) }
        }
        let merged = Validation.validate(document, targets: targets)
        #expect(merged.count == 1)
        #expect(merged.first?.targets.map(\.orientation) == [.landscape, .landscape])
        let json = JSONWriter.write(try #require(merged.first).jsonValue)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.hasSuffix(#""targets":["iphone-6/landscape","iphone-6-plus/landscape"]}"#))
        #expect(Strictness.fails(merged))
        #expect(!Strictness.fails(Validation.validate(document, targets: targets.filter { $0.orientation == .portrait })))
    }

    @Test func aCleanDocumentValidatesEmptyEverywhereAndPassesStrictMode() throws {
        let document = try EngineFixture.document(#"""
        {"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|-[a]-|", "V:|-[a]-|"]}
        """#)
        let targets = Validation.defaultTargets(for: document)
        let merged = Validation.validate(document)
        #expect(merged.isEmpty)
        #expect(!Strictness.fails(merged))
        #expect(Validation.jsonValue(merged, targetCount: targets.count)["diagnostics"] == .array([]))
        #expect(!Strictness.fails(targets.prefix(2).map { LayoutEngine.solve(document, target: $0) }))
    }

    @Test func warningsAloneDoNotFailStrictMode() throws {
        let document = try EngineFixture.document(#"""
        {"designTarget": {"device": "iphone-6"}, "root": {"id": "root", "subviews": [{"id": "a", "frame": {"x": 1, "y": 0, "width": 10, "height": 10}}]},
         "constraints": ["H:|[a(10)]", "V:|[a(10)]"]}
        """#)
        let result = LayoutEngine.solve(document, target: try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document))
        #expect(result.diagnostics.map(\.code) == ["misplaced_view"])
        #expect(!Strictness.fails([result]))
        #expect(Strictness.errors([result]).isEmpty)
    }

    @Test func theJSONIsTheSameAsTheResponsesValidationShape() throws {
        let document = try EngineFixture.document(Self.json)
        let results = Validation.defaultTargets(for: document).map { LayoutEngine.solve(document, target: $0) }
        let mine = Validation.jsonValue(Validation.merge(results), targetCount: results.count)
        #expect(JSONWriter.write(mine) == JSONWriter.write(LayoutResponse(results: results).validationJSON))
    }

    @Test func keyboardAndRightToLeftTargetsAreLabelledApart() throws {
        let document = try EngineFixture.document(Self.json)
        let plain = try EngineFixture.target(.device(DeviceTargetSpec(device: "ipad-pro-11", orientation: .landscape, multitasking: .half)), document)
        let keyboard = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6", keyboard: true, layoutDirection: .rightToLeft)), document)
        #expect(MergedDiagnostic.label(plain) == .string("ipad-pro-11/landscape/half"))
        #expect(MergedDiagnostic.label(keyboard) == .string("iphone-6/portrait/keyboard/rightToLeft"))
    }
}
