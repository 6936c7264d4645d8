import Devices
import Engine
import JSON
import Primitives

/// One target's first-pass system (steps 2–4 of `LayoutEngine`, before any label wraps) as
/// JSON, so that another solver can be given exactly the constraints this engine solves
/// (`layout system`; benchmarks/shapes.py times kiwisolver on it):
///
///     {"variables": ["root.minX", …],
///      "constraints": [{"id": "…", "terms": [[variable, coefficient], …], "constant": c,
///                       "relation": "==" | "<=" | ">=", "priority": 1…1000}, …],
///      "values": [one per variable],
///      "solve": {"presolve": true, "simplexConstraints": n, "pivots": n,
///                "microseconds": n, "cpuMicroseconds": n}}
///
/// A constraint reads `Σ coefficient × variable + constant REL 0`, in system order (the engine
/// adds the required ones first, then the optional ones, each in this order); constraints with
/// no terms are listed too (the engine checks them without the solver). `values` and `solve`
/// come from this engine solving the same system with the same options; `solve` counts what
/// reached the simplex after the presolve and its pivots, and with `measuresTime` the wall and
/// thread CPU microseconds of the solve (add, optimise, read values — not the ambiguity read
/// that a final pass adds), which makes the output vary between runs.
/// - Complexity: one solve of the first pass plus O(variables + terms) to write it.
public enum SystemExport {
    /// The export of the request's first target.
    public static func json(
        _ request: LayoutRequest, options: EngineOptions = .standard,
        catalog: DeviceCatalog = .standard
    ) -> Result<JSONValue, DocumentProblems> {
        request.resolvedTargets(catalog: catalog).map { targets in
            guard let target = targets.first else { return .object([]) }
            let geometry = TargetGeometry(target, designedFor: request.document, catalog: catalog)
            let system = LayoutEngine.buildSystem(request.document, geometry: geometry, wrapWidths: [:])
            let cpuStart = CPUClock.threadMicroseconds()
            let (solved, run) = SolvedSystem.solveRun(system, options: options) { _ in false }
            let cpu = CPUClock.threadMicroseconds() - cpuStart
            return json(system, solved: solved, run: run, cpuMicroseconds: options.measuresTime ? cpu : nil)
        }
    }

    static func json(_ system: LayoutSystem, solved: SolvedSystem, run: SolverRun, cpuMicroseconds: Double?)
        -> JSONValue
    {
        let constraints = system.constraints.map { constraint -> JSONValue in
            let terms = constraint.expression.terms.map {
                JSONValue.array([.number(Double($0.variable)), .number($0.coefficient)])
            }
            return .object([
                ("id", .string(constraint.id)), ("terms", .array(terms)),
                ("constant", .number(constraint.expression.constant)),
                ("relation", .string(constraint.relation.symbol)), ("priority", .number(constraint.priority.rawValue))
            ])
        }
        var solve: [(key: String, value: JSONValue)] = [
            ("presolve", .bool(run.isReduced)),
            ("simplexConstraints", .number(Double(run.solver.constraintCount))),
            ("pivots", .number(Double(run.solver.counters.pivots)))
        ]
        if let cpuMicroseconds {
            solve += [
                ("microseconds", .number(Double(solved.stats.solveMicroseconds))),
                ("cpuMicroseconds", .number(cpuMicroseconds.rounded()))
            ]
        }
        return .object([
            ("variables", .array(system.variableNames.map(JSONValue.string))),
            ("constraints", .array(constraints)),
            ("values", .array(solved.values.map(JSONValue.number))),
            ("solve", .object(solve))
        ])
    }
}
