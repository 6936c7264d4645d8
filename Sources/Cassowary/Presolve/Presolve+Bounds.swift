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
        var bounds = bounds
        return bounds.withUnsafeMutableBufferPointer { boundsOptimum(sorting: $0) }
    }

    /// `boundsOptimum(_:)` of the bounds in `bounds`, which it sorts in place — most important
    /// first, each priority by value — so that the levels need no arrays of their own: this
    /// runs for each variable the presolve fixes by its bounds, on every replay.
    static func boundsOptimum(sorting bounds: UnsafeMutableBufferPointer<Bound>) -> Double? {
        let before = { (a: Bound, b: Bound) in
            a.priority > b.priority || (a.priority == b.priority && a.value < b.value)
        }
        if bounds.count <= 16 {
            // Insertion sort: a variable has a handful of bounds (a size's hugging,
            // resistance and bound at 0).
            for i in bounds.indices.dropFirst() {
                let bound = bounds[i]
                var j = i
                while j > 0, before(bound, bounds[j - 1]) {
                    bounds[j] = bounds[j - 1]
                    j -= 1
                }
                bounds[j] = bound
            }
        } else {
            var bounds = bounds  // the same memory: `sort` is declared mutating on the pointer
            bounds.sort(by: before)
        }
        var low = -Double.infinity, high = Double.infinity
        var start = 0
        while start < bounds.count, Priority.isRequired(bounds[start].priority) {
            if bounds[start].isLower {
                low = max(low, bounds[start].value)
            } else {
                high = min(high, bounds[start].value)
            }
            start += 1
        }
        let scale = max(1, abs(low.isFinite ? low : 0), abs(high.isFinite ? high : 0))
        if low > high {
            guard low - high <= Tolerance.epsilon * scale else { return nil }
            return low
        }
        while start < bounds.count, low < high {
            var end = start
            while end < bounds.count && bounds[end].priority == bounds[start].priority { end += 1 }
            (low, high) = minimizers(UnsafeBufferPointer(rebasing: bounds[start..<end]), low, high)
            start = end
        }
        return low == high ? low : nil
    }

    /// The points of [low, high] where Σ weight × violation of `level`'s bounds is least: an
    /// interval, since the sum is convex. With W(x) the weight of the bounds at or below x and
    /// L the weight of all lower bounds, its slope just right of x is W(x) − L and just left of
    /// x is W(<x) − L; the minimizers run from the first x whose right slope is ≥ 0 to the last
    /// whose left slope is ≤ 0. `sorted`: one level's bounds, by value. O(m).
    private static func minimizers(_ sorted: UnsafeBufferPointer<Bound>, _ low: Double, _ high: Double) -> (
        Double, Double
    ) {
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
