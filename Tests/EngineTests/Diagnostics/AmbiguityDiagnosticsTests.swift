import LayoutTestSupport
import Testing

@testable import Devices
@testable import Engine
@testable import JSON

@Suite struct AmbiguityDiagnosticsTests {
    /// (constraints on view `a` under root, expected attributes, Interface Builder's message)
    static let missing: [(String, [String], String)] = [
        (#""V:|[a(10)]", "H:[a(10)]""#, ["x"], "Need constraints for: X position"),
        (#""V:|[a(10)]", "H:|[a]""#, ["width"], "Need constraints for: width"),
        (#""V:|[a(10)]", "H:[a]|""#, ["x", "width"], "Need constraints for: X position or width"),
        (#""V:|[a(10)]", "a.left >= root.left""#, ["x", "width"], "Need constraints for: X position, width"),
        (#""H:|[a(10)]", "V:[a]-(20)-|""#, ["y", "height"], "Need constraints for: Y position or height"),
        (#""H:|[a(10)]", "V:[a(20)]""#, ["y"], "Need constraints for: Y position"),
        (#""H:[a(10)]", "V:[a(10)]""#, ["x", "y"], "Need constraints for: X position, Y position"),
        (#""a.width == 10""#, ["x", "y", "height"], "Need constraints for: X position, Y position, height"),
        (#""a.centerY == root.centerY", "H:|[a(10)]""#, ["y", "height"], "Need constraints for: Y position or height")
    ]

    @Test(arguments: missing)
    func missingConstraintsAreNamedInInterfaceBuildersWords(
        _ constraints: String, _ attributes: [String], _ message: String
    ) throws {
        let result = try EngineFixture.solve(EngineFixture.twoViews(constraints + #", "H:|[b(1)]", "V:|[b(1)]""#))
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == "ambiguous_layout")
        #expect(diagnostic["view"] == .string("a"))
        #expect(diagnostic["attributes"] == .array(attributes.map(JSONValue.string)))
        #expect(diagnostic.message == message)
        #expect(diagnostic["hint"] != nil)
    }

    /// Three labels stacked between the root's top and bottom: their hugging priorities tie on
    /// every screen. Which of a hugging constraint's slack and error the final tableau leaves
    /// free depends on the screen's numbers, not on the cause, so every target words it as the
    /// same tie, naming the same constraints.
    @Test func aTieIsWordedAsATieOnEveryTarget() throws {
        let document = try EngineFixture.document(
            #"""
            {"root": {"id": "root", "subviews": [
              {"id": "a", "kind": "label", "text": "First label"},
              {"id": "b", "kind": "label", "text": "Second label"},
              {"id": "c", "kind": "label", "text": "Third label"}]},
             "constraints": ["V:|[a][b][c]|", "H:|[a]|", "H:|[b]|", "H:|[c]|"]}
            """#)
        var named: Set<[String]> = []
        for spec in DeviceCatalog.standard.allTargets() {
            let result = LayoutEngine.solve(document, target: try EngineFixture.target(spec, document))
            let ambiguities = result.diagnostics.filter { $0.code == "ambiguous_layout" }
            #expect(
                ambiguities.map { $0["cause"] } == Array(repeating: .string("priority_tie"), count: 3),
                "\(result.target.label)")
            named.insert(ambiguities.flatMap { [$0.message] + $0.constraints })
        }
        #expect(named.count == 1, "\(named)")
    }

    @Test func aViewWithNoConstraintAtAllIsAmbiguousInEveryAttribute() throws {
        let result = try EngineFixture.solve(EngineFixture.twoViews(#""H:|[b(1)]", "V:|[b(1)]""#))
        #expect(result.diagnostics.map(\.message) == ["Need constraints for: X position, Y position, width, height"])
    }

    @Test func aViewPinnedInsideAnAmbiguousSuperviewIsItselfDetermined() throws {
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "box", "subviews": [{"id": "inner"}]}]},
             "constraints": ["H:[box(100)]", "V:|[box(100)]", "H:|-(5)-[inner]-(5)-|", "V:|-(5)-[inner]-(5)-|"]}
            """#)
        #expect(result.diagnostics.map { $0["view"] } == [.string("box")])
        #expect(result.diagnostics.first?["attributes"] == .array([.string("x")]))
    }

    @Test func equalPriorityConstraintsPullingApartAreATieThatNamesThem() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                #"""
                "H:|[a]", "V:|[a(10)]", "H:|[b(1)]", "V:|[b(1)]", "wide: a.width == 100 @500", "narrow: a.width == 50 @500"
                """#))
        #expect(result.diagnostics.count == 1)
        let tie = try #require(result.diagnostics.first)
        #expect(tie.code == "ambiguous_layout")
        #expect(tie["cause"] == .string("priority_tie"))
        #expect(tie["attributes"] == .array([.string("width")]))
        #expect(tie.constraints == ["wide", "narrow"])
        #expect(tie.message.contains("@500"))
        guard case .string(let hint)? = tie["hint"] else {
            Issue.record("no hint")
            return
        }
        #expect(hint.contains("501"))
    }

    @Test func tiedContentPrioritiesGetInterfaceBuildersHuggingAdvice() throws {
        // Two labels filling a row: both hug at 251, so which one stretches is undetermined.
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "first", "kind": "label", "text": "A"}, {"id": "second", "kind": "label", "text": "B"}]},
             "constraints": ["H:|[first][second]|", "V:|[first]", "V:|[second]"]}
            """#)
        let ties = result.diagnostics.filter { $0["cause"] == .string("priority_tie") }
        #expect(!ties.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0["cause"] == .string("priority_tie") })
        guard case .string(let hint)? = ties.first?["hint"] else {
            Issue.record("no hint")
            return
        }
        #expect(hint.hasPrefix("Set horizontal hugging priority of"))
        #expect(hint.contains("252"))
    }

    @Test func differentPrioritiesAreNotATie() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                #"""
                "H:|[a]", "V:|[a(10)]", "H:|[b(1)]", "V:|[b(1)]", "a.width == 100 @501", "a.width == 50 @500"
                """#))
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("a")?.width == 100)
    }

    @Test func axisWordsFollowTheRankOfTheFreeDirections() {
        #expect(AxisAmbiguity([(1, 0)]).words(horizontal: true) == "X position")
        #expect(AxisAmbiguity([(0, 2)]).words(horizontal: false) == "height")
        #expect(AxisAmbiguity([(1, -1), (2, -2)]).words(horizontal: true) == "X position or width")
        #expect(AxisAmbiguity([(1, -1), (1, 0)]).words(horizontal: true) == "X position, width")
        #expect(AxisAmbiguity([]).words(horizontal: true) == nil)
    }
}
