// layout-bench: prints benchmark figures; it never judges them. See docs/benchmarks.md (grid)
// and docs/diagnostics.md (diagnostics).
import Glibc

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "grid": exit(runGrid(arguments))
case "diagnostics": exit(runDiagnostics(arguments))
default:
    printError("layout-bench: unknown command\n\(BenchOptions.usage)\n\(DiagnosticsOptions.usage)")
    exit(2)
}
