import Document
import Engine
import JSON

extension ViewProperties {
    /// UIKit's 7-point text inset at each side of a rounded-rect text field's border.
    static let roundedRectInset: Double = 7

    /// A rounded-rect text field's intrinsic size. UIKit draws the border around one line of text
    /// and gives the field a minimum height: 34 points since iOS 13 (files of Xcode 11 and later),
    /// 30 before, as the frames Xcode stores show for the system font at 14 and 17 points. Its
    /// width is its text's plus the inset at each side — an approximation: no text field of the
    /// corpus takes its width from its text. O(text).
    func roundedTextFieldSize(text: String?, toolsVersion: Int, scale: Double) -> (width: Double?, height: Double?) {
        var spec = ViewSpec(id: id, kind: .textField, pointer: "", parent: nil, depth: 0)
        spec.text = text
        spec.font = documentFont
        let line = TextSizing.intrinsicSize(of: spec, wrapWidth: nil, scale: scale)
        let minimum: Double = toolsVersion == 0 || toolsVersion >= 15000 ? 34 : 30
        return ((line.width ?? 0) + 2 * Self.roundedRectInset, max(minimum, line.height ?? 0))
    }
}
