import InterfaceBuilder
import LayoutModel

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

    /// `layout solve FILE.storyboard|FILE.xib`: every tree on its design canvas, or on the
    /// targets the flags name; one result per tree and target, each with its `scene`.
    func runInterfaceBuilder(input: [UInt8], catalog: DeviceCatalog, options: EngineOptions) -> Outcome {
        guard action == .solve else {
            return Outcome(
                status: 2, stdout: [],
                stderr:
                    "layout: \(file ?? "-"): \(action.rawValue) reads JSON documents; an Interface Builder file goes to 'layout solve' or 'layout import'\n"
            )
        }
        let trees: [ImportedTree]
        switch InterfaceBuilderImporter.importTrees(input, catalog: catalog) {
        case .failure(let error): return failure(error)
        case .success(let imported): trees = imported
        }
        var targets = InterfaceBuilderRequest.Targets.designCanvas
        var limits = limits
        if device != nil || allDevices {
            let devices: [String] = allDevices ? catalog.devices.map(\.id) : [device ?? ""]
            targets = .members([
                ("devices", .array(devices.map(JSONValue.string))),
                ("orientations", .array(orientations.map { .string($0.rawValue) }))
            ])
            limits.maxTargets = max(limits.maxTargets, devices.count * 2)
        }
        let requests: [InterfaceBuilderRequest.SceneRequest]
        switch InterfaceBuilderRequest.requests(trees, targets: targets, limits: limits, catalog: catalog) {
        case .success(let built): requests = built
        case .failure(let problems): return Outcome(status: 2, stdout: [], stderr: describe(problems.problems))
        }
        switch InterfaceBuilderRequest.solve(requests, options: options, catalog: catalog) {
        case .failure(let failure):
            return Outcome(status: 2, stdout: [], stderr: describe(failure.problems))
        case .success(let response):
            return Outcome(
                status: StrictMode.fails(response.results) ? 1 : 0,
                stdout: response.serialized(style: style) + [0x0A],
                stderr: timing ? Self.timingReport(response.results) : "")
        }
    }

    private func failure(_ error: InterfaceBuilderError) -> Outcome {
        Outcome(status: 2, stdout: [], stderr: "layout: \(file ?? "-"): \(error.description)\n")
    }
}
