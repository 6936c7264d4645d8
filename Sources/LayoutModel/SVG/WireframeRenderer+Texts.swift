// Where a panel's texts go (`WireframeLabelPlacement`): view ids at their view's top-left
// corner unless that spot is taken, then beside the text that took it or a line lower; a
// label's text centred unless taken, then a line below or above.

extension WireframeRenderer {
    /// Where one view's texts are drawn (text anchors in root-view points); nil: left out.
    struct ViewTexts {
        /// The id's start and baseline.
        var id: Point?
        /// True when the view's text follows the id on its line (a view too short for two lines).
        var inline = false
        /// The view's text, centred at this point's x, on its baseline.
        var label: Point?
    }

    static let idFont = Font(size: 9)
    static let labelFont = Font(size: 10)
    /// How far each font's box reaches above its baseline and below it, in points.
    static let idAscent = 7.0
    static let labelAscent = 8.0
    static let textDescent = 2.5
    /// An id moves down a line at a time, at most this many lines, inside its view.
    static let idRowStep = 10.0
    static let maxIdRows = 8
    /// A centred text moves a line at a time below or above the centre, inside its view.
    static let labelRowOffsets = [0.0, 1, -1, 2, -2, 3, -3]
    static let labelRowStep = 11.0

    /// Measures the picture's own texts (ids, labels, bar names) in the face it draws them with,
    /// `font-family: Helvetica`, not in the system font that sizes the views.
    static let measurer = TextMeasurer(faces: .helvetica)

    /// Every view's texts, placed so that none overprints another or a bar's or the keyboard's
    /// name. O(views × candidates + total text length).
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
            placement.occupy(
                box(x: frame.midX - width / 2, baseline: frame.midY + 4, width: width, ascent: labelAscent))
        }
        return scene.views.map { view in
            var texts = ViewTexts()
            let drawn = normalized(view.frame)
            let label = view.label.flatMap { $0.isEmpty ? nil : $0 }
            texts.inline = label != nil && drawn.height < tallEnoughForTwoLines
            var lineWidth = measurer.width(of: view.id, font: idFont)
            if texts.inline, let label { lineWidth += inlineGap + measurer.width(of: label, font: labelFont) }
            let ascent = texts.inline ? labelAscent : idAscent
            var candidates: [Rect] = []
            for row in 0..<maxIdRows {
                let left = box(
                    x: drawn.x + 3, baseline: drawn.y + 10 + Double(row) * idRowStep, width: lineWidth, ascent: ascent)
                if row > 0 && left.maxY > drawn.maxY { break }
                candidates.append(left)
                // Beside what takes the spot, when that still starts inside the view.
                if let edge = placement.rightEdgeOfBoxes(intersecting: left), edge + 3 < drawn.maxX {
                    candidates.append(Rect(x: edge + 3, y: left.y, width: left.width, height: left.height))
                }
            }
            texts.id = placement.place(candidates).map { Point(x: $0.x, y: $0.y + ascent) }
            if let label, !texts.inline {
                let width = measurer.width(of: label, font: labelFont)
                let rows = labelRowOffsets.compactMap { offset -> Rect? in
                    let candidate = box(
                        x: drawn.midX - width / 2, baseline: drawn.midY + 4 + offset * labelRowStep,
                        width: width, ascent: labelAscent)
                    return offset == 0 || (candidate.minY >= drawn.minY && candidate.maxY <= drawn.maxY)
                        ? candidate : nil
                }
                texts.label = placement.place(rows).map { Point(x: drawn.midX, y: $0.y + labelAscent) }
            }
            return texts
        }
    }

    /// The box of a text starting at `x` on `baseline`.
    static func box(x: Double, baseline: Double, width: Double, ascent: Double) -> Rect {
        Rect(x: x, y: baseline - ascent, width: width, height: ascent + textDescent)
    }

    /// The gap between an id and the text that follows it on its line (`dx` of its `tspan`).
    static let inlineGap = 4.0
    static let barFontSize = 9.0
    static let keyboardFontSize = 11.0
    static let keyboardText = "Keyboard"
}
