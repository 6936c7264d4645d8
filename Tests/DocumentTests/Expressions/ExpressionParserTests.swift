import Testing

@testable import Document

@Suite struct ExpressionParserTests {
    /// (expression, first item, first attribute, relation, multiplier, second item, second attribute, constant, priority, id)
    struct Valid: Sendable, CustomTestStringConvertible {
        var text: String
        var first: String
        var firstAttribute: Attribute
        var relation: Relation
        var multiplier: Operand = .number(1)
        var second: String?
        var secondAttribute: Attribute = .notAnAttribute
        var constant: Operand = .number(0)
        var priority: Operand?
        var id: String?
        var testDescription: String { text }
    }

    static let valid: [Valid] = [
        Valid(
            text: "avatar.height == avatar.width", first: "avatar", firstAttribute: .height, relation: .equal,
            second: "avatar", secondAttribute: .width),
        Valid(
            text: "photo.width == 0.5 * root.width + padding @750", first: "photo", firstAttribute: .width,
            relation: .equal,
            multiplier: .number(0.5), second: "root", secondAttribute: .width,
            constant: .metric("padding", negated: false),
            priority: .number(750)),
        Valid(
            text: "loginCenterY: login.centerY == root.centerY", first: "login", firstAttribute: .centerY,
            relation: .equal,
            second: "root", secondAttribute: .centerY, id: "loginCenterY"),
        Valid(
            text: "a.width >= 44", first: "a", firstAttribute: .width, relation: .greaterThanOrEqual,
            constant: .number(44)),
        Valid(
            text: "a.width<=b.width*2-10@defaultLow", first: "a", firstAttribute: .width, relation: .lessThanOrEqual,
            multiplier: .number(2), second: "b", secondAttribute: .width, constant: .number(-10), priority: .number(250)
        ),
        Valid(
            text: "a.leading == root.safeArea.leading + 16", first: "a", firstAttribute: .leading, relation: .equal,
            second: "root.safeArea", secondAttribute: .leading, constant: .number(16)),
        Valid(
            text: "content.width == scroll.frameLayoutGuide.width", first: "content", firstAttribute: .width,
            relation: .equal,
            second: "scroll.frameLayoutGuide", secondAttribute: .width),
        Valid(
            text: "a.top == topLayoutGuide.bottom - gap @ required", first: "a", firstAttribute: .top, relation: .equal,
            second: "topLayoutGuide", secondAttribute: .bottom, constant: .metric("gap", negated: true),
            priority: .number(1000)),
        Valid(
            text: "a.width == ratio * b.height", first: "a", firstAttribute: .width, relation: .equal,
            multiplier: .metric("ratio", negated: false), second: "b", secondAttribute: .height),
        Valid(
            text: "a.height == -padding", first: "a", firstAttribute: .height, relation: .equal,
            constant: .metric("padding", negated: true)),
        Valid(
            text: "a.firstBaseline == b.baseline", first: "a", firstAttribute: .firstBaseline, relation: .equal,
            second: "b", secondAttribute: .lastBaseline),
        Valid(
            text: "  a.width == 1.5e1 @ fittingSizeLevel ", first: "a", firstAttribute: .width, relation: .equal,
            constant: .number(15), priority: .number(50)),
        Valid(
            text: "a.centerXWithinMargins == b.centerX @ p", first: "a", firstAttribute: .centerXWithinMargins,
            relation: .equal,
            second: "b", secondAttribute: .centerX, priority: .metric("p", negated: false))
    ]

    @Test(arguments: valid)
    func validExpressionsParseIntoUIKitsShape(_ row: Valid) throws {
        let parsed = try ExpressionParser.parse(row.text).get()
        #expect(parsed.id == row.id)
        let equation = parsed.equation
        #expect(equation.firstItem.name == row.first)
        #expect(equation.firstAttribute == row.firstAttribute)
        #expect(equation.relation == row.relation)
        #expect(equation.multiplier == row.multiplier)
        #expect(equation.secondItem?.name == row.second)
        #expect(equation.secondAttribute == row.secondAttribute)
        #expect(equation.constant == row.constant)
        #expect(equation.priority == row.priority)
    }

    /// (expression, message fragment, position)
    static let invalid: [(String, String, Int)] = [
        ("", "empty", 0),
        ("avatar == b.width", "'.'", 6),
        ("a.middle == b.width", "Unknown attribute \"middle\"", 2),
        ("a.width = b.width", "relation", 8),
        ("a.width == b.width +", "after '+'", 20),
        ("a.width == b.width @", "priority", 20),
        ("a.width == b.width extra", "end of the expression", 19),
        ("a.width == 2 * 3", "item and attribute after '*'", 15),
        ("a.width == 2 * b.width * 3", "one side", 23),
        ("a.width ==", "item and attribute, a number", 10),
        ("a.width == b.", "attribute name after '.'", 13),
        ("1.width == b.width", "Expected an item", 0),
        ("a.width == b.width + c.height", "not an item", 21),
        ("a.width == b.width % 3", "end of the expression", 19),
        // Found by fuzz-expression: literals past Double's range were accepted as infinity.
        ("a.width == 1e999", "too large", 11),
        ("a.width == 0.5e1212 * b.width", "too large", 11),
        ("a.width == b.width @1e999", "too large", 20)
    ]

    @Test(arguments: invalid)
    func invalidExpressionsReportWhereTheyFail(_ text: String, _ fragment: String, _ position: Int) {
        switch ExpressionParser.parse(text) {
        case .success: Issue.record("\(text) should not parse")
        case .failure(let error):
            #expect(error.message.contains(fragment), "\(error.message)")
            #expect(error.position == position)
        }
    }

    @Test func theCaretLogPointsAtTheFailure() {
        let error = ExpressionSyntaxError(message: "x", position: 3)
        #expect(error.log(for: "a.b c") == "a.b c\n   ^")
    }

    @Test func everyAttributeNameParses() throws {
        for attribute in Attribute.allCases where attribute != .notAnAttribute {
            let parsed = try ExpressionParser.parse("a.\(attribute.name) == b.\(attribute.name)").get()
            #expect(parsed.equation.firstAttribute == attribute)
        }
    }

    @Test func parsingIsTheSameFedWholeOrRebuiltPieceByPiece() throws {
        // The parser takes whole strings; feeding it a string built byte by byte must not matter.
        let text = "w: a.width == 0.5 * b.width + 4 @751"
        var built = ""
        for scalar in text.unicodeScalars { built.unicodeScalars.append(scalar) }
        #expect(try ExpressionParser.parse(built).get() == ExpressionParser.parse(text).get())
        for end in text.indices.dropLast() {
            if case .success = ExpressionParser.parse(String(text[..<end])) {
                // Some prefixes are complete expressions ("w: a.width == 0"); none may crash.
            }
        }
    }
}
