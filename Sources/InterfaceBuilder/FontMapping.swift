import JSON
import Text

/// Interface Builder's `<fontDescription>` as the document's `font` (`{size, weight}`): system
/// fonts by type and weight, Dynamic Type text styles at the sizes Xcode's canvas uses (the
/// default, Large, except in Xcode 12.5 to 13: below), and custom fonts by point size with the
/// weight their PostScript name implies. Every font is measured with the service's text metrics
/// (docs/text-metrics.md): a custom face is approximated by the system font of its size and weight.
enum FontMapping {
    /// UIKit's text styles at the default content size category: point size and weight.
    static let textStyles: [String: (size: Double, weight: String)] = [
        "UICTFontTextStyleLargeTitle": (34, "regular"), "UICTFontTextStyleTitle0": (34, "regular"),
        "UICTFontTextStyleTitle1": (28, "regular"), "UICTFontTextStyleTitle2": (22, "regular"),
        "UICTFontTextStyleTitle3": (20, "regular"), "UICTFontTextStyleHeadline": (17, "semibold"),
        "UICTFontTextStyleBody": (17, "regular"), "UICTFontTextStyleCallout": (16, "regular"),
        "UICTFontTextStyleSubhead": (15, "regular"), "UICTFontTextStyleFootnote": (13, "regular"),
        "UICTFontTextStyleCaption1": (12, "regular"), "UICTFontTextStyleCaption2": (11, "regular")
    ]

    /// The text styles' point sizes at the smallest content size category (xSmall).
    static let extraSmallSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 31, "UICTFontTextStyleTitle0": 31, "UICTFontTextStyleTitle1": 25,
        "UICTFontTextStyleTitle2": 19, "UICTFontTextStyleTitle3": 17, "UICTFontTextStyleHeadline": 14,
        "UICTFontTextStyleBody": 14, "UICTFontTextStyleCallout": 13, "UICTFontTextStyleSubhead": 12,
        "UICTFontTextStyleFootnote": 12, "UICTFontTextStyleCaption1": 11, "UICTFontTextStyleCaption2": 11
    ]

    /// The Xcode builds (`toolsVersion`, Xcode 12.5 to 13) whose canvas laid text styles out at
    /// xSmall: the label frames files saved by them store are one line of the xSmall size
    /// (docs/interface-builder.md, "What maps to what").
    static let extraSmallCanvas = 18000..<21000

    /// The document font of a `<fontDescription>`, or nil without one (the kind's default).
    /// `toolsVersion` (of the file) picks the text styles' content size category.
    static func font(_ description: XMLElement?, toolsVersion: Int = 0) -> JSONValue? {
        guard let description else { return nil }
        var size = description.number("pointSize")
        var weight = "regular"
        if let style = description["style"], let known = textStyles[style] {
            let canvasSize = extraSmallCanvas.contains(toolsVersion) ? extraSmallSizes[style] : nil
            size = size ?? canvasSize ?? known.size
            weight = known.weight
        }
        switch description["type"] {
        case "boldSystem": weight = "bold"
        case "system": weight = description["weight"].flatMap { FontWeight(name: $0)?.rawValue } ?? weight
        case nil: if description["name"] != nil { weight = self.weight(named: description["name"]) }
        default: break
        }
        guard let size, size > 0 else { return nil }
        return .object([("size", .number(size)), ("weight", .string(weight))])
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
