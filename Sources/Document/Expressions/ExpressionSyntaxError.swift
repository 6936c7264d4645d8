/// Why an expression string (docs/document-format.md §3, form 2) could not be read, and where.
public struct ExpressionSyntaxError: Error, Hashable, Sendable {
    public var message: String
    /// 0-based offset (Unicode scalars) of the character the parser stopped at; the string's
    /// length when it ended too early.
    public var position: Int

    public init(message: String, position: Int) {
        self.message = message
        self.position = position
    }

    /// The expression with a caret under `position`, in the style of Apple's VFL errors.
    public func log(for expression: String) -> String {
        expression + "\n" + String(repeating: " ", count: position) + "^"
    }
}
