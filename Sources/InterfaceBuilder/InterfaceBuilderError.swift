/// Why a file could not be imported at all (a feature the importer does not know is a warning
/// instead, `unsupported_ib_feature`). The CLI exits with status 2 and prints `description`;
/// the service answers 4xx with `code` and `message`.
public struct InterfaceBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Stable codes: `invalid_xml` (not well-formed, invalid UTF-8, truncated), `xml_declaration`
    /// (a DOCTYPE or entity declaration: refused, never expanded), `xml_limit` (a bound of
    /// `XMLLimits` or the request's budget), `not_interface_builder` (well-formed XML that is not
    /// an Interface Builder document), `cocoa_document` (a macOS xib or storyboard).
    public var code: String
    public var message: String
    /// 1-based position in the file, when the XML parser knows it.
    public var line: Int?
    public var column: Int?

    public init(code: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.code = code
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String {
        guard let line, let column else { return message }
        return "line \(line), column \(column): \(message)"
    }

    static func notInterfaceBuilder(_ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(code: "not_interface_builder", message: message)
    }
}
