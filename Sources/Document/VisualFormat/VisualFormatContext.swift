/// What a format string is parsed against: UIKit's `metrics` and `views` dictionaries, turned
/// into lookups so the caller keeps its own storage, plus the spacing policy.
///
/// Lookups are called during parsing only and never stored past it.
public struct VisualFormatContext {
    /// The metrics dictionary: a name's value, or `nil`. Looked up before views, as UIKit does.
    public var metric: (String) -> Double?
    /// The views dictionary: whether a name is a known item.
    public var isView: (String) -> Bool
    /// When true, `topLayoutGuide` and `bottomLayoutGuide` are items even if `isView` says no.
    public var layoutGuidesAreItems: Bool
    /// Whether the item next to a `|` has a superview; UIKit fails the parse when it has none.
    public var hasSuperview: (String) -> Bool
    public var spacing: VisualFormatSpacing
    /// Optional: the caller's own string for a name the parser read (ASCII bytes), or nil when
    /// the name is none the lookups know. The parser then holds the caller's string (no string
    /// built per name) and lookups comparing it find the same storage.
    public var knownName: ((UnsafeBufferPointer<UInt8>) -> String?)?

    public static let layoutGuideNames = ["topLayoutGuide", "bottomLayoutGuide"]

    public init(
        metric: @escaping (String) -> Double?,
        isView: @escaping (String) -> Bool,
        layoutGuidesAreItems: Bool = false,
        hasSuperview: @escaping (String) -> Bool = { _ in true },
        spacing: VisualFormatSpacing = VisualFormatSpacing(),
        knownName: ((UnsafeBufferPointer<UInt8>) -> String?)? = nil
    ) {
        self.metric = metric
        self.isView = isView
        self.layoutGuidesAreItems = layoutGuidesAreItems
        self.hasSuperview = hasSuperview
        self.spacing = spacing
        self.knownName = knownName
    }

    /// A context over plain dictionaries, as UIKit's API takes them.
    public init(
        metrics: [String: Double],
        views: Set<String>,
        layoutGuidesAreItems: Bool = false,
        spacing: VisualFormatSpacing = VisualFormatSpacing()
    ) {
        self.init(
            metric: { metrics[$0] }, isView: { views.contains($0) },
            layoutGuidesAreItems: layoutGuidesAreItems, spacing: spacing)
    }

    /// True when `name` is an item: a view, or a guide the caller allows.
    func isItem(_ name: String) -> Bool {
        isView(name) || (layoutGuidesAreItems && Self.layoutGuideNames.contains(name))
    }
}
