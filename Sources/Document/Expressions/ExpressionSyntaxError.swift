/// Why an expression string (docs/document-format.md §3, form 2) could not be read, and where.
package struct ExpressionSyntaxError: Error, Hashable, Sendable {
    package var message: String
    /// 0-based offset (Unicode scalars) of the character the parser stopped at; the string's
    /// length when it ended too early.
    package var position: Int

    package init(message: String, position: Int) {
        self.message = message
        self.position = position
    }

    /// The expression with a caret under `position`, in the style of Apple's VFL errors.
    package func log(for expression: String) -> String {
        expression + "\n" + String(repeating: " ", count: position) + "^"
    }
}
