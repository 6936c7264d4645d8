/// What the parser reports, in input order. A request is `head`, zero or more `body`, then `end`;
/// `error` is the last event a parser ever reports.
public enum HTTPParserEvent: Sendable, Equatable {
    case head(HTTPRequestHead)
    /// Body bytes with the framing removed (chunk sizes and CRLFs are gone).
    case body([UInt8])
    case end
    case error(HTTPParseError)
}
