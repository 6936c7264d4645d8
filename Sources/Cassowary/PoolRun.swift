/// One list's room in a flat pool shared by many growing lists (`ColumnIndex`'s columns,
/// `RowStore`'s rows): its entries are `pool[start ..< start + count]`, with room up to
/// `start + capacity`. A run with capacity 0 holds nothing and is dropped by a compaction.
struct PoolRun {
    var start = 0
    var count = 0
    var capacity = 0

    /// Rebuilds `pool` from the live runs only, each keeping its room, as a pool `size` long
    /// whose unused room holds `filler`; returns the new end of the used part. O(pool).
    ///
    /// The caller keeps true that every run lies inside the old pool and that the runs'
    /// capacities sum to at most `size`: that is what keeps the unsafe copies in bounds.
    static func compact<Element>(_ runs: inout [PoolRun], _ pool: inout [Element], size: Int, filler: Element) -> Int {
        var fresh = [Element](repeatElement(filler, count: size))
        var next = 0
        fresh.withUnsafeMutableBufferPointer { target in
            pool.withUnsafeBufferPointer { source in
                for index in runs.indices {
                    let run = runs[index]
                    if run.count > 0 {
                        (target.baseAddress! + next).update(from: source.baseAddress! + run.start, count: run.count)
                    }
                    runs[index].start = next
                    next += run.capacity
                }
            }
        }
        pool = fresh
        return next
    }

    /// Lengthens `pool` with `filler` so that it holds `end` entries, at least doubling it: the
    /// pool is always full length, so runs are written in place, never appended. Amortized O(1)
    /// per entry.
    static func grow<Element>(_ pool: inout [Element], toHold end: Int, filler: Element) {
        guard end > pool.count else { return }
        pool.append(contentsOf: repeatElement(filler, count: max(pool.count, end - pool.count, 64)))
    }
}
