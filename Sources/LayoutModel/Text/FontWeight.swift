/// UIFont.Weight's named weights, as a document's `font.weight` spells them.
///
/// The table holds two faces only (Nimbus Sans Regular and Bold), so each weight is measured with
/// the face nearest to it by OpenType weight class: ultraLight … medium use the regular face,
/// semibold … black the bold one. Medium (500) sits nearer to regular (400) than to bold (700);
/// semibold (600) nearer to bold.
package enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The two faces the metrics table has.
    package enum Face: Hashable, Sendable {
        case regular, bold
    }

    /// The OpenType `usWeightClass` (CSS `font-weight`) of the weight: 100 … 900.
    package var weightClass: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The face whose weight class is nearest: regular (400) or bold (700).
    package var face: Face {
        abs(weightClass - 400) <= abs(weightClass - 700) ? .regular : .bold
    }

    /// The weight named `name` (UIFont.Weight's Swift spelling), or nil.
    package init?(name: String) {
        self.init(rawValue: name)
    }
}
