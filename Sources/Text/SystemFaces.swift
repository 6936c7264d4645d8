/// The faces one measurer measures with: one per `FontWeight.Face` below `displayFromSize` (the
/// system font's SF Pro Text) and one per face from there on (SF Pro Display).
public struct SystemFaces: Sendable {
    /// Indexed by `FontWeight.Face.rawValue`.
    let text: [FontMetrics]
    let display: [FontMetrics]

    /// `text` and `display` hold one face per `FontWeight.Face`, in its order.
    public init(text: [FontMetrics], display: [FontMetrics]) {
        precondition(text.count == FontWeight.Face.allCases.count && display.count == text.count)
        self.text = text
        self.display = display
    }

    /// San Francisco's advances as fitted to measured label widths (`SystemFontMetrics+Data.swift`).
    public static let sanFrancisco = SystemFaces(
        text: [.sfTextRegular, .sfTextMedium, .sfTextSemibold, .sfTextBold],
        display: [.sfDisplayRegular, .sfDisplayMedium, .sfDisplaySemibold, .sfDisplayBold])

    /// Helvetica's metrics (Nimbus Sans) at every size: regular for regular and medium, bold for
    /// semibold and bold. The prior the San Francisco fit starts from.
    public static let helvetica = SystemFaces(
        text: [.nimbusSansRegular, .nimbusSansRegular, .nimbusSansBold, .nimbusSansBold],
        display: [.nimbusSansRegular, .nimbusSansRegular, .nimbusSansBold, .nimbusSansBold])

    /// The face that measures `weight` at `size` points.
    func face(_ weight: FontWeight, size: Double) -> FontMetrics {
        (size >= TextMeasurer.displayFromSize ? display : text)[weight.face.rawValue]
    }
}
