/// The engine's seam to text measurement: intrinsic sizes and baselines of text kinds.
///
/// Vertical metrics are the system font's (reference §3): line height ≈ 1.1934 × point size,
/// ascender ≈ 0.952 × size, descender ≈ 0.241 × size (SF at 20 pt: 19.04 / 4.82). Widths come
/// from the text helper's measurer; heights are rounded up to the device pixel by the rounding
/// pass, not here.
package enum TextSizing {
    package static let lineHeightRatio = 1.1934
    package static let ascenderRatio = 0.952
    package static let descenderRatio = 0.241
    /// UIButton's padding around its title (iOS 7 system button: "Hello World" → {78, 30}).
    package static let buttonInsets = (horizontal: 0.0, height: 30.0)
    /// UITextField's intrinsic height with the default border style (none): the line height.

    package static func font(of view: ViewSpec) -> FontSpec {
        view.font ?? (view.kind == .button ? FontSpec(size: 15) : FontSpec.labelDefault)
    }

    package static func intrinsicSize(of view: ViewSpec, wrapWidth: Double?) -> IntrinsicContentSize {
        let font = font(of: view)
        let text = view.text ?? ""
        let lineHeight = lineHeightRatio * font.size
        if text.isEmpty && view.kind == .label { return IntrinsicContentSize(width: 0, height: 0) }
        let singleLine = width(of: text, font: font)
        var width = singleLine
        var lines = 1
        if view.kind == .label, view.numberOfLines != 1 {
            let wrap = view.preferredMaxLayoutWidth ?? wrapWidth
            if let wrap, wrap > 0 {
                let wrapped = wrappedLines(text, font: font, width: wrap)
                lines = view.numberOfLines == 0 ? wrapped.count : min(wrapped.count, view.numberOfLines)
                width = wrapped.prefix(lines).map { self.width(of: $0, font: font) }.max() ?? 0
            }
        }
        switch view.kind {
        case .button:
            return IntrinsicContentSize(width: width + buttonInsets.horizontal, height: max(buttonInsets.height, lineHeight))
        default:
            return IntrinsicContentSize(width: width, height: Double(lines) * lineHeight)
        }
    }

    /// Baselines measured from the top (first) and from the bottom (last); text is laid out from
    /// the top of the label's bounds at its intrinsic line height.
    package static func baselines(of view: ViewSpec) -> (first: Double, lastFromBottom: Double)? {
        guard view.kind.hasText else { return nil }
        let font = font(of: view)
        let lineHeight = lineHeightRatio * font.size
        let ascent = ascenderRatio * font.size
        let descent = descenderRatio * font.size
        let leading = (lineHeight - ascent - descent) / 2
        return (leading + ascent, leading + descent)
    }

    /// The width of one line of text. Until the text helper's measurer is merged this uses the
    /// average Helvetica advance (0.5 em per character) — a placeholder, not a metric.
    package static func width(of text: String, font: FontSpec) -> Double {
        Double(text.unicodeScalars.count) * 0.5 * font.size
    }

    /// Greedy word wrap at spaces; a word longer than the line gets a line of its own.
    package static func wrappedLines(_ text: String, font: FontSpec, width limit: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || width(of: candidate, font: font) <= limit {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
