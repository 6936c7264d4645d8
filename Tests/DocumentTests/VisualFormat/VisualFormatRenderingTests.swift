import Testing

@testable import Document

/// Log shapes as UIKit's console prints them: `H:|-(10)-[V]`, `H:[A]-(>=5)-[B]`,
/// `V:[A]-(8)-|`, `-(NSSpace(8))-` (Swift2ByExample#7), `(137@251)` priorities and the
/// `(LTR)` suffix of left/right constraints, the equation form for everything else.
@Suite struct VisualFormatRenderingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var format: String
        var options: VisualFormatOptions = []
        var margins = false
        var expected: [String]
        var testDescription: String { format }
    }

    static let rows: [Row] = [
        Row(format: "|-(10)-[avatar]", expected: ["H:|-(10)-[avatar]"]),
        Row(format: "[a]-(>=8)-[b]", expected: ["H:[a]-(>=8)-[b]"]),
        Row(format: "V:[name(15)]", expected: ["name.height == 15"]),
        Row(format: "[a]-[b]", expected: ["H:[a]-(NSSpace(8))-[b]"]),
        Row(format: "[v]-(10)-|", expected: ["H:[v]-(10)-|"]),
        Row(format: "V:[topLayoutGuide]-(10)-[v]", expected: ["V:[topLayoutGuide]-(10)-[v]"]),
        Row(format: "|[a][b]", expected: ["H:|-(0)-[a]", "H:[a]-(0)-[b]"]),
        Row(format: "|-[a]-|", expected: ["H:|-(NSSpace(20))-[a]", "H:[a]-(NSSpace(20))-|"]),
        Row(format: "V:[a]-(<=20@750)-[b]-(0.5)-|", expected: ["V:[a]-(<=20@750)-[b]", "V:[b]-(0.5)-|"]),
        Row(format: "[a]-(-5)-[b]", expected: ["H:[a]-(-5)-[b]"]),
        Row(format: "[a(>=50@250,==b)]", expected: ["a.width >= 50 @250", "a.width == b.width"]),
        Row(format: "V:[a(==b@hi)]", expected: ["a.height == b.height @750"]),
        Row(
            format: "|-10-[a]-[b]", options: .directionLeftToRight,
            expected: ["H:|-(10)-[a](LTR)", "H:[a]-(NSSpace(8))-[b](LTR)"]),
        Row(
            format: "|-10-[a]-[b]", options: .directionRightToLeft,
            expected: ["H:[a]-(10)-|(LTR)", "H:[b]-(NSSpace(8))-[a](LTR)"]),
        Row(
            format: "V:[a]-[b]-(-2)-|", options: .spacingBaselineToBaseline,
            expected: ["b.firstBaseline == a.lastBaseline + NSSpace(8)", "superview.bottom == b.lastBaseline - 2"]),
        Row(format: "V:[a][b]", options: .alignAllLeft, expected: ["V:[a]-(0)-[b]", "a.left == b.left"]),
        Row(
            format: "|-[a]-|", margins: true,
            expected: ["a.leading == superview.leadingMargin", "superview.trailingMargin == a.trailing"])
    ]

    @Test(arguments: rows)
    func constraintsRenderAsUIKitsLogPrintsThem(_ row: Row) throws {
        let spacing = VisualFormatSpacing(superview: row.margins ? .margins : .points(20))
        let constraints = try VisualFormatParser.parse(
            row.format, options: row.options, context: VisualFormatFixtures.context(spacing: spacing))
        #expect(constraints.map(\.logDescription) == row.expected)
    }

    @Test func theCallerNamesTheSuperviewInTheEquationForm() throws {
        let context = VisualFormatFixtures.context(spacing: VisualFormatSpacing(superview: .margins))
        let constraint = try #require(try VisualFormatParser.parse("|-[a]", context: context).first)
        #expect(constraint.logDescription(superviewName: "root") == "a.leading == root.leadingMargin")
    }

    @Test func constantsPrintWithoutNeedlessFractions() {
        #expect(VisualFormatConstraint.number(8) == "8")
        #expect(VisualFormatConstraint.number(-0.0) == "0")
        #expect(VisualFormatConstraint.number(1.5) == "1.5")
        #expect(VisualFormatConstraint.number(.infinity) == "inf")
    }
}
