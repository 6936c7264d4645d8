/// A visual format string UIKit would reject, with UIKit's words (docs/document-format.md §3.1; VisualFormatInvalidTests pins each message).
///
/// Keeps true: `position` is `nil` only for the two messages UIKit raises before parsing
/// (empty and non-ASCII strings), which have no caret line; otherwise it is a byte offset in
/// `0...format.utf8.count`.
public struct VisualFormatError: Error, Hashable, Sendable {
    public static let code = "vfl_syntax"

    /// Apple's message without the "Unable to parse constraint format:" prefix.
    public var message: String
    public var format: String
    /// The 0-based index of the parser's current character when it failed.
    public var position: Int?
    /// The name in brackets that is not a key of the views dictionary, when that is the error:
    /// what a "did you mean" looks for (Diagnostics/MisuseReport.swift).
    public var unknownView: String?

    public init(message: String, format: String, position: Int?, unknownView: String? = nil) {
        self.message = message
        self.format = format
        self.position = position
        self.unknownView = unknownView
    }

    /// The stable error code shared by every VFL parse failure.
    public var code: String { Self.code }

    /// The exception reason exactly as UIKit builds it, spaces before each newline included:
    /// `"Unable to parse constraint format: \n<message> \n<format> \n<spaces>^"`.
    public var log: String {
        guard let position else { return "Unable to parse constraint format: \(message)" }
        let caret = String(repeating: " ", count: position) + "^"
        return "Unable to parse constraint format: \n\(message) \n\(format) \n\(caret)"
    }
}
