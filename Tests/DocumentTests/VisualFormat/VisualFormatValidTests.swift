import Testing

@testable import Document

/// One accepted format and the constraints UIKit makes from it, in UIKit's order.
struct ValidFormat: CustomTestStringConvertible, Sendable {
    var format: String
    var options: VisualFormatOptions
    var spacing: VisualFormatSpacing
    var expected: [String]

    init(
        _ format: String, _ options: VisualFormatOptions,
        spacing: VisualFormatSpacing = VisualFormatSpacing(), _ expected: [String]
    ) {
        self.format = format
        self.options = options
        self.spacing = spacing
        self.expected = expected
    }

    init(_ format: String, spacing: VisualFormatSpacing = VisualFormatSpacing(), _ expected: [String]) {
        self.init(format, [], spacing: spacing, expected)
    }

    var testDescription: String { options.isEmpty ? format : "\(format) options \(options.rawValue)" }
}

/// Facts: constraint shape, spacing, priorities and order as UIKit produces them; options from
/// UIKit's `NSLayoutFormatOptions`; the seed strings from the articles behind examples/;
/// `[a]->=10-[b]`, `-nan`/hex numbers and the RightToLeft/both-bits readings from UIKit's parser
/// (`strtod` for numbers, its `opts & 0x30000` direction tests).
enum ValidFormats {
    static let margins = VisualFormatSpacing(superview: .margins)

    static let connections: [ValidFormat] = [
        ValidFormat("[a]", []),
        ValidFormat("H:[a]", []),
        ValidFormat("V:[a]", []),
        ValidFormat("[a][b]", ["b.leading == a.trailing"]),
        ValidFormat("[a]-[b]", ["b.leading == a.trailing + NSSpace(8)"]),
        ValidFormat("[a]-10-[b]", ["b.leading == a.trailing + 10"]),
        ValidFormat("[a]-padding-[b]", ["b.leading == a.trailing + 10"]),
        ValidFormat("[a]-(padding)-[b]", ["b.leading == a.trailing + 10"]),
        ValidFormat("[a]-(>=8)-[b]", ["b.leading >= a.trailing + 8"]),
        ValidFormat("[a]-(<=20@750)-[b]", ["b.leading <= a.trailing + 20 @750"]),
        ValidFormat("[a]-(>=8,<=20@hi)-[b]", ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @750"]),
        ValidFormat("[a]-(-5)-[b]", ["b.leading == a.trailing - 5"]),
        ValidFormat("[a]-(neg)-[b]", ["b.leading == a.trailing - 5"]),
        ValidFormat("[a]-neg-[b]", ["b.leading == a.trailing - 5"]),
        ValidFormat("[a]-(==10@low)-[b]", ["b.leading == a.trailing + 10 @250"]),
        ValidFormat("[a]->=10-[b]", ["b.leading >= a.trailing + 10"]),
        ValidFormat("[a]-10@500-[b]", ["b.leading == a.trailing + 10 @500"]),
        ValidFormat("[a]-1.5-[b]", ["b.leading == a.trailing + 1.5"]),
        ValidFormat("[a]-0-[b]", ["b.leading == a.trailing"]),
        ValidFormat("[a]-1e1-[b]", ["b.leading == a.trailing + 10"]),
        ValidFormat("[a]-0x10-[b]", ["b.leading == a.trailing + 16"]),
        ValidFormat("[a]-(-0.5e1)-[b]", ["b.leading == a.trailing - 5"]),
        ValidFormat("[a]-(-.5)-[b]", ["b.leading == a.trailing - 0.5"]),
        ValidFormat("[a]-(2.)-[b]", ["b.leading == a.trailing + 2"]),
        ValidFormat("[a]-(1000.5@999.5)-[b]", ["b.leading == a.trailing + 1000.5 @999.5"]),
        ValidFormat(
            "[a]-(>=0@hi,==padding@low)-[b]", ["b.leading >= a.trailing @750", "b.leading == a.trailing + 10 @250"]),
        ValidFormat(
            "[a]-[b]-[c]-[d]",
            [
                "b.leading == a.trailing + NSSpace(8)", "c.leading == b.trailing + NSSpace(8)",
                "d.leading == c.trailing + NSSpace(8)"
            ]),
        ValidFormat("[_x]-[view1]", ["view1.leading == _x.trailing + NSSpace(8)"])
    ]

    static let superview: [ValidFormat] = [
        ValidFormat("|[a]|", ["a.leading == |.leading", "|.trailing == a.trailing"]),
        ValidFormat("|-[a]-|", ["a.leading == |.leading + NSSpace(20)", "|.trailing == a.trailing + NSSpace(20)"]),
        ValidFormat("|-10-[a]-20-|", ["a.leading == |.leading + 10", "|.trailing == a.trailing + 20"]),
        ValidFormat(
            "|-(>=padding)-[a]-(<=padding@hi)-|", ["a.leading >= |.leading + 10", "|.trailing <= a.trailing + 10 @750"]),
        ValidFormat("H:|-(-5)-[a]", ["a.leading == |.leading - 5"]),
        ValidFormat("V:|[a]|", ["a.top == |.top", "|.bottom == a.bottom"]),
        ValidFormat("V:|-[a]-|", ["a.top == |.top + NSSpace(20)", "|.bottom == a.bottom + NSSpace(20)"]),
        ValidFormat("V:[a]-[b]", ["b.top == a.bottom + NSSpace(8)"]),
        ValidFormat("V:[a][b][c]", ["b.top == a.bottom", "c.top == b.bottom"]),
        ValidFormat(
            "|-[a]-[b]-|", spacing: VisualFormatSpacing(sibling: 6, superview: .points(16)),
            [
                "a.leading == |.leading + NSSpace(16)", "b.leading == a.trailing + NSSpace(6)",
                "|.trailing == b.trailing + NSSpace(16)"
            ])
    ]

    static let sizes: [ValidFormat] = [
        ValidFormat("[a(50)]", ["a.width == 50"]),
        ValidFormat("V:[a(50)]", ["a.height == 50"]),
        ValidFormat("[a(>=50,<=100@750)]", ["a.width >= 50", "a.width <= 100 @750"]),
        ValidFormat("[a(==b)]", ["a.width == b.width"]),
        ValidFormat("V:[a(==b@hi)]", ["a.height == b.height @750"]),
        ValidFormat("[a(padding)]", ["a.width == 10"]),
        ValidFormat("[a(==shadow)]", ["a.width == 3"]),
        ValidFormat("[a(<=b,>=20)]", ["a.width <= b.width", "a.width >= 20"]),
        ValidFormat("[a(-5)]", ["a.width == -5"]),
        ValidFormat("[a(50@low)]", ["a.width == 50 @250"]),
        ValidFormat("[a(==topLayoutGuide)]", ["a.width == topLayoutGuide.width"]),
        ValidFormat("[a(50)]-[b(60)]", ["a.width == 50", "b.leading == a.trailing + NSSpace(8)", "b.width == 60"]),
        ValidFormat(
            "|-[a(50)]-[b(==a)]-|",
            [
                "a.leading == |.leading + NSSpace(20)", "a.width == 50", "b.leading == a.trailing + NSSpace(8)",
                "b.width == a.width", "|.trailing == b.trailing + NSSpace(20)"
            ]),
        ValidFormat("[a][b(20)]|", ["b.leading == a.trailing", "b.width == 20", "|.trailing == b.trailing"])
    ]

    static let guidesAndSeeds: [ValidFormat] = [
        ValidFormat("V:[topLayoutGuide]-(10)-[v]", ["v.top == topLayoutGuide.bottom + 10"]),
        ValidFormat("V:[topLayoutGuide][photo]|", ["photo.top == topLayoutGuide.bottom", "|.bottom == photo.bottom"]),
        ValidFormat("V:[v]-[bottomLayoutGuide]", ["bottomLayoutGuide.top == v.bottom + NSSpace(8)"]),
        ValidFormat(
            "|[photo]-(padding)-[avatar]-(padding)-[name]",
            [
                "photo.leading == |.leading", "avatar.leading == photo.trailing + 10",
                "name.leading == avatar.trailing + 10"
            ]),
        ValidFormat(
            "V:[topLayoutGuide]-(padding)-[avatar]-(padding)-[photo]-(padding)-[name]",
            [
                "avatar.top == topLayoutGuide.bottom + 10", "photo.top == avatar.bottom + 10",
                "name.top == photo.bottom + 10"
            ]),
        ValidFormat("|[photo]|", ["photo.leading == |.leading", "|.trailing == photo.trailing"])
    ]

    static let alignment: [ValidFormat] = [
        ValidFormat("V:[a]-[b]", .alignAllLeft, ["b.top == a.bottom + NSSpace(8)", "a.left == b.left"]),
        ValidFormat(
            "V:[a][b][c]", [.alignAllLeading, .alignAllTrailing],
            [
                "b.top == a.bottom", "c.top == b.bottom", "a.leading == b.leading", "a.trailing == b.trailing",
                "b.leading == c.leading", "b.trailing == c.trailing"
            ]),
        ValidFormat("[a]-[b]", .alignAllTop, ["b.leading == a.trailing + NSSpace(8)", "a.top == b.top"]),
        ValidFormat("[a]-[b]", .alignAllBottom, ["b.leading == a.trailing + NSSpace(8)", "a.bottom == b.bottom"]),
        ValidFormat("[a][b]", .alignAllCenterY, ["b.leading == a.trailing", "a.centerY == b.centerY"]),
        ValidFormat("V:[a][b]", .alignAllCenterX, ["b.top == a.bottom", "a.centerX == b.centerX"]),
        ValidFormat("V:[a][b]", .alignAllRight, ["b.top == a.bottom", "a.right == b.right"]),
        ValidFormat("[a][b]", .alignAllLastBaseline, ["b.leading == a.trailing", "a.lastBaseline == b.lastBaseline"]),
        ValidFormat(
            "[a][b]", .alignAllFirstBaseline, ["b.leading == a.trailing", "a.firstBaseline == b.firstBaseline"]),
        ValidFormat(
            "|[a]-[b]|", .alignAllTop,
            [
                "a.leading == |.leading", "b.leading == a.trailing + NSSpace(8)", "|.trailing == b.trailing",
                "a.top == b.top"
            ]),
        ValidFormat(
            "[a]-(5,10)-[b]", .alignAllTop,
            ["b.leading == a.trailing + 5", "b.leading == a.trailing + 10", "a.top == b.top"]),
        ValidFormat(
            "[a(50)]-[b(60)]", .alignAllTop,
            ["a.width == 50", "b.leading == a.trailing + NSSpace(8)", "b.width == 60", "a.top == b.top"]),
        ValidFormat(
            "V:[topLayoutGuide][v]", .alignAllCenterX,
            ["v.top == topLayoutGuide.bottom", "topLayoutGuide.centerX == v.centerX"]),
        ValidFormat("V:[a][b]", VisualFormatOptions(rawValue: 1 << 7), ["b.top == a.bottom", "a.width == b.width"]),
        ValidFormat("|[a]|", .alignAllLeft, ["a.leading == |.leading", "|.trailing == a.trailing"])
    ]

    static let direction: [ValidFormat] = [
        ValidFormat(
            "|-[a]-[b]-|", .directionLeftToRight,
            ["a.left == |.left + NSSpace(20)", "b.left == a.right + NSSpace(8)", "|.right == b.right + NSSpace(20)"]),
        ValidFormat(
            "|-10-[a]-[b]", .directionRightToLeft, ["|.right == a.right + 10", "a.left == b.right + NSSpace(8)"]),
        ValidFormat("[a]-[b]|", .directionRightToLeft, ["a.left == b.right + NSSpace(8)", "b.left == |.left"]),
        ValidFormat("V:[a]-[b]", .directionRightToLeft, ["b.top == a.bottom + NSSpace(8)"]),
        ValidFormat("V:|[a]", .directionLeftToRight, ["a.top == |.top"]),
        ValidFormat("[a]-[b]", .directionLeadingToTrailing, ["b.leading == a.trailing + NSSpace(8)"]),
        ValidFormat("|[a][b]", .directionMask, ["a.left == |.left", "b.left == a.right"]),
        ValidFormat("[a][b]", [.directionRightToLeft, .alignAllTop], ["a.left == b.right", "b.top == a.top"])
    ]

    static let baselineAndMargins: [ValidFormat] = [
        ValidFormat("V:[a]-[b]", .spacingBaselineToBaseline, ["b.firstBaseline == a.lastBaseline + NSSpace(8)"]),
        ValidFormat(
            "V:|-[a]-10-|", .spacingBaselineToBaseline,
            ["a.firstBaseline == |.top + NSSpace(20)", "|.bottom == a.lastBaseline + 10"]),
        ValidFormat("[a(50)]", .spacingBaselineToBaseline, ["a.width == 50"]),
        ValidFormat("|-[a]-|", spacing: margins, ["a.leading == |.leadingMargin", "|.trailingMargin == a.trailing"]),
        ValidFormat("V:|-[a]-|", spacing: margins, ["a.top == |.topMargin", "|.bottomMargin == a.bottom"]),
        ValidFormat(
            "|-[a]-|", .directionLeftToRight, spacing: margins, ["a.left == |.leftMargin", "|.rightMargin == a.right"]),
        ValidFormat("|-[a]", .directionRightToLeft, spacing: margins, ["|.rightMargin == a.right"]),
        ValidFormat(
            "|-10-[a]-[b]", spacing: margins, ["a.leading == |.leading + 10", "b.leading == a.trailing + NSSpace(8)"]),
        ValidFormat("V:|-[a]", .spacingBaselineToBaseline, spacing: margins, ["a.firstBaseline == |.topMargin"])
    ]

    static let all = connections + superview + sizes + guidesAndSeeds + alignment + direction + baselineAndMargins
}

@Suite struct VisualFormatValidTests {
    @Test func theTableHasMoreThanSixtyFormats() {
        #expect(ValidFormats.all.count >= 60)
    }

    @Test(arguments: ValidFormats.all)
    func acceptedFormatsMakeUIKitsConstraintsInUIKitsOrder(_ row: ValidFormat) throws {
        let constraints = try VisualFormatParser.parse(
            row.format, options: row.options, context: VisualFormatFixtures.context(spacing: row.spacing))
        #expect(constraints.map(VisualFormatFixtures.expectation) == row.expected)
        #expect(constraints.allSatisfy { $0.multiplier == 1 })
        #expect(constraints.allSatisfy { $0.source.upperBound <= row.format.utf8.count })
    }

    @Test(arguments: ValidFormats.all)
    func everyPrefixOfAnAcceptedFormatParsesOrFailsInsideIt(_ row: ValidFormat) {
        let bytes = Array(row.format.utf8)
        for length in 0...bytes.count {
            let prefix = String(decoding: bytes[..<length], as: UTF8.self)
            do {
                _ = try VisualFormatParser.parse(
                    prefix, options: row.options,
                    context: VisualFormatFixtures.context(spacing: row.spacing))
            } catch {
                #expect((error.position ?? 0) <= length)
            }
        }
    }

    @Test func parsingManyFormatsInARowMatchesParsingEachAlone() throws {
        let context = VisualFormatFixtures.context()
        let alone = try ValidFormats.connections.map {
            try VisualFormatParser.parse($0.format, options: $0.options, context: context)
        }
        var together: [[VisualFormatConstraint]] = []
        for row in ValidFormats.connections.reversed() {
            together.insert(try VisualFormatParser.parse(row.format, options: row.options, context: context), at: 0)
        }
        #expect(alone == together)
    }

    @Test func metricsAreLookedUpBeforeViews() throws {
        let constraints = try VisualFormatParser.parse("[a(==shadow)]", context: VisualFormatFixtures.context())
        #expect(constraints.first?.secondItem == nil)
        #expect(constraints.first?.constant == 3)
    }

    @Test func guidesAreItemsOnlyWhenTheCallerSaysSo() {
        let format = "V:[topLayoutGuide]-[v]"
        #expect(throws: Never.self) { try VisualFormatParser.parse(format, context: VisualFormatFixtures.context()) }
        #expect(throws: VisualFormatError.self) {
            try VisualFormatParser.parse(format, context: VisualFormatFixtures.context(guides: false))
        }
    }

    @Test func sourcesPointAtThePredicateOrConnectionThatMadeEachConstraint() throws {
        // |-(>=8,<=20@750)-[a]-[b][c(50)]  with alignAllTop
        // 0123456789012345678901234567890
        let format = "|-(>=8,<=20@750)-[a]-[b][c(50)]"
        let constraints = try VisualFormatParser.parse(
            format, options: .alignAllTop, context: VisualFormatFixtures.context())
        #expect(constraints.map(\.source) == [3..<6, 7..<15, 20..<21, 24..<24, 27..<29, 17..<24, 21..<31])
    }

    @Test func numbersAreReadAsCsStrtodReadsThem() {
        func read(_ text: String) -> Double? { StrtodPrefix.scan(Array(text.utf8), from: 0)?.value }
        func end(_ text: String) -> Int { StrtodPrefix.end(Array(text.utf8), from: 0) }
        #expect(read("12abc") == 12)
        #expect(end("1e-") == 1)
        #expect(end("1e+5x") == 4)
        #expect(read("0x1p3") == 8)
        #expect(end("0x") == 1)
        #expect(read("-inf") == -.infinity)
        #expect(end("-infinity)") == 9)
        #expect(read("-nan(x1)")?.isNaN == true)
        #expect(end("-nan(x") == 4)
        #expect(read("-") == nil)
        #expect(read("-.") == nil)
        #expect(read("\u{10}x1") == nil)
    }
}
