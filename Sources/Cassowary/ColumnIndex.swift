/// The tableau's column index: for each symbol, the row slots whose cells mention it.
///
/// All columns live in one flat pool, each in a run of reserved capacity, instead of an array
/// per symbol: a small tableau then allocates (and frees, and copies on write) one buffer for
/// its whole index rather than one per symbol. A full run moves to the end of the pool with
/// twice the room; the runs left behind are reclaimed by compaction once they are most of the
/// pool.
///
/// Keeps true: a column's entries keep their order through moves and compaction (appends go
/// last, removal moves the last entry into the hole), exactly as an array per symbol would.
struct ColumnIndex {
    private typealias Run = PoolRun

    private var runs: [Run] = []
    /// Full length (unused room is -1); runs are carved from `0 ..< used`. 32-bit row slots:
    /// half the memory to fill, move and compact.
    private var pool: [Int32] = []
    private var used = 0
    /// The capacity held by the runs of live symbols; the rest of the pool is garbage.
    private var reserved = 0

    var symbolCount: Int { runs.count }

    mutating func reserveCapacity(symbols: Int) {
        runs.reserveCapacity(symbols)
        if pool.count < 4 * symbols { pool.append(contentsOf: repeatElement(-1, count: 4 * symbols - pool.count)) }
    }

    /// Adds an empty column for the next symbol id.
    mutating func appendSymbol() { runs.append(Run()) }

    /// Forgets the columns of the last `n` symbols (rolled back; their columns are empty).
    mutating func removeLastSymbols(_ n: Int) {
        for run in runs.suffix(n) { reserved -= run.capacity }
        runs.removeLast(n)
    }

    /// The entries of `s`'s column, in order. O(1); the view shares the pool.
    subscript(s: Int) -> LazyMapCollection<ArraySlice<Int32>, Int> {
        let run = runs[s]
        return pool[run.start..<run.start + run.count].lazy.map { Int($0) }
    }

    func count(_ s: Int) -> Int { runs[s].count }

    /// Entry `k` of `s`'s column.
    func entry(_ s: Int, _ k: Int) -> Int { Int(pool[runs[s].start + k]) }

    /// Appends row slot `r` to `s`'s column; returns its index there. Amortized O(1).
    @inline(__always)
    mutating func append(_ r: Int, to s: Int) -> Int {
        var run = runs[s]
        if run.count == run.capacity {
            run = relocate(s, run)
        }
        pool[run.start + run.count] = Int32(truncatingIfNeeded: r)
        run.count += 1
        runs[s] = run
        return run.count - 1
    }

    /// Removes entry `k` of `s`'s column in O(1): the last entry moves into its place. Returns
    /// the row slot that moved (now at index `k`), or -1 when `k` was the last entry.
    @inline(__always)
    mutating func remove(_ s: Int, at k: Int) -> Int {
        let run = runs[s]
        let last = run.count - 1
        runs[s].count = last
        guard k != last else { return -1 }
        let moved = pool[run.start + last]
        pool[run.start + k] = moved
        return Int(moved)
    }

    /// Empties `s`'s column, keeping its room for the next symbol to get this id.
    mutating func removeAll(_ s: Int) { runs[s].count = 0 }

    /// Moves `s`'s entries into `buffer` (replacing its contents) and empties the column.
    mutating func take(_ s: Int, into buffer: inout [Int]) {
        let run = runs[s]
        if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
        buffer.reserveCapacity(run.count)
        // A plain loop: appending the pool slice goes through the generic sequence path.
        for i in run.start..<run.start + run.count { buffer.append(Int(pool[i])) }
        runs[s].count = 0
    }

    /// A full run moved to the end of the pool with twice the room (4 at first). O(run), or
    /// O(pool) when it compacts first.
    private mutating func relocate(_ s: Int, _ old: Run) -> Run {
        let capacity = max(4, 2 * old.capacity)
        if used + capacity > pool.count {
            if used > 64 && used > 2 * reserved {
                compact()  // most of the pool is garbage: reclaiming it pays for the copy
            }
            Run.grow(&pool, toHold: used + capacity, filler: -1)
        }
        let current = runs[s]
        let run = Run(start: used, count: current.count, capacity: capacity)
        if current.count > 0 {
            pool.withUnsafeMutableBufferPointer { p in
                (p.baseAddress! + run.start).update(from: p.baseAddress! + current.start, count: current.count)
            }
        }
        used += capacity
        reserved += capacity - current.capacity
        return run
    }

    /// Rebuilds the pool from the live runs only, each keeping its room. O(pool).
    private mutating func compact() {
        used = Run.compact(&runs, &pool, size: max(2 * reserved, 64), filler: -1)
    }
}
