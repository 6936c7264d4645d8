import Primitives

#if canImport(Glibc)
    import Glibc
#endif

/// Apple's parser messages, word for word (docs/document-format.md §3.1; the fodder, "a key"
/// and priority wordings are those `NSLayoutConstraintParser` is observed to print).
/// Two of them differ only by an "a": UIKit uses both, so both are kept.
enum VisualFormatMessage {
    static let emptyString = "It's an empty string."
    static let nonASCII = "It contains non-ASCII characters."
    static let colonAfterH = "Expected ':' after 'H' to specify horizontal arrangement"
    static let colonAfterV = "Expected ':' after 'V' to specify vertical arrangement"
    static let connectionAfterBar = "Expected a connection after the '|' character"
    static let viewOrBar = "Expected a view or '|'"
    static let endOfFormat = "Expected the end of the format string"
    static let view = "Expected a view"
    static let viewName =
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
    static let closingBracket = "Expected a ']' here. That is how you give the end of a view."
    static let bracketAfterThickness = "Expected ']' after specifying thickness."
    static let thicknessEnd = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    static let fodder = "Unexpectedly ran out of character fodder in the middle of parsing a view"
    static let dash = "Expected a '-' here"
    static let dashBeforeList =
        "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
    static let minusOrBar =
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
    static let closingParenthesis =
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
    static let relation = "Unknown relation. Must be ==, >=, or <="
    static let moreInput = "Expected more input"
    static let numberOrKey = "Expected a number or key from the metrics dictionary, but encountered something else"
    static let numberOrAKey = "Expected a number or a key from the metrics dictionary, but encountered something else"
    static let spaceEqualToView =
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    static let noSuperview = "Unable to interpret '|' character, because the related view doesn't have a superview"
    static let baselineInHorizontal = "BaselineToBaseline format option not valid for horizontal layout"
    static let alignHorizontal =
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
    static let alignVertical =
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."

    static func notAView(_ name: String) -> String { "\(name) is not a key in the views dictionary." }

    static func unknownMetric(_ name: String) -> String {
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    }

    /// `value` as C's `printf("%g")` writes it, which is how UIKit formats a rejected priority:
    /// glibc's own `vsnprintf` in the C locale (layoutd never calls `setlocale`), so the digits,
    /// exponent form and `inf`/`nan` spellings are exactly C's. At most 13 characters for a
    /// double; the buffer has room to spare.
    static func printfG(_ value: Double) -> String {
        var buffer = [CChar](repeatElement(0, count: 32))
        _ = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%g", arguments) }
        }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// UIKit formats the rejected priority with `%g`.
    static func priorityTooLow(_ value: Double) -> String {
        "Invalid priority specified: \(printfG(value)). Priority must be greater than 0"
    }

    static func priorityTooHigh(_ value: Double) -> String {
        "Invalid priority specified: \(printfG(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    }
}
