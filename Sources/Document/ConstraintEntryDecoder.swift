import JSON
import Primitives

/// Decodes `constraints` lists (and nested groups) into `ConstraintEntry` values with ids.
/// Syntax errors inside expression strings are kept as values (diagnostics later); only
/// structural problems (wrong types, unknown keys, unknown attribute names) are reported here.
struct ConstraintEntryDecoder {
    let limits: LayoutLimits
    /// Fills `VisualFormatEntry.parsed` as each VFL entry is decoded (the document's views,
    /// metrics and defaults are decoded first), so an entry is stored once, already parsed.
    let parseVisualFormat: (VisualFormatEntry) -> Result<[VisualFormatConstraint], VisualFormatError>
    private var count = 0
    private var reportedLimit = false
    /// Entries are parsed as they are decoded (expressions, VFL): the list stops, cut short,
    /// once the request's budget is exhausted.
    private var poll = BudgetPoll()

    init(
        limits: LayoutLimits,
        parseVisualFormat: @escaping (VisualFormatEntry) -> Result<[VisualFormatConstraint], VisualFormatError>
    ) {
        self.limits = limits
        self.parseVisualFormat = parseVisualFormat
    }

    /// A VFL entry with its parse.
    private func parsed(_ entry: consuming VisualFormatEntry) -> ConstraintForm {
        entry.parsed = parseVisualFormat(entry)
        return .visualFormat(consume entry)
    }

    static let groupKeys = ["when", "constraints"]
    static let visualFormatKeys = ["id", "visualFormat", "options", "metrics", "priority"]
    static let objectKeys = [
        "id", "item", "attribute", "relation", "toItem", "toAttribute", "multiplier",
        "constant", "priority", "active", "identifier", "expression"
    ]

    mutating func decodeList(
        _ value: JSONValue, at pointer: String, idPrefix: String, depth: Int,
        _ reader: inout JSONReader
    ) -> [ConstraintEntry] {
        guard let items = reader.array(value, at: pointer) else { return [] }
        guard depth <= limits.maxDepth else {
            reader.report(pointer, "constraint groups are nested too deeply: the limit is \(limits.maxDepth) levels")
            return []
        }
        var entries: [ConstraintEntry] = []
        entries.reserveCapacity(items.count)  // one allocation, not one per doubling
        for (position, item) in items.enumerated() {
            if poll.shouldStop() { break }
            let at = PointerLocation(list: pointer, position: position)
            let derivedId = String(joining: idPrefix, UInt8(ascii: "["), position, UInt8(ascii: "]"))
            if let entry = decodeEntry(item, at: at, derivedId: derivedId, depth: depth, &reader) {
                entries.append(consume entry)
            }
        }
        return entries
    }

    private mutating func decodeEntry(
        _ value: JSONValue, at location: PointerLocation, derivedId: String, depth: Int,
        _ reader: inout JSONReader
    ) -> ConstraintEntry? {
        if case .object(let members) = value, JSONValue.hasMember("constraints", in: members) {
            return decodeGroup(value, at: location, derivedId: derivedId, depth: depth, &reader)
        }
        count += 1
        guard count <= limits.maxConstraints else {
            if !reportedLimit {
                reader.report(
                    location.pointer,
                    "too many constraints: the limit is \(limits.maxConstraints) (\(LayoutLimits.maxConstraintsFlag))")
            }
            reportedLimit = true
            return nil
        }
        switch value {
        case .string(let text):
            guard checkLength(text, at: location.pointer, &reader) else { return nil }
            if Self.isVisualFormat(text) {
                return ConstraintEntry(
                    id: derivedId, hasExplicitId: false, location: location,
                    form: parsed(VisualFormatEntry(format: text)))
            }
            let parsed = ExpressionParser.parse(text)
            var id: String?
            if case .success(let result) = parsed { id = result.id }
            return ConstraintEntry(
                id: id ?? derivedId, hasExplicitId: id != nil, location: location,
                form: .equation(EquationEntry(expression: text, equation: parsed.map(\.equation))))
        case .object(let members):
            if JSONValue.hasMember("visualFormat", in: members) {
                return decodeVisualFormatObject(value, at: location, derivedId: derivedId, &reader)
            }
            return decodeObject(value, at: location, derivedId: derivedId, &reader)
        default:
            reader.report(
                location.pointer,
                "expected a constraint: a VFL or expression string, or an object; found \(value.typeName)")
            return nil
        }
    }

    /// VFL strings start with `H:`, `V:`, `|` or `[` (after leading spaces).
    static func isVisualFormat(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable(asciiIsVisualFormat), let answer { return answer }
        let trimmed = text.drop(while: { $0 == " " })
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
    }

    /// `isVisualFormat` on the bytes, or `nil` when a non-ASCII byte right after what decides
    /// could join it into one Character (a combining mark), where the Character rules decide.
    private static func asciiIsVisualFormat(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var index = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] < 0x80 else { return index == bytes.count || index == 0 ? false : nil }
        func endsCharacter(at end: Int) -> Bool? { end == bytes.count || bytes[end] < 0x80 ? true : nil }
        switch bytes[index] {
        case UInt8(ascii: "|"), UInt8(ascii: "["):
            return endsCharacter(at: index + 1)
        case UInt8(ascii: "H"), UInt8(ascii: "V"):
            guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { return false }
            return endsCharacter(at: index + 2)
        default:
            return false
        }
    }

    private func checkLength(_ text: String, at pointer: @autoclosure () -> String, _ reader: inout JSONReader) -> Bool
    {
        guard text.utf8.count <= limits.maxStringBytes else {
            reader.report(pointer(), "the string is too long: the limit is \(limits.maxStringBytes) bytes")
            return false
        }
        return true
    }

    private mutating func decodeGroup(
        _ value: JSONValue, at location: PointerLocation, derivedId: String, depth: Int,
        _ reader: inout JSONReader
    ) -> ConstraintEntry? {
        guard let members = reader.object(value, at: location.pointer, allowed: Self.groupKeys) else { return nil }
        var condition = Condition.any
        if let when = JSONValue.member("when", of: members) {
            guard let decoded = Condition.decode(when, at: location.pointer.appendingPointer("when"), &reader) else {
                return nil
            }
            condition = decoded
        }
        let list = JSONValue.member("constraints", of: members) ?? .array([])
        let entries = decodeList(
            list, at: location.pointer(appending: "/constraints"),
            idPrefix: String(joining: derivedId, ".constraints", ""), depth: depth + 1, &reader)
        return ConstraintEntry(
            id: derivedId, hasExplicitId: false, location: location,
            form: .group(ConstraintGroup(when: condition, entries: entries)))
    }

    private func decodeVisualFormatObject(
        _ value: JSONValue, at location: PointerLocation, derivedId: String,
        _ reader: inout JSONReader
    ) -> ConstraintEntry? {
        guard let members = reader.object(value, at: location.pointer, allowed: Self.visualFormatKeys) else {
            return nil
        }
        var valid = true
        var id: String?
        var entry = VisualFormatEntry(format: "")
        for (key, value) in members {
            func at() -> String { location.pointer.appendingPointer(key) }
            switch key {
            case "id":
                id = decodeId(value, at: at(), &reader)
                valid = valid && id != nil
            case "visualFormat":
                if let text = reader.string(value, at: at()), checkLength(text, at: at(), &reader) {
                    entry.format = text
                } else {
                    valid = false
                }
            case "options":
                if let options = decodeOptions(value, at: at(), &reader) {
                    entry.options = options
                } else {
                    valid = false
                }
            case "metrics":
                let before = reader.problemCount
                entry.metrics = LayoutDocument.decodeMetrics(value, at: at(), &reader)
                valid = valid && reader.problemCount == before
            case "priority":
                if let priority = decodeOperand(value, at: at(), &reader, namedPriorities: true) {
                    entry.priority = priority
                } else {
                    valid = false
                }
            default: valid = false
            }
        }
        guard valid else { return nil }
        return ConstraintEntry(id: id ?? derivedId, hasExplicitId: id != nil, location: location, form: parsed(entry))
    }

    private func decodeOptions(_ value: JSONValue, at pointer: @autoclosure () -> String, _ reader: inout JSONReader)
        -> VisualFormatOptionsSpec?
    {
        if case .number = value {
            guard let number = reader.number(value, at: pointer(), min: 0, max: Double(Int32.max)),
                number == number.rounded()
            else {
                if case .number(let n) = value, n != n.rounded() {
                    reader.report(pointer(), "expected an integer option mask")
                }
                return nil
            }
            return .mask(Int(number))
        }
        guard let items = reader.array(value, at: pointer()) else { return nil }
        var names: [String] = []
        for (index, item) in items.enumerated() {
            guard let name = reader.choice(item, at: pointer().appendingPointer(index), VisualFormatOptions.names)
            else { return nil }
            names.append(name)
        }
        return .names(names)
    }

    private func decodeObject(
        _ value: JSONValue, at location: PointerLocation, derivedId: String,
        _ reader: inout JSONReader
    ) -> ConstraintEntry? {
        guard let members = reader.object(value, at: location.pointer, allowed: Self.objectKeys) else { return nil }
        func member(_ key: String) -> JSONValue? { JSONValue.member(key, of: members) }
        let before = reader.problemCount
        var id: String?
        if let value = member("id") { id = decodeId(value, at: location.pointer.appendingPointer("id"), &reader) }
        var active = true
        if let value = member("active") {
            active = reader.bool(value, at: location.pointer.appendingPointer("active")) ?? true
        }
        var identifier: String?
        if let value = member("identifier") {
            identifier = reader.string(value, at: location.pointer.appendingPointer("identifier"))
        }
        var priority: Operand?
        if let value = member("priority") {
            priority = decodeOperand(
                value, at: location.pointer.appendingPointer("priority"), &reader, namedPriorities: true)
        }

        if let value = member("expression") {
            func at() -> String { location.pointer.appendingPointer("expression") }
            for key in ["item", "attribute", "relation", "toItem", "toAttribute", "multiplier", "constant"]
            where member(key) != nil {
                reader.report(
                    location.pointer.appendingPointer(key), "\"\(key)\" cannot be combined with \"expression\"")
            }
            guard let text = reader.string(value, at: at()), checkLength(text, at: at(), &reader) else { return nil }
            var parsed = ExpressionParser.parse(text)
            if case .success(let result) = parsed {
                if let prefix = result.id, id != nil, prefix != id {
                    reader.report(at(), "the expression's id \"\(prefix)\" differs from \"id\"")
                }
                id = id ?? result.id
                if let priority {
                    if result.equation.priority != nil {
                        reader.report(
                            location.pointer.appendingPointer("priority"),
                            "the expression already gives a priority with '@'")
                    }
                    var equation = result
                    equation.equation.priority = priority
                    parsed = .success(equation)
                }
            }
            guard reader.problemCount == before else { return nil }
            return ConstraintEntry(
                id: id ?? derivedId, hasExplicitId: id != nil, location: location,
                form: .equation(
                    EquationEntry(
                        expression: text, equation: parsed.map(\.equation),
                        active: active, identifier: identifier)))
        }

        var item: String?
        if let value = member("item") {
            item = reader.string(value, at: location.pointer.appendingPointer("item"))
        } else {
            reader.report(location.pointer, "missing required key \"item\" (or \"expression\")")
        }
        var attribute: Attribute?
        if let value = member("attribute") {
            attribute = decodeAttribute(value, at: location.pointer.appendingPointer("attribute"), &reader)
        } else {
            reader.missingKey(location.pointer, "attribute")
        }
        var relation = Relation.equal
        if let value = member("relation"),
            let text = reader.string(value, at: location.pointer.appendingPointer("relation"))
        {
            if let parsed = Relation(text: text) {
                relation = parsed
            } else {
                reader.report(
                    location.pointer.appendingPointer("relation"),
                    "\"\(text)\" is not one of: ==, <=, >=, equal, lessThanOrEqual, greaterThanOrEqual")
            }
        }
        var toItem: String?
        if let value = member("toItem"), value != .null {
            toItem = reader.string(value, at: location.pointer.appendingPointer("toItem"))
        }
        var toAttribute = Attribute.notAnAttribute
        if let value = member("toAttribute") {
            toAttribute =
                decodeAttribute(value, at: location.pointer.appendingPointer("toAttribute"), &reader) ?? .notAnAttribute
        } else if toItem != nil {
            reader.report(location.pointer, "missing required key \"toAttribute\" (a \"toItem\" is given)")
        }
        let multiplier =
            member("multiplier").flatMap {
                decodeOperand($0, at: location.pointer.appendingPointer("multiplier"), &reader)
            } ?? .number(1)
        let constant =
            member("constant").flatMap { decodeOperand($0, at: location.pointer.appendingPointer("constant"), &reader) }
            ?? .number(0)
        guard reader.problemCount == before, let item, let attribute else { return nil }
        let equation = ConstraintEquation(
            firstItem: ItemReference(name: item), firstAttribute: attribute, relation: relation,
            multiplier: multiplier, secondItem: toItem.map { ItemReference(name: $0) },
            secondAttribute: toAttribute, constant: constant, priority: priority)
        return ConstraintEntry(
            id: id ?? derivedId, hasExplicitId: id != nil, location: location,
            form: .equation(
                EquationEntry(
                    expression: nil, equation: .success(equation),
                    active: active, identifier: identifier)))
    }

    private func decodeId(_ value: JSONValue, at pointer: @autoclosure () -> String, _ reader: inout JSONReader)
        -> String?
    {
        guard let text = reader.string(value, at: pointer()) else { return nil }
        guard !text.isEmpty, !text.contains("#") else {
            reader.report(pointer(), "a constraint id must be non-empty and must not contain '#'")
            return nil
        }
        return text
    }

    /// An attribute name (or UIKit's integer value).
    private func decodeAttribute(_ value: JSONValue, at pointer: @autoclosure () -> String, _ reader: inout JSONReader)
        -> Attribute?
    {
        if case .number(let number) = value {
            if number == number.rounded(), let attribute = Attribute(rawValue: Int(number)) { return attribute }
            reader.report(pointer(), "\(JSONReader.numberText(number)) is not a UIKit attribute value (0…20)")
            return nil
        }
        guard let text = reader.string(value, at: pointer()) else { return nil }
        guard let attribute = Attribute(name: text) else {
            reader.report(
                pointer(),
                "unknown attribute \"\(text)\"; expected one of: \(Attribute.allCases.map(\.name).joined(separator: ", "))"
            )
            return nil
        }
        return attribute
    }

    /// A number, or a string naming a metric (or, for priorities, a named priority).
    private func decodeOperand(
        _ value: JSONValue, at pointer: @autoclosure () -> String, _ reader: inout JSONReader,
        namedPriorities: Bool = false
    ) -> Operand? {
        switch value {
        case .number(let number) where number.isFinite: return .number(number)
        case .string(let text):
            if namedPriorities, let priority = LayoutPriority(name: text) { return .number(priority.rawValue) }
            guard LayoutDocument.isIdentifier(text) else {
                reader.report(pointer(), "expected a number or a metric name, found \"\(text)\"")
                return nil
            }
            return .metric(text, negated: false)
        default:
            reader.report(pointer(), "expected a number or a metric name, found \(value.typeName)")
            return nil
        }
    }
}
