import Devices

/// A decoded layout document (docs/document-format.md): a view tree plus constraints in any of the five forms.
///
/// Keeps true: `views[0]` is the root; views are in document order with parents before children;
/// view ids are unique and satisfy `isViewId`; `viewIndex` maps every id to its index.
public struct LayoutDocument: Sendable {
    public var name: String?
    public var defaults: DocumentDefaults
    /// In document order; names are identifiers so they can appear in VFL.
    public var metrics: [(name: String, value: Double)]
    public var controller: ControllerOptions
    /// The design canvas (Interface Builder's device): the screen the root's subviews' design
    /// frames were laid out on when the root gives no `frame`.
    public var designTarget: TargetSpec?
    public var views: [ViewSpec]
    public var constraints: [ConstraintEntry]
    /// id → index in `views`. Lookup only; never iterated for output.
    public var viewIndex: [String: Int]
    /// A state's changes to the document's constraints (States/); empty for a request's base.
    public var overrides = ConstraintOverrides()
    /// Filled in by decoding (`prepare()`); nil: work it out when used.
    public var duplicateConstraintIds: [(id: String, count: Int)]?
    /// Metric name → index in `metrics`, filled in by decoding (`prepare()`) for a long list;
    /// nil: scan.
    public var metricIndex: [String: Int]?

    public var root: ViewSpec { views[0] }

    /// The value of a document metric. O(1) for a long list once prepared, else O(metrics).
    public func metric(_ name: String) -> Double? {
        Self.metric(name, in: metrics, index: metricIndex)
    }

    /// `metric(_:)` from the two fields, for callers that hold them rather than the document.
    public static func metric(_ name: String, in metrics: [(name: String, value: Double)], index: [String: Int]?)
        -> Double?
    {
        if let index { return index[name].map { metrics[$0].value } }
        return metrics.first(where: { $0.name == name })?.value
    }
}
