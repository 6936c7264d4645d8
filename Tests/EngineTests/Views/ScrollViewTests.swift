import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Geometry

/// Seed 002 (UIScrollView and Auto Layout): content size from the content, frames from outside.
@Suite struct ScrollViewTests {
    @Test(arguments: [Orientation.portrait, .landscape])
    func contentSizeEqualsTheContentViewsSolvedSize(orientation: Orientation) throws {
        let result = try EngineFixture.solve(
            try ViewsFixture.example("seed-002-scroll-view.json"), orientation: orientation)
        let content = try #require(result.frame("contentView"))
        let size = try #require(result.contentSizes.first { $0.id == "scrollView" }?.size)
        #expect(size.width == content.width && size.height == content.height)
        #expect(size.height == 600)
        #expect(size.width == (try #require(result.frame("scrollView"))).width)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func theLandscapeLayoutPutsTheScrollViewRightOfTheMiddleAnchor() throws {
        let result = try EngineFixture.solve(
            try ViewsFixture.example("seed-002-scroll-view.json"), orientation: .landscape)
        let anchor = try #require(result.frame("middleAnchorView"))
        let scroll = try #require(result.frame("scrollView"))
        #expect(scroll.x == anchor.maxX + 20 && scroll.maxX == 667)
        #expect(ViewsFixture.isClose(result.frame("contentView"), (0, 0, scroll.width, 600)))
    }

    @Test(arguments: [Orientation.portrait, .landscape])
    func seed002WithoutTheContentHeightIsAmbiguousInBothOrientations(orientation: Orientation) throws {
        let json = try ViewsFixture.example("seed-002-scroll-view.json")
            .replacing(#""contentView.height == referenceView.height","#, with: "")
        let result = try EngineFixture.solve(json, orientation: orientation)
        let diagnostics = result.diagnostics.filter { $0.code == DiagnosticCode.scrollContentAmbiguous }
        #expect(diagnostics.map { $0["axis"] } == [.string("vertical")])
    }

    static let ambiguousContent =
        #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "scroll", "kind": "scroll", "subviews": [{"id": "content"}]}]}, "constraints": ["H:|[scroll]|", "V:|[scroll]|", "H:|[content]|", "V:|[content]|", "content.width == scroll.width"]}"#

    @Test func contentWithoutAHeightIsAScrollContentAmbiguityNotASilentZero() throws {
        let result = try EngineFixture.solve(Self.ambiguousContent)
        let diagnostics = result.diagnostics.filter { $0.code == DiagnosticCode.scrollContentAmbiguous }
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "Scrollable content size is ambiguous")
        #expect(diagnostic["view"] == .string("scroll") && diagnostic["axis"] == .string("vertical"))
        #expect(diagnostic.severity == .error)
    }

    @Test func aContentHeightFromAnIntrinsicSizeIsNotAmbiguous() throws {
        let json = Self.ambiguousContent.replacing(
            #"{"id": "content"}"#,
            with: #"{"id": "content", "intrinsicContentSize": {"width": null, "height": 1200}}"#)
        let result = try EngineFixture.solve(json)
        #expect(!result.diagnostics.contains { $0.code == DiagnosticCode.scrollContentAmbiguous })
        #expect(result.contentSizes.first?.size == Size(width: 375, height: 1200))
    }

    @Test func aScrollViewWhoseContentIsNotLaidOutWithConstraintsIsNotAmbiguous() throws {
        let json =
            #"{"root": {"id": "root", "subviews": [{"id": "scroll", "kind": "scroll"}]}, "constraints": ["H:|[scroll]|", "V:|[scroll]|"]}"#
        let result = try EngineFixture.solve(json)
        #expect(result.diagnostics.isEmpty)
        #expect(result.contentSizes.first?.size == Size(width: 0, height: 0))
    }

    @Test func layoutGuidesNameTheContentAreaAndTheFrame() throws {
        let json =
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "scroll", "kind": "scroll", "subviews": [{"id": "content"}]}]}, "constraints": ["H:|-(10)-[scroll]-(10)-|", "V:|-(20)-[scroll]-(20)-|", "content.top == scroll.contentLayoutGuide.top", "content.bottom == scroll.contentLayoutGuide.bottom", "content.leading == scroll.contentLayoutGuide.leading", "content.trailing == scroll.contentLayoutGuide.trailing", "content.width == scroll.frameLayoutGuide.width", "content.height == 2 * scroll.frameLayoutGuide.height"]}"#
        let result = try EngineFixture.solve(json)
        #expect(ViewsFixture.isClose(result.frame("content"), (0, 0, 355, 1254)))
        #expect(result.contentSizes.first?.size == Size(width: 355, height: 1254))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func nestedScrollViewsEachGetTheirOwnContentSize() throws {
        let json =
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [{"id": "outer", "kind": "scroll", "subviews": [{"id": "page", "subviews": [{"id": "inner", "kind": "scroll", "subviews": [{"id": "strip"}]}]}]}]}, "constraints": ["H:|[outer]|", "V:|[outer]|", "H:|[page]|", "V:|[page]|", "page.width == outer.width", "page.height == 1000", "H:|[inner]|", "V:|-(100)-[inner(200)]", "H:|[strip(2000)]|", "V:|[strip]|", "strip.height == inner.height"]}"#
        let result = try EngineFixture.solve(json)
        let sizes = Dictionary(uniqueKeysWithValues: result.contentSizes.map { ($0.id, $0.size) })
        #expect(sizes["outer"] == Size(width: 375, height: 1000))
        #expect(sizes["inner"] == Size(width: 2000, height: 200))
        #expect(ViewsFixture.isClose(result.frame("inner"), (0, 100, 375, 200)))
        #expect(result.diagnostics.isEmpty)
    }
}
