import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry
@testable import Rendering

/// Pictures don't spill. A scroll view clips its content (a `clipPath`) and
/// shows its content size dashed; the screen clips everything drawn on it; view names never
/// overprint; `wholeContent` draws everything on a canvas as tall as it needs.
@Suite("a picture draws nothing outside its clip, its screen or its canvas")
struct PicturesDontSpillTests {
    static func seed002(_ orientation: Orientation = .portrait) throws -> (LayoutDocument, TargetResult) {
        let document = try ExampleFiles.document("seed-002-scroll-view.json")
        let target = try EngineFixture.target(
            .device(DeviceTargetSpec(device: "iphone-6", orientation: orientation)), document)
        return (document, LayoutEngine.solve(document, target: target))
    }

    @Test func aScrollViewClipsItsContentAndDashesItsContentSize() throws {
        let (document, result) = try Self.seed002()
        // The content (600 high, from y 180) runs past the screen's bottom (667).
        let scroll = try #require(result.frame("scrollView"))
        #expect(scroll == Rect(x: 0, y: 180, width: 375, height: 487))
        #expect(result.contentSizes.first?.size == Size(width: 375, height: 600))
        let svg = WireframeRendering.render(document, results: [result])
        #expect(
            svg.contains(
                [
                    #"        <clipPath id="p0-c5">"#,
                    #"          <rect x="0" y="180" width="375" height="487"/>"#,
                    #"        </clipPath>"#,
                    #"        <g class="scroll-content" clip-path="url(#p0-c5)">"#,
                    #"          <g class="view d2">"#,
                    #"            <title>contentView (view): 0, 180, 375 × 600</title>"#
                ].joined(separator: "\n")))
        #expect(
            svg.contains(
                "<title>scrollView content: 375 × 600</title>\n          <rect x=\"0\" y=\"180\" width=\"375\" height=\"600\"/>"
            ))
        #expect(svg.contains("scrollView (scroll): 0, 180, 375 × 487; content 375 × 600"))
        #expect(parseXML(svg).error == nil)
    }

    @Test func theScreenClipsEverythingDrawnOnIt() throws {
        let (document, result) = try Self.seed002()
        let svg = WireframeRendering.render(document, results: [result, result])
        #expect(
            svg.contains(
                #"<clipPath id="p0-screen">"# + "\n        <rect x=\"0\" y=\"0\" width=\"375\" height=\"667\"/>"))
        #expect(svg.contains(#"<g class="on-screen" clip-path="url(#p0-screen)">"#))
        // Clip paths are unique in the document: the second panel has its own.
        #expect(svg.contains(#"<clipPath id="p1-screen">"#) && svg.contains(#"<clipPath id="p1-c5">"#))
    }

    @Test func aParentAndAChildAtOneOriginDoNotOverprint() throws {
        let json = #"""
            {"root": {"id": "root", "subviews": [{"id": "container", "subviews": [{"id": "child"}]}]},
             "constraints": ["H:|[container]|", "V:|[container]|", "H:|[child(100)]", "V:|[child(100)]"]}
            """#
        let document = try EngineFixture.document(json)
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6")), document)
        let svg = WireframeRendering.render(document, results: [LayoutEngine.solve(document, target: target)])
        // root's name keeps the corner; container's goes beside it; child's beside both.
        #expect(svg.contains(#"<text class="id" x="3" y="10">root</text>"#))
        #expect(svg.contains(#"<text class="id" x="21.37" y="10">container</text>"#))
        #expect(svg.contains(#"<text class="id" x="61.44" y="10">child</text>"#))
    }

    /// Ten views nested at one origin, some too narrow for a name: every id placed lies inside
    /// its view and touches no other text (an id, a view's text, the bar's name); what has no
    /// room is left out. (Views' texts may overlap one another where their views do.)
    @Test func noIdTouchesAnotherText() throws {
        var views: [WireframeView] = []
        for depth in 0..<10 {
            let side = 300 - Double(depth) * 30
            views.append(
                WireframeView(
                    id: "view\(depth)", kind: depth % 3 == 0 ? "label" : "view",
                    frame: Rect(x: 0, y: 64, width: side, height: side / 3), depth: depth,
                    label: depth % 3 == 0 ? "Text \(depth)" : nil))
        }
        let scene = WireframeScene(title: "t", target: WireframeFixtures.iPhone6PortraitWithNavigationBar, views: views)
        let texts = WireframeRenderer.placeTexts(scene, bounds: Rect(x: 0, y: 0, width: 375, height: 667))
        var boxes: [Rect] = [], idBoxes: [Rect] = []
        let measurer = WireframeRenderer.measurer
        for (view, placed) in zip(views, texts) {
            if let id = placed.id {
                let width = measurer.width(of: view.id, font: WireframeRenderer.idFont)
                let box = WireframeRenderer.box(
                    x: id.x, baseline: id.y, width: width, ascent: WireframeRenderer.idAscent)
                #expect(
                    box.minX >= view.frame.minX && box.maxX <= view.frame.maxX && box.minY >= view.frame.minY
                        && box.maxY <= view.frame.maxY, "\(view.id)'s id lies inside its view")
                idBoxes.append(box)
            }
            boxes += placed.text?.boxes() ?? []
        }
        #expect(idBoxes.count >= 4)
        for (i, id) in idBoxes.enumerated() {
            for other in boxes + idBoxes[(i + 1)...] {
                #expect(!WireframeLabelPlacement.intersects(id, other), "\(id) and \(other)")
            }
        }
        boxes += idBoxes
        // The navigation bar's name is a text too: no view name lands on it.
        let bar = WireframeRenderer.box(x: 187.5 - 30, baseline: 45, width: 60, ascent: WireframeRenderer.idAscent)
        #expect(!boxes.contains { WireframeLabelPlacement.intersects($0, bar) })
    }

    @Test func wholeContentDrawsATallCanvasWithNothingClipped() throws {
        let (document, result) = try Self.seed002()
        let svg = WireframeRendering.render(document, results: [result], options: WireframeOptions(wholeContent: true))
        #expect(!svg.contains("<clipPath"))
        // The canvas reaches the content's bottom (180 + 600), the screen outlined on it.
        #expect(svg.contains(#"<rect class="device" x="0" y="0" width="399" height="804" rx="20"/>"#))
        #expect(svg.contains(#"<rect class="offscreen" x="0" y="0" width="375" height="780"/>"#))
        #expect(svg.contains(#"<rect class="screen-outline" x="0" y="0" width="375" height="667"/>"#))
        #expect(parseXML(svg).error == nil)
        // Without the option the device is the screen's size.
        #expect(
            WireframeRendering.render(document, results: [result]).contains(
                #"<rect class="device" x="0" y="0" width="399" height="691" rx="20"/>"#))
    }

    @Test func wholeContentReachesViewsAboveAndLeftOfTheScreen() throws {
        var scene = WireframeFixtures.profilePortrait
        scene.views.append(WireframeView(id: "off", frame: Rect(x: -50, y: -20, width: 30, height: 10), depth: 1))
        let canvas = WireframeRenderer.canvas(scene, options: WireframeOptions(wholeContent: true))
        #expect(canvas == Rect(x: -50, y: -20, width: 425, height: 687))
        let svg = WireframeRenderer.render(scene, options: WireframeOptions(wholeContent: true))
        #expect(svg.contains(#"<g class="screen-content" transform="translate(62 32)">"#))
    }
}
