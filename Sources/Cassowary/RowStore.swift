/// The tableau's rows, by row slot: each row's cells (sorted by symbol, as in `Row`) and its
/// constant.
///
/// All cells live in one flat pool, each row in a run of reserved capacity, the way
/// `ColumnIndex` pools the columns: a tableau then allocates (and frees, and copies on write)
/// one buffer for all its rows instead of one per row, and a merge writes into the row's run
/// without a uniqueness check per row. A row that outgrows its run moves to the end of the pool
/// with more room; the runs left behind are reclaimed by compaction once they are most of the
/// pool.
///
/// Keeps true: `0 ≤ start`, `count ≤ capacity` and `start + capacity ≤ used ≤ pool.count` for
/// every run, and live runs do not overlap; this is what keeps the unsafe buffer reads and
/// copies below in bounds. A free slot has no cells and constant 0 (what `Row()` was).
/// Storing a row is O(row), amortized (a move is O(row), a compaction O(pool)).
struct RowStore {
    private typealias Run = PoolRun

    private var runs: [Run] = []
    /// Full length (unused room holds a placeholder cell); runs are carved from `0 ..< used`.
    private var pool: [Cell] = []
    private var used = 0
    /// The capacity held by live runs; the rest of `0 ..< used` is garbage.
    private var reserved = 0
    /// The constant of each row slot.
    var constants: [Double] = []
    /// Merge scratch, full length (at least the longest merge so far).
    private var scratch: [Cell] = []

    var count: Int { runs.count }
    /// Cells held by live rows, room included: the tableau's size in memory (16 bytes each).
    var reservedCells: Int { reserved }
    var indices: Range<Int> { 0..<runs.count }

    /// Room for `rows` rows of about 8 cells (a hint: the pool grows past it).
    mutating func reserveCapacity(rows: Int) {
        runs.reserveCapacity(rows)
        constants.reserveCapacity(rows)
        let cells = 8 * rows
        if pool.count < cells { pool.append(contentsOf: repeatElement(Self.placeholder, count: cells - pool.count)) }
    }

    private static let placeholder = Cell(symbol: -1, coefficient: 0)

    // MARK: Reading

    @inline(__always)
    func cellCount(_ r: Int) -> Int { runs[r].count }

    /// Cell `i` of row `r`. Precondition: `i < cellCount(r)`.
    @inline(__always)
    func cell(_ r: Int, _ i: Int) -> Cell {
        let run = runs[r]
        precondition(i >= 0 && i < run.count, "cell index out of range")
        return pool[run.start + i]
    }

    /// Row `r`'s cells (a view sharing the pool): for reads off the hot paths.
    func cells(_ r: Int) -> ArraySlice<Cell> {
        let run = runs[r]
        return pool[run.start..<run.start + run.count]
    }

    /// Row `r` as a standalone `Row` (allocates). O(row).
    func row(_ r: Int) -> Row {
        var row = Row(constant: constants[r])
        row.cells = Array(cells(r))
        return row
    }

    /// Calls `body` with row `r`'s cells. The buffer is valid only inside `body`.
    @inline(__always)
    func withCells<Result>(_ r: Int, _ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
        let run = runs[r]
        return pool.withUnsafeBufferPointer { p in
            // In bounds: start + count ≤ used ≤ pool.count (type invariant).
            body(UnsafeBufferPointer(rebasing: p[run.start..<run.start + run.count]))
        }
    }

    /// `accumulator += factor · row r`, read in place.
    @inline(__always)
    func accumulate(_ r: Int, times factor: Double, into accumulator: inout RowAccumulator) {
        withCells(r) { accumulator.add($0, times: factor) }
    }

    /// The index of `symbol`'s cell in row `r`, or where it would be inserted. O(log n).
    func position(_ r: Int, of symbol: Int) -> (index: Int, found: Bool) {
        withCells(r) { Row.position(of: symbol, in: $0) }
    }

    func coefficient(_ r: Int, for symbol: Int) -> Double {
        withCells(r) { cells in
            let p = Row.position(of: symbol, in: cells)
            return p.found ? cells[p.index].coefficient : 0
        }
    }

    // MARK: Writing

    /// Records where row `r`'s cell `i` sits in its symbol's column.
    @inline(__always)
    mutating func setSlot(_ r: Int, cell i: Int, _ slot: Int) {
        let run = runs[r]
        precondition(i >= 0 && i < run.count, "cell index out of range")
        pool[run.start + i].slot = Int32(truncatingIfNeeded: slot)
    }

    /// Puts `row` into slot `r` (`r == count` appends a slot). Its run is reused if it fits.
    mutating func store(_ row: borrowing Row, at r: Int) {
        if r == runs.count {
            runs.append(Run())
            constants.append(0)
        }
        constants[r] = row.constant
        row.cells.withUnsafeBufferPointer { write($0, to: r, room: $0.count + 2) }
    }

    /// Empties slot `r` (constant 0), keeping its room for the next row stored there unless it
    /// is a long row's (`isOversized`): that room goes back to the pool.
    mutating func clear(_ r: Int) {
        if Self.isOversized(runs[r].capacity, for: 0) {
            reserved -= runs[r].capacity
            runs[r].capacity = 0  // garbage now: not kept by a compaction
        }
        runs[r].count = 0
        constants[r] = 0
    }

    /// Whether a run of `capacity` cells is too large for a row of `count`: it is long (more than
    /// `Tableau.longRow` cells of room twice over) and would be three-quarters empty. A row that
    /// was long once and is short again (a chain's sum handed from basic to basic) gives its room
    /// back, so that the tableau's memory is that of its rows now, not of the longest each ever
    /// was: n rows that were each n cells long for a while cost O(n), not O(n²).
    @inline(__always)
    private static func isOversized(_ capacity: Int, for count: Int) -> Bool {
        capacity > 64 && 4 * count < capacity
    }

    /// Writes `cells` as row `r`'s cells: in place when they fit its run, else into a new run of
    /// at least `room` cells at the end of the pool — also when they would leave most of a long
    /// run empty (`isOversized`).
    private mutating func write(_ cells: UnsafeBufferPointer<Cell>, to r: Int, room: Int) {
        var run = runs[r]
        if cells.count > run.capacity || Self.isOversized(run.capacity, for: cells.count) {
            run = relocate(r, capacity: max(room, cells.count, 4))
        }
        let start = run.start
        pool.withUnsafeMutableBufferPointer { p in
            // In bounds: count ≤ capacity and start + capacity ≤ pool.count.
            if let base = cells.baseAddress, cells.count > 0 {
                (p.baseAddress! + start).update(from: base, count: cells.count)
            }
        }
        runs[r].count = cells.count
    }

    /// A fresh empty run for `r` of `capacity` cells at the end of the pool (the old one becomes
    /// garbage); its cells are not copied. O(1), or O(pool) when it compacts or grows first.
    private mutating func relocate(_ r: Int, capacity: Int) -> Run {
        let old = runs[r]
        reserved -= old.capacity
        runs[r].capacity = 0  // garbage now: not kept by a compaction
        runs[r].count = 0
        if used + capacity > pool.count {
            if used > 256 && used > 2 * reserved { compact() }
            Run.grow(&pool, toHold: used + capacity, filler: Self.placeholder)
        }
        let run = Run(start: used, count: 0, capacity: capacity)
        runs[r] = run
        used += capacity
        reserved += capacity
        return run
    }

    /// Rebuilds the pool from the live runs only, each keeping its room. O(pool).
    private mutating func compact() {
        used = Run.compact(&runs, &pool, size: max(pool.count, 64), filler: Self.placeholder)
    }

    /// Row `r` += `factor` · row `p` without `eliminated`'s cell: `Row.add(_:times:eliminating:…)`
    /// on stored rows. Returns the number of cells in the result. O(n + m).
    mutating func add(
        _ r: Int, _ factor: Double, timesRow p: Int, eliminating eliminated: Int,
        added: inout [Int], removed: inout [Cell]
    ) -> Int {
        let target = runs[r], source = runs[p]
        let need = target.count + source.count
        if scratch.count < need {
            scratch.append(
                contentsOf: repeatElement(Self.placeholder, count: max(need, 2 * scratch.count) - scratch.count))
        }
        var merged = 0
        pool.withUnsafeBufferPointer { cells in
            scratch.withUnsafeMutableBufferPointer { out in
                // In bounds: both runs lie in the pool (type invariant); out has room for n + m.
                merged = Row.merge(
                    UnsafeBufferPointer(rebasing: cells[target.start..<target.start + target.count]),
                    factor,
                    UnsafeBufferPointer(rebasing: cells[source.start..<source.start + source.count]),
                    eliminating: eliminated, into: out, added: &added, removed: &removed)
            }
        }
        constants[r] += factor * constants[p]
        let room = merged + merged / 2 + 2
        scratch.withUnsafeBufferPointer { write(UnsafeBufferPointer(rebasing: $0[0..<merged]), to: r, room: room) }
        return merged
    }

    /// `row` += `factor` · stored row `p` (`row` is not stored). As `Row.add(_:times:…)`.
    mutating func add(
        _ factor: Double, timesRow p: Int, to row: inout Row, eliminating eliminated: Int,
        added: inout [Int], removed: inout [Cell]
    ) -> Int {
        let source = runs[p]
        let need = row.cells.count + source.count
        if scratch.count < need {
            scratch.append(
                contentsOf: repeatElement(Self.placeholder, count: max(need, 2 * scratch.count) - scratch.count))
        }
        var merged = 0
        pool.withUnsafeBufferPointer { cells in
            scratch.withUnsafeMutableBufferPointer { out in
                row.cells.withUnsafeBufferPointer { target in
                    // In bounds: the run lies in the pool; out has room for n + m.
                    merged = Row.merge(
                        target, factor,
                        UnsafeBufferPointer(rebasing: cells[source.start..<source.start + source.count]),
                        eliminating: eliminated, into: out, added: &added, removed: &removed)
                }
            }
        }
        row.constant += factor * constants[p]
        row.cells.removeAll(keepingCapacity: true)
        scratch.withUnsafeBufferPointer { row.cells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<merged])) }
        return merged
    }

    /// Row `r`, `lhs = a·rhs + rest`, becomes `rhs = (lhs - rest) / a`: `Row.solve(for:replacing:)`
    /// in place, with the same operations (`lhs` gets −1, then every cell and the constant are
    /// multiplied by −1 / a). Precondition: `rhs` has a cell and `lhs` has none. O(n).
    mutating func solve(_ r: Int, for rhs: Int, replacing lhs: Int) {
        let run = runs[r]
        let need = run.count + 1
        if scratch.count < need {
            scratch.append(
                contentsOf: repeatElement(Self.placeholder, count: max(need, 2 * scratch.count) - scratch.count))
        }
        var n = 0
        var a = 0.0
        var found = false
        pool.withUnsafeBufferPointer { cells in
            scratch.withUnsafeMutableBufferPointer { out in
                // In bounds: the run lies in the pool; out has room for count + 1 cells, and at
                // most one cell is written per cell read plus the one for `lhs`.
                var inserted = false
                for i in run.start..<run.start + run.count {
                    let cell = cells[i]
                    if !inserted && cell.symbol > lhs {
                        out[n] = Cell(symbol: lhs, coefficient: -1)
                        n += 1
                        inserted = true
                    }
                    if cell.symbol == rhs {
                        a = cell.coefficient
                        found = true
                        continue
                    }
                    out[n] = cell
                    n += 1
                }
                if !inserted {
                    out[n] = Cell(symbol: lhs, coefficient: -1)
                    n += 1
                }
                let factor = -1 / a
                for i in 0..<n { out[i].coefficient *= factor }
            }
        }
        precondition(found, "solving a row for a symbol it does not mention")
        constants[r] *= -1 / a
        scratch.withUnsafeBufferPointer { write(UnsafeBufferPointer(rebasing: $0[0..<n]), to: r, room: n + 2) }
    }
}

extension RowStore {
    /// Drops `symbol`'s cell from row `r` if it has one (a round-off residue of a dead symbol).
    /// The cells after it move up; their column slots are unchanged. O(n).
    mutating func remove(_ r: Int, _ symbol: Int) {
        let p = position(r, of: symbol)
        guard p.found else { return }
        var row = self.row(r)
        row.cells.remove(at: p.index)
        row.cells.withUnsafeBufferPointer { write($0, to: r, room: $0.count) }  // shorter: in place
    }
}
