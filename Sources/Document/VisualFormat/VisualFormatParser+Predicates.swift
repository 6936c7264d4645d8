import Primitives

/// Predicates: `[relation] object [@priority]`, in lists separated by commas.
extension VisualFormatParser {
    /// What a constant position held: a number (or metric), or, in a view's size predicate,
    /// another view.
    enum Operand {
        case number(Double)
        case view(String)
    }

    /// `subject` is the view whose size the predicates constrain: each becomes its size
    /// constraint, held back in `unflushedSizes`. Without one (inside a connection) each is a
    /// predicate of the connection.
    mutating func parsePredicateList(subject: String?, _ context: VisualFormatContext) throws(VisualFormatError) {
        while true {
            let predicate = try parsePredicate(subject: subject, context)
            if let subject {
                unflushedSizes.append(sizeConstraint(of: subject, predicate))
            } else {
                addPredicate(predicate)
            }
            guard peek == UInt8(ascii: ",") else { return }
            position += 1
        }
    }

    mutating func parsePredicate(subject: String?, _ context: VisualFormatContext) throws(VisualFormatError)
        -> VisualFormatPredicate
    {
        let start = position
        let relation = try parseRelation()
        var constant = 0.0
        var relatedView: String?
        switch try parseConstant(subject: subject, context) {
        case .number(let value): constant = value
        case .view(let name): relatedView = name
        }
        var priority = LayoutPriority.required
        if peek == UInt8(ascii: "@") {
            position += 1
            // UIKit reads a view name here as the priority 0, which it then refuses.
            var value = 0.0
            if case .number(let number) = try parseConstant(subject: subject, context) { value = number }
            // Written as UIKit tests it, so a NaN (`@-nan`) passes both checks as it does there.
            if value <= 0 { throw failure(VisualFormatMessage.priorityTooLow(value)) }
            if value > 1000 { throw failure(VisualFormatMessage.priorityTooHigh(value)) }
            priority = LayoutPriority(value)
        }
        // Built once from its parts: a predicate filled in field by field was copied out.
        return VisualFormatPredicate(
            relation: relation, constant: constant, priority: priority,
            relatedView: relatedView, source: start..<position)
    }

    /// `==`, `<=`, `>=`, or nothing (equality). A lone `<`, `>` or `=` is an error.
    mutating func parseRelation() throws(VisualFormatError) -> Relation {
        guard let first = peek else { throw failure(VisualFormatMessage.moreInput) }
        let relation: Relation
        switch first {
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        case UInt8(ascii: "="): relation = .equal
        default: return .equal
        }
        position += 1
        guard peek == UInt8(ascii: "=") else { throw failure(VisualFormatMessage.relation) }
        position += 1
        return relation
    }

    /// A number (C's `strtod`), or a name: metrics first, then views, as UIKit looks them up.
    mutating func parseConstant(subject: String?, _ context: VisualFormatContext) throws(VisualFormatError) -> Operand {
        guard let first = peek else { throw failure(VisualFormatMessage.numberOrKey) }
        if first == UInt8(ascii: "-") || ASCII.isDigit(first) {
            guard let number = StrtodPrefix.scan(bytes, from: position) else {
                throw failure(VisualFormatMessage.numberOrAKey)
            }
            position = number.end
            return .number(number.value)
        }
        guard let resolved = readName(context) else { throw failure(VisualFormatMessage.numberOrKey) }
        if let value = resolved.metric { return .number(value) }
        guard resolved.isItem else { throw failure(VisualFormatMessage.unknownMetric(resolved.name)) }
        guard subject != nil else { throw failure(VisualFormatMessage.spaceEqualToView) }
        return .view(resolved.name)
    }
}
