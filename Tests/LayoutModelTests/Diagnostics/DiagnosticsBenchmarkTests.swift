import Glibc
import Testing
@testable import Cassowary
@testable import LayoutModel

/// Prints what diagnostics cost over the solve; asserts nothing about time. Off unless
/// `LAYOUT_DIAGNOSTICS_BENCH` is set (it runs seconds of CPU).
@Suite struct DiagnosticsBenchmarkTests {
    @Test(.enabled(if: getenv("LAYOUT_DIAGNOSTICS_BENCH") != nil))
    func printsTheCostOfDiagnosticsOverTheSolve() {
        let measurements = DiagnosticsBenchmark.run()
        print(DiagnosticsBenchmark.report(measurements))
        #expect(measurements.count == 12)
    }

    @Test func theBenchmarkWorkloadsFindWhatTheySay() {
        let measurements = DiagnosticsBenchmark.run(sizes: [100], repetitions: 1)
        #expect(measurements.map(\.workload) == ["determined", "ambiguous", "conflicting"])
        #expect(measurements.allSatisfy { $0.constraints >= 100 && $0.solveMicroseconds > 0 })
        #expect(measurements.map { $0.upperBound != nil } == [false, false, true])
        for (workload, codes) in [("ambiguous", ["ambiguous_layout"]), ("conflicting", ["unsatisfiable_constraints"]), ("determined", [])] {
            guard let system = DiagnosticsBenchmark.system(100, workload, conflictPriority: ""),
                  let target = DiagnosticsBenchmark.screen() else { Issue.record("no system"); continue }
            let pass = SolvedSystem.solve(system, options: .standard)
            let found = Set(DiagnosticsPass.run(pass, target: target, frames: []).map(\.code))
            #expect(found == Set(codes), "\(workload)")
        }
    }

    /// The conflicting workload's baseline (explanations and logs off) must break the same
    /// constraints and solve to the same values, or the difference would not be what explaining
    /// costs.
    @Test(arguments: [100, 500])
    func theBaselineWithoutExplanationsTakesTheSamePath(size: Int) throws {
        let system = try #require(DiagnosticsBenchmark.system(size, "conflicting", conflictPriority: ""))
        let explained = SolverRun(system: system, options: .standard)
        explained.addAll()
        let unexplained = SolverRun(system: system, options: EngineOptions(includesLog: false))
        unexplained.explainsConflicts = false
        unexplained.addAll()
        #expect(explained.broken.count == size / 100)
        #expect(unexplained.broken == explained.broken)
        #expect(unexplained.values() == explained.values())
        #expect(explained.conflicts.allSatisfy { $0.count == 2 })
        #expect(unexplained.conflicts.allSatisfy { $0.count == 1 })
    }
}
