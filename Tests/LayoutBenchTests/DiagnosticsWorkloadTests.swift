import Engine
import Testing

@testable import layout_bench

/// The diagnostics benchmark's workloads and baseline, checked for what they claim; the timing
/// itself is `layout-bench diagnostics`, never a test.
@Suite struct DiagnosticsWorkloadTests {
    @Test func theBenchmarkWorkloadsFindWhatTheySay() {
        let measurements = DiagnosticsWorkload.run(sizes: [100], repetitions: 1)
        #expect(measurements.map(\.workload) == ["determined", "ambiguous", "conflicting"])
        #expect(measurements.allSatisfy { $0.constraints >= 100 && $0.solveMicroseconds > 0 })
        #expect(measurements.map { $0.upperBound != nil } == [false, false, true])
        for (workload, codes) in [
            ("ambiguous", ["ambiguous_layout"]), ("conflicting", ["unsatisfiable_constraints"]), ("determined", [])
        ] {
            guard let system = DiagnosticsWorkload.system(100, workload, conflictPriority: ""),
                let target = DiagnosticsWorkload.screen()
            else {
                Issue.record("no system")
                continue
            }
            let pass = SolvedSystem.solve(system, options: .standard)
            let found = Set(DiagnosticsPass.run(pass, target: target, frames: []).map(\.code))
            #expect(found == Set(codes), "\(workload)")
        }
    }

    /// The conflicting workload's baseline (explanations and logs off) meets the same conflicts:
    /// it breaks the width being added, where the rule breaks the view's first width (the first
    /// member added that fixes a size), so each conflict is those two widths.
    @Test(arguments: [100, 500])
    func theBaselineWithoutExplanationsMeetsTheSameConflicts(size: Int) throws {
        let system = try #require(DiagnosticsWorkload.system(size, "conflicting", conflictPriority: ""))
        let explained = SolveSteps(system)
        _ = explained.solve()
        let unexplained = SolveSteps(system, explainsConflicts: false)
        _ = unexplained.solve()
        #expect(explained.broken.count == size / 100)
        #expect(unexplained.broken.count == explained.broken.count)
        #expect(explained.conflicts == zip(explained.broken, unexplained.broken).map { [$0, $1] })
        #expect(unexplained.conflicts == unexplained.broken.map { [$0] })
    }

    @Test func theReportHasAHeaderAndOneAlignedLinePerMeasurement() {
        let measurements = [
            DiagnosticsWorkload.Measurement(
                workload: "determined", constraints: 100, solveMicroseconds: 200,
                diagnosticsMicroseconds: 20),
            DiagnosticsWorkload.Measurement(
                workload: "conflicting", constraints: 104, solveMicroseconds: 400,
                diagnosticsMicroseconds: 40, upperBound: (50, 500))
        ]
        let lines = DiagnosticsWorkload.report(measurements).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[1] == "determined           100        200               20    10 %")
        #expect(lines[2] == "conflicting          104        400               40    10 %   50 µs / 500 µs = 10 %")
    }

    @Test(arguments: [
        ["diagnostics", "--sizes"], ["diagnostics", "--sizes", "10,x"], ["diagnostics", "--reps", "0"],
        ["diagnostics", "--what", "1"]
    ])
    func badDiagnosticsFlagsAreRefused(arguments: [String]) {
        #expect(throws: UsageError.self) { try DiagnosticsOptions(arguments: arguments) }
    }
}
