extension Presolve {
    /// `v ≥ value` (`isLower`) or `v ≤ value`, at a priority (UIKit's scale), whose violation
    /// costs `weight` per unit of v.
    struct Bound: Sendable {
        var value: Double
        var isLower: Bool
        var priority: Double
        var weight: Double
    }

    /// The value a one-variable problem takes at its lexicographic optimum, when that is a
    /// single point: the required bounds give an interval; each optional level, most important
    /// first, shrinks it to the points where its (convex, piecewise linear) total error is least.
    /// Nil when the required bounds contradict (beyond the tolerance) or the optimum is a range.
    /// - Complexity: O(m log m) for m bounds.
    static func boundsOptimum(_ bounds: [Bound]) -> Double? {
        var low = -Double.infinity, high = Double.infinity
        for bound in bounds where Priority.isRequired(bound.priority) {
            if bound.isLower { low = max(low, bound.value) } else { high = min(high, bound.value) }
        }
        let scale = max(1, abs(low.isFinite ? low : 0), abs(high.isFinite ? high : 0))
        if low > high {
            guard low - high <= Tolerance.epsilon * scale else { return nil }
            return low
        }
        let optional = bounds.filter { !Priority.isRequired($0.priority) }.sorted { $0.priority > $1.priority }
        var start = 0
        while start < optional.count, low < high {
            var end = start
            while end < optional.count && optional[end].priority == optional[start].priority { end += 1 }
            (low, high) = minimizers(optional[start..<end], low, high)
            start = end
        }
        return low == high ? low : nil
    }

    /// The points of [low, high] where Σ weight × violation of `level`'s bounds is least: an
    /// interval, since the sum is convex. With W(x) the weight of the bounds at or below x and
    /// L the weight of all lower bounds, its slope just right of x is W(x) − L and just left of
    /// x is W(<x) − L; the minimizers run from the first x whose right slope is ≥ 0 to the last
    /// whose left slope is ≤ 0. O(m log m).
    private static func minimizers(_ level: ArraySlice<Bound>, _ low: Double, _ high: Double) -> (Double, Double) {
        let sorted = level.sorted { $0.value < $1.value }
        var lowerTotal = 0.0, total = 0.0
        for bound in sorted {
            total += bound.weight
            if bound.isLower { lowerTotal += bound.weight }
        }
        // First: sweep up from `low`, adding each breakpoint's weight as x reaches it.
        var first = high, below = 0.0, i = 0
        while i < sorted.count && sorted[i].value <= low {
            below += sorted[i].weight
            i += 1
        }
        if below >= lowerTotal {
            first = low
        } else {
            while i < sorted.count && sorted[i].value < high {
                let x = sorted[i].value
                while i < sorted.count && sorted[i].value == x {
                    below += sorted[i].weight
                    i += 1
                }
                if below >= lowerTotal {
                    first = x
                    break
                }
            }
        }
        // Last: sweep down from `high`; the left slope at x is ≤ 0 when the weight at or above x
        // is at least the weight of all upper bounds.
        let upperTotal = total - lowerTotal
        var last = low, above = 0.0, j = sorted.count - 1
        while j >= 0 && sorted[j].value >= high {
            above += sorted[j].weight
            j -= 1
        }
        if above >= upperTotal {
            last = high
        } else {
            while j >= 0 && sorted[j].value > low {
                let x = sorted[j].value
                while j >= 0 && sorted[j].value == x {
                    above += sorted[j].weight
                    j -= 1
                }
                if above >= upperTotal {
                    last = x
                    break
                }
            }
        }
        return (max(low, first), min(high, last))
    }
}
