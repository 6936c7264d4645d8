import Primitives

/// Turns one visual format string into UIKit's constraints, in UIKit's order, or fails with
/// UIKit's message and caret (docs/document-format.md §3.1). A pure value: no views, no solver.
///
/// Behaviour follows Apple's `NSLayoutConstraintParser` step for step, so the caret lands
/// where UIKit's does: one cursor, no backtracking, no whitespace skipping. Order of output:
/// each connection's constraints, then the size predicates of the view after it (the first
/// view's as soon as it is parsed), then every alignment constraint.
///
/// Complexity: O(n) in the length of the format plus the lookups it makes.
public struct VisualFormatParser {
    let format: String
    /// The format's UTF-8, borrowed for the parse (the parser never outlives `parse`). Every
    /// read is at `position < bytes.count` (`peek`) or behind its own check against the count.
    let bytes: UnsafeBufferPointer<UInt8>
    let options: VisualFormatOptions
    // No stored context: the one `parse` is given is passed down to what reads it, so a parse
    // does not copy it (a copy retains its lookup).
    var position = 0
    var isHorizontal = true
    var constraints: [VisualFormatConstraint] = []
    var alignmentConstraints: [VisualFormatConstraint] = []
    /// How many predicates the connection being parsed has, waiting for the view after it: the
    /// first is `firstPredicate` (most connections have one, so no list is made for it), the
    /// others `laterPredicates`.
    var predicateCount = 0
    var firstPredicate = VisualFormatPredicate(source: 0..<0)
    var laterPredicates: [VisualFormatPredicate] = []
    /// Size constraints of the last view, written out after its connection.
    var unflushedSizes: [VisualFormatConstraint] = []

    /// Whether the view parsed last has a superview, as the context said when its name was read:
    /// a `|` is always next to the view parsed last, so it needs no lookup of its own.
    var lastViewHasSuperview = true

    /// A view as it appeared in the format.
    struct ParsedView {
        var name: String
        var range: Range<Int>
    }

    /// Parses `format` as `constraintsWithVisualFormat:options:metrics:views:` would.
    public static func parse(
        _ format: String, options: VisualFormatOptions = [], context: VisualFormatContext
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        // The format's own storage when it is contiguous (every native string's), else a copy.
        let parsed = format.utf8.withContiguousStorageIfAvailable {
            parse(format, bytes: $0, options: options, context: context)
        }
        return try
            (parsed
            ?? Array(format.utf8).withUnsafeBufferPointer {
                parse(format, bytes: $0, options: options, context: context)
            }).get()
    }

    private static func parse(
        _ format: String, bytes: UnsafeBufferPointer<UInt8>, options: VisualFormatOptions, context: VisualFormatContext
    ) -> Result<[VisualFormatConstraint], VisualFormatError> {
        Result { () throws(VisualFormatError) in
            try parseBytes(format, bytes: bytes, options: options, context: context)
        }
    }

    private static func parseBytes(
        _ format: String, bytes: UnsafeBufferPointer<UInt8>, options: VisualFormatOptions, context: VisualFormatContext
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        // One pass checks the bytes and counts room for the usual output: a constraint per
        // connection (at most one per view, plus one) and per extra predicate; more still grows.
        var expected = 1
        for byte in bytes {
            guard byte < 0x80 else {
                throw VisualFormatError(message: VisualFormatMessage.nonASCII, format: format, position: nil)
            }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: ",") { expected += 1 }
        }
        guard !bytes.isEmpty else {
            throw VisualFormatError(message: VisualFormatMessage.emptyString, format: format, position: nil)
        }
        var parser = VisualFormatParser(format: format, bytes: bytes, options: options)
        parser.constraints.reserveCapacity(expected)
        try parser.parseFormat(context)
        if parser.alignmentConstraints.isEmpty { return parser.constraints }
        return parser.constraints + parser.alignmentConstraints
    }

    /// The whole string: orientation, an optional leading `|` and connection, views separated
    /// by connections, an optional trailing connection and `|`.
    mutating func parseFormat(_ context: VisualFormatContext) throws(VisualFormatError) {
        try parseOrientation()
        var left: ParsedView?
        if peek == UInt8(ascii: "|") {
            position += 1
            guard position < bytes.count else { throw failure(VisualFormatMessage.connectionAfterBar) }
            try parseConnection(context)
            let right = try parseView(context)
            try finishConnection(left: nil, right: right, context)
            left = right
        } else {
            left = try parseView(context)
        }
        flushSizes()
        while position < bytes.count {
            try parseConnection(context)
            if peek == UInt8(ascii: "[") {
                let right = try parseView(context)
                try finishConnection(left: left, right: right, context)
                flushSizes()
                left = right
            } else if peek == UInt8(ascii: "|") {
                position += 1
                try finishConnection(left: left, right: nil, context)
                break
            } else {
                throw failure(VisualFormatMessage.viewOrBar)
            }
        }
        guard position >= bytes.count else { throw failure(VisualFormatMessage.endOfFormat) }
    }

    mutating func parseOrientation() throws(VisualFormatError) {
        guard let first = peek, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else { return }
        isHorizontal = first == UInt8(ascii: "H")
        position = 1
        guard bytes.count >= 2, bytes[1] == UInt8(ascii: ":") else {
            throw failure(isHorizontal ? VisualFormatMessage.colonAfterH : VisualFormatMessage.colonAfterV)
        }
        position = 2
    }

    /// Nothing (flush views), a bare `-` (standard space), or `-` predicates `-`.
    mutating func parseConnection(_ context: VisualFormatContext) throws(VisualFormatError) {
        let start = position
        guard peek == UInt8(ascii: "-") else {
            addPredicate(VisualFormatPredicate(source: start..<start))
            return
        }
        position += 1
        if peek == UInt8(ascii: "|") || peek == UInt8(ascii: "[") {
            addPredicate(VisualFormatPredicate(isStandardSpace: true, source: start..<position))
            return
        }
        try parseConnectionPredicates(context)
        switch peek {
        case UInt8(ascii: ","): throw failure(VisualFormatMessage.dashBeforeList)
        case UInt8(ascii: "-"): position += 1
        default: throw failure(VisualFormatMessage.dash)
        }
    }

    /// A parenthesised predicate list or a single bare predicate; a second `-` is refused
    /// because UIKit cannot tell a minus sign from a doubled bar.
    mutating func parseConnectionPredicates(_ context: VisualFormatContext) throws(VisualFormatError) {
        if peek == UInt8(ascii: "-") { throw failure(VisualFormatMessage.minusOrBar) }
        guard peek == UInt8(ascii: "(") else {
            addPredicate(try parsePredicate(subject: nil, context))
            return
        }
        position += 1
        try parsePredicateList(subject: nil, context)
        guard peek == UInt8(ascii: ")") else { throw failure(VisualFormatMessage.closingParenthesis) }
        position += 1
    }

    /// `[name]` or `[name(predicates)]`; the predicates become size constraints held back
    /// until the connection before the view is written out.
    mutating func parseView(_ context: VisualFormatContext) throws(VisualFormatError) -> ParsedView {
        let start = position
        guard peek == UInt8(ascii: "[") else { throw failure(VisualFormatMessage.view) }
        position += 1
        guard position < bytes.count else { throw failure(VisualFormatMessage.view) }
        guard let resolved = readName(context) else { throw failure(VisualFormatMessage.viewName) }
        let name = resolved.name
        guard resolved.isItem else {
            var error = failure(VisualFormatMessage.notAView(name))
            error.unknownView = name
            throw error
        }
        switch peek {
        case UInt8(ascii: "]"):
            position += 1
        case UInt8(ascii: "("):
            position += 1
            guard position < bytes.count else { throw failure(VisualFormatMessage.fodder) }
            // The size constraints go straight to `unflushedSizes`, empty when a view starts.
            try parsePredicateList(subject: name, context)
            guard peek == UInt8(ascii: ")") else { throw failure(VisualFormatMessage.thicknessEnd) }
            position += 1
            guard peek == UInt8(ascii: "]") else { throw failure(VisualFormatMessage.bracketAfterThickness) }
            position += 1
        default:
            throw failure(VisualFormatMessage.closingBracket)
        }
        lastViewHasSuperview = resolved.hasSuperview
        return ParsedView(name: name, range: start..<position)
    }

    func sizeConstraint(of view: String, _ predicate: VisualFormatPredicate) -> VisualFormatConstraint {
        let size: Attribute = isHorizontal ? .width : .height
        return VisualFormatConstraint(
            firstItem: .view(view), firstAttribute: size, relation: predicate.relation,
            secondItem: predicate.relatedView.map(VisualFormatItem.view),
            secondAttribute: predicate.relatedView == nil ? .notAnAttribute : size,
            constant: predicate.constant, priority: predicate.priority, source: predicate.source)
    }

    /// One more predicate of the connection being parsed.
    mutating func addPredicate(_ predicate: VisualFormatPredicate) {
        if predicateCount == 0 { firstPredicate = predicate } else { laterPredicates.append(predicate) }
        predicateCount += 1
    }

    mutating func flushSizes() {
        guard !unflushedSizes.isEmpty else { return }
        constraints += unflushedSizes
        unflushedSizes.removeAll(keepingCapacity: true)
    }

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// A C identifier at the cursor, consumed, with what the context says of it (one lookup
    /// answers every later question about it); nil, consuming nothing, when there is none.
    mutating func readName(_ context: VisualFormatContext) -> VisualFormatName? {
        let start = position
        guard let first = peek, ASCII.isLetter(first) || first == UInt8(ascii: "_") else { return nil }
        position += 1
        while let next = peek, StrtodPrefix.isNameCharacter(next) { position += 1 }
        // `start..<position` lies inside `bytes`: `position` only moves past bytes `peek` has read.
        return context.resolve(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    }

    func failure(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: position)
    }
}
