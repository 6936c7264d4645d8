import Devices
import Document
import Engine
import JSON
import Requests

/// The one step from imported trees to requests, for every front door (`layout solve`, and the
/// service's routes): each tree becomes a request body `{document, <targets>}` decoded by
/// `LayoutRequest.decode`, exactly as a JSON body is, and the scenes go through
/// `RequestPipeline` together: the answers joined in file order, each result carrying its
/// tree's `scene` and listing the tree's import warnings before its own diagnostics.
public enum InterfaceBuilderRequest {
    /// Where every tree is laid out.
    public enum Targets: Sendable {
        /// Each tree on its own design canvas (its document's `designTarget`).
        case designCanvas
        /// The request members that name targets, as in a JSON body: `target`, `targets`, or
        /// `devices` with `orientations`.
        case members([(key: String, value: JSONValue)])
        /// These targets, for every tree: the command line's flags, or the targets a JSON body
        /// naming none gets (`RequestKind.defaultTargets`: every catalog target for `validate`).
        case given([TargetSpec])

        /// `named` if given, else the kind's default targets, else each tree's design canvas.
        public static func of(
            _ kind: RequestKind, named: [(key: String, value: JSONValue)]? = nil, catalog: DeviceCatalog = .standard
        ) -> Targets {
            if let named { return .members(named) }
            return kind.defaultTargets(catalog: catalog).map(Targets.given) ?? .designCanvas
        }
    }

    /// Each tree's request, in file order. A problem names the scene: `<scene>: /document/...`.
    public static func requests(
        _ trees: [ImportedTree], targets: Targets, limits: LayoutLimits = .standard,
        catalog: DeviceCatalog = .standard
    ) -> Result<[SceneRequest], DocumentProblems> {
        var requests: [SceneRequest] = []
        var problems: [DocumentProblem] = []
        for tree in trees {
            var body: [(key: String, value: JSONValue)] = [("document", tree.document)]
            var given: [TargetSpec]? = nil
            var warnings = tree.warnings
            switch targets {
            case .designCanvas:
                // Xcode's canvas: its placeholder constraints, and the views it marks ambiguous.
                body = [("document", tree.canvasDocument ?? tree.document), ("target", tree.designTarget)]
                warnings += tree.canvasDiagnostics
            case .members(let members): body += members
            case .given(let specs): given = specs
            }
            switch LayoutRequest.decode(.object(body), limits: limits, catalog: catalog, targets: given) {
            case .success(let request):
                requests.append(SceneRequest(scene: tree.scene, request: request, warnings: warnings))
            case .failure(let found):
                problems += found.problems.map { problem in
                    var named = problem
                    named.message = "scene \(tree.scene): \(problem.message)"
                    return named
                }
            }
        }
        return problems.isEmpty ? .success(requests) : .failure(DocumentProblems(problems))
    }
}
