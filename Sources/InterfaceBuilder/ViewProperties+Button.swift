import Document
import Engine
import Geometry
import Text

extension ViewProperties {
    /// The `font` member read so far, as the document's `FontSpec` (nil: the kind's default).
    var documentFont: FontSpec? {
        guard let font = members.first(where: { $0.key == "font" })?.value, case .number(let size)? = font["size"]
        else { return nil }
        if case .string(let weight)? = font["weight"] { return FontSpec(size: size, weight: weight) }
        return FontSpec(size: size)
    }

    /// A title button's intrinsic size with its `contentEdgeInsets` (not zero): its title's
    /// line, rounded up to whole points, plus the insets, without the padding UIKit gives a
    /// button whose insets are zero (docs/text-metrics.md, "Buttons"). O(title).
    func insetButtonSize(title: String, insets: EdgeInsets) -> (width: Double?, height: Double?) {
        var spec = ViewSpec(id: id, kind: .button, pointer: "", parent: nil, depth: 0)
        spec.font = documentFont
        let size = TextMeasurer.system.buttonIntrinsicContentSize(
            title: title, font: TextSizing.font(of: spec), contentEdgeInsets: insets)
        return (size.width, size.height)
    }
}
