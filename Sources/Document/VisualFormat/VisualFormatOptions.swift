/// UIKit's `NSLayoutFormatOptions`, with its raw values, so an integer from a document means
/// what it means to UIKit (docs/document-format.md §3.1).
///
/// Alignment bits are `1 << attribute.rawValue`; the parser honours any bit from 1 through 12,
/// not only the named ones, as UIKit does.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    public static let directionLeadingToTrailing = VisualFormatOptions([])
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    public static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

    public static let spacingEdgeToEdge = VisualFormatOptions([])
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)

    /// Every option name a document may use, in UIKit's order (spacing last); `alignAllBaseline`
    /// is UIKit's old alias of `alignAllLastBaseline`.
    public static let named: [(name: String, options: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
        ("spacingEdgeToEdge", .spacingEdgeToEdge)
    ]

    /// The names alone, in `named` order: the choices a document's `options` array offers.
    public static let names: [String] = named.map(\.name)

    /// Looks one option up by its document name; `nil` for an unknown name.
    /// O(number of names).
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.options
    }

    /// Bits 1 through 12: those `alignmentAttributes` reads.
    static let alignmentBits: UInt = 0x1FFE

    /// The alignment attributes whose bits are set, in increasing raw value (UIKit's order).
    public var alignmentAttributes: [Attribute] {
        (1...12).compactMap { bit in
            rawValue & (1 << UInt(bit)) != 0 ? Attribute(rawValue: bit) : nil
        }
    }

    /// True when horizontal connections use left/right rather than leading/trailing.
    public var usesAbsoluteDirection: Bool { rawValue & Self.directionMask.rawValue != 0 }

    /// True when horizontal connections read right to left: exactly the RightToLeft value,
    /// as UIKit tests it (both direction bits together mean left/right without the swap).
    public var readsRightToLeft: Bool {
        rawValue & Self.directionMask.rawValue == Self.directionRightToLeft.rawValue
    }
}
