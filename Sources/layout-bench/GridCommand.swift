import Cassowary
import Glibc

/// `layout-bench grid …`: the solver on a grid of coupled constraints (docs/benchmarks.md).
/// Returns the exit status.
func runGrid(_ arguments: [String]) -> Int32 {
    let options: BenchOptions
    do {
        options = try BenchOptions(arguments: arguments)
    } catch {
        printError("layout-bench: \(error.message)\n\(BenchOptions.usage)")
        return 2
    }

    let workload = GridWorkload(
        rows: options.rows, columns: options.columns,
        variant: options.variant, mode: options.mode)
    var runs: [GridWorkload.Run] = []
    for _ in 0..<options.repetitions {
        do {
            runs.append(try workload.run(cycles: options.cycles))
        } catch {
            printError("layout-bench: solver failed: \(error)")
            return 1
        }
    }

    let add = median(runs.map(\.addSeconds))
    let edit = median(runs.map(\.editSecondsPerCycle))
    let remove = median(runs.map(\.removeSeconds))
    let ambiguity = median(runs.map(\.ambiguitySeconds))
    let last = runs[runs.count - 1]
    let rss = peakResidentBytes()
    let mode = options.mode == .exact ? "exact" : "weighted"

    if options.json {
        print(
            """
            {"workload":"grid","rows":\(options.rows),"cols":\(options.columns),\
            "variant":"\(options.variant.rawValue)","priorities":"\(mode)","cycles":\(options.cycles),\
            "reps":\(options.repetitions),"constraints":\(last.constraints),\
            "add_seconds":\(add),"edit_seconds_per_cycle":\(edit),"remove_seconds":\(remove),\
            "ambiguity_seconds":\(ambiguity),"ambiguities":\(last.ambiguities),\
            "checksum":\(last.checksum),"peak_rss_bytes":\(rss),\
            "counters":{"pivots":\(last.counters.pivots),"substitutions":\(last.counters.substitutions),\
            "rows_touched":\(last.counters.rowsTouched),"cells_merged":\(last.counters.cellsMerged),\
            "artificial_phases":\(last.counters.artificialPhases)}}
            """)
    } else {
        let addCounters = last.addCounters
        print(
            "GRID \(options.variant.rawValue) N=\(options.rows) M=\(options.columns) \(mode): \(last.constraints) constraints"
        )
        print(
            "  add \(add * 1e3) ms, edit \(edit * 1e6) us/cycle, remove \(remove * 1e3) ms, "
                + "ambiguity pass \(ambiguity * 1e3) ms (\(last.ambiguities) found)")
        print("  checksum \(last.checksum), peak RSS \(rss / 1024) KiB, all phases: \(last.counters)")
        print("  add phase: \(addCounters); tableau after add: \(last.size)")
    }
    return 0
}
