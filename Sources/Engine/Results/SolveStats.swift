import JSON

/// What one solve cost: solver variables and constraints, how many constraints were broken, and
/// wall time of steps 4–6 (translate and solve). The answer carries `{variables, constraints}`,
/// and `broken` when a conflict broke any: the same request gives the same bytes, and a wall
/// time cannot. `solveMicroseconds` is 0 unless
/// `EngineOptions.measuresTime` is on; `layout solve --timing` prints it on standard error, and
/// the service's per-target time is the `layoutd_solve_duration_seconds` histogram.
public struct SolveStats: Sendable, Hashable, JSONEmittable {
    public var variables: Int
    public var constraints: Int
    /// Required constraints broken to resolve conflicts: one per `unsatisfiable_constraints`.
    public var broken: Int
    public var solveMicroseconds: Int

    public init(variables: Int = 0, constraints: Int = 0, broken: Int = 0, solveMicroseconds: Int = 0) {
        self.variables = variables
        self.constraints = constraints
        self.broken = broken
        self.solveMicroseconds = solveMicroseconds
    }

    @inlinable public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.member("variables", Double(variables))
        json.member("constraints", Double(constraints))
        if broken > 0 { json.member("broken", Double(broken)) }
        json.endObject()
    }
}
