import Devices

/// A decoded layout document (docs/document-format.md): a view tree plus constraints in any of the five forms.
///
/// Keeps true: `views[0]` is the root; views are in document order with parents before children;
/// view ids are unique and satisfy `isViewId`; `viewIndex` maps every id to its index.
package struct LayoutDocument: Sendable {
    package var name: String?
    package var defaults: DocumentDefaults
    /// In document order; names are identifiers so they can appear in VFL.
    package var metrics: [(name: String, value: Double)]
    package var controller: ControllerOptions
    /// The design canvas (Interface Builder's device): the screen the root's subviews' design
    /// frames were laid out on when the root gives no `frame`.
    package var designTarget: TargetSpec?
    package var views: [ViewSpec]
    package var constraints: [ConstraintEntry]
    /// id → index in `views`. Lookup only; never iterated for output.
    package var viewIndex: [String: Int]
    /// A state's changes to the document's constraints (States/); empty for a request's base.
    package var overrides = ConstraintOverrides()
    /// Filled in by decoding (`prepare()`); nil: work it out when used.
    package var duplicateConstraintIds: [(id: String, count: Int)]?
    /// Metric name → index in `metrics`, filled in by decoding (`prepare()`) for a long list;
    /// nil: scan.
    package var metricIndex: [String: Int]?

    package var root: ViewSpec { views[0] }

    /// The value of a document metric. O(1) for a long list once prepared, else O(metrics).
    package func metric(_ name: String) -> Double? {
        Self.metric(name, in: metrics, index: metricIndex)
    }

    /// `metric(_:)` from the two fields, for callers that hold them rather than the document.
    package static func metric(_ name: String, in metrics: [(name: String, value: Double)], index: [String: Int]?)
        -> Double?
    {
        if let index { return index[name].map { metrics[$0].value } }
        return metrics.first(where: { $0.name == name })?.value
    }
}
