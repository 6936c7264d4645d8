import Devices
import Document
import Engine
import Geometry
import States

/// Wireframes from the engine's results (`POST /v1/render`, `layout render`): each target
/// is solved, turned into a `WireframeScene` — window rectangles, depth, a label's or button's
/// text, scroll views' content sizes, hidden views, views the diagnostics call ambiguous, and the
/// views of each broken constraint — and drawn by `WireframeRenderer`: one SVG for one panel, a
/// contact sheet (side by side) for several. Each target is one panel, followed by one panel per
/// state of the request as solved on it (its frames, target and diagnostics). Deterministic:
/// same document, targets and states, same bytes.
public enum WireframeRendering {
    /// One SVG for one panel, a contact sheet for several (an empty sheet for none): per result,
    /// its base then its states in request order (`states` are the request's, in the order of
    /// each result's `states`).
    public static func render(
        _ document: LayoutDocument, results: [TargetResult], states: [StateSpec] = [],
        options: WireframeOptions = WireframeOptions(), title: String? = nil
    ) -> String {
        let title = title ?? document.name ?? "layout"
        let scenes = self.scenes(document, results: results, states: states, title: title)
        if scenes.count == 1, let only = scenes.first { return WireframeRenderer.render(only, options: options) }
        return WireframeRenderer.renderContactSheet(scenes, title: title, options: options)
    }

    /// Several view trees at once (an Interface Builder file): one contact sheet of every tree's
    /// panels in tree order, each titled by its scene (one SVG panel when there is one in all).
    public static func render(
        trees: [(scene: String, document: LayoutDocument, results: [TargetResult], states: [StateSpec])],
        options: WireframeOptions = WireframeOptions(), title: String
    ) -> String {
        let scenes = trees.flatMap { self.scenes($0.document, results: $0.results, states: $0.states, title: $0.scene) }
        if scenes.count == 1, let only = scenes.first { return WireframeRenderer.render(only, options: options) }
        return WireframeRenderer.renderContactSheet(scenes, title: title, options: options)
    }

    /// The panels of one document: per result, its base then its states.
    static func scenes(
        _ document: LayoutDocument, results: [TargetResult], states: [StateSpec], title: String
    ) -> [WireframeScene] {
        // The document each state solved, for the views of its broken constraints: made once.
        let stateDocuments = states.map { state in
            var changed = document
            changed.constraints = StateSolver.activating(document.constraints, Set(state.activate))
            return changed
        }
        var scenes: [WireframeScene] = []
        for result in results {
            scenes.append(scene(document, result: result, title: title))
            for (index, state) in result.states.enumerated() {
                let stateDocument = index < stateDocuments.count ? stateDocuments[index] : document
                scenes.append(
                    scene(
                        stateDocument, target: state.target ?? result.target, frames: state.frames,
                        contentSizes: state.contentSizes, diagnostics: state.diagnostics, title: title,
                        state: state.name))
            }
        }
        return scenes
    }

    /// The scene of one solved target. O(views + diagnostics × constraints).
    public static func scene(_ document: LayoutDocument, result: TargetResult, title: String) -> WireframeScene {
        scene(
            document, target: result.target, frames: result.frames, contentSizes: result.contentSizes,
            diagnostics: result.diagnostics, title: title, state: nil)
    }

    /// The scene of a target, or of a state (`state` names it) on it.
    static func scene(
        _ document: LayoutDocument, target: ResolvedTarget, frames: [(id: String, frame: Rect)],
        contentSizes: [(id: String, size: Size)], diagnostics: [Diagnostic], title: String,
        state: String?
    ) -> WireframeScene {
        let indices = frames.map { document.viewIndex[$0.id] ?? 0 }
        var position: [Int: Int] = [:]
        for (offset, index) in indices.enumerated() { position[index] = offset }
        let parents = indices.map { index in document.views[index].parent.flatMap { position[$0] } }
        let geometry = WireframeView.windowGeometry(frames: frames.map(\.frame), parents: parents)
        let ambiguous = Set(
            diagnostics.compactMap { diagnostic -> String? in
                guard
                    diagnostic.code == DiagnosticCode.ambiguousLayout
                        || diagnostic.code == DiagnosticCode.scrollContentAmbiguous,
                    case .string(let view)? = diagnostic["view"]
                else { return nil }
                return view
            })
        let broken = brokenViews(document, target: target, diagnostics: diagnostics)
        var contentSize: [String: Size] = [:]
        for (id, size) in contentSizes { contentSize[id] = size }
        let views = zip(indices, geometry).map { index, placed in
            let view = document.views[index]
            var flags: WireframeView.Flags = []
            if view.hidden { flags.insert(.hidden) }
            if ambiguous.contains(view.id) { flags.insert(.ambiguous) }
            if broken.contains(index) { flags.insert(.brokenConstraint) }
            let label = [.label, .button, .textField].contains(view.kind) ? view.text : nil
            return WireframeView(
                id: view.id, kind: view.kind.rawValue, frame: placed.frame, depth: placed.depth,
                label: label, font: TextSizing.font(of: view),
                numberOfLines: view.kind == .label ? view.numberOfLines : 1,
                centersText: view.kind == .button, flags: flags, contentSize: contentSize[view.id])
        }
        return WireframeScene(title: title, target: target, views: views, state: state)
    }

    /// Document indices of the views named by the constraints the solver broke. The system is
    /// rebuilt (no solve) only when some constraint was broken.
    static func brokenViews(_ document: LayoutDocument, target: ResolvedTarget, diagnostics: [Diagnostic]) -> Set<Int> {
        let ids = Set(
            diagnostics.compactMap { diagnostic -> String? in
                guard diagnostic.code == DiagnosticCode.unsatisfiableConstraints,
                    case .string(let id)? = diagnostic["broken"]
                else { return nil }
                return id
            })
        guard !ids.isEmpty else { return [] }
        let system = LayoutEngine.buildSystem(document, geometry: TargetGeometry(target), wrapWidths: [:])
        return Set(system.constraints.filter { ids.contains($0.id) }.flatMap(\.views))
    }
}
