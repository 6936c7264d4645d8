import Devices
import Engine
import InterfaceBuilder
import JSON
import Primitives
import Requests

/// `POST /v1/layout|validate|render` with an Interface Builder file as the body
/// (docs/interface-builder.md): the importer makes one document per view tree and
/// `InterfaceBuilderRequest` solves them on the request path a JSON body takes, the answer's bytes
/// from `RequestKind.body(_:trees:title:style:)` — what `layout` prints for the same file.
extension LayoutService {
    /// How a body is read.
    enum BodyFormat: Equatable {
        case json
        case interfaceBuilder
    }

    /// The media types of an Interface Builder body; the file's `<document type=…>` then decides
    /// whether it is one (a macOS xib or other XML is a 422).
    static let interfaceBuilderMediaTypes = ["application/xml", "text/xml", "application/x-xib"]

    /// The body's format from its `Content-Type`, or nil (415). Without one, or with curl's
    /// default form type, a body that starts with `<` is an Interface Builder file.
    static func bodyFormat(_ contentType: String?, body: [UInt8]) -> BodyFormat? {
        let mediaType = contentType.map(mediaType(of:)) ?? ""
        if interfaceBuilderMediaTypes.contains(mediaType) { return .interfaceBuilder }
        guard contentType == nil || isJSON(mediaType: mediaType) else { return nil }
        let sniffed = mediaType.isEmpty || mediaType == "application/x-www-form-urlencoded"
        return sniffed && InterfaceBuilderImporter.looksLikeXML(body) ? .interfaceBuilder : .json
    }

    /// Runs on a worker within `budget`, as `answer(_:request:route:strict:budget:context:)`:
    /// every tree (or the query's `scene`) on the query's target, else on its design canvas
    /// (`validate`: on every catalog device in both orientations, Interface Builder's issue
    /// navigator for every device). O(import + Σ solve(target) / workers).
    func answerInterfaceBuilder(
        _ bytes: [UInt8], request: ServiceRequest, route: Route, strict: Bool, budget: WorkBudget,
        context: WorkContext
    ) -> ServiceResponse {
        let kind = route.requestKind
        var trees: [ImportedTree]
        switch InterfaceBuilderImporter.importTrees(bytes) {
        case .failure(let error): return Problem.unreadableInterfaceBuilder(error).response
        case .success(let imported): trees = imported
        }
        if let scene = request.queryValue("scene") {
            let named = trees.filter { $0.scene == scene }
            guard !named.isEmpty else {
                let known = trees.prefix(20).map(\.scene).joined(separator: ", ")
                return Problem.invalidQuery([
                    DocumentProblem(
                        pointer: "",
                        message: "query parameter 'scene': the file has no view tree '\(scene)'; its scenes: \(known)")
                ]).response
            }
            trees = named
        }
        let catalog = DeviceCatalog.standard
        let targets = InterfaceBuilderRequest.Targets.of(
            kind, named: LayoutRequest.queryTargetMembers(request.queryDictionary, catalog: catalog), catalog: catalog)
        var requests: [SceneRequest]
        switch InterfaceBuilderRequest.requests(trees, targets: targets, limits: configuration.limits, catalog: catalog)
        {
        case .success(let built): requests = built
        case .failure(let problems): return Problem.invalidDocument(problems.problems).response
        }
        if let refusal = overrun(requests.map(\.request)) { return refusal }
        for index in requests.indices {
            requests[index].request.wireframe.wholeContent = request.queryValue("wholeContent") == "true"
        }
        let pipeline = pipeline(kind, strict: strict, budget: budget, context: context)
        return respond(pipeline.answer(requests, title: "Interface Builder file"), kind: kind)
    }
}
