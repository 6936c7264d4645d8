import Engine
import JSON
import Requests
import States

/// Requests with states, solved through the engine as the service and the CLI solve them.
public enum StateFixture {
    public static func request(_ json: String) throws -> LayoutRequest {
        switch LayoutRequest.decode(try JSONParser.parse(json)) {
        case .success(let request): return request
        case .failure(let problems): throw EngineFixture.Failure(description: "\(problems.problems)")
        }
    }

    /// The request for an example file with one target and the given states (a JSON array).
    public static func exampleRequest(_ file: String, target: String = #"{"device": "iphone-6"}"#, states: String)
        throws
        -> LayoutRequest
    {
        let document = String(decoding: try ExampleFiles.read(file), as: UTF8.self)
        return try request(#"{"document": \#(document), "target": \#(target), "states": \#(states)}"#)
    }

    /// The base result and the typed state results of the request's first target.
    public static func solve(_ request: LayoutRequest) throws -> (base: TargetResult, states: [StateResult]) {
        guard case .success(let targets) = request.resolvedTargets(), let target = targets.first,
            let spec = request.targets.first
        else { throw EngineFixture.Failure(description: "unresolvable target") }
        let base = LayoutEngine.solve(request.document, target: target)
        return (base, StateSolver.solve(request.states, document: request.document, baseSpec: spec, base: base))
    }

    /// An independent easeInOut: the cubic Bézier (0.42, 0, 0.58, 1) solved for x by 200 bisections.
    public static func easeInOut(_ u: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * p1 * (1 - t) * (1 - t) * t + 3 * p2 * (1 - t) * t * t + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(0.42, 0.58, mid) < u { low = mid } else { high = mid }
        }
        return bezier(0, 1, (low + high) / 2)
    }
}
