/// Wireframes from the engine's results (`POST /v1/render`, `layout render`): each target
/// is solved, turned into a `WireframeScene` — window rectangles, depth, a label's or button's
/// text, hidden views, views the diagnostics call ambiguous, and the views of each broken
/// constraint — and drawn by `WireframeRenderer`: one SVG for one target, a contact sheet (side
/// by side, in target order) for several. Deterministic: same document and targets, same bytes.
package enum WireframeRendering {
    /// One SVG for one result, a contact sheet for several (an empty sheet for none).
    package static func render(_ document: LayoutDocument, results: [TargetResult], title: String? = nil) -> String {
        let title = title ?? document.name ?? "layout"
        let scenes = results.map { scene(document, result: $0, title: title) }
        if scenes.count == 1, let only = scenes.first { return WireframeRenderer.render(only) }
        return WireframeRenderer.renderContactSheet(scenes, title: title)
    }

    /// The scene of one solved target. O(views + diagnostics × constraints).
    package static func scene(_ document: LayoutDocument, result: TargetResult, title: String) -> WireframeScene {
        let indices = result.frames.map { document.viewIndex[$0.id] ?? 0 }
        var position: [Int: Int] = [:]
        for (offset, index) in indices.enumerated() { position[index] = offset }
        let parents = indices.map { index in document.views[index].parent.flatMap { position[$0] } }
        let geometry = WireframeView.windowGeometry(frames: result.frames.map(\.frame), parents: parents)
        let ambiguous = Set(result.diagnostics.compactMap { diagnostic -> String? in
            guard diagnostic.code == DiagnosticCode.ambiguousLayout || diagnostic.code == DiagnosticCode.scrollContentAmbiguous,
                  case let .string(view)? = diagnostic["view"] else { return nil }
            return view
        })
        let broken = brokenViews(document, result)
        let views = zip(indices, geometry).map { index, placed in
            let view = document.views[index]
            var flags: WireframeView.Flags = []
            if view.hidden { flags.insert(.hidden) }
            if ambiguous.contains(view.id) { flags.insert(.ambiguous) }
            if broken.contains(index) { flags.insert(.brokenConstraint) }
            let label = [.label, .button, .textField].contains(view.kind) ? view.text : nil
            return WireframeView(id: view.id, kind: view.kind.rawValue, frame: placed.frame, depth: placed.depth,
                                 label: label, flags: flags)
        }
        return WireframeScene(title: title, target: result.target, views: views)
    }

    /// Document indices of the views named by the constraints the solver broke. The system is
    /// rebuilt (no solve) only when some constraint was broken.
    static func brokenViews(_ document: LayoutDocument, _ result: TargetResult) -> Set<Int> {
        let ids = Set(result.diagnostics.compactMap { diagnostic -> String? in
            guard diagnostic.code == DiagnosticCode.unsatisfiableConstraints, case let .string(id)? = diagnostic["broken"] else { return nil }
            return id
        })
        guard !ids.isEmpty else { return [] }
        let system = LayoutEngine.buildSystem(document, geometry: TargetGeometry(result.target), wrapWidths: [:])
        return Set(system.constraints.filter { ids.contains($0.id) }.flatMap(\.views))
    }
}
