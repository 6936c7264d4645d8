import Devices
import JSON
import Primitives
import Rendering

/// What a request asks for — frames, a validation report or a picture — and the bytes of the
/// answer, the same for `POST /v1/<kind>` and `layout solve|validate|render`.
public enum RequestKind: String, Sendable, CaseIterable {
    case layout, validate, render

    /// The targets of a body that names none: every catalog target (both orientations of every
    /// device, catalog order) for `validate`; nil otherwise, which makes a missing target a
    /// problem.
    public func defaultTargets(catalog: DeviceCatalog = .standard) -> [TargetSpec]? {
        self == .validate ? catalog.allTargets() : nil
    }

    /// The kind a front end's word for it names: the route's last path component (`layout`,
    /// `validate`, `render`) or the command (`solve`, `validate`, `render`); nil for any other.
    public init?(word: some StringProtocol) {
        switch word {
        case "layout", "solve": self = .layout
        case "validate": self = .validate
        case "render": self = .render
        default: return nil
        }
    }

    public var contentType: String { self == .render ? "image/svg+xml" : "application/json" }

    /// The answer to `request` solved as `response`: the results (openapi.yaml `LayoutResponse`),
    /// the `ValidationReport`, or the SVG wireframe (one panel per target and per state on it,
    /// drawn as `request.wireframe` says). `style` only changes the JSON's whitespace; the
    /// service sends `.compact`.
    ///
    /// The bytes are charged to the request's `WorkBudget.current` (the frames' emitter and the
    /// SVG writer charge as they write); once it is exhausted they are cut short, and the caller
    /// answers with the budget's own refusal instead.
    public func body(_ response: LayoutResponse, request: LayoutRequest, style: JSONWriter.Style = .compact) -> [UInt8]
    {
        guard self == .render else { return jsonBody(response, style: style) }
        return Array(
            WireframeRendering.render(
                request.document, results: response.results, states: request.states, options: request.wireframe
            ).utf8)
    }

    /// The JSON answers, which depend on the results alone: the results themselves, or the
    /// `ValidationReport` (charged to the budget as the emitter charges the results).
    func jsonBody(_ response: LayoutResponse, style: JSONWriter.Style) -> [UInt8] {
        guard self == .validate else { return response.serialized(style: style) }
        // About 400 bytes per target entry, and room for a few diagnostics.
        return ValidationReport(results: response.results).serialized(
            style: style, capacity: 1_024 + 400 * response.results.count)
    }
}
