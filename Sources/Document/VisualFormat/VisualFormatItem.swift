/// One end of a constraint produced from a visual format string.
///
/// `|` stays symbolic: the parser never knows which view is the superview, so the caller
/// resolves `.superview` to the superitem of the view next to the bar, as in UIKit.
public enum VisualFormatItem: Hashable, Sendable {
    /// A name from the views lookup, including `topLayoutGuide`/`bottomLayoutGuide`.
    case view(String)
    /// The `|` character: the related view's superview (or its margins, see `VisualFormatSpacing`).
    case superview

    /// The view's name, or `nil` for the superview.
    public var viewName: String? {
        if case .view(let name) = self { return name }
        return nil
    }
}
