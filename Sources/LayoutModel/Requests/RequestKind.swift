/// What a request asks for — frames, a validation report or a picture — and the bytes of the
/// answer, the same for `POST /v1/<kind>` and `layout solve|validate|render`.
package enum RequestKind: String, Sendable, CaseIterable {
    case layout, validate, render

    /// The targets of a body that names none: every catalog target (both orientations of every
    /// device, catalog order) for `validate`; nil otherwise, which makes a missing target a
    /// problem.
    package func defaultTargets(catalog: DeviceCatalog = .standard) -> [TargetSpec]? {
        self == .validate ? catalog.allTargets() : nil
    }

    package var contentType: String { self == .render ? "image/svg+xml" : "application/json" }

    /// The answer to `request` solved as `response`: the results (openapi.yaml `LayoutResponse`),
    /// the `ValidationReport`, or the SVG wireframe (one target) or contact sheet (several).
    /// `style` only changes the JSON's whitespace; the service sends `.compact`.
    package func body(_ response: LayoutResponse, request: LayoutRequest, style: JSONWriter.Style = .compact) -> [UInt8] {
        switch self {
        case .layout: response.serialized(style: style)
        case .validate: JSONWriter.write(ValidationReport(results: response.results).jsonValue, style: style)
        case .render: Array(WireframeRendering.render(request.document, results: response.results).utf8)
        }
    }
}
