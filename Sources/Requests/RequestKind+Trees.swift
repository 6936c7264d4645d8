import Engine
import JSON
import Rendering

/// The answer to a request of several view trees — an Interface Builder file, one tree per scene
/// (docs/interface-builder.md) — for `POST /v1/<kind>` with an IB body and the `layout` commands
/// alike.
extension RequestKind {
    /// `response` holds every tree's results in tree order, each with its tree's `scene` (`trees`
    /// in the same order): the results (`LayoutResponse`), one `ValidationReport` over all of them
    /// (each target listed with its `scene`), or one contact sheet with every tree's panels, each
    /// titled by its scene. O(Σ results), as `body(_:request:style:)`.
    public func body(
        _ response: LayoutResponse, trees: [(scene: String, request: LayoutRequest)], title: String,
        style: JSONWriter.Style = .compact
    ) -> [UInt8] {
        guard self == .render else { return jsonBody(response, style: style) }
        var resultsOf: [String: [TargetResult]] = [:]
        for result in response.results { resultsOf[result.scene ?? "", default: []].append(result) }
        let panels = trees.map { tree in
            (
                scene: tree.scene, document: tree.request.document, results: resultsOf[tree.scene] ?? [],
                states: tree.request.states
            )
        }
        let options = trees.first?.request.wireframe ?? WireframeOptions()
        return Array(WireframeRendering.render(trees: panels, options: options, title: title).utf8)
    }
}
