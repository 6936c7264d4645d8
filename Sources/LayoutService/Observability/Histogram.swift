/// A Prometheus histogram: cumulative counts per upper bound, plus the sum and count of every
/// observation. `observe` is O(buckets).
struct Histogram: Sendable {
    /// Upper bounds in seconds, ascending; `+Inf` is implied.
    static let latencyBounds: [Double] = [
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10
    ]

    let bounds: [Double]
    private(set) var counts: [UInt64]
    private(set) var sum: Double = 0
    private(set) var count: UInt64 = 0

    init(bounds: [Double] = Histogram.latencyBounds) {
        self.bounds = bounds
        self.counts = Array(repeating: 0, count: bounds.count)
    }

    mutating func observe(_ value: Double) {
        for index in bounds.indices where value <= bounds[index] {
            counts[index] += 1
        }
        sum += value
        count += 1
    }

    /// The exposition lines for metric `name` with `labels` (already formatted, may be empty).
    func lines(name: String, labels: String) -> [String] {
        let prefix = labels.isEmpty ? "" : labels + ","
        var lines: [String] = []
        for (bound, count) in zip(bounds, counts) {
            lines.append("\(name)_bucket{\(prefix)le=\"\(bound)\"} \(count)")
        }
        lines.append("\(name)_bucket{\(prefix)le=\"+Inf\"} \(count)")
        let suffix = labels.isEmpty ? "" : "{\(labels)}"
        lines.append("\(name)_sum\(suffix) \(sum)")
        lines.append("\(name)_count\(suffix) \(count)")
        return lines
    }
}
