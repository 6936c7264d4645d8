import Geometry

/// Draws wireframes as SVG 1.1 (`POST /v1/render`, `layout render`): per target, the
/// device's body and screen with its status, navigation, tab and tool bars; each view a
/// rectangle in window coordinates, its stroke's colour and width telling its depth, its text
/// inside it as UIKit draws it and its id where that fits (WireframeRenderer+Texts.swift); a scroll
/// view's content clipped to its frame and its content size dashed; the safe area, layout
/// margins, readable content and (when shown) keyboard as dashed guides; ambiguous views orange
/// and views of broken constraints red; a legend explaining all of it.
///
/// What it keeps true: the same scenes give the same bytes — numbers go through
/// `SVGWriter.number`, text through `SVGWriter.escape`, and nothing depends on hash order or
/// locale; the document is well-formed XML with `width`, `height` and `viewBox` in points
/// (1 user unit = 1 pt); nothing is drawn outside its panel's device (the screen clips it, or
/// with `wholeContent` the panel grows to it); a view's text stays inside its frame, and no id
/// overprints another text (`WireframeLabelPlacement`). O(views + total text length + scenes).
public enum WireframeRenderer {
    static let margin = 24.0
    static let headingHeight = 32.0
    static let bezel = 12.0
    static let bodyCornerRadius = 20.0
    static let gap = 32.0
    static let captionHeight = 44.0
    static let legendEntryWidth = 200.0
    static let legendEntryHeight = 20.0

    /// One target's wireframe, headed by the scene's title.
    public static func render(_ scene: WireframeScene, options: WireframeOptions = WireframeOptions()) -> String {
        renderContactSheet([scene], title: scene.title, options: options)
    }

    /// Several targets side by side, left to right in the order given, top-aligned, each
    /// captioned with its device, orientation, size and scale; one heading (`title`, else the
    /// first scene's) and one legend for the sheet.
    public static func renderContactSheet(
        _ scenes: [WireframeScene], title: String? = nil,
        options: WireframeOptions = WireframeOptions()
    ) -> String {
        let heading = title ?? scenes.first?.title ?? "Wireframes"
        let panelSizes = scenes.map { panelSize($0, options: options) }
        let panelsWidth = panelSizes.reduce(0) { $0 + $1.width } + gap * Double(max(scenes.count - 1, 0))
        let panelsHeight = panelSizes.reduce(0) { max($0, $1.height) }
        let contentWidth = max(panelsWidth, legendEntryWidth * 2)
        let entries = legendEntries.count
        // Bounded before converting, so no size can make Int(_:) trap.
        let columns = max(1, Int(min(contentWidth / legendEntryWidth, Double(entries))))
        let rows = (entries + columns - 1) / columns
        let legendTop = margin + headingHeight + panelsHeight + gap / 2
        let width = margin * 2 + contentWidth
        let height = legendTop + Double(rows) * legendEntryHeight + margin

        var svg = SVGWriter()
        svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
                ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height)),
                ("viewBox", "0 0 " + SVGWriter.number(width) + " " + SVGWriter.number(height))
            ])
        svg.element("title", text: heading)
        svg.open("style", [("type", "text/css")])
        for rule in styleSheet { svg.raw(rule) }
        svg.close()
        svg.element(
            "rect",
            [
                ("class", "sheet"), ("x", "0"), ("y", "0"),
                ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height))
            ])
        svg.element(
            "text",
            [
                ("class", "heading"), ("x", SVGWriter.number(margin)),
                ("y", SVGWriter.number(margin + 18))
            ], text: heading)
        var x = margin
        for (index, (scene, size)) in zip(scenes, panelSizes).enumerated() {
            drawPanel(scene, index: index, at: Point(x: x, y: margin + headingHeight), options: options, into: &svg)
            x += size.width + gap
        }
        drawLegend(at: Point(x: margin, y: legendTop), columns: columns, into: &svg)
        return svg.finish()
    }

    /// The device body plus the caption below it.
    static func panelSize(_ scene: WireframeScene, options: WireframeOptions) -> Size {
        let canvas = canvas(scene, options: options)
        return Size(width: canvas.width + bezel * 2, height: canvas.height + bezel * 2 + captionHeight)
    }

    /// What a panel's device body frames, in root-view points: the screen, or with
    /// `wholeContent` the smallest rectangle holding the screen, every view and every scroll
    /// view's content area (a tall canvas when a scroll view's content is). O(views).
    static func canvas(_ scene: WireframeScene, options: WireframeOptions) -> Rect {
        let screen = Rect(origin: .zero, size: screenSize(scene))
        guard options.wholeContent else { return screen }
        var minX = 0.0, minY = 0.0, maxX = screen.width, maxY = screen.height
        func include(_ rect: Rect) {
            let drawn = normalized(rect)
            guard drawn.x.isFinite, drawn.y.isFinite, drawn.width.isFinite, drawn.height.isFinite else { return }
            minX = min(minX, drawn.minX)
            minY = min(minY, drawn.minY)
            maxX = max(maxX, drawn.maxX)
            maxY = max(maxY, drawn.maxY)
        }
        for view in scene.views {
            include(view.frame)
            if let content = view.contentFrame { include(content) }
        }
        // Bounded, as the screen's size is, so no layout makes an unbounded picture.
        let limit = 1e6
        minX = max(minX, -limit)
        minY = max(minY, -limit)
        return Rect(x: minX, y: minY, width: min(maxX, limit) - minX, height: min(maxY, limit) - minY)
    }

    /// The screen's size, with a size that cannot be drawn (negative, not finite) taken as 0.
    static func screenSize(_ scene: WireframeScene) -> Size {
        func drawable(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1e6) : 0 }
        return Size(width: drawable(scene.target.size.width), height: drawable(scene.target.size.height))
    }
}
