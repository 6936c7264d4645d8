import Testing

@testable import Document
@testable import Geometry
@testable import JSON

@Suite struct LayoutDocumentDecodingTests {
    static func decode(_ json: String, limits: LayoutLimits = .standard) throws -> Result<
        LayoutDocument, DocumentProblems
    > {
        LayoutDocument.decode(try JSONParser.parse(json), at: "/document", limits: limits)
    }

    static func problems(_ json: String, limits: LayoutLimits = .standard) throws -> [DocumentProblem] {
        switch try decode(json, limits: limits) {
        case .success: return []
        case .failure(let problems): return problems.problems
        }
    }

    /// Ten kinds of broken documents, each with the pointer its first problem must carry.
    static let broken: [(String, String, String)] = [
        (#"[]"#, "/document", "layout document"),
        (#"{"constraints": []}"#, "/document", "missing required key \"root\""),
        (#"{"root": {"id": "root"}, "colour": 1}"#, "/document/colour", "unknown key"),
        (
            #"{"root": {"id": "root", "subviews": [{"kind": "view"}]}}"#, "/document/root/subviews/0",
            "missing required key \"id\""
        ),
        (
            #"{"root": {"id": "root", "subviews": [{"id": "a"}, {"id": "a"}]}}"#, "/document/root/subviews/1/id",
            "duplicate view id"
        ),
        (#"{"root": {"id": "root.view"}}"#, "/document/root/id", "must match"),
        (#"{"root": {"id": "root", "kind": "table"}}"#, "/document/root/kind", "not one of"),
        (
            #"{"root": {"id": "root", "frame": {"x": 0, "y": 0, "width": "wide", "height": 1}}}"#,
            "/document/root/frame/width", "expected a number"
        ),
        (
            #"{"root": {"id": "root"}, "constraints": [{"item": "root", "attribute": "middle"}]}"#,
            "/document/constraints/0/attribute", "unknown attribute"
        ),
        (
            #"{"root": {"id": "root"}, "constraints": [{"when": {"verticalSizeClass": "tiny"}, "constraints": []}]}"#,
            "/document/constraints/0/when/verticalSizeClass", "not one of"
        ),
        (#"{"root": {"id": "root"}, "metrics": {"pad-ding": 1}}"#, "/document/metrics/pad-ding", "metric names"),
        (
            #"{"root": {"id": "root", "autoresizingMask": ["flexibleWidth", "flexibleDepth"]}}"#,
            "/document/root/autoresizingMask/1", "not one of"
        ),
        (#"{"root": {"id": "root"}, "constraints": [42]}"#, "/document/constraints/0", "expected a constraint"),
        (#"{"root": {"id": "root", "installed": {"idiom": "pad"}}}"#, "/document/root/installed", "every target"),
        (
            #"{"root": {"id": "root", "installed": {"device": ["iphone-6", "iphone-99"]}}}"#,
            "/document/root/installed/device/1", "unknown device"
        ),
        (#"{"root": {"id": "root"}, "defaults": {"rounding": "floor"}}"#, "/document/defaults/rounding", "not one of"),
        (#"{"root": {"id": "root", "axis": "vertical"}}"#, "/document/root/axis", "only to views of kind \"stack\""),
        (
            #"{"root": {"id": "root", "subviews": [{"id": "l", "kind": "label", "font": {"leading": 1001}}]}}"#,
            "/document/root/subviews/0/font/leading", "must be at most 1000"
        ),
        (
            #"{"root": {"id": "root", "subviews": [{"id": "l", "kind": "label", "font": {"leading": "loose"}}]}}"#,
            "/document/root/subviews/0/font/leading", "expected a number"
        )
    ]

    @Test(arguments: broken)
    func brokenDocumentsReportAPointerToTheProblem(_ json: String, _ pointer: String, _ fragment: String) throws {
        let found = try Self.problems(json)
        #expect(found.first?.pointer == pointer, "\(found)")
        #expect(found.first?.message.contains(fragment) == true, "\(found)")
    }

    @Test func everyProblemIsReportedNotJustTheFirst() throws {
        let found = try Self.problems(
            #"""
            {"root": {"id": "root", "kind": "box", "hidden": "no",
                      "subviews": [{"id": "a", "colour": "red"}, {"id": "a"}]},
             "extra": true}
            """#)
        #expect(
            found.map(\.pointer) == [
                "/document/extra", "/document/root/kind", "/document/root/hidden",
                "/document/root/subviews/0/colour", "/document/root/subviews/1/id"
            ])
    }

    /// A misspelt key gets the "did you mean" a misspelt view name gets (`NameSuggester`), then
    /// the keys the object takes; a key like none of them gets the list alone.
    @Test func anUnknownKeyNamesTheClosestKnownKey() throws {
        let problems = try Self.problems(#"{"root": {"id": "root", "subvews": []}}"#)
        let message = try #require(problems.first?.message)
        #expect(problems.map(\.pointer) == ["/document/root/subvews"])
        #expect(message.hasPrefix(#"unknown key "subvews"; did you mean "subviews"? expected one of: id, kind, "#))
        let unlike = try Self.problems(#"{"root": {"id": "root"}, "zebra": 1}"#)
        #expect(unlike.first?.message.hasPrefix(#"unknown key "zebra"; expected one of: "#) == true)
    }

    @Test func pointersEscapeSlashAndTilde() throws {
        let found = try Self.problems(#"{"root": {"id": "root"}, "a/b~c": 1}"#)
        #expect(found.map(\.pointer) == ["/document/a~1b~0c"])
    }

    @Test func limitsOnViewsConstraintsAndDepthAreProblems() throws {
        let limits = LayoutLimits(maxViews: 2, maxConstraints: 1, maxDepth: 2)
        let views = try Self.problems(
            #"{"root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]}}"#, limits: limits)
        #expect(views.map(\.message) == ["too many views: the limit is 2 (--max-views)"])
        let deep = try Self.problems(
            #"{"root": {"id": "root", "subviews": [{"id": "a", "subviews": [{"id": "b"}]}]}}"#, limits: limits)
        #expect(deep.first?.pointer == "/document/root/subviews/0/subviews/0")
        let constraints = try Self.problems(
            #"{"root": {"id": "root"}, "constraints": ["a.width == 1", "a.width == 2"]}"#, limits: limits)
        #expect(constraints.map(\.pointer) == ["/document/constraints/1"])
        #expect(constraints.map(\.message) == ["too many constraints: the limit is 1 (--max-constraints)"])
    }

    @Test func viewsAreFlattenedInDocumentOrderWithTheirParents() throws {
        let document = try Self.decode(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "a", "subviews": [{"id": "b"}]}, {"id": "c"}]}}
            """#
        ).get()
        #expect(document.views.map(\.id) == ["root", "a", "b", "c"])
        #expect(document.views.map(\.parent) == [nil, 0, 1, 0])
        #expect(document.views[0].subviews == [1, 3])
        #expect(document.viewIndex["c"] == 3)
    }

    @Test func everyViewKeyIsDecoded() throws {
        let document = try Self.decode(
            #"""
            {"root": {"id": "root", "subviews": [
              {"id": "l", "kind": "label", "translatesAutoresizingMaskIntoConstraints": true,
               "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "autoresizingMask": 18, "autoresizesSubviews": false,
               "intrinsicContentSize": {"width": 10, "height": null}, "text": "Hi", "font": {"size": 12, "weight": "bold", "leading": 1.5},
               "numberOfLines": 0, "preferredMaxLayoutWidth": 200,
               "contentHuggingPriority": {"horizontal": 300}, "contentCompressionResistancePriority": {"vertical": 999},
               "layoutMargins": {"top": 1, "left": 2, "bottom": 3, "right": 4}, "hidden": true,
               "installed": {"verticalSizeClass": ["compact"], "idiom": "phone"}},
              {"id": "s", "kind": "stack", "axis": "vertical", "distribution": "fillEqually", "alignment": "center",
               "spacing": 8, "isLayoutMarginsRelativeArrangement": true},
              {"id": "i", "kind": "image", "image": {"width": 40, "height": 30}}
            ]}}
            """#
        ).get()
        let label = document.views[1]
        #expect(label.kind == .label)
        #expect(label.translatesAutoresizingMaskIntoConstraints == true)
        #expect(label.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(label.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(!label.autoresizesSubviews)
        #expect(label.intrinsicContentSize == IntrinsicSizeOverride(width: 10, height: nil))
        #expect(label.font == FontSpec(size: 12, weight: "bold", leading: 1.5))
        #expect(label.numberOfLines == 0 && label.preferredMaxLayoutWidth == 200)
        #expect(
            label.contentHuggingPriority
                == AxisPriorities(horizontal: LayoutPriority(300), vertical: LayoutPriority(251)))
        #expect(label.contentCompressionResistancePriority.vertical == LayoutPriority(999))
        #expect(label.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(label.hidden)
        #expect(label.installed == Condition(verticalSizeClass: ["compact"], idiom: ["phone"]))
        var stack = StackSpec()
        stack.axis = "vertical"
        stack.distribution = "fillEqually"
        stack.alignment = "center"
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(document.views[2].stack == stack)
        #expect(document.views[3].image == Size(width: 40, height: 30))
    }

    @Test func constraintFormsAndIdsFollowTheDocumentedScheme() throws {
        let document = try Self.decode(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "a"}]},
             "constraints": [
               "H:|[a]|",
               "named: a.height == a.width",
               {"when": {"orientation": "portrait"}, "constraints": [
                  "a.top == root.top",
                  {"when": {"idiom": "pad"}, "constraints": ["V:[a(10)]"]}]},
               {"id": "obj", "item": "a", "attribute": "width", "relation": "greaterThanOrEqual", "constant": 10, "priority": "defaultHigh"},
               {"visualFormat": "V:|-(m)-[a]", "metrics": {"m": 5}, "options": ["alignAllLeft"], "priority": 500},
               {"expression": "a.centerX == root.centerX", "active": false}
             ]}
            """#
        ).get()
        func ids(_ entries: [ConstraintEntry]) -> [String] {
            entries.flatMap { entry -> [String] in
                if case .group(let group) = entry.form { return [entry.id] + ids(group.entries) }
                return [entry.id]
            }
        }
        #expect(
            ids(document.constraints) == [
                "constraints[0]", "named", "constraints[2]", "constraints[2].constraints[0]",
                "constraints[2].constraints[1]",
                "constraints[2].constraints[1].constraints[0]", "obj", "constraints[4]", "constraints[5]"
            ])
        guard case .equation(let object) = document.constraints[3].form, case .success(let equation) = object.equation
        else {
            Issue.record("object constraint")
            return
        }
        #expect(
            equation.relation == .greaterThanOrEqual && equation.priority == .number(750) && equation.secondItem == nil)
        guard case .visualFormat(let format) = document.constraints[4].form else {
            Issue.record("vfl object")
            return
        }
        #expect(
            format.options == .names(["alignAllLeft"]) && format.metrics.first?.value == 5
                && format.priority == .number(500))
        guard case .equation(let inactive) = document.constraints[5].form else {
            Issue.record("expression object")
            return
        }
        #expect(!inactive.active)
    }

    @Test func expressionSyntaxErrorsAreKeptAsValuesNotProblems() throws {
        let document = try Self.decode(#"{"root": {"id": "root"}, "constraints": ["root.width =="]}"#).get()
        guard case .equation(let entry) = document.constraints[0].form, case .failure = entry.equation else {
            Issue.record("expected a kept syntax error")
            return
        }
    }
}
