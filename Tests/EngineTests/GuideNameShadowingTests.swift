import LayoutTestSupport
import Testing

@testable import Document
@testable import Engine
@testable import Geometry

/// Guide names never block view ids. Any key UIKit's views dictionary
/// takes is a view id; a view named like a guide shadows the guide in its document, the root's
/// guides stay reachable as `root.<guide>`, and in VFL only `topLayoutGuide`/`bottomLayoutGuide`
/// are guides (docs/document-format.md §3).
@Suite("a view named like a guide shadows the guide in its document")
struct GuideNameShadowingTests {
    @Test(arguments: LayoutSystem.rootGuideNames)
    func everyGuideNameIsAValidViewId(_ name: String) throws {
        let json = #"{"root": {"id": "root", "subviews": [{"id": "\#(name)"}]}}"#
        let document = try EngineFixture.document(json)
        #expect(document.views.map(\.id) == ["root", name])
    }

    /// Real code: a calculator's display above a custom keyboard view, in VFL.
    @Test func aViewNamedKeyboardIsLaidOutByVisualFormat() throws {
        let json = #"""
            {"defaults": {"rounding": "none"},
             "root": {"id": "root", "subviews": [{"id": "display"}, {"id": "keyboard"}]},
             "constraints": ["V:|[display][keyboard]|", "H:|[display]|", "H:|[keyboard]|", "keyboard.height == 300"]}
            """#
        let result = try EngineFixture.solve(json)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame("display") == Rect(x: 0, y: 0, width: 375, height: 367))
        #expect(result.frame("keyboard") == Rect(x: 0, y: 367, width: 375, height: 300))
    }

    @Test func aViewShadowsTheGuideAndRootDotGuideStillNamesTheGuide() throws {
        let json = #"""
            {"defaults": {"rounding": "none"},
             "root": {"id": "root", "subviews": [{"id": "safeArea"}, {"id": "keyboard"}, {"id": "probe"}, {"id": "pad"}]},
             "constraints": ["H:|-10-[safeArea(100)]", "V:|-30-[safeArea(40)]",
                             "probe.top == safeArea.bottom", "probe.left == safeArea.left",
                             "probe.width == 10", "probe.height == 10",
                             "H:|[keyboard]|", "keyboard.height == 50", "keyboard.bottom == root.keyboard.top",
                             "pad.top == root.safeArea.top", "pad.left == root.margins.left",
                             "pad.width == 10", "pad.height == 10"]}
            """#
        let result = try EngineFixture.solve(json, device: "iphone-6", keyboard: true)
        #expect(result.diagnostics.isEmpty)
        // `safeArea.bottom` is the view's bottom (30 + 40), not the safe area's.
        #expect(result.frame("probe") == Rect(x: 10, y: 70, width: 10, height: 10))
        // `root.keyboard` is the keyboard guide: its top at 667 − 260.
        #expect(result.frame("keyboard") == Rect(x: 0, y: 357, width: 375, height: 50))
        // `root.safeArea` and `root.margins` are the root's guides.
        #expect(result.frame("pad") == Rect(x: 16, y: 20, width: 10, height: 10))
    }

    @Test func theLegacyGuidesAreReachableThroughTheRootToo() throws {
        let json = #"""
            {"defaults": {"rounding": "none"}, "controller": {"navigationBar": true},
             "root": {"id": "root", "subviews": [{"id": "v"}]},
             "constraints": ["v.top == root.topLayoutGuide.bottom", "v.bottom == root.bottomLayoutGuide.top", "H:|[v]|"]}
            """#
        #expect(try EngineFixture.solve(json).frame("v") == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test func inVisualFormatAViewNamedTopLayoutGuideIsTheView() throws {
        let json = #"""
            {"defaults": {"rounding": "none"}, "controller": {"navigationBar": true},
             "root": {"id": "root", "subviews": [{"id": "box", "subviews": [{"id": "topLayoutGuide"}, {"id": "v"}]}]},
             "constraints": ["H:|[box]|", "V:|-100-[box(200)]",
                             "V:|-5-[topLayoutGuide(10)]-(7)-[v(20)]", "H:|[topLayoutGuide]|", "H:|[v]|"]}
            """#
        let result = try EngineFixture.solve(json)
        #expect(result.diagnostics.isEmpty)
        // `|` is the view's superview (box), not the root as for the guide.
        #expect(result.frame("topLayoutGuide") == Rect(x: 0, y: 5, width: 375, height: 10))
        #expect(result.frame("v") == Rect(x: 0, y: 22, width: 375, height: 20))
    }

    @Test func inVisualFormatOtherGuideNamesAreNotItems() throws {
        let json = #"""
            {"root": {"id": "root", "subviews": [{"id": "v"}]}, "constraints": ["V:[v][keyboard]|"]}
            """#
        let diagnostic = try #require(try EngineFixture.solve(json).diagnostics.first)
        #expect(diagnostic.code == DiagnosticCode.vflSyntax)
        #expect(diagnostic.message == "keyboard is not a key in the views dictionary.")
    }

    @Test func aConflictNamesTheShadowedGuideAsWritten() throws {
        let json = #"""
            {"root": {"id": "root", "subviews": [{"id": "keyboard"}]},
             "constraints": ["H:|[keyboard]|", "keyboard.height == 50", "keyboard.bottom == root.keyboard.top",
                             "keyboard.top == root.top"]}
            """#
        let result = try EngineFixture.solve(json)
        let conflict = try #require(result.diagnostics.first { $0.code == DiagnosticCode.unsatisfiableConstraints })
        guard case .string(let log)? = conflict["log"] else {
            Issue.record("no log")
            return
        }
        #expect(log.contains("root.keyboard.top"))
    }
}
