import LayoutTestSupport
import Testing

@testable import Devices

/// Seed 003's two classic mistakes: a view with too few constraints (Interface Builder: "Need
/// constraints for: Y position") and two that contradict (left 10 vs left 20).
@Suite struct Seed003DiagnosticsTests {
    /// The login view of the article: centred in the root, fixed size; its text field centred
    /// horizontally with a fixed size; its button pinned left.
    static func document(_ extra: String) -> String {
        #"""
        {"name": "login", "defaults": {"rounding": "none"},
         "root": {"id": "root", "subviews": [
           {"id": "loginView", "subviews": [{"id": "userField", "kind": "textField"}, {"id": "loginButton", "kind": "button", "text": "Login"}]}]},
         "constraints": [
           "loginView.centerX == root.centerX", "loginView.centerY == root.centerY", "H:[loginView(270)]", "V:[loginView(150)]",
           "userField.centerX == loginView.centerX", "H:[userField(200)]", "V:[userField(30)]",
           "V:[loginButton]-(20)-|", "loginButton.width == userField.width",
           \#(extra)]}
        """#
    }

    static let placedField = #""V:|-(15)-[userField]""#
    static let left10 = #"{"id": "left10", "visualFormat": "H:|-(10)-[loginButton]"}"#
    static let left20 = #"{"id": "left20", "visualFormat": "H:|-(20)-[loginButton]"}"#

    @Test func tooFewConstraintsReportExactlyTheFieldsYPosition() throws {
        let result = try EngineFixture.solve(Self.document(Self.left10))
        #expect(result.diagnostics.count == 1)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == "ambiguous_layout")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic["view"] == .string("userField"))
        #expect(diagnostic["attributes"] == .array([.string("y")]))
        #expect(diagnostic["cause"] == .string("missing_constraints"))
        #expect(diagnostic.message == "Need constraints for: Y position")
    }

    @Test func leftTenAgainstLeftTwentyIsExactlyOneConflictOfTheTwoLeadingConstraints() throws {
        let result = try EngineFixture.solve(
            Self.document([Self.placedField, Self.left10, Self.left20].joined(separator: ", ")))
        #expect(result.diagnostics.map(\.code) == ["unsatisfiable_constraints"])
        let conflict = try #require(result.diagnostics.first)
        #expect(conflict.constraints == ["left10#1", "left20#1"])
        #expect(conflict["broken"] == .string("left10#1"))
        #expect(result.frame("loginButton")?.x == 20)
        guard case .string(let log)? = conflict["log"] else {
            Issue.record("no log")
            return
        }
        #expect(
            log.contains(
                #"    "<NSLayoutConstraint:left10#1 H:|-(10)-[loginButton]   (active, names: '|':loginView )>","#))
        #expect(
            log.contains(
                #"    "<NSLayoutConstraint:left20#1 H:|-(20)-[loginButton]   (active, names: '|':loginView )>""# + "\n)"
            ))
        #expect(!log.contains("NSAutoresizingMaskLayoutConstraints"))
    }

    @Test func theFixedDocumentHasNoDiagnostics() throws {
        let result = try EngineFixture.solve(Self.document([Self.placedField, Self.left10].joined(separator: ", ")))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test(arguments: [Orientation.portrait, .landscape])
    func theExampleFileOfTheTwoMistakesGivesExactlyTheConflictAndTheAmbiguity(_ orientation: Orientation) throws {
        let result = try ExampleFiles.solve("seed-003-login-mistakes.json", "iphone-6", orientation)
        #expect(result.diagnostics.map(\.code) == ["unsatisfiable_constraints", "ambiguous_layout"])
        #expect(result.diagnostics.first?.constraints == ["userLeft10", "userLeft20"])
        #expect(result.diagnostics.first?["broken"] == .string("userLeft10"))
        #expect(result.diagnostics.last?["view"] == .string("loginButton"))
        #expect(result.diagnostics.last?["attributes"] == .array([.string("y")]))
        #expect(try ExampleFiles.solve("seed-003-login.json", "iphone-6", orientation).diagnostics.isEmpty)
    }
}
