import LayoutTestSupport
import Testing

@testable import Document
@testable import Geometry

@Suite struct ConstraintFormTests {
    static let placeA = #""H:|-(10)-[a(100)]", "V:|-(20)-[a(50)]""#

    @Test func aVFLStringPlacesViewsWithItsMetrics() throws {
        let result = try EngineFixture.solve(
            #"""
            {"metrics": {"gap": 12}, "defaults": {"rounding": "none"},
             "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
             "constraints": ["H:|-[a(100)]-(gap)-[b(==a)]", "V:|-(20)-[a(50)]-[b(30)]"]}
            """#)
        #expect(result.frame("a") == Rect(x: 20, y: 20, width: 100, height: 50))
        #expect(result.frame("b") == Rect(x: 132, y: 78, width: 100, height: 30))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anExpressionStringRelatesTwoAttributesWithMultiplierAndConstant() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                Self.placeA + #"""
                    , "b.width == 0.5 * a.width + 5", "b.height == a.height * 2", "b.left == a.right", "b.top == a.top"
                    """#))
        #expect(result.frame("b") == Rect(x: 110, y: 20, width: 55, height: 100))
    }

    @Test func anObjectConstraintIsUIKitsConstraintWithItem() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                Self.placeA + #"""
                    , {"item": "b", "attribute": "width", "relation": "equal", "toItem": "a", "toAttribute": "height", "multiplier": 2, "constant": 1},
                      {"item": "b", "attribute": "height", "relation": ">=", "constant": 44},
                      {"item": "b", "attribute": "height", "relation": "<=", "constant": 40, "priority": "defaultLow"},
                      {"item": "b", "attribute": "leading", "toItem": "a", "toAttribute": "trailing", "constant": 8},
                      {"expression": "b.top == a.bottom", "identifier": "stack"}
                    """#))
        #expect(result.frame("b") == Rect(x: 118, y: 70, width: 101, height: 44))
    }

    @Test func aVFLObjectTakesOptionsMetricsAndAPriority() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                Self.placeA + #"""
                    , {"visualFormat": "H:[a]-(g)-[b(30)]", "metrics": {"g": 4}, "options": ["alignAllTop", "alignAllBottom"]},
                      {"visualFormat": "H:[b(200)]", "priority": 250}
                    """#))
        #expect(result.frame("b") == Rect(x: 114, y: 20, width: 30, height: 50))
    }

    @Test func optionsMayBeUIKitsInteger() throws {
        // 8 | 16 = alignAllTop | alignAllBottom.
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                Self.placeA + #"""
                    , {"visualFormat": "H:[a][b(30)]", "options": 24}
                    """#))
        #expect(result.frame("b") == Rect(x: 110, y: 20, width: 30, height: 50))
    }

    @Test func groupsInstallTheirConstraintsOnlyWhereWhenMatchesAndAbsentKeysMeanAny() throws {
        let json = EngineFixture.twoViews(
            Self.placeA + #"""
                , {"when": {"verticalSizeClass": "regular"}, "constraints": ["H:[b(10)]", "V:[b(10)]", "b.left == root.left", "b.top == root.top"]},
                  {"when": {"verticalSizeClass": "compact"}, "constraints": [
                     {"when": {}, "constraints": ["H:[b(20)]", "V:[b(20)]"]},
                     {"when": {"idiom": ["pad", "phone"], "horizontalSizeClass": "compact"}, "constraints": ["b.right == root.right", "b.bottom == root.bottom"]}]}
                """#)
        let portrait = try EngineFixture.solve(json)
        #expect(portrait.frame("b") == Rect(x: 0, y: 0, width: 10, height: 10))
        let landscape = try EngineFixture.solve(json, orientation: .landscape)
        #expect(landscape.frame("b") == Rect(x: 647, y: 355, width: 20, height: 20))
    }

    @Test func inactiveConstraintsAreNotInstalled() throws {
        let result = try EngineFixture.solve(
            EngineFixture.twoViews(
                Self.placeA + #"""
                    , {"expression": "a.width == 300", "active": false}
                    """#))
        #expect(result.frame("a")?.width == 100)
        // `b` has no constraints here: it is (rightly) ambiguous, and that is not what this tests.
        #expect(result.diagnostics.filter { $0.code != "ambiguous_layout" }.isEmpty)
    }

    @Test func viewsInstalledForOtherTraitsAndTheirConstraintsAreLeftOut() throws {
        let json = #"""
            {"root": {"id": "root", "subviews": [{"id": "a", "installed": {"orientation": "landscape"}}, {"id": "b"}]},
             "constraints": ["H:|[a(10)][b(20)]", "H:|-(5)-[b]", "V:|[a(10)]", "V:|[b(10)]"]}
            """#
        let portrait = try EngineFixture.solve(json)
        #expect(portrait.frames.map(\.id) == ["root", "b"])
        #expect(portrait.frame("b")?.x == 5)
        #expect(portrait.diagnostics.isEmpty)
        let landscape = try EngineFixture.solve(json, orientation: .landscape)
        #expect(landscape.frames.map(\.id) == ["root", "a", "b"])
        #expect(landscape.diagnostics.map(\.code) == ["unsatisfiable_constraints"])
    }

    @Test func framesAreInSuperviewCoordinatesInDocumentOrder() throws {
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "box", "subviews": [{"id": "inner"}]}, {"id": "other"}]},
             "constraints": ["H:|-(30)-[box(200)]", "V:|-(40)-[box(100)]", "H:|-(5)-[inner(10)]", "V:|-(6)-[inner(10)]",
                             "other.left == inner.right", "other.top == inner.bottom", "H:[other(1)]", "V:[other(1)]"]}
            """#)
        #expect(result.frames.map(\.id) == ["root", "box", "inner", "other"])
        #expect(result.frame("inner") == Rect(x: 5, y: 6, width: 10, height: 10))
        #expect(result.frame("other") == Rect(x: 45, y: 56, width: 1, height: 1))
    }
}

@Suite struct ConditionTests {
    static let subject = ConditionSubject(
        horizontalSizeClass: "compact", verticalSizeClass: "regular", orientation: "portrait",
        idiom: "phone", deviceNames: ["iphone-6", "iphone-6s"], layoutDirection: "leftToRight")

    /// (condition, matches the iPhone 6 in portrait)
    static let table: [(Condition, Bool)] = [
        (Condition.any, true),
        (Condition(verticalSizeClass: ["regular"]), true),
        (Condition(verticalSizeClass: ["compact"]), false),
        (Condition(horizontalSizeClass: ["compact", "regular"]), true),
        (Condition(orientation: ["landscape"]), false),
        (Condition(idiom: ["phone"], device: ["iphone-6s"]), true),
        (Condition(idiom: ["phone"], device: ["iphone-5"]), false),
        (Condition(layoutDirection: ["rightToLeft"]), false),
        (Condition(horizontalSizeClass: ["compact"], verticalSizeClass: ["regular"], orientation: ["portrait"]), true)
    ]

    @Test(arguments: table)
    func absentKeysMeanAnyAndEveryPresentKeyMustMatch(_ condition: Condition, _ expected: Bool) {
        #expect(condition.matches(Self.subject) == expected)
    }

    /// Two targets share their installation when their traits are the same, whatever the device
    /// (`LayoutSystem.sharesInstallation`): changing any trait makes them differ. The subject's
    /// fields are read by reflection, so a field added later fails this test until `hasTraits`
    /// and the list here name it.
    @Test func traitsAreEveryFieldButTheDevice() {
        var otherDevice = Self.subject
        otherDevice.deviceNames = ["ipad-pro-11"]
        #expect(Self.subject.hasTraits(of: otherDevice))
        let traits: [WritableKeyPath<ConditionSubject, String>] = [
            \.horizontalSizeClass, \.verticalSizeClass, \.orientation, \.idiom, \.layoutDirection
        ]
        let fields = Mirror(reflecting: Self.subject).children.compactMap(\.label)
        #expect(
            Set(fields) == [
                "horizontalSizeClass", "verticalSizeClass", "orientation", "idiom", "layoutDirection", "deviceNames"
            ])
        for trait in traits {
            var changed = Self.subject
            changed[keyPath: trait] += "-other"
            #expect(!Self.subject.hasTraits(of: changed))
        }
    }
}
