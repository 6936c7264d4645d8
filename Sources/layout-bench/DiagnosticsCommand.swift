/// `layout-bench diagnostics [--sizes 100,250,500,1000] [--reps N]`, parsed.
struct DiagnosticsOptions {
    var sizes = [100, 250, 500, 1000]
    /// nil: `DiagnosticsWorkload.run`'s default, more repetitions for smaller systems.
    var repetitions: Int?

    static let usage = "       layout-bench diagnostics [--sizes 100,250,500,1000] [--reps N]"

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments.dropFirst()
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            switch flag {
            case "--sizes":
                let sizes = value.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.count == value.split(separator: ",").count, sizes.allSatisfy({ $0 > 0 })
                else {
                    throw UsageError(message: "bad --sizes \(value)")
                }
                self.sizes = sizes
            case "--reps":
                guard let n = Int(value), n > 0 else { throw UsageError(message: "bad --reps \(value)") }
                repetitions = n
            default: throw UsageError(message: "unknown flag \(flag)")
            }
        }
    }
}

/// `layout-bench diagnostics …`: prints `DiagnosticsWorkload`'s table. Returns the exit status.
func runDiagnostics(_ arguments: [String]) -> Int32 {
    let options: DiagnosticsOptions
    do {
        options = try DiagnosticsOptions(arguments: arguments)
    } catch {
        printError("layout-bench: \(error.message)\n\(DiagnosticsOptions.usage)")
        return 2
    }
    print(DiagnosticsWorkload.report(DiagnosticsWorkload.run(sizes: options.sizes, repetitions: options.repetitions)))
    return 0
}
