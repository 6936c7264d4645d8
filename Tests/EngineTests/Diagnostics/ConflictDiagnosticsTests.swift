import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry

@Suite struct ConflictDiagnosticsTests {
    /// A view that keeps translating its mask (frame 255, 20, 100 × 40) and gets an explicit
    /// left constraint: UIKit's classic autoresizing conflict.
    static let autoresizingDocument = #"""
        {"defaults": {"rounding": "none"},
         "root": {"id": "root", "subviews": [{"id": "login", "translatesAutoresizingMaskIntoConstraints": true,
                                              "frame": {"x": 255, "y": 20, "width": 100, "height": 40}}]},
         "constraints": ["loginLeft: login.left == root.left + 20"]}
        """#

    @Test func theLogOfAConflictWithAnAutoresizingConstraintIsUIKitsTextLineForLine() throws {
        let result = try EngineFixture.solve(Self.autoresizingDocument)
        let conflict = try #require(result.diagnostics.first { $0.code == "unsatisfiable_constraints" })
        #expect(conflict.constraints == ["loginLeft", "login.autoresizing.minX"])
        #expect(conflict["broken"] == .string("loginLeft"))
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
                "<NSLayoutConstraint:loginLeft H:|-(20)-[login](LTR)   (active, names: '|':root )>",
                "<NSAutoresizingMaskLayoutConstraint:login.autoresizing.minX h=--& v=--& login.minX == 255   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:loginLeft H:|-(20)-[login](LTR)   (active, names: '|':root )>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(conflict["log"] == .string(expected))
        #expect(result.frame("login") == Rect(x: 255, y: 20, width: 100, height: 40))
    }

    @Test func aTranslatingViewFoughtByExplicitConstraintsGetsTheFixAsAHint() throws {
        let result = try EngineFixture.solve(Self.autoresizingDocument)
        #expect(result.diagnostics.map(\.code) == ["unsatisfiable_constraints", "autoresizing_conflict"])
        let misuse = try #require(result.diagnostics.last)
        #expect(misuse["view"] == .string("login"))
        #expect(misuse.constraints == ["loginLeft"])
        #expect(misuse["autoresizingConstraints"] == .array([.string("login.autoresizing.minX")]))
        guard case .string(let hint)? = misuse["hint"] else {
            Issue.record("no hint")
            return
        }
        #expect(hint.contains("translatesAutoresizingMaskIntoConstraints to false"))
    }

    @Test func theClassicZeroHeightConflictOfAViewMadeInCode() throws {
        // translates = YES with the frame of init() (zero) plus edge constraints: height == 0 fights.
        let result = try EngineFixture.solve(
            #"""
            {"defaults": {"translatesAutoresizingMaskIntoConstraints": true, "rounding": "none"},
             "root": {"id": "root", "subviews": [{"id": "toolbar"}]},
             "constraints": ["V:|-(20)-[toolbar]-(20)-|"]}
            """#)
        let conflicts = result.diagnostics.filter { $0.code == "unsatisfiable_constraints" }
        #expect(conflicts.count == 2)  // minY == 0 against the top, then height == 0 against the bottom
        guard case .string(let log)? = conflicts.last?["log"] else {
            Issue.record("no log")
            return
        }
        #expect(log.contains("h=--& v=--& toolbar.height == 0   (active)>"))
        #expect(log.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        #expect(result.diagnostics.filter { $0.code == "autoresizing_conflict" }.count == 1)
    }

    @Test func aBrokenConstraintIsDemotedNotDroppedSoItStillBeatsOptionalOnes() throws {
        // width <= 50 and width >= 100 conflict; the broken "<= 50" (the first size added) still
        // outranks "== 300 @750", so the width stays at the closest required value, 100 (UIKit's
        // recovery).
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                #"""
                "H:|[a]", "V:|[a(10)]", "max: a.width <= 50", "min: a.width >= 100", "a.width == 300 @750"
                """#))
        #expect(result.diagnostics.map(\.code) == ["unsatisfiable_constraints", "ambiguous_layout"])
        #expect(result.diagnostics.first?["broken"] == .string("max"))
        #expect(result.frame("a")?.width == 100)
    }

    @Test func everyFurtherConflictGetsItsOwnDiagnostic() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                #"""
                "H:|-(10)-[a(100)]", "V:|-(20)-[a(50)]", "H:|-(10)-[b(10)]", "V:|-(20)-[b(10)]",
                "w1: a.width == 90", "w2: a.width == 80", "h1: b.height == 11"
                """#))
        let conflicts = result.diagnostics.filter { $0.code == "unsatisfiable_constraints" }
        // Each time the first width added gives way: a(100) to w1, then w1 to w2.
        #expect(
            conflicts.map(\.constraints) == [
                ["constraints[0]#2", "w1"], ["w1", "w2"], ["constraints[3]#2", "h1"]
            ])
        #expect(
            conflicts.map { $0["broken"] } == [.string("constraints[0]#2"), .string("w1"), .string("constraints[3]#2")])
        #expect(result.frame("a")?.width == 80)
    }

    @Test func aConflictWithOnlyGeneratedAlternativesBreaksTheDocumentConstraint() throws {
        let result = try EngineFixture.solve(#"{"root": {"id": "root"}, "constraints": ["wide: root.width == 500"]}"#)
        let conflict = try #require(result.diagnostics.first)
        #expect(conflict["broken"] == .string("wide"))
        #expect(
            conflict["details"]
                == .array([
                    .object([
                        ("id", .string("UIView-Encapsulated-Layout-Width")), ("origin", .string("encapsulated")),
                        ("description", .string("'UIView-Encapsulated-Layout-Width' root.width == 375"))
                    ]),
                    .object([
                        ("id", .string("wide")), ("origin", .string("document")),
                        ("description", .string("root.width == 500")),
                        ("source", .string("wide: root.width == 500"))
                    ])
                ]))
    }

    @Test func theBreakingRuleKeepsTheNewestConstraintAndPrefersDocumentMembersAndSizes() {
        func constraint(_ origin: ResolvedConstraint.Origin) -> ResolvedConstraint {
            ResolvedConstraint(
                id: "c", origin: origin, description: "", source: nil, sourceRange: nil,
                expression: LinearForm(), relation: .equal, priority: .required, views: [])
        }
        let constraints = [
            constraint(.encapsulated), constraint(.document), constraint(.document), constraint(.autoresizing),
            constraint(.intrinsic), constraint(.encapsulated), constraint(.document), constraint(.sizeBound)
        ]
        func broken(_ members: [Int], sizes: Set<Int> = []) -> Int {
            ConflictReport.chooseBroken(members, constraints) { sizes.contains($0) }
        }
        // The first document member added; one that fixes a size before it.
        #expect(broken([0, 1, 2, 3]) == 1)
        #expect(broken([2, 1, 3]) == 1)
        #expect(broken([0, 1, 2, 6], sizes: [2, 6]) == 2)
        // Leaning on a size bound: the first member added stays, the next candidate breaks.
        #expect(broken([1, 2, 6, 7]) == 2)
        #expect(broken([0, 1, 2, 7]) == 1)
        #expect(broken([2, 3, 7]) == 2)
        // Generated members other than the root's size, then the root's size.
        #expect(broken([0, 3, 4, 5]) == 3)
        #expect(broken([0, 5]) == 0)
    }

    @Test func theDemotedTierIsAboveEveryOptionalPriorityAndBelowRequired() {
        func constraint(_ priority: Double) -> ResolvedConstraint {
            ResolvedConstraint(
                id: "c", origin: .document, description: "", source: nil, sourceRange: nil,
                expression: LinearForm(), relation: .equal, priority: LayoutPriority(priority), views: [])
        }
        for priorities in [[], [250.0, 1000], [999.9], [999.99999, 1]] {
            let demoted = ConflictReport.demotedPriority(priorities.map(constraint)).rawValue
            #expect(demoted < 1000)
            #expect(priorities.filter { $0 < 1000 }.allSatisfy { $0 < demoted })
        }
    }

    @Test func theLogCanBeLeftOut() throws {
        let document = try EngineFixture.document(Self.autoresizingDocument)
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let result = LayoutEngine.solve(document, target: target, options: EngineOptions(includesLog: false))
        #expect(result.diagnostics.first?["log"] == nil)
        #expect(result.diagnostics.first?["broken"] == .string("loginLeft"))
    }
}
