import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry
@testable import Rendering
@testable import Text

/// A wireframe reads like the screen: a label's text inside its frame, in its font, wrapped where
/// the label wraps and cut where its frame ends; a view's id only where it fits inside the view,
/// never on another text.
@Suite struct PicturesReadLikeTheScreenTests {
    static let seeds = [
        "seed-000-profile.json", "seed-001-self-sizing-cell.json", "seed-001-size-classes.json",
        "seed-002-scroll-view.json", "seed-003-login.json", "seed-003-login-mistakes.json",
        "seed-004-autoresizing.json"
    ]

    static func scene(_ name: String, _ orientation: Orientation) throws -> (LayoutDocument, WireframeScene) {
        let document = try ExampleFiles.document(name)
        let target = try EngineFixture.target(
            .device(DeviceTargetSpec(device: "iphone-6", orientation: orientation)), document)
        let result = LayoutEngine.solve(document, target: target)
        return (document, WireframeRendering.scene(document, result: result, title: name))
    }

    @Test func aLabelsTextIsDrawnInsideItsFrameWrappedWhereTheLabelWraps() throws {
        let (document, scene) = try Self.scene("seed-000-profile.json", .portrait)
        let svg = WireframeRenderer.render(scene)
        let description = try #require(scene.views.first { $0.id == "descriptionLabel" })
        let spec = try #require(document.views.first { $0.id == "descriptionLabel" })
        // The engine's own line breaking at the label's width, in its 11 pt font.
        let layout = TextMeasurer.system.layout(
            try #require(spec.text), font: Font(size: 11), numberOfLines: 0, width: description.frame.width)
        #expect(layout.lines.count == 2)
        let frame = description.frame
        let viewport =
            #"<svg class="text" x="\#(SVGWriter.number(frame.x))" y="\#(SVGWriter.number(frame.y))" "#
            + #"width="\#(SVGWriter.number(frame.width))" height="\#(SVGWriter.number(frame.height))">"#
        let drawn = try #require(svg.range(of: viewport), "descriptionLabel's text is drawn in its frame")
        let lines = String(svg[drawn.upperBound...]).components(separatedBy: "</svg>")[0]
        for line in layout.lines {
            #expect(lines.contains(#"font-size="11">\#(SVGWriter.escape(line.text))</text>"#), "\(line.text)")
        }
        #expect(lines.components(separatedBy: "<text ").count - 1 == layout.lines.count)
        // A one-line label whose frame holds its text draws it whole, from its leading edge.
        let name = try #require(scene.views.first { $0.id == "nameLabel" })
        #expect(svg.contains(#"width="\#(SVGWriter.number(name.frame.width))""#))
        #expect(svg.contains(#"<text x="0" y="#) && svg.contains(#"font-size="12">Chun Tips</text>"#))
        #expect(svg.contains(#"font-size="11">2w ago</text>"#))
    }

    @Test func textLeftOverByAShortFrameEndsInAnEllipsisAndIsClipped() {
        let view = WireframeView(
            id: "l", kind: "label", frame: Rect(x: 10, y: 20, width: 120, height: 30), depth: 1,
            label: "one two three four five six seven eight nine ten", font: Font(size: 12), numberOfLines: 0)
        let text = WireframeRenderer.layOut(view, rightToLeft: false)
        // 30 points hold two lines of 14.32: the second ends the text with "…".
        #expect(text?.lines.count == 2)
        #expect(text?.lines.last?.text.hasSuffix("…") == true)
        #expect(text?.boxes().allSatisfy { $0.minY >= 20 && $0.maxY <= 50 && $0.maxX <= 130 } == true)
        // Right to left, a label's natural alignment is its right edge; a button centres its title.
        #expect(WireframeRenderer.layOut(view, rightToLeft: true)?.anchor == "end")
        var button = view
        button.centersText = true
        #expect(WireframeRenderer.layOut(button, rightToLeft: false)?.lines.first?.x == 60)
    }

    @Test(arguments: seeds, [Orientation.portrait, .landscape])
    func anIdIsDrawnOnlyInsideItsViewAndOnNoOtherText(name: String, orientation: Orientation) throws {
        let (_, scene) = try Self.scene(name, orientation)
        let texts = WireframeRenderer.placeTexts(scene, bounds: Rect(origin: .zero, size: scene.target.size))
        let measurer = WireframeRenderer.measurer
        var ids: [Rect] = []
        let others = texts.flatMap { $0.text?.boxes() ?? [] }
        for (view, placed) in zip(scene.views, texts) {
            guard let point = placed.id else { continue }
            let box = WireframeRenderer.box(
                x: point.x, baseline: point.y, width: measurer.width(of: view.id, font: WireframeRenderer.idFont),
                ascent: WireframeRenderer.idAscent)
            let frame = WireframeRenderer.normalized(view.frame)
            #expect(
                box.minX >= frame.minX && box.maxX <= frame.maxX && box.minY >= frame.minY && box.maxY <= frame.maxY,
                "\(view.id)")
            #expect(!others.contains { WireframeLabelPlacement.intersects($0, box) }, "\(view.id)")
            #expect(!ids.contains { WireframeLabelPlacement.intersects($0, box) }, "\(view.id)")
            ids.append(box)
        }
        #expect(!ids.isEmpty)
    }
}
