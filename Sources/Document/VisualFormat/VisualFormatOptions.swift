/// UIKit's `NSLayoutFormatOptions`, with its raw values, so an integer from a document means
/// what it means to UIKit (docs/document-format.md §3.1).
///
/// Alignment bits are `1 << attribute.rawValue`; the parser honours any bit from 1 through 12,
/// not only the named ones, as UIKit does.
package struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    package var rawValue: UInt
    package init(rawValue: UInt) { self.rawValue = rawValue }

    package static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    package static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    package static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    package static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    package static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    package static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    package static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    package static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    package static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    package static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    package static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    package static let directionLeadingToTrailing = VisualFormatOptions([])
    package static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    package static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    package static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

    package static let spacingEdgeToEdge = VisualFormatOptions([])
    package static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)

    /// Every option name a document may use, in UIKit's order (spacing last); `alignAllBaseline`
    /// is UIKit's old alias of `alignAllLastBaseline`.
    package static let named: [(name: String, options: VisualFormatOptions)] = [
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
    package static let names: [String] = named.map(\.name)

    /// Looks one option up by its document name; `nil` for an unknown name.
    /// O(number of names).
    package init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.options
    }

    /// Bits 1 through 12: those `alignmentAttributes` reads.
    static let alignmentBits: UInt = 0x1FFE

    /// The alignment attributes whose bits are set, in increasing raw value (UIKit's order).
    package var alignmentAttributes: [Attribute] {
        (1...12).compactMap { bit in
            rawValue & (1 << UInt(bit)) != 0 ? Attribute(rawValue: bit) : nil
        }
    }

    /// True when horizontal connections use left/right rather than leading/trailing.
    package var usesAbsoluteDirection: Bool { rawValue & Self.directionMask.rawValue != 0 }

    /// True when horizontal connections read right to left: exactly the RightToLeft value,
    /// as UIKit tests it (both direction bits together mean left/right without the swap).
    package var readsRightToLeft: Bool {
        rawValue & Self.directionMask.rawValue == Self.directionRightToLeft.rawValue
    }
}
