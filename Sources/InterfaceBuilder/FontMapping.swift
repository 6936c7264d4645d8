import JSON
import Text

/// Interface Builder's `<fontDescription>` as the document's `font` (`{size, weight, leading}`):
/// system fonts by type and weight, Dynamic Type text styles at the sizes and line spacings
/// Xcode's canvas uses (the default, Large, except in Xcode 12.5 to 13: below), and custom fonts
/// by point size with the weight their PostScript name implies. Every font is measured with the
/// service's text metrics (docs/text-metrics.md): a custom face is approximated by the system
/// font of its size and weight.
enum FontMapping {
    /// UIKit's text styles at the default content size category: point size, weight and line
    /// spacing (baseline to baseline; the Human Interface Guidelines' "leading" column).
    static let textStyles: [String: (size: Double, weight: String, lineSpacing: Double)] = [
        "UICTFontTextStyleLargeTitle": (34, "regular", 41), "UICTFontTextStyleTitle0": (34, "regular", 41),
        "UICTFontTextStyleTitle1": (28, "regular", 34), "UICTFontTextStyleTitle2": (22, "regular", 28),
        "UICTFontTextStyleTitle3": (20, "regular", 25), "UICTFontTextStyleHeadline": (17, "semibold", 22),
        "UICTFontTextStyleBody": (17, "regular", 22), "UICTFontTextStyleCallout": (16, "regular", 21),
        "UICTFontTextStyleSubhead": (15, "regular", 20), "UICTFontTextStyleFootnote": (13, "regular", 18),
        "UICTFontTextStyleCaption1": (12, "regular", 16), "UICTFontTextStyleCaption2": (11, "regular", 13)
    ]

    /// The text styles' point sizes and line spacings at the smallest content size category
    /// (xSmall).
    static let extraSmallSizes: [String: (size: Double, lineSpacing: Double)] = [
        "UICTFontTextStyleLargeTitle": (31, 38), "UICTFontTextStyleTitle0": (31, 38),
        "UICTFontTextStyleTitle1": (25, 31), "UICTFontTextStyleTitle2": (19, 24), "UICTFontTextStyleTitle3": (17, 22),
        "UICTFontTextStyleHeadline": (14, 19), "UICTFontTextStyleBody": (14, 19), "UICTFontTextStyleCallout": (13, 18),
        "UICTFontTextStyleSubhead": (12, 16), "UICTFontTextStyleFootnote": (12, 16),
        "UICTFontTextStyleCaption1": (11, 13), "UICTFontTextStyleCaption2": (11, 13)
    ]

    /// The Xcode builds (`toolsVersion`, Xcode 12.5 to 13) whose canvas laid text styles out at
    /// xSmall: the label frames files saved by them store are one line of the xSmall size
    /// (docs/interface-builder.md, "What maps to what").
    static let extraSmallCanvas = 18000..<21000

    /// The document font of a `<fontDescription>`, or nil without one (the kind's default).
    /// `toolsVersion` (of the file) picks the text styles' content size category. A text style's
    /// font has the leading that sets its lines the style's line spacing apart
    /// (`preferredFont(forTextStyle:)`: body 17 pt, line height 20.29, leading 1.71, so a
    /// seven-line body label is 20.29 + 6 × 22 = 152.29 tall, the 152.5 Xcode stores at @2x);
    /// every other font has none, as the system font.
    static func font(_ description: XMLElement?, toolsVersion: Int = 0) -> JSONValue? {
        guard let description else { return nil }
        var size = description.number("pointSize")
        var weight = "regular"
        var leading = 0.0
        if let style = description["style"], let known = textStyles[style] {
            let canvas = extraSmallCanvas.contains(toolsVersion) ? extraSmallSizes[style] : nil
            let styleSize = canvas?.size ?? known.size
            size = size ?? styleSize
            weight = known.weight
            let lineSpacing = canvas?.lineSpacing ?? known.lineSpacing
            leading = lineSpacing - TextMeasurer.system.lineHeight(for: Font(size: styleSize))
        }
        switch description["type"] {
        case "boldSystem": weight = "bold"
        case "system": weight = description["weight"].flatMap { FontWeight(name: $0)?.rawValue } ?? weight
        case nil: if description["name"] != nil { weight = self.weight(named: description["name"]) }
        default: break
        }
        guard let size, size > 0 else { return nil }
        var members: [(key: String, value: JSONValue)] = [("size", .number(size)), ("weight", .string(weight))]
        if leading != 0 { members.append(("leading", .number(leading))) }
        return .object(members)
    }

    /// The weight a PostScript name implies (`Avenir-Heavy` → heavy); regular when it names none.
    static func weight(named name: String?) -> String {
        guard let name, let dash = name.lastIndex(of: "-") else { return "regular" }
        let style = name[name.index(after: dash)...].lowercased()
        let weights: [(String, String)] = [
            ("ultralight", "ultraLight"), ("extralight", "ultraLight"), ("thin", "thin"), ("light", "light"),
            ("medium", "medium"), ("semibold", "semibold"), ("demibold", "semibold"), ("extrabold", "heavy"),
            ("bold", "bold"), ("heavy", "heavy"), ("black", "black")
        ]
        return weights.first { style.hasPrefix($0.0) }?.1 ?? "regular"
    }
}
