import Cassowary

/// `layout-bench grid --rows N --cols 10 --cycles 1000 --reps 5 --variant W|const
/// [--priorities exact|weighted] [--json]`, parsed.
struct BenchOptions {
    var rows = 10
    var columns = 10
    var cycles = 1000
    var repetitions = 5
    var variant = GridWorkload.Variant.coupled
    var mode = PriorityMode.exact
    var json = false

    static let usage = """
        usage: layout-bench grid --rows N [--cols 10] [--cycles 1000] [--reps 5]
                                 [--variant W|const] [--priorities exact|weighted] [--json]
        """

    init(arguments: [String]) throws(UsageError) {
        guard arguments.first == "grid" else { throw UsageError(message: "unknown command") }
        var rest = arguments.dropFirst()
        while let flag = rest.popFirst() {
            if flag == "--json" {
                json = true
                continue
            }
            guard let value = rest.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            switch flag {
            case "--rows": rows = try Self.positive(value, flag)
            case "--cols": columns = try Self.positive(value, flag)
            case "--cycles": cycles = try Self.positive(value, flag, allowZero: true)
            case "--reps": repetitions = try Self.positive(value, flag)
            case "--variant":
                guard let v = GridWorkload.Variant(rawValue: value) else {
                    throw UsageError(message: "bad variant \(value)")
                }
                variant = v
            case "--priorities":
                switch value {
                case "exact": mode = .exact
                case "weighted": mode = .weighted
                default: throw UsageError(message: "bad priorities \(value)")
                }
            default: throw UsageError(message: "unknown flag \(flag)")
            }
        }
    }

    private static func positive(_ text: String, _ flag: String, allowZero: Bool = false) throws(UsageError) -> Int {
        guard let n = Int(text), n > 0 || (allowZero && n == 0) else {
            throw UsageError(message: "bad \(flag) \(text)")
        }
        return n
    }
}

struct UsageError: Error {
    let message: String
}
