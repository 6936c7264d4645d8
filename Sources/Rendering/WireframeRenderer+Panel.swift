import Devices
import Document
import Geometry

// One target's panel: the device body, the screen with bars, views, scroll content, guides and
// keyboard, and the caption underneath.

extension WireframeRenderer {
    /// Panel `index` of the sheet (it names the panel's clip paths, which must be unique in the
    /// document). Drawn clipped to the screen and each scroll view to its frame, unless
    /// `options.wholeContent`: then nothing is clipped and the canvas is everything laid out.
    static func drawPanel(
        _ scene: WireframeScene, index: Int, at origin: Point, options: WireframeOptions,
        into svg: inout SVGWriter
    ) {
        let screen = Rect(origin: .zero, size: screenSize(scene))
        let canvas = canvas(scene, options: options)
        let body = Size(width: canvas.width + bezel * 2, height: canvas.height + bezel * 2)
        svg.open("g", [("class", "panel"), ("transform", translate(origin.x, origin.y))])
        svg.element(
            "rect",
            [("class", "device")] + attributes(Rect(origin: .zero, size: body))
                + [("rx", SVGWriter.number(bodyCornerRadius))])
        // Inside this group one user unit is one point of the root view's coordinates.
        svg.open("g", [("class", "screen-content"), ("transform", translate(bezel - canvas.x, bezel - canvas.y))])
        if options.wholeContent {
            svg.element("rect", [("class", "offscreen")] + attributes(canvas))
        }
        svg.element("rect", [("class", "screen")] + attributes(screen))
        let clips = !options.wholeContent
        if clips { openClip("p\(index)-screen", screen, class: "on-screen", into: &svg) }
        drawBars(scene.target, into: &svg)
        let texts = placeTexts(scene, bounds: clips ? screen : canvas)
        // Depths of the scroll views whose clip group is open: a view shallower than the last
        // one is outside it.
        var openScrolls: [Int] = []
        for (position, view) in scene.views.enumerated() {
            while let depth = openScrolls.last, view.depth <= depth {
                svg.close()
                openScrolls.removeLast()
            }
            drawView(view, texts: texts[position], into: &svg)
            if clips, view.kind == ViewKind.scroll.rawValue {
                openClip("p\(index)-c\(position)", normalized(view.frame), class: "scroll-content", into: &svg)
                openScrolls.append(view.depth)
            }
        }
        for _ in openScrolls { svg.close() }
        drawContentSizes(scene.views, into: &svg)
        drawGuides(scene.target, into: &svg)
        if clips { svg.close() }
        if options.wholeContent {
            svg.element("rect", [("class", "screen-outline")] + attributes(screen))
        }
        svg.close()
        svg.element(
            "text",
            [
                ("class", "caption"), ("x", SVGWriter.number(body.width / 2)),
                ("y", SVGWriter.number(body.height + 18)), ("text-anchor", "middle")
            ],
            text: scene.caption)
        svg.element(
            "text",
            [
                ("class", "details"), ("x", SVGWriter.number(body.width / 2)),
                ("y", SVGWriter.number(body.height + 34)), ("text-anchor", "middle")
            ],
            text: scene.details)
        svg.close()
    }

    /// `<clipPath id="…"><rect …/></clipPath>` then a group clipped by it, left open.
    private static func openClip(_ id: String, _ rect: Rect, class name: String, into svg: inout SVGWriter) {
        svg.open("clipPath", [("id", id)])
        svg.element("rect", attributes(rect))
        svg.close()
        svg.open("g", [("class", name), ("clip-path", "url(#" + id + ")")])
    }

    /// The bars a target shows, with their names, top to bottom.
    static func bars(_ target: ResolvedTarget) -> [(name: String, frame: Rect?)] {
        [
            ("Status bar", target.statusBarFrame), ("Navigation bar", target.navigationBarFrame),
            ("Toolbar", target.toolbarFrame), ("Tab bar", target.tabBarFrame)
        ]
    }

    private static func drawBars(_ target: ResolvedTarget, into svg: inout SVGWriter) {
        for bar in bars(target) {
            guard let frame = bar.frame else { continue }
            svg.open("g", [("class", "bar")])
            svg.element("rect", attributes(frame))
            svg.element(
                "text",
                [
                    ("x", SVGWriter.number(frame.midX)), ("y", SVGWriter.number(frame.midY + 3)),
                    ("text-anchor", "middle")
                ], text: bar.name)
            svg.close()
        }
    }

    private static func drawView(_ view: WireframeView, texts: ViewTexts, into svg: inout SVGWriter) {
        var classes = ["view", depthClass(view.depth)]
        var notes: [String] = []
        if view.flags.contains(.hidden) {
            classes.append("hidden")
            notes.append("hidden")
        }
        if view.flags.contains(.ambiguous) {
            classes.append("ambiguous")
            notes.append("ambiguous layout")
        }
        if view.flags.contains(.brokenConstraint) {
            classes.append("broken")
            notes.append("in a broken constraint")
        }
        if let content = view.contentSize {
            notes.append("content " + SVGWriter.number(content.width) + " × " + SVGWriter.number(content.height))
        }
        let frame = view.frame
        let label = view.label.flatMap { $0.isEmpty ? nil : $0 }
        let tooltip =
            "\(view.id) (\(view.kind))" + (label.map { " “\($0)”" } ?? "") + ": "
            + [frame.x, frame.y].map(SVGWriter.number).joined(separator: ", ")
            + ", " + SVGWriter.number(frame.width) + " × " + SVGWriter.number(frame.height)
            + (notes.isEmpty ? "" : "; " + notes.joined(separator: ", "))
        svg.open("g", [("class", classes.joined(separator: " "))])
        svg.element("title", text: tooltip)
        svg.element("rect", attributes(normalized(frame)))
        if let text = texts.text {
            // A nested viewport clips its content to the frame, as a label's bounds do.
            svg.open("svg", [("class", "text")] + attributes(text.frame))
            for line in text.lines {
                svg.element(
                    "text",
                    [
                        ("x", SVGWriter.number(line.x)), ("y", SVGWriter.number(line.baseline)),
                        ("font-size", SVGWriter.number(text.font.measuredSize))
                    ] + (text.font.weight.face == .bold ? [("font-weight", "bold")] : [])
                        + (text.anchor == "start" ? [] : [("text-anchor", text.anchor)]),
                    text: line.text)
            }
            svg.close()
        }
        if let id = texts.id {
            svg.element(
                "text", [("class", "id"), ("x", SVGWriter.number(id.x)), ("y", SVGWriter.number(id.y))], text: view.id)
        }
        svg.close()
    }

    /// Each scroll view's content area, dashed, from its origin (content offset zero): what its
    /// content would cover unclipped.
    private static func drawContentSizes(_ views: [WireframeView], into svg: inout SVGWriter) {
        for view in views {
            guard let content = view.contentFrame else { continue }
            svg.open("g", [("class", "content-size")])
            svg.element(
                "title",
                text: "\(view.id) content: " + SVGWriter.number(content.width) + " × "
                    + SVGWriter.number(content.height))
            svg.element("rect", attributes(normalized(content)))
            svg.close()
        }
    }

    private static func drawGuides(_ target: ResolvedTarget, into svg: inout SVGWriter) {
        if target.keyboardShown {
            let frame = target.keyboardFrame
            svg.open("g", [("class", "keyboard")])
            svg.element("rect", attributes(normalized(frame)))
            svg.element(
                "text",
                [
                    ("x", SVGWriter.number(frame.midX)), ("y", SVGWriter.number(frame.midY + 4)),
                    ("text-anchor", "middle")
                ], text: keyboardText)
            svg.close()
        }
        svg.element("rect", [("class", "guide safe-area")] + attributes(normalized(target.safeAreaFrame)))
        svg.element("rect", [("class", "guide margins")] + attributes(normalized(target.layoutMarginsFrame)))
        svg.element("rect", [("class", "guide readable")] + attributes(normalized(target.readableContentFrame)))
    }

    /// The same area with a non-negative size: SVG forbids a negative width or height, and a
    /// solver may produce one.
    static func normalized(_ rect: Rect) -> Rect {
        Rect(
            x: min(rect.x, rect.x + rect.width), y: min(rect.y, rect.y + rect.height),
            width: abs(rect.width), height: abs(rect.height))
    }

    static func attributes(_ rect: Rect) -> [(String, String)] {
        [
            ("x", SVGWriter.number(rect.x)), ("y", SVGWriter.number(rect.y)),
            ("width", SVGWriter.number(rect.width)), ("height", SVGWriter.number(rect.height))
        ]
    }

    static func translate(_ x: Double, _ y: Double) -> String {
        "translate(" + SVGWriter.number(x) + " " + SVGWriter.number(y) + ")"
    }
}
