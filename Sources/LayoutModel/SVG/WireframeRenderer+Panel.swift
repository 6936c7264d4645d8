// One target's panel: the device body, the screen with bars, views, guides and keyboard, and
// the caption underneath.

extension WireframeRenderer {
    static func drawPanel(_ scene: WireframeScene, at origin: Point, into svg: inout SVGWriter) {
        let screen = screenSize(scene)
        let body = Size(width: screen.width + bezel * 2, height: screen.height + bezel * 2)
        svg.open("g", [("class", "panel"), ("transform", translate(origin.x, origin.y))])
        svg.element("rect", [("class", "device")] + attributes(Rect(origin: .zero, size: body))
            + [("rx", SVGWriter.number(bodyCornerRadius))])
        // Inside this group one user unit is one point of the root view's coordinates.
        svg.open("g", [("class", "screen-content"), ("transform", translate(bezel, bezel))])
        svg.element("rect", [("class", "screen")] + attributes(Rect(origin: .zero, size: screen)))
        drawBars(scene.target, into: &svg)
        for view in scene.views { drawView(view, into: &svg) }
        drawGuides(scene.target, into: &svg)
        svg.close()
        svg.element("text", [("class", "caption"), ("x", SVGWriter.number(body.width / 2)),
                             ("y", SVGWriter.number(body.height + 18)), ("text-anchor", "middle")],
                    text: scene.caption)
        svg.element("text", [("class", "details"), ("x", SVGWriter.number(body.width / 2)),
                             ("y", SVGWriter.number(body.height + 34)), ("text-anchor", "middle")],
                    text: scene.details)
        svg.close()
    }

    private static func drawBars(_ target: ResolvedTarget, into svg: inout SVGWriter) {
        let bars: [(name: String, frame: Rect?)] = [
            ("Status bar", target.statusBarFrame), ("Navigation bar", target.navigationBarFrame),
            ("Toolbar", target.toolbarFrame), ("Tab bar", target.tabBarFrame),
        ]
        for bar in bars {
            guard let frame = bar.frame else { continue }
            svg.open("g", [("class", "bar")])
            svg.element("rect", attributes(frame))
            svg.element("text", [("x", SVGWriter.number(frame.midX)), ("y", SVGWriter.number(frame.midY + 3)),
                                 ("text-anchor", "middle")], text: bar.name)
            svg.close()
        }
    }

    private static func drawView(_ view: WireframeView, into svg: inout SVGWriter) {
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
        let frame = view.frame
        let label = view.label.flatMap { $0.isEmpty ? nil : $0 }
        let tooltip = "\(view.id) (\(view.kind))" + (label.map { " “\($0)”" } ?? "") + ": "
            + [frame.x, frame.y].map(SVGWriter.number).joined(separator: ", ")
            + ", " + SVGWriter.number(frame.width) + " × " + SVGWriter.number(frame.height)
            + (notes.isEmpty ? "" : "; " + notes.joined(separator: ", "))
        svg.open("g", [("class", classes.joined(separator: " "))])
        svg.element("title", text: tooltip)
        let drawn = normalized(frame)
        svg.element("rect", attributes(drawn))
        let idPosition = [("class", "id"), ("x", SVGWriter.number(drawn.x + 3)), ("y", SVGWriter.number(drawn.y + 10))]
        if let label, drawn.height < tallEnoughForTwoLines {
            // Too short for the label under the id: it follows the id on the same line.
            svg.text(idPosition, view.id, span: label, [("class", "label"), ("dx", "4")])
        } else {
            svg.element("text", idPosition, text: view.id)
            if let label {
                svg.element("text", [("class", "label"), ("x", SVGWriter.number(drawn.midX)),
                                     ("y", SVGWriter.number(drawn.midY + 4)), ("text-anchor", "middle")], text: label)
            }
        }
        svg.close()
    }

    /// The height below which a view's label shares the id's line instead of being centred.
    static let tallEnoughForTwoLines = 26.0

    private static func drawGuides(_ target: ResolvedTarget, into svg: inout SVGWriter) {
        if target.keyboardShown {
            let frame = target.keyboardFrame
            svg.open("g", [("class", "keyboard")])
            svg.element("rect", attributes(normalized(frame)))
            svg.element("text", [("x", SVGWriter.number(frame.midX)), ("y", SVGWriter.number(frame.midY + 4)),
                                 ("text-anchor", "middle")], text: "Keyboard")
            svg.close()
        }
        svg.element("rect", [("class", "guide safe-area")] + attributes(normalized(target.safeAreaFrame)))
        svg.element("rect", [("class", "guide margins")] + attributes(normalized(target.layoutMarginsFrame)))
        svg.element("rect", [("class", "guide readable")] + attributes(normalized(target.readableContentFrame)))
    }

    /// The same area with a non-negative size: SVG forbids a negative width or height, and a
    /// solver may produce one.
    static func normalized(_ rect: Rect) -> Rect {
        Rect(x: min(rect.x, rect.x + rect.width), y: min(rect.y, rect.y + rect.height),
             width: abs(rect.width), height: abs(rect.height))
    }

    static func attributes(_ rect: Rect) -> [(String, String)] {
        [("x", SVGWriter.number(rect.x)), ("y", SVGWriter.number(rect.y)),
         ("width", SVGWriter.number(rect.width)), ("height", SVGWriter.number(rect.height))]
    }

    static func translate(_ x: Double, _ y: Double) -> String {
        "translate(" + SVGWriter.number(x) + " " + SVGWriter.number(y) + ")"
    }
}
