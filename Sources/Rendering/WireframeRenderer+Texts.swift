import Geometry
import Text

// What a panel writes: each view's text inside its frame as UIKit draws it, then each view's id
// where it fits (`WireframeLabelPlacement`).

extension WireframeRenderer {
    /// Where one view's texts are drawn (in root-view points).
    struct ViewTexts {
        /// The id's start and baseline; nil when it fits nowhere inside the view (the view's
        /// `<title>` still names it on hover).
        var id: Point?
        /// The view's own text, nil when it has none or its frame is empty.
        var text: DrawnText?
    }

    /// A view's text laid out in its frame: lines in the view's font, wrapped at the frame's
    /// width by the engine's line breaking (`TextMeasurer.layout`), so the picture wraps where
    /// the label does; as many lines as fit the frame's height, the last one cut with "…" when
    /// text is left over; the block centred vertically as UILabel centres it. Drawn clipped to
    /// `frame`.
    struct DrawnText {
        var frame: Rect
        var font: Font
        /// `start`, `middle` or `end`: the SVG `text-anchor` of every line.
        var anchor: String
        /// Each line's text, its width, and its anchor point relative to the frame's origin.
        var lines: [(text: String, width: Double, x: Double, baseline: Double)]
    }

    static let idFont = Font(size: 9)
    /// How far the id's box reaches above its baseline and below it, in points.
    static let idAscent = 7.0
    static let textDescent = 2.5
    /// An id moves down a line at a time, at most this many lines, inside its view.
    static let idRowStep = 10.0
    static let maxIdRows = 8
    /// How far an id keeps from its view's left and right edges.
    static let idInset = 3.0

    /// Measures the picture's own texts (ids, labels, bar names) in the face it draws them with,
    /// `font-family: Helvetica`, not in the system font that sizes the views.
    static let measurer = TextMeasurer(faces: .helvetica)

    /// Every view's texts: first each view's own text, then each id in document order at the
    /// first spot inside its view that no text placed before it (a bar's or the keyboard's name,
    /// a view's text, an id) touches. O(views × candidates + total text length).
    static func placeTexts(_ scene: WireframeScene, bounds: Rect) -> [ViewTexts] {
        var placement = WireframeLabelPlacement(bounds: bounds)
        for bar in bars(scene.target) {
            guard let frame = bar.frame else { continue }
            let width = measurer.width(of: bar.name, font: Font(size: barFontSize))
            placement.occupy(box(x: frame.midX - width / 2, baseline: frame.midY + 3, width: width, ascent: idAscent))
        }
        if scene.target.keyboardShown {
            let frame = scene.target.keyboardFrame
            let width = measurer.width(of: keyboardText, font: Font(size: keyboardFontSize))
            placement.occupy(box(x: frame.midX - width / 2, baseline: frame.midY + 4, width: width, ascent: 8))
        }
        let rightToLeft = scene.target.traits.layoutDirection == .rightToLeft
        var texts = scene.views.map { view in
            ViewTexts(id: nil, text: layOut(view, rightToLeft: rightToLeft))
        }
        for text in texts.compactMap(\.text) {
            for box in text.boxes() { placement.occupy(box) }
        }
        for (index, view) in scene.views.enumerated() {
            let drawn = normalized(view.frame)
            let width = measurer.width(of: view.id, font: idFont)
            // Inside the view, the id's whole box clear of its edges.
            func fits(_ box: Rect) -> Bool {
                box.minX >= drawn.minX + idInset - 0.001 && box.maxX <= drawn.maxX - idInset
                    && box.maxY <= drawn.maxY - 1
            }
            var candidates: [Rect] = []
            for row in 0..<maxIdRows {
                let left = box(
                    x: drawn.x + idInset, baseline: drawn.y + 10 + Double(row) * idRowStep, width: width,
                    ascent: idAscent)
                guard fits(left) else { break }
                candidates.append(left)
                // Beside what takes the spot, when that still fits inside the view.
                if let edge = placement.rightEdgeOfBoxes(intersecting: left) {
                    let beside = Rect(x: edge + 3, y: left.y, width: left.width, height: left.height)
                    if fits(beside) { candidates.append(beside) }
                }
            }
            texts[index].id = placement.place(candidates).map { Point(x: $0.x, y: $0.y + idAscent) }
        }
        return texts
    }

    /// `view`'s text as UIKit draws it in the view's frame, or nil. O(length of the text).
    static func layOut(_ view: WireframeView, rightToLeft: Bool) -> DrawnText? {
        let frame = normalized(view.frame)
        guard let string = view.label, !string.isEmpty, frame.width > 0, frame.height > 0,
            frame.width.isFinite, frame.height.isFinite
        else { return nil }
        let measurer = TextMeasurer.system
        let lineHeight = measurer.lineHeight(for: view.font)
        let spacing = lineHeight + measurer.leading(for: view.font)
        // As many lines as the frame's height holds (at least one, clipped), within the view's
        // own limit; the tolerance keeps a pixel-rounded height from losing its last line. The
        // last line needs its height, each before it the spacing to the next baseline.
        let beyondFirst = max(frame.height + 0.01 - lineHeight, -spacing)
        let fitting = spacing > 0 ? 1 + Int(min(beyondFirst / spacing, 1e4).rounded(.down)) : 1
        let limit = max(1, fitting)
        let layout = measurer.layout(
            string, font: view.font, numberOfLines: view.numberOfLines > 0 ? min(view.numberOfLines, limit) : limit,
            width: frame.width)
        let first = layout.baselines(inBoxOfHeight: frame.height).firstFromTop
        let (anchor, x) =
            view.centersText ? ("middle", frame.width / 2) : rightToLeft ? ("end", frame.width) : ("start", 0.0)
        return DrawnText(
            frame: frame, font: view.font, anchor: anchor,
            lines: layout.lines.enumerated().map { index, line in
                (line.text, line.width, x, first + Double(index) * layout.lineSpacing)
            })
    }

    /// The box of a text starting at `x` on `baseline`.
    static func box(x: Double, baseline: Double, width: Double, ascent: Double) -> Rect {
        Rect(x: x, y: baseline - ascent, width: width, height: ascent + textDescent)
    }

    static let barFontSize = 9.0
    static let keyboardFontSize = 11.0
    static let keyboardText = "Keyboard"
}

extension WireframeRenderer.DrawnText {
    /// Each line's box in root-view points, cut to the frame (the text is clipped there).
    func boxes() -> [Rect] {
        let measurer = TextMeasurer.system
        let ascent = measurer.ascender(for: font), descent = measurer.descender(for: font)
        return lines.compactMap { line in
            let width = line.width
            let start: Double
            switch anchor {
            case "middle": start = line.x - width / 2
            case "end": start = line.x - width
            default: start = line.x
            }
            let minX = max(frame.minX, frame.minX + start), maxX = min(frame.maxX, frame.minX + start + width)
            let minY = max(frame.minY, frame.minY + line.baseline - ascent)
            let maxY = min(frame.maxY, frame.minY + line.baseline + descent)
            guard minX < maxX, minY < maxY else { return nil }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
