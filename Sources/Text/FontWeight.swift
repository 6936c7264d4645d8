/// UIFont.Weight's named weights, as a document's `font.weight` spells them.
///
/// The system font's table holds four weights (regular, medium, semibold and bold, the ones the
/// measurements cover: docs/text-metrics.md), so each weight is measured with the face nearest
/// to it by OpenType weight class: ultraLight, thin and light with regular; heavy and black with
/// bold.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The faces the metrics table has, in weight order.
    public enum Face: Int, CaseIterable, Hashable, Sendable {
        case regular, medium, semibold, bold
    }

    /// The OpenType `usWeightClass` (CSS `font-weight`) of the weight: 100 … 900.
    public var weightClass: Int {
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

    /// The face whose weight class (400, 500, 600, 700) is nearest.
    public var face: Face {
        Face(rawValue: min(max(weightClass / 100 - 4, 0), Face.bold.rawValue)) ?? .regular
    }

    /// The weight named `name` (UIFont.Weight's Swift spelling), or nil.
    /// Compared by length first, then as strings: the synthesized `init(rawValue:)` compares the
    /// name with every case through the runtime's string switch (≈ 400 instructions), and every
    /// label's measurement asks.
    public init?(name: String) {
        let length = name.utf8.count
        for weight in Self.ordered where weight.rawValue.utf8.count == length && weight.rawValue == name {
            self = weight
            return
        }
        return nil
    }

    private static let ordered = allCases
}
