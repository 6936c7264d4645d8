import LayoutTestSupport
import Testing

@testable import Primitives

@Suite struct MisuseDiagnosticsTests {
    static let placed = #""H:|-(10)-[a(100)]", "V:|-(20)-[a(50)]", "H:|[b(1)]", "V:|[b(1)]""#

    /// (bad constraint, code, reason for pairings or nil, UIKit's exception or nil)
    static let pairings: [(String, String, String)] = [
        (#""a.left == 10""#, "location_equals_constant", "NSInvalidArgumentException"),
        (
            #"{"item": "a", "attribute": "top", "toItem": "b", "toAttribute": "top", "multiplier": 0}"#,
            "location_equals_constant", "NSInvalidArgumentException"
        ),
        (#""a.leading == b.left""#, "leading_trailing_with_left_right", "NSInvalidArgumentException"),
        (#""a.centerX == b.width""#, "location_with_size", "NSInvalidArgumentException"),
        (#""a.centerX == b.centerY""#, "mixed_axes", "NSInvalidLayoutConstraintException")
    ]

    @Test(arguments: pairings)
    func illegalAttributePairsSayWhyWithUIKitsExceptionAndAFix(
        _ constraint: String, _ reason: String, _ exception: String
    ) throws {
        let result = try EngineFixture.solve(EngineFixture.twoViews(Self.placed + ", " + constraint))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == "invalid_attribute_pairing")
        #expect(diagnostic.constraints == ["constraints[4]"])
        #expect(diagnostic["reason"] == .string(reason))
        #expect(diagnostic["exception"] == .string(exception))
        #expect(diagnostic["pointer"] == .string("/constraints/4"))
        #expect(diagnostic["hint"] != nil)
    }

    @Test func locationEqualToAConstantQuotesUIKitsException() throws {
        let result = try EngineFixture.solve(EngineFixture.twoViews(Self.placed + #", "a.left == 10""#))
        #expect(
            result.diagnostics.first?.message.contains(
                "creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs"
            ) == true)
        #expect(result.diagnostics.first?["source"] == .string("a.left == 10"))
    }

    /// (bad constraint, code, text the hint must contain)
    static let others: [(String, String, String)] = [
        (#""a.width == bb.width""#, "unknown_item", #"Did you mean "b"?"#),
        (#""H:[a]-[zz]""#, "vfl_syntax", "Visual Format Language"),
        (#""a.width == b.width + pading""#, "unknown_metric", #"Did you mean "padding"?"#),
        (#""a.width == 10 @1001""#, "invalid_priority", "at most 1000"),
        (#""a.width == == 1""#, "expression_syntax", "item.attribute REL")
    ]

    @Test(arguments: others)
    func otherMisuseCarriesPointerSourceAndHint(_ constraint: String, _ code: String, _ hint: String) throws {
        let json =
            #"{"metrics": {"padding": 8}, "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]}, "constraints": [\#(Self.placed), \#(constraint)]}"#
        let result = try EngineFixture.solve(json)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == code)
        #expect(diagnostic["pointer"] == .string("/constraints/4"))
        guard case .string(let text)? = diagnostic["hint"] else {
            Issue.record("no hint")
            return
        }
        #expect(text.contains(hint), "\(text)")
        #expect(diagnostic["source"] != nil || diagnostic["format"] != nil || diagnostic["expression"] != nil)
    }

    @Test func duplicateIdsGetAHint() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(Self.placed + #", "w: a.width == 100", "w: a.height == 50""#))
        #expect(result.diagnostics.map(\.code) == ["duplicate_id"])
        #expect(result.diagnostics.first?["hint"] != nil)
    }

    @Test func typoGuessesAreOnlyCloseNames() {
        var suggester = NameSuggester(["login", "root", "a"])
        #expect(suggester.closest(to: "lgoin") == "login")
        #expect(suggester.closest(to: "zebra") == nil)
        #expect(suggester.closest(to: "a") == nil)
        var work = Int.max
        #expect(NameSuggester.distance(Array("kitten"), Array("sitting"), cutoff: 3, work: &work) == 3)
        #expect(NameSuggester.distance(Array("kitten"), Array("sitting"), cutoff: 2, work: &work) == nil)
    }
}
