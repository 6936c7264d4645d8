/// Parses expression constraints (docs/document-format.md §3, form 2):
///
///     [id:] item.attribute REL [multiplier *] item.attribute [* multiplier] [± constant] [@ priority]
///     [id:] item.attribute REL [±] constant [@ priority]
///
/// REL is `==`, `<=` or `>=`; a multiplier, constant or priority is a number or a metric name;
/// a priority may also be `required`, `defaultHigh`, `defaultLow` or `fittingSizeLevel`. An item
/// is a dotted path (`avatar`, `safeArea`, `scroll.contentLayoutGuide`) and the attribute is its
/// last component. Whitespace is allowed between tokens. O(n) in the string's length.
public struct ExpressionParser {
    /// The result: the equation and its optional `id:` prefix.
    public struct Parsed: Sendable, Hashable {
        public var id: String?
        public var equation: ConstraintEquation
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0

    private init(_ text: String) {
        // An ASCII expression (the usual one) has one scalar per byte: widen the bytes rather
        // than decode scalars one at a time.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? bytes.map { Unicode.Scalar($0) } : nil
        }
        scalars = (ascii ?? nil) ?? Array(text.unicodeScalars)
    }

    public static func parse(_ text: String) -> Result<Parsed, ExpressionSyntaxError> {
        var parser = ExpressionParser(text)
        do { return .success(try parser.parseExpression()) } catch { return .failure(error) }
    }

    // MARK: Grammar

    private mutating func parseExpression() throws(ExpressionSyntaxError) -> Parsed {
        skipSpaces()
        guard index < scalars.count else { throw fail("It's an empty expression") }
        var id: String?
        let start = index
        if skipIdentifier() {
            let nameEnd = index
            skipSpaces()
            if peek == ":" {
                index += 1
                id = text(start..<nameEnd)
            } else {
                index = start
            }
        }
        skipSpaces()
        let (firstItem, firstAttribute) = try parseItemAttribute(
            expected: "Expected an item and attribute, such as avatar.top")
        skipSpaces()
        let relation = try parseRelation()
        skipSpaces()
        var equation: ConstraintEquation
        if let (multiplier, item, attribute) = try parseItemTerm() {
            equation = ConstraintEquation(
                firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
                multiplier: multiplier, secondItem: item, secondAttribute: attribute)
            skipSpaces()
            if peek == "+" || peek == "-" {
                let negative = peek == "-"
                index += 1
                skipSpaces()
                let constant = try parseOperand(
                    expected: "Expected a number or metric name after '\(negative ? "-" : "+")'")
                equation.constant = negative ? constant.negated : constant
            }
        } else {
            var negative = false
            if peek == "+" || peek == "-" {
                negative = peek == "-"
                index += 1
                skipSpaces()
            }
            let constant = try parseOperand(expected: "Expected an item and attribute, a number or a metric name")
            equation = ConstraintEquation(
                firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
                secondItem: nil, secondAttribute: .notAnAttribute,
                constant: negative ? constant.negated : constant)
        }
        skipSpaces()
        if peek == "@" {
            index += 1
            skipSpaces()
            equation.priority = try parseOperand(
                expected:
                    "Expected a priority after '@': a number, a metric name or required, defaultHigh, defaultLow, fittingSizeLevel",
                allowsNamedPriority: true)
            skipSpaces()
        }
        guard index == scalars.count else { throw fail("Expected the end of the expression") }
        return Parsed(id: id, equation: equation)
    }

    /// `item.attribute`, where the item may itself be dotted. Reads identifiers separated by dots.
    private mutating func parseItemAttribute(expected: String) throws(ExpressionSyntaxError) -> (
        ItemReference, Attribute
    ) {
        // The dotted path is scanned first and its text built once from the scalars: parts are
        // ASCII identifiers joined by ASCII dots, so the item is one slice of the input.
        let start = index
        guard skipIdentifier() else { throw fail(expected) }
        let firstEnd = index
        var attributeStart = start
        while peek == "." {
            index += 1
            attributeStart = index
            guard skipIdentifier() else { throw fail("Expected an attribute name after '.'") }
        }
        guard attributeStart > start else {
            index = firstEnd
            throw fail("Expected '.' and an attribute after \"\(text(start..<firstEnd))\"")
        }
        let attributeName = text(attributeStart..<index)
        guard let attribute = Attribute(name: attributeName), attribute != .notAnAttribute else {
            index = attributeStart
            throw fail("Unknown attribute \"\(attributeName)\"")
        }
        let item = ItemReference(name: text(start..<(attributeStart - 1)), range: start..<(attributeStart - 1))
        return (item, attribute)
    }

    /// `[m *] item.attribute [* m]`, or `nil` (position unchanged) when the right side is a constant.
    private mutating func parseItemTerm() throws(ExpressionSyntaxError) -> (Operand, ItemReference, Attribute)? {
        let start = index
        if isNumberStart || isIdentifierStart {
            let operandStart = index
            if skipIdentifier(), peek == "." {
                index = operandStart
                let (item, attribute) = try parseItemAttribute(expected: "Expected an item and attribute")
                return (try parseTrailingMultiplier(), item, attribute)
            }
            index = operandStart
            let operand = try parseOperand(expected: "Expected a number or metric name")
            skipSpaces()
            guard peek == "*" else {
                index = start
                return nil
            }
            index += 1
            skipSpaces()
            let (item, attribute) = try parseItemAttribute(expected: "Expected an item and attribute after '*'")
            skipSpaces()
            if peek == "*" { throw fail("A multiplier may be written on one side of the item only") }
            return (operand, item, attribute)
        }
        return nil
    }

    private mutating func parseTrailingMultiplier() throws(ExpressionSyntaxError) -> Operand {
        let save = index
        skipSpaces()
        guard peek == "*" else {
            index = save
            return .number(1)
        }
        index += 1
        skipSpaces()
        return try parseOperand(expected: "Expected a number or metric name after '*'")
    }

    private mutating func parseRelation() throws(ExpressionSyntaxError) -> Relation {
        guard index + 1 < scalars.count, scalars[index + 1] == "=" else {
            throw fail("Expected a relation: ==, <= or >=")
        }
        let relation: Relation
        switch scalars[index] {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: throw fail("Expected a relation: ==, <= or >=")
        }
        index += 2
        return relation
    }

    private mutating func parseOperand(expected: String, allowsNamedPriority: Bool = false)
        throws(ExpressionSyntaxError) -> Operand
    {
        let start = index
        if let number = readNumber() {
            guard number.isFinite else {
                index = start
                throw fail("The number is too large")
            }
            return .number(number)
        }
        if let name = readIdentifier() {
            if peek == "." {
                index = start
                throw fail("Expected a number or metric name, not an item; write the item first")
            }
            if allowsNamedPriority, let priority = LayoutPriority(name: name) { return .number(priority.rawValue) }
            return .metric(name, negated: false)
        }
        throw fail(expected)
    }

    // MARK: Tokens

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private var isIdentifierStart: Bool {
        guard let scalar = peek else { return false }
        return scalar == "_" || scalar.isASCIILetter
    }

    private var isNumberStart: Bool {
        guard let scalar = peek else { return false }
        if scalar.isASCIIDigit { return true }
        return scalar == "." && index + 1 < scalars.count && scalars[index + 1].isASCIIDigit
    }

    private mutating func skipSpaces() {
        while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { index += 1 }
    }

    private mutating func readIdentifier() -> String? {
        let start = index
        guard skipIdentifier() else { return nil }
        return text(start..<index)
    }

    /// Moves past an identifier at the cursor; false (cursor unchanged) if none starts here.
    private mutating func skipIdentifier() -> Bool {
        guard isIdentifierStart else { return false }
        while let scalar = peek, scalar == "_" || scalar.isASCIILetter || scalar.isASCIIDigit { index += 1 }
        return true
    }

    /// The ASCII scalars in `range` as a string, built in one go (no per-scalar appends).
    private func text(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, position) in range.enumerated() {
                buffer[offset] = UInt8(truncatingIfNeeded: scalars[position].value)
            }
            return range.count
        }
    }

    /// Digits with an optional fraction and exponent; `nil` (position unchanged) if none here.
    private mutating func readNumber() -> Double? {
        guard isNumberStart else { return nil }
        var text = ""
        func take(_ predicate: (Unicode.Scalar) -> Bool) {
            while let scalar = peek, predicate(scalar) {
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
        take { $0.isASCIIDigit }
        if peek == "." {
            text += "."
            index += 1
            take { $0.isASCIIDigit }
        }
        if peek == "e" || peek == "E" {
            let save = index
            var exponent = "e"
            index += 1
            if peek == "+" || peek == "-" {
                exponent.unicodeScalars.append(scalars[index])
                index += 1
            }
            if let scalar = peek, scalar.isASCIIDigit {
                text += exponent
                take { $0.isASCIIDigit }
            } else {
                index = save
            }
        }
        return Double(text)
    }

    private func fail(_ message: String) -> ExpressionSyntaxError {
        ExpressionSyntaxError(message: message, position: index)
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
