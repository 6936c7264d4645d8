import Geometry

// The legend under the panels: one swatch per thing a wireframe draws, flowing left to right in
// as many columns as fit.

extension WireframeRenderer {
    /// What a legend swatch looks like.
    enum Swatch {
        case depths
        /// A view outline with these extra classes.
        case view(String)
        /// A guide rectangle with this class.
        case guide(String)
        case keyboard
        case bar
    }

    static let legendEntries: [(swatch: Swatch, text: String)] = [
        (.depths, "Views by depth 0 … 4+"),
        (.view("hidden"), "Hidden view"),
        (.view("ambiguous"), "Ambiguous layout"),
        (.view("broken"), "In a broken constraint"),
        (.guide("safe-area"), "Safe area"),
        (.guide("margins"), "Layout margins"),
        (.guide("readable"), "Readable content"),
        (.guide("content-size"), "Scroll content size"),
        (.keyboard, "Keyboard"),
        (.bar, "Status, navigation, tab bars")
    ]

    static func drawLegend(at origin: Point, columns: Int, into svg: inout SVGWriter) {
        svg.open("g", [("class", "legend"), ("transform", translate(origin.x, origin.y))])
        for (index, entry) in legendEntries.enumerated() {
            let x = Double(index % columns) * legendEntryWidth
            let y = Double(index / columns) * legendEntryHeight
            let swatch = Rect(x: x, y: y + 4, width: 24, height: 12)
            drawSwatch(entry.swatch, in: swatch, into: &svg)
            svg.element("text", [("x", SVGWriter.number(x + 32)), ("y", SVGWriter.number(y + 14))], text: entry.text)
        }
        svg.close()
    }

    private static func drawSwatch(_ swatch: Swatch, in frame: Rect, into svg: inout SVGWriter) {
        switch swatch {
        case .depths:
            let width = frame.width / Double(depthStyles.count)
            for depth in depthStyles.indices {
                svg.element(
                    "rect",
                    [("class", "swatch " + depthClass(depth))]
                        + attributes(
                            Rect(x: frame.x + Double(depth) * width, y: frame.y, width: width, height: frame.height)))
            }
        case .view(let flag):
            svg.open("g", [("class", "view " + depthClass(1) + " " + flag)])
            svg.element("rect", attributes(frame))
            svg.close()
        case .guide(let name):
            svg.element("rect", [("class", "guide " + name)] + attributes(frame))
        case .keyboard:
            svg.open("g", [("class", "keyboard")])
            svg.element("rect", attributes(frame))
            svg.close()
        case .bar:
            svg.open("g", [("class", "bar")])
            svg.element("rect", attributes(frame))
            svg.close()
        }
    }
}
