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
    private struct Run {
        var start = 0
        var count = 0
        var capacity = 0
    }

    private var runs: [Run] = []
    private var pool: [Int] = []
    /// The capacity held by the runs of live symbols; the rest of the pool is garbage.
    private var reserved = 0

    var symbolCount: Int { runs.count }

    mutating func reserveCapacity(symbols: Int) {
        runs.reserveCapacity(symbols)
        pool.reserveCapacity(4 * symbols)
    }

    /// Adds an empty column for the next symbol id.
    mutating func appendSymbol() { runs.append(Run()) }

    /// Forgets the columns of the last `n` symbols (rolled back; their columns are empty).
    mutating func removeLastSymbols(_ n: Int) {
        for run in runs.suffix(n) { reserved -= run.capacity }
        runs.removeLast(n)
    }

    /// The entries of `s`'s column, in order. O(1); the slice shares the pool.
    subscript(s: Int) -> ArraySlice<Int> {
        let run = runs[s]
        return pool[run.start ..< run.start + run.count]
    }

    func count(_ s: Int) -> Int { runs[s].count }

    /// Entry `k` of `s`'s column.
    func entry(_ s: Int, _ k: Int) -> Int { pool[runs[s].start + k] }

    /// Appends row slot `r` to `s`'s column; returns its index there. Amortized O(1).
    mutating func append(_ r: Int, to s: Int) -> Int {
        var run = runs[s]
        if run.count == run.capacity {
            run = relocate(s, run)
        }
        pool[run.start + run.count] = r
        run.count += 1
        runs[s] = run
        return run.count - 1
    }

    /// Removes entry `k` of `s`'s column in O(1): the last entry moves into its place. Returns
    /// the row slot that moved (now at index `k`), or -1 when `k` was the last entry.
    mutating func remove(_ s: Int, at k: Int) -> Int {
        let run = runs[s]
        let last = run.count - 1
        runs[s].count = last
        guard k != last else { return -1 }
        let moved = pool[run.start + last]
        pool[run.start + k] = moved
        return moved
    }

    /// Empties `s`'s column, keeping its room for the next symbol to get this id.
    mutating func removeAll(_ s: Int) { runs[s].count = 0 }

    /// Moves `s`'s entries into `buffer` (replacing its contents) and empties the column.
    mutating func take(_ s: Int, into buffer: inout [Int]) {
        let run = runs[s]
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: pool[run.start ..< run.start + run.count])
        runs[s].count = 0
    }

    /// A full run moved to the end of the pool with twice the room (4 at first). O(run), or
    /// O(pool) when it compacts first.
    private mutating func relocate(_ s: Int, _ old: Run) -> Run {
        let capacity = max(4, 2 * old.capacity)
        if pool.count + capacity > pool.capacity && pool.count > 64 && pool.count > 2 * reserved {
            compact()
        }
        let current = runs[s]
        let run = Run(start: pool.count, count: current.count, capacity: capacity)
        // Element by element: a slice of the pool appended to itself would copy the whole pool.
        for i in current.start ..< current.start + current.count { pool.append(pool[i]) }
        for _ in current.count ..< capacity { pool.append(-1) }
        reserved += capacity - current.capacity
        return run
    }

    /// Rebuilds the pool from the live runs only, each keeping its room. O(pool).
    private mutating func compact() {
        var fresh: [Int] = []
        fresh.reserveCapacity(2 * reserved + 64)
        for s in runs.indices {
            let run = runs[s]
            let start = fresh.count
            fresh.append(contentsOf: pool[run.start ..< run.start + run.count])
            fresh.append(contentsOf: repeatElement(-1, count: run.capacity - run.count))
            runs[s].start = start
        }
        pool = fresh
    }
}
