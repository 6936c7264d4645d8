import Devices
import Document
import Engine
import Geometry
import Glibc
import JSON
import Primitives

/// What diagnostics cost on top of the solve, for documents of up to 1 000 constraints
/// (`layout-bench diagnostics`; docs/diagnostics.md). Prints numbers; it never judges them.
///
/// Workloads: a row of n/4 views chained left to right (left, width, top, height each), so n
/// required constraints;
/// - `determined`: nothing to report;
/// - `ambiguous`: every 10th view without its top (n/40 ambiguous views);
/// - `conflicting`: every 25th view with a second, contradicting width (n/100 conflicts).
/// Solve = adding every constraint and reading values (engine step 5); diagnostics = reading the
/// free directions plus the diagnostics pass (step 8), plus, for `conflicting`, what explaining
/// the conflicts adds to the solve: its solve time minus that of the same run with
/// explanations and logs off (the solver still finds each conflict, and breaks the width being
/// added where the rule breaks the view's first width: the explained run also removes and adds
/// back one constraint per conflict, which its figure counts).
/// A second, cruder figure compares with the same system whose contradicting widths are at
/// priority 999 (no conflict at all): it also counts the failed adds that find the conflicts
/// and the recovery, so it is an upper bound.
enum DiagnosticsWorkload {
    struct Measurement {
        var workload: String
        var constraints: Int
        var solveMicroseconds: Double
        var diagnosticsMicroseconds: Double
        /// `conflicting` only: diagnostics measured against the no-conflict system, and that
        /// system's solve.
        var upperBound: (diagnosticsMicroseconds: Double, solveMicroseconds: Double)?
        var ratio: Double { solveMicroseconds > 0 ? diagnosticsMicroseconds / solveMicroseconds : 0 }
        var upperBoundRatio: Double? {
            upperBound.map { $0.solveMicroseconds > 0 ? $0.diagnosticsMicroseconds / $0.solveMicroseconds : 0 }
        }
    }

    static let workloads = ["determined", "ambiguous", "conflicting"]

    /// Medians over `repetitions` runs per size and workload. For `conflicting`, each
    /// repetition times the system and its two baselines back to back, in rotating order so
    /// that none always runs on the warmer cache, and the diagnostics figures are medians of
    /// those paired differences (plus the diagnose step): pairing cancels most of the drift of
    /// a shared machine, which a difference of two medians does not.
    /// Without `repetitions`, max(21, 20 000 / size): small systems solve in a fraction of a
    /// millisecond, where one interruption moves a single figure by tens of percent.
    /// - Complexity: one solve of each workload (three for `conflicting`) per repetition.
    static func run(sizes: [Int], repetitions: Int? = nil) -> [Measurement] {
        var result: [Measurement] = []
        for size in sizes {
            let repetitions = max(1, repetitions ?? max(21, 20_000 / max(1, size)))
            for workload in workloads {
                guard let system = system(size, workload, conflictPriority: "") else { continue }
                _ = time(system)  // warm up
                guard workload == "conflicting", let noConflict = self.system(size, workload, conflictPriority: " @999")
                else {
                    let runs = (0..<repetitions).map { _ in time(system) }
                    result.append(
                        Measurement(
                            workload: workload, constraints: system.constraints.count,
                            solveMicroseconds: median(runs.map(\.0)),
                            diagnosticsMicroseconds: median(runs.map(\.1))))
                    continue
                }
                _ = time(system, explains: false)
                _ = time(noConflict)
                var solves: [Double] = [], diagnoses: [Double] = []
                var noConflictSolves: [Double] = [], upperBounds: [Double] = []
                for repetition in 0..<repetitions {
                    var solve = 0.0, diagnose = 0.0, unexplained = 0.0, noConflictSolve = 0.0
                    for step in 0..<3 {
                        switch (repetition + step) % 3 {
                        case 0: (solve, diagnose) = time(system)
                        case 1: unexplained = time(system, explains: false).0
                        default: noConflictSolve = time(noConflict).0
                        }
                    }
                    solves.append(unexplained)
                    diagnoses.append(diagnose + solve - unexplained)
                    noConflictSolves.append(noConflictSolve)
                    upperBounds.append(diagnose + solve - noConflictSolve)
                }
                result.append(
                    Measurement(
                        workload: workload, constraints: system.constraints.count,
                        solveMicroseconds: median(solves),
                        diagnosticsMicroseconds: max(0, median(diagnoses)),
                        upperBound: (max(0, median(upperBounds)), median(noConflictSolves))))
            }
        }
        return result
    }

    /// One line per measurement: workload, constraints, solve µs, diagnostics µs, ratio, and
    /// for `conflicting` the upper bound's diagnostics µs and ratio.
    static func report(_ measurements: [Measurement]) -> String {
        var lines = ["workload     constraints   solve µs   diagnostics µs   ratio   vs no-conflict system"]
        func percent(_ ratio: Double) -> String { "\(Int((ratio * 100).rounded())) %" }
        for m in measurements {
            var line =
                padRight(m.workload, 12)
                + padLeft("\(m.constraints)", 12) + padLeft(String(Int(m.solveMicroseconds.rounded())), 11)
                + padLeft(String(Int(m.diagnosticsMicroseconds.rounded())), 17) + padLeft(percent(m.ratio), 8)
            if let bound = m.upperBound, let ratio = m.upperBoundRatio {
                line += padLeft(
                    "\(Int(bound.diagnosticsMicroseconds.rounded())) µs / \(Int(bound.solveMicroseconds.rounded())) µs = \(percent(ratio))",
                    24)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// (solve µs, diagnostics µs) of one run, in the thread's CPU time, so that other processes
    /// on a shared machine do not blur the figures.
    /// `explains: false` is the baseline run: no conflict explanations and no logs. The target
    /// is resolved before the clock starts, and the steps and the diagnostics are kept alive
    /// past the last reading: freeing the solver's tables is neither solve nor diagnostics, yet
    /// the optimizer would otherwise free them inside the diagnostics window.
    static func time(_ system: LayoutSystem, explains: Bool = true) -> (Double, Double) {
        guard let target = screen() else { return (0, 0) }
        let start = CPUClock.threadMicroseconds()
        let steps = SolveSteps(system, explainsConflicts: explains)
        let values = steps.solve()
        let solved = CPUClock.threadMicroseconds()
        let diagnostics = steps.diagnose(values: values, target: target)
        let diagnosed = CPUClock.threadMicroseconds()
        withExtendedLifetime((steps, diagnostics)) {}
        return (solved - start, diagnosed - solved)
    }

    /// A 4 000 × 4 000 custom screen, so that long rows of views fit.
    static func screen() -> ResolvedTarget? {
        guard
            case .success(let target) = ResolvedTarget.resolve(
                .custom(CustomTargetSpec(size: Size(width: 4000, height: 4000), scale: 1)))
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
            if workload == "conflicting" && i % 25 == 12 {
                constraints.append("v\(i).width == \(100 + i % 13)\(conflictPriority)")
            }
        }
        let views = (0..<count).map { #"{"id": "v\#($0)"}"# }.joined(separator: ",")
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ",")
        let json =
            #"{"defaults": {"rounding": "none"}, "root": {"id": "root", "subviews": [\#(views)]}, "constraints": [\#(list)]}"#
        let parsed: JSONValue
        do { parsed = try JSONParser.parse(json) } catch { return nil }
        guard case .success(let document) = LayoutDocument.decode(parsed), let target = screen() else { return nil }
        var system = LayoutSystem(document: document, geometry: TargetGeometry(target))
        system.addRootConstraints()
        system.addDocumentConstraints()
        return system
    }
}
