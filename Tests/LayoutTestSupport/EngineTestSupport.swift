import Devices
import Document
import Engine
import JSON
import Requests

/// Solving a document written inline, for engine tests.
public enum EngineFixture {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    public static func document(_ json: String) throws -> LayoutDocument {
        switch LayoutDocument.decode(try JSONParser.parse(json)) {
        case .success(let document): return document
        case .failure(let problems): throw Failure(description: "\(problems.problems)")
        }
    }

    public static func target(_ spec: TargetSpec, _ document: LayoutDocument) throws -> ResolvedTarget {
        switch ResolvedTarget.resolve(
            spec, controller: document.controller,
            defaultLayoutDirection: document.defaults.layoutDirection ?? .leftToRight)
        {
        case .success(let target): return target
        case .failure(let problems): throw Failure(description: "\(problems.problems)")
        }
    }

    public static func solve(
        _ json: String, device: String = "iphone-6", orientation: Orientation = .portrait,
        keyboard: Bool = false, layoutDirection: LayoutDirection? = nil
    ) throws -> TargetResult {
        let document = try document(json)
        let spec = TargetSpec.device(
            DeviceTargetSpec(
                device: device, orientation: orientation, keyboard: keyboard,
                layoutDirection: layoutDirection))
        return LayoutEngine.solve(document, target: try target(spec, document))
    }

    public static func solve(_ json: String, custom: CustomTargetSpec) throws -> TargetResult {
        let document = try document(json)
        return LayoutEngine.solve(document, target: try target(.custom(custom), document))
    }

    /// A document with views `a` and `b` under `root` and the given constraints (JSON array body).
    public static func twoViews(_ constraints: String, defaults: String = #"{"rounding": "none"}"#) -> String {
        #"{"defaults": \#(defaults), "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]}, "constraints": [\#(constraints)]}"#
    }
}

extension LayoutEngine {
    /// One pass of steps 2–5 from scratch, with the given wrap widths: what the engine's passes
    /// are compared with.
    public static func solvePass(
        _ document: LayoutDocument, geometry: TargetGeometry, wrapWidths: [Int: Double],
        options: EngineOptions
    ) -> SolvedSystem {
        SolvedSystem.solve(buildSystem(document, geometry: geometry, wrapWidths: wrapWidths), options: options)
    }
}
