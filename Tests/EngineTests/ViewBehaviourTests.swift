import LayoutTestSupport
import Testing

@testable import Geometry
@testable import Text

@Suite struct ViewBehaviourTests {
    @Test func anImageViewHugsItsImageAndAnOverrideWins() throws {
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [
               {"id": "icon", "kind": "image", "image": {"width": 60, "height": 40}},
               {"id": "custom", "intrinsicContentSize": {"width": 30, "height": null}}]},
             "constraints": ["H:|[icon]", "V:|[icon]", "H:|[custom]", "V:|[custom(12)]"]}
            """#)
        #expect(result.frame("icon") == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(result.frame("custom") == Rect(x: 0, y: 0, width: 30, height: 12))
    }

    @Test func labelsHugHarderThanPlainViewsAtTheSamePriority() throws {
        // Label (hugging 251) and a view with intrinsic width (250) share 375 points: the view grows.
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [
               {"id": "label", "kind": "label", "text": "Name"},
               {"id": "field", "intrinsicContentSize": {"width": 50, "height": 20}}]},
             "constraints": ["H:|[label][field]|", "V:|[label]", "V:|[field]"]}
            """#)
        let label = try #require(result.frame("label"))
        let natural = TextMeasurer.system.intrinsicContentSize(
            text: "Name", font: .labelDefault, numberOfLines: 1,
            preferredMaxLayoutWidth: nil, scale: 2)
        #expect(label.width == natural.width && label.height == natural.height)
        #expect(result.frame("field")?.width == 375 - natural.width)
    }

    @Test func compressionResistanceDecidesWhichViewShrinks() throws {
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [
               {"id": "a", "intrinsicContentSize": {"width": 300, "height": 10}, "contentCompressionResistancePriority": {"horizontal": 749}},
               {"id": "b", "intrinsicContentSize": {"width": 300, "height": 10}}]},
             "constraints": ["H:|[a][b]|", "V:|[a]", "V:|[b]"]}
            """#)
        #expect(result.frame("a")?.width == 75)
        #expect(result.frame("b")?.width == 300)
    }

    @Test func aViewThatTranslatesItsMaskAndHasConstraintsConflictsAndTheUsersConstraintBreaks() throws {
        // The classic: translates = YES with a zero frame, plus an explicit width.
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "v", "translatesAutoresizingMaskIntoConstraints": true}]},
             "constraints": ["wide: v.width == 100"]}
            """#)
        let conflict = try #require(result.diagnostics.first)
        #expect(conflict.code == "unsatisfiable_constraints")
        #expect(conflict.constraints == ["wide", "v.autoresizing.width"])
        #expect(conflict["broken"] == .string("wide"))
        #expect(result.frame("v") == Rect(x: 0, y: 0, width: 0, height: 0))
        guard case .string(let log)? = conflict["log"] else {
            Issue.record("log")
            return
        }
        #expect(log.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        #expect(
            log.contains(
                "<NSAutoresizingMaskLayoutConstraint:v.autoresizing.width h=--& v=--& v.width == 0   (active)>"))
    }

    @Test func aDesignTargetGivesTheRootsDesignSize() throws {
        // Designed on an iPhone 5 (320 × 568): 20 points from the right edge stay 20 points.
        let result = try EngineFixture.solve(
            #"""
            {"designTarget": {"device": "iphone-5"}, "defaults": {"translatesAutoresizingMaskIntoConstraints": true},
             "root": {"id": "root", "subviews": [{"id": "v", "frame": {"x": 200, "y": 448, "width": 100, "height": 100},
                                                  "autoresizingMask": 9}]}}
            """#)
        #expect(result.frame("v") == Rect(x: 255, y: 547, width: 100, height: 100))
    }

    @Test func aScrollViewsEdgesToItsContentDefineTheContentSize() throws {
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "scroll", "kind": "scroll", "subviews": [{"id": "content"}]}]},
             "constraints": ["H:|[scroll]|", "V:|-(20)-[scroll]|",
                             "H:|-(10)-[content(500)]-(10)-|", "V:|[content(900)]|",
                             "content.centerY == scroll.contentLayoutGuide.centerY", "scroll.frameLayoutGuide.width == root.width"]}
            """#)
        #expect(result.frame("scroll") == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(result.frame("content") == Rect(x: 10, y: 0, width: 500, height: 900))
        #expect(result.contentSizes.map(\.id) == ["scroll"])
        #expect(result.contentSizes.first?.size == Size(width: 520, height: 900))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func widthConstraintsToAScrollViewAttachToItsFrame() throws {
        let result = try EngineFixture.solve(
            #"""
            {"root": {"id": "root", "subviews": [{"id": "scroll", "kind": "scroll", "subviews": [{"id": "content"}]}]},
             "constraints": ["H:|[scroll]|", "V:|[scroll]|", "H:|[content]|", "V:|[content(50)]|", "content.width == scroll.width"]}
            """#)
        #expect(result.frame("content")?.width == 375)
        #expect(result.contentSizes.first?.size == Size(width: 375, height: 50))
    }
}
