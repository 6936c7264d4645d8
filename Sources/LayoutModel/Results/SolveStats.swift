/// What one solve cost: solver variables and constraints, and wall time of steps 4–6 (translate
/// and solve). `solveMicroseconds` is the one non-deterministic number in a response; it is 0
/// unless `EngineOptions.measuresTime` is on.
package struct SolveStats: Sendable, Hashable, JSONEmittable {
    package var variables: Int
    package var constraints: Int
    package var solveMicroseconds: Int

    package init(variables: Int = 0, constraints: Int = 0, solveMicroseconds: Int = 0) {
        self.variables = variables
        self.constraints = constraints
        self.solveMicroseconds = solveMicroseconds
    }

    package func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.member("variables", Double(variables))
        json.member("constraints", Double(constraints))
        json.member("solveMicroseconds", Double(solveMicroseconds))
        json.endObject()
    }
}
