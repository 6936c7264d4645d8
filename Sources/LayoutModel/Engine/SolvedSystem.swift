/// Steps 4–5: a `LayoutSystem` handed to the Cassowary solver, and the values it found.
package struct SolvedSystem: Sendable {
    package var system: LayoutSystem
    /// One value per engine variable.
    package var values: [Double]
    /// Conflicts found while solving (`unsatisfiable_constraints`), cancellation.
    package var diagnostics: [Diagnostic]
    package var stats: SolveStats
    package var cancelled: Bool

    /// The value of a form under the solution.
    package func value(_ form: LinearForm) -> Double {
        form.evaluate { $0 < values.count ? values[$0] : 0 }
    }

    package static func solve(_ system: LayoutSystem, options: EngineOptions) -> SolvedSystem {
        SolvedSystem(system: system, values: Array(repeating: 0, count: system.variableCount), diagnostics: [],
                     stats: SolveStats(variables: system.variableCount, constraints: system.constraints.count), cancelled: false)
    }
}
