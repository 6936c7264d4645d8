/// What one solve cost: solver variables and constraints, and wall time of steps 4–6 (translate
/// and solve). `solveMicroseconds` is the one non-deterministic number in a response; it is 0
/// unless `EngineOptions.measuresTime` is on.
package struct SolveStats: Sendable, Hashable {
    package var variables: Int
    package var constraints: Int
    package var solveMicroseconds: Int

    package init(variables: Int = 0, constraints: Int = 0, solveMicroseconds: Int = 0) {
        self.variables = variables
        self.constraints = constraints
        self.solveMicroseconds = solveMicroseconds
    }

    package var jsonValue: JSONValue {
        .object([("variables", .number(Double(variables))), ("constraints", .number(Double(constraints))),
                 ("solveMicroseconds", .number(Double(solveMicroseconds)))])
    }
}
