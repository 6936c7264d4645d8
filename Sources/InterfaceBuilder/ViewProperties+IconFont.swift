import Text

extension ViewProperties {
    /// The Unicode Private Use Areas: code points with no standard character, which only icon
    /// fonts (Font Awesome, Material Icons, IcoMoon) give glyphs.
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }

    /// The intrinsic size of a label that shows icons: its text is all private-use characters in
    /// a custom face (`<fontDescription name=…>`). Icon fonts set each glyph on a square em and
    /// make the line one em tall (ascender + descender), so the label is as many ems wide as it
    /// has icons and one em tall, rounded up to the pixel: a 24-point Font Awesome icon is stored
    /// 24 × 24, where the system font's metrics would give it a 28.7-point line. Nil for any other
    /// label. O(text).
    func iconSize(text: String?, scale: Double) -> (width: Double?, height: Double?)? {
        guard let text, !text.isEmpty,
            let description = element.child("fontDescription", key: "fontDescription"),
            description["name"] != nil, description["type"] == nil, description["style"] == nil,
            let size = description.number("pointSize"), size > 0,
            text.unicodeScalars.allSatisfy(Self.isPrivateUse)
        else { return nil }
        let icons = Double(text.count)
        return (TextMeasurer.ceilToPixel(icons * size, scale: scale), TextMeasurer.ceilToPixel(size, scale: scale))
    }
}
