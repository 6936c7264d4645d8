import Devices
import Engine
import InterfaceBuilder
import JSON
import Requests
import States

// `layout import` and `layout solve` of an Interface Builder file (docs/interface-builder.md):
// the importer makes one document per view tree, and `InterfaceBuilderRequest` answers them on
// the service's request path.

extension LayoutCommand {
    /// `layout import FILE`: `{"trees": [{scene, document, warnings}]}`, file order.
    func runImport(input: [UInt8], catalog: DeviceCatalog) -> Outcome {
        guard InterfaceBuilderImporter.looksLikeXML(input) else {
            return Outcome(
                status: 2, stdout: [],
                stderr:
                    "layout: \(file ?? "-"): import reads an Interface Builder file (.storyboard or .xib), not JSON\n")
        }
        switch InterfaceBuilderImporter.importTrees(input, catalog: catalog) {
        case .failure(let error): return failure(error)
        case .success(let trees):
            let json = JSONValue.object([("trees", .array(trees.map(\.jsonValue)))])
            return Outcome(status: 0, stdout: JSONWriter.write(json, style: style) + [0x0A], stderr: "")
        }
    }

    /// `layout solve|validate|render FILE.storyboard|FILE.xib`: every tree on its design canvas
    /// (`validate`: on every catalog device both ways, Interface Builder's issue navigator), or on
    /// the targets the flags name; one result per tree and target, each with its `scene`, answered
    /// as `POST /v1/<kind>` answers the file (`RequestKind.body(_:trees:title:style:)`).
    func runInterfaceBuilder(input: [UInt8], catalog: DeviceCatalog, options: EngineOptions) -> Outcome {
        guard action != .system else {
            return Outcome(
                status: 2, stdout: [],
                stderr:
                    "layout: \(file ?? "-"): system reads JSON documents; 'layout import' turns an Interface Builder file into them\n"
            )
        }
        let trees: [ImportedTree]
        switch InterfaceBuilderImporter.importTrees(input, catalog: catalog) {
        case .failure(let error): return failure(error)
        case .success(let imported): trees = imported
        }
        let targets: InterfaceBuilderRequest.Targets
        switch flagTargets(catalog: catalog) {
        case .failure(let problem)?: return problem.outcome
        case .success(let given)?: targets = .given(given)
        case nil: targets = .of(kind, catalog: catalog)
        }
        var requests: [SceneRequest]
        switch InterfaceBuilderRequest.requests(trees, targets: targets, limits: limits, catalog: catalog) {
        case .success(let built): requests = built
        case .failure(let problems): return Outcome(status: 2, stdout: [], stderr: describe(problems.problems))
        }
        for index in requests.indices { requests[index].request.wireframe.wholeContent = wholeContent }
        return outcome(pipeline(options: options, catalog: catalog).answer(requests, title: "Interface Builder file"))
    }

    private func failure(_ error: InterfaceBuilderError) -> Outcome {
        Outcome(status: 2, stdout: [], stderr: "layout: \(file ?? "-"): \(error.description)\n")
    }
}
