import Devices
import Document
import Engine
import JSON
import Requests

/// The one step from imported trees to answers, for every front door (`layout solve`, and the
/// service's routes): each tree becomes a request body `{document, <targets>}` decoded by
/// `LayoutRequest.decode` and solved by `RequestSolver.solve`, exactly as a JSON body is; the
/// answers are joined in file order, each result carrying its tree's `scene` and listing the
/// tree's import warnings before its own diagnostics.
package enum InterfaceBuilderRequest {
    /// Where every tree is laid out.
    package enum Targets: Sendable {
        /// Each tree on its own design canvas (its document's `designTarget`).
        case designCanvas
        /// The request members that name targets, as in a JSON body: `target`, `targets`, or
        /// `devices` with `orientations`.
        case members([(key: String, value: JSONValue)])
        /// The targets a JSON body naming none gets (`RequestKind.defaultTargets`: every catalog
        /// target for `validate`).
        case defaults([TargetSpec])

        /// `named` if given, else the kind's default targets, else each tree's design canvas.
        package static func of(
            _ kind: RequestKind, named: [(key: String, value: JSONValue)]?, catalog: DeviceCatalog = .standard
        ) -> Targets {
            if let named { return .members(named) }
            return kind.defaultTargets(catalog: catalog).map(Targets.defaults) ?? .designCanvas
        }
    }

    /// One tree's request.
    package struct SceneRequest: Sendable {
        package var scene: String
        package var request: LayoutRequest
        package var warnings: [Diagnostic]
    }

    /// Each tree's request, in file order. A problem names the scene: `<scene>: /document/...`.
    package static func requests(
        _ trees: [ImportedTree], targets: Targets, limits: LayoutLimits = .standard,
        catalog: DeviceCatalog = .standard
    ) -> Result<[SceneRequest], DocumentProblems> {
        var requests: [SceneRequest] = []
        var problems: [DocumentProblem] = []
        for tree in trees {
            var body: [(key: String, value: JSONValue)] = [("document", tree.document)]
            var defaults: [TargetSpec]? = nil
            var warnings = tree.warnings
            switch targets {
            case .designCanvas:
                // Xcode's canvas: its placeholder constraints, and the views it marks ambiguous.
                body = [("document", tree.canvasDocument ?? tree.document), ("target", tree.designTarget)]
                warnings += tree.canvasDiagnostics
            case .members(let members): body += members
            case .defaults(let specs): defaults = specs
            }
            switch LayoutRequest.decode(.object(body), limits: limits, catalog: catalog, defaultTargets: defaults) {
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

    /// Every scene's request solved through `RequestSolver.solve` (with the caller's fan-out),
    /// joined into one response in file order, each result with its `scene` and its import warnings
    /// first. O(Σ targets solved).
    package static func solve(
        _ requests: [SceneRequest], options: EngineOptions = .standard, catalog: DeviceCatalog = .standard,
        fanOut: RequestSolver.FanOut = RequestSolver.serial
    ) -> Result<LayoutResponse, RequestSolver.Failure> {
        var results: [TargetResult] = []
        for scene in requests {
            switch RequestSolver.solve(scene.request, options: options, catalog: catalog, fanOut: fanOut) {
            case .success(let response):
                for var result in response.results {
                    result.scene = scene.scene
                    result.diagnostics = scene.warnings + result.diagnostics
                    results.append(result)
                }
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(LayoutResponse(results: results))
    }
}
