import Testing

@testable import Document

/// Raw values are UIKit's `NSLayoutFormatOptions`; names are docs/document-format.md §3's.
@Suite struct VisualFormatOptionsTests {
    static let expectedRawValues: [(String, UInt)] = [
        ("alignAllLeft", 2), ("alignAllRight", 4), ("alignAllTop", 8), ("alignAllBottom", 16),
        ("alignAllLeading", 32), ("alignAllTrailing", 64), ("alignAllCenterX", 512),
        ("alignAllCenterY", 1024), ("alignAllLastBaseline", 2048), ("alignAllBaseline", 2048),
        ("alignAllFirstBaseline", 4096), ("directionLeadingToTrailing", 0),
        ("directionLeftToRight", 0x10000), ("directionRightToLeft", 0x20000),
        ("spacingEdgeToEdge", 0), ("spacingBaselineToBaseline", 0x80000)
    ]

    @Test(arguments: zip(expectedRawValues.map(\.0), expectedRawValues.map(\.1)))
    func namesMapToUIKitsRawValues(_ name: String, _ rawValue: UInt) {
        #expect(VisualFormatOptions(name: name)?.rawValue == rawValue)
    }

    @Test func unknownNamesAreRefused() {
        #expect(VisualFormatOptions(name: "alignAllMiddle") == nil)
        #expect(VisualFormatOptions(name: "AlignAllLeft") == nil)
    }

    @Test func alignmentAttributesFollowTheBitsInRawOrder() {
        let options: VisualFormatOptions = [.alignAllCenterY, .alignAllTop, .directionRightToLeft]
        #expect(options.alignmentAttributes == [.top, .centerY])
        #expect(options.readsRightToLeft && options.usesAbsoluteDirection)
        #expect(!VisualFormatOptions.directionMask.readsRightToLeft)
        #expect(VisualFormatOptions.alignmentMask.alignmentAttributes.count == 12)
    }
}
