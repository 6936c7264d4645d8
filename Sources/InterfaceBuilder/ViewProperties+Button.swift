import Document
import Engine
import Geometry
import Text

extension ViewProperties {
    /// Helvetica's metrics (Nimbus Sans, metric-compatible with Adobe Helvetica), the table custom
    /// Helvetica and Helvetica Neue faces measure with.
    static let helveticaMeasurer = TextMeasurer(faces: .helvetica)

    /// The `font` member read so far, as the document's `FontSpec` (nil: the kind's default).
    var documentFont: FontSpec? {
        guard let font = members.first(where: { $0.key == "font" })?.value, case .number(let size)? = font["size"]
        else { return nil }
        if case .string(let weight)? = font["weight"] { return FontSpec(size: size, weight: weight) }
        return FontSpec(size: size)
    }

    /// The element's font is a custom Helvetica or Helvetica Neue face
    /// (`<fontDescription name="HelveticaNeue-Light">`): measured with Helvetica's table rather than
    /// as the system font (docs/interface-builder.md, "Approximations").
    var hasHelveticaFace: Bool {
        guard let description = element.child("fontDescription", key: "fontDescription"),
            description["type"] == nil, description["style"] == nil, let name = description["name"]
        else { return false }
        return name.hasPrefix("Helvetica")
    }

    /// The measurer of the element's font and the font itself, as the document gives it.
    private func measuring(_ kind: ViewKind) -> (TextMeasurer, Font) {
        var spec = ViewSpec(id: id, kind: kind, pointer: "", parent: nil, depth: 0)
        spec.font = documentFont
        return (hasHelveticaFace ? Self.helveticaMeasurer : TextMeasurer.system, TextSizing.font(of: spec))
    }

    /// A title button's intrinsic size, when the document's button kind cannot give it: with its
    /// `contentEdgeInsets` (not zero), its title's line rounded up to whole points plus the insets,
    /// without the padding UIKit gives a button whose insets are zero (docs/text-metrics.md,
    /// "Buttons"); or a Helvetica face's title. Nil for a system-font title without insets.
    /// O(title).
    func titleButtonSize(title: String, insets: EdgeInsets) -> (width: Double?, height: Double?)? {
        guard insets != .zero || hasHelveticaFace else { return nil }
        let (measurer, font) = measuring(.button)
        let size = measurer.buttonIntrinsicContentSize(title: title, font: font, contentEdgeInsets: insets)
        return (size.width, size.height)
    }

    /// A one-line label's intrinsic size in a Helvetica face; nil for any other label. O(text).
    func helveticaLabelSize(text: String?, scale: Double) -> (width: Double?, height: Double?)? {
        guard hasHelveticaFace, let text, (element.number("numberOfLines") ?? 1) == 1 else { return nil }
        let (measurer, font) = measuring(.label)
        let size = measurer.intrinsicContentSize(
            text: text, font: font, numberOfLines: 1, preferredMaxLayoutWidth: nil, scale: scale)
        return (size.width, size.height)
    }
}
