import Glibc

/// What diagnostics cost on top of the solve (issue 5: at most 20 % for documents of up to
/// 1 000 constraints). Prints numbers; it is never a timed test. Run it with
/// `LAYOUT_DIAGNOSTICS_BENCH=1 swift test --filter DiagnosticsBenchmarkTests` (docs/diagnostics.md).
///
/// Workloads: a row of n/4 views chained left to right (left, width, top, height each), so n
/// required constraints;
/// - `determined`: nothing to report;
/// - `ambiguous`: every 10th view without its top (n/40 ambiguous views);
/// - `conflicting`: every 25th view with a second, contradicting width (n/100 conflicts).
/// Solve = adding every constraint and reading values (steps 4–5); diagnostics = reading the
/// free directions plus `DiagnosticsPass` (step 8), plus, for `conflicting`, what explaining the
/// conflicts adds to the solve: its solve time minus that of the same system with the
/// contradicting widths at priority 999 (no conflict, same size).
package enum DiagnosticsBenchmark {
    package struct Measurement: Sendable {
        package var workload: String
        package var constraints: Int
        package var solveMicroseconds: Double
        package var diagnosticsMicroseconds: Double
        package var ratio: Double { solveMicroseconds > 0 ? diagnosticsMicroseconds / solveMicroseconds : 0 }
    }

    /// Medians over `repetitions` runs per size and workload.
    /// - Complexity: one solve of each workload per repetition.
    package static func run(sizes: [Int] = [100, 250, 500, 1000], repetitions: Int = 9) -> [Measurement] {
        var result: [Measurement] = []
        for size in sizes {
            for workload in ["determined", "ambiguous", "conflicting"] {
                guard let system = system(size, workload, conflictPriority: "") else { continue }
                let baseline = workload == "conflicting" ? self.system(size, workload, conflictPriority: " @999") : nil
                var solves: [Double] = [], diagnoses: [Double] = []
                _ = time(system)  // warm up
                for _ in 0..<max(1, repetitions) {
                    let (solve, diagnose) = time(system)
                    var extra = 0.0
                    if let baseline {
                        let (baseSolve, _) = time(baseline)
                        extra = max(0, solve - baseSolve)
                        solves.append(baseSolve)
                    } else {
                        solves.append(solve)
                    }
                    diagnoses.append(diagnose + extra)
                }
                result.append(Measurement(workload: workload, constraints: system.constraints.count,
                                          solveMicroseconds: median(solves), diagnosticsMicroseconds: median(diagnoses)))
            }
        }
        return result
    }

    /// One line per measurement: workload, constraints, solve µs, diagnostics µs, ratio.
    package static func report(_ measurements: [Measurement]) -> String {
        var lines = ["workload     constraints   solve µs   diagnostics µs   ratio"]
        for m in measurements {
            func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
            lines.append(m.workload.padding(toLength: 12, withPad: " ", startingAt: 0)
                + pad("\(m.constraints)", 12) + pad(String(Int(m.solveMicroseconds.rounded())), 11)
                + pad(String(Int(m.diagnosticsMicroseconds.rounded())), 17)
                + pad("\(Int((m.ratio * 100).rounded())) %", 8))
        }
        return lines.joined(separator: "\n")
    }

    /// (solve µs, diagnostics µs) of one run, in the thread's CPU time, so that other processes
    /// on a shared machine do not blur the figures.
    static func time(_ system: LayoutSystem) -> (Double, Double) {
        let start = cpuMicroseconds()
        var run = SolverRun(system: system, options: .standard)
        run.addAll()
        let values = run.values()
        let solved = cpuMicroseconds()
        let directions = FreeDirection.read(run.solver)
        let pass = SolvedSystem(system: system, values: values, diagnostics: run.diagnostics, stats: SolveStats(),
                                cancelled: run.cancelled, broken: run.broken, conflicts: run.conflicts, freeDirections: directions)
        if let target = screen() { _ = DiagnosticsPass.run(pass, target: target, frames: []) }
        let diagnosed = cpuMicroseconds()
        return (solved - start, diagnosed - solved)
    }

    static func cpuMicroseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// A 4 000 × 4 000 custom screen, so that long rows of views fit.
    static func screen() -> ResolvedTarget? {
        guard case let .success(target) = ResolvedTarget.resolve(.custom(CustomTargetSpec(size: Size(width: 4000, height: 4000), scale: 1)))
        else { return nil }
        return target
    }

    /// The workload's system on `screen()`, or nil if it does not decode.
    static func system(_ size: Int, _ workload: String, conflictPriority: String) -> LayoutSystem? {
        let count = max(1, size / 4)
        var constraints: [String] = []
        for i in 0..<count {
            let previous = i == 0 ? "root.left" : "v\(i - 1).right"
            constraints.append("v\(i).left == \(previous) + \(i % 7)")
            constraints.append("v\(i).width == \(10 + i % 13)")
            if !(workload == "ambiguous" && i % 10 == 5) { constraints.append("v\(i).top == root.top + \(i % 50)") }
            constraints.append("v\(i).height == \(5 + i % 11)")
            if workload == "conflicting" && i % 25 == 12 { constraints.append("v\(i).width == \(100 + i % 13)\(conflictPriority)") }
        }
        let views = (0..<count).map { #"{"id": "v\#($0)"}"# }.joined(separator: ",")
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ",")
        let json = #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [\#(views)]}, "constraints": [\#(list)]}"#
        let parsed: JSONValue
        do { parsed = try JSONParser.parse(json) } catch { return nil }
        guard case let .success(document) = LayoutDocument.decode(parsed), let target = screen() else { return nil }
        var system = LayoutSystem(document: document, geometry: TargetGeometry(target))
        system.addRootConstraints()
        system.addDocumentConstraints()
        return system
    }
}
