/// What a format string is parsed against: UIKit's `metrics` and `views` dictionaries, turned
/// into one lookup of the names the parser reads, plus the spacing policy.
///
/// The lookup is called during parsing only and never stored past it.
public struct VisualFormatContext {
    /// What a name the parser read (ASCII bytes, never empty) means: its metric value (looked up
    /// before views, as UIKit does), whether it is an item and whether that item has a superview.
    /// One call per name, however many of those the parser then asks.
    public var resolve: (UnsafeBufferPointer<UInt8>) -> VisualFormatName
    public var spacing: VisualFormatSpacing

    public static let layoutGuideNames = ["topLayoutGuide", "bottomLayoutGuide"]

    public init(
        spacing: VisualFormatSpacing = VisualFormatSpacing(),
        resolve: @escaping (UnsafeBufferPointer<UInt8>) -> VisualFormatName
    ) {
        self.resolve = resolve
        self.spacing = spacing
    }

    /// A context over separate lookups. `metric`: the metrics dictionary; `isView`: the views
    /// dictionary; `layoutGuidesAreItems`: `topLayoutGuide` and `bottomLayoutGuide` are items even
    /// if `isView` says no; `hasSuperview`: whether the item next to a `|` has a superview (UIKit
    /// fails the parse when it has none).
    public init(
        metric: @escaping (String) -> Double?,
        isView: @escaping (String) -> Bool,
        layoutGuidesAreItems: Bool = false,
        hasSuperview: @escaping (String) -> Bool = { _ in true },
        spacing: VisualFormatSpacing = VisualFormatSpacing()
    ) {
        self.init(spacing: spacing) { bytes in
            let name = String(decoding: bytes, as: UTF8.self)
            let isItem = isView(name) || (layoutGuidesAreItems && Self.layoutGuideNames.contains(name))
            return VisualFormatName(
                name: name, metric: metric(name), isItem: isItem, hasSuperview: isItem && hasSuperview(name))
        }
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
}

/// A name read from a format, with what the context says of it.
public struct VisualFormatName {
    /// The name; a context may give its own string for it (no string built per name, and later
    /// comparisons with it find the same storage).
    public var name: String
    /// Its value in the metrics, which win over views.
    public var metric: Double?
    /// A view, or a guide the context allows.
    public var isItem: Bool
    /// Whether the item has a superview (false for what is no item).
    public var hasSuperview: Bool

    public init(name: String, metric: Double?, isItem: Bool, hasSuperview: Bool) {
        self.name = name
        self.metric = metric
        self.isItem = isItem
        self.hasSuperview = hasSuperview
    }
}
