import JSON
import Text

/// Interface Builder's `<fontDescription>` as the document's `font` (`{size, weight}`): system
/// fonts by type and weight, Dynamic Type text styles at their default (Large) sizes, and custom
/// fonts by point size with the weight their PostScript name implies. Every font is measured with
/// the service's text metrics (docs/text-metrics.md): a custom face is approximated by the system
/// font of its size and weight.
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

    /// The document font of a `<fontDescription>`, or nil without one (the kind's default).
    static func font(_ description: XMLElement?) -> JSONValue? {
        guard let description else { return nil }
        var size = description.number("pointSize")
        var weight = "regular"
        if let style = description["style"], let known = textStyles[style] {
            size = size ?? known.size
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
