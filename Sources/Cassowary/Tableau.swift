/// The simplex tableau: rows of basic symbols in terms of non-basic ones, a column index, and the
/// objective. All of a solver's numeric state is in this one value, so an attempt that fails can
/// be undone by restoring a copy (arrays are copy-on-write: the copy is O(1) until written).
///
/// Keeps true (checked by `Solver.checkInvariants()`):
/// - a basic symbol has exactly one row and appears in no row's cells and not in the objective;
/// - `columns[s]` lists, once each, exactly the row slots whose cells mention `s`, and each such
///   cell's `slot` is its index in that column;
/// - every restricted basic symbol has a constant ≥ 0 after each public operation (feasible);
/// - dead symbols appear nowhere.
struct Tableau {
    // Per symbol id.
    var kinds: [SymbolKind] = []
    var basicRow: [Int] = []
    var columns = ColumnIndex()
    /// The constraint slot a marker or error belongs to; the variable id of an external.
    var owners: [Int] = []
    var freeSymbols: [Int] = []

    // Per row slot.
    var rows = RowStore()
    var rowBasic: [Int] = []
    var freeRows: [Int] = []

    // Per variable id.
    var variableSymbol: [Int] = []
    var variableReferences: [Int] = []

    var objective = Objective()
    /// The phase-1 objective while an artificial variable is in the tableau.
    var artificial: Row?
    /// Restricted basic symbols whose constant went negative: work for the dual simplex.
    var infeasible: [Int] = []
    var counters = SolverCounters()
    var shouldCancel: (@Sendable () -> Bool)?
    /// `Solver.cellBudget`, checked with `shouldCancel`.
    var cellBudget = Int.max
    /// `Solver.fillBudget`, checked with `shouldCancel`.
    var fillBudget = Int.max
    /// Set when `shouldCancel` stopped a substitution half done: the rows no longer agree with
    /// the columns, so every later `checkLimits` throws `.cancelled` and the solver is dropped.
    var abandoned = false
    /// Cells a substitution merges between two polls of `shouldCancel`: one substitution of a
    /// dense row into a long column (an overflowing stack of labels whose sizes all tie) can
    /// merge millions, tens of milliseconds without a pivot in between.
    static let cellsPerPoll = 1 << 15

    /// Symbols allocated since `beginAttempt()`, so a failed add can give them back.
    var attemptAllocations: [Int] = []
    var attemptSymbolCount = 0

    // Scratch space reused by every merge.
    var added: [Int] = []
    var removed: [Cell] = []
    /// The column being substituted away, copied out of the index before it is emptied.
    var touched: [Int] = []
    /// `optimize`'s symbols with a negative cost but no leaving row, put back when it ends.
    var passedOver: [Int] = []
    /// `makeRow`'s scratch, empty between rows.
    var accumulator = RowAccumulator()
    /// The last stored row's value, once its cells are copied into `rows`: its buffer is where
    /// `makeRow` builds the next row, instead of allocating one per row.
    var spareRow: Row?

    var symbolCount: Int { kinds.count }

    /// Throws when the caller's deadline has passed or the rows outgrew their budget: polled
    /// between pivots.
    @inline(__always)
    func checkLimits() throws(SolverError) {
        if abandoned { throw .cancelled }
        if let shouldCancel, shouldCancel() { throw .cancelled }
        if rows.reservedCells > cellBudget || counters.longCellsMerged > fillBudget { throw .tooLarge }
    }

    /// Sizes the per-symbol, per-row and per-variable arrays for a system of about this size,
    /// so building it does not grow them step by step. Only a hint: arrays still grow past it.
    mutating func reserveCapacity(symbols: Int, rows rowCount: Int, variables: Int) {
        kinds.reserveCapacity(symbols)
        basicRow.reserveCapacity(symbols)
        columns.reserveCapacity(symbols: symbols)
        owners.reserveCapacity(symbols)
        objective.reserveCapacity(symbols: symbols)
        accumulator.reserve(symbols: symbols)
        rows.reserveCapacity(rows: rowCount)
        rowBasic.reserveCapacity(rowCount)
        variableSymbol.reserveCapacity(variables)
        variableReferences.reserveCapacity(variables)
        attemptAllocations.reserveCapacity(4)
    }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        let s: Int
        if let reused = freeSymbols.popLast() {
            s = reused
            kinds[s] = kind
            owners[s] = owner
        } else {
            s = kinds.count
            kinds.append(kind)
            basicRow.append(-1)
            columns.appendSymbol()
            owners.append(owner)
            objective.grow(toSymbols: kinds.count)
        }
        attemptAllocations.append(s)
        return s
    }

    /// Removes every trace of `s` (residues of cancelled cells included) and recycles its id.
    mutating func releaseSymbol(_ s: Int) {
        if basicRow[s] >= 0 { removeRow(basicRow[s]) }
        for k in 0..<columns.count(s) { rows.remove(columns.entry(s, k), s) }
        columns.removeAll(s)
        objective.clear(s)
        kinds[s] = .dead
        owners[s] = -1
        freeSymbols.append(s)
    }

    /// The external symbol of variable `id`, made (and counted as referenced) on first use.
    mutating func retainVariable(_ id: Int) -> Int {
        // One id at a time: variables usually arrive in increasing id order.
        while variableSymbol.count <= id { variableSymbol.append(-1) }
        while variableReferences.count <= id { variableReferences.append(0) }
        if variableSymbol[id] < 0 { variableSymbol[id] = makeSymbol(.external, owner: id) }
        variableReferences[id] += 1
        return variableSymbol[id]
    }

    /// Drops one reference; the last one releases the variable's symbol.
    mutating func releaseVariable(_ id: Int) {
        variableReferences[id] -= 1
        if variableReferences[id] == 0 {
            releaseSymbol(variableSymbol[id])
            variableSymbol[id] = -1
        }
    }

    // MARK: Attempts

    mutating func beginAttempt() {
        attemptAllocations.removeAll(keepingCapacity: true)
        attemptSymbolCount = kinds.count
    }

    /// Gives back the symbols of a failed attempt, leaving ids, free list and arrays exactly as
    /// before it. The caller has already released the attempt's variable references.
    mutating func rollBackAllocations() {
        for s in attemptAllocations.reversed() where s < attemptSymbolCount {
            kinds[s] = .dead
            owners[s] = -1
            freeSymbols.append(s)
        }
        let n = attemptSymbolCount
        kinds.removeLast(kinds.count - n)
        basicRow.removeLast(basicRow.count - n)
        columns.removeLastSymbols(columns.symbolCount - n)
        owners.removeLast(owners.count - n)
        // The objective keeps the (zero) entries of these ids: it is grown ahead of the symbols.
        attemptAllocations.removeAll(keepingCapacity: true)
    }

    // MARK: Rows

    /// Makes `subject` basic with `row` (already solved for it) and substitutes it everywhere.
    mutating func insertRow(_ row: consuming Row, basic subject: Int) {
        // The slots are written into the row before it is stored: one uniqueness check for the
        // row instead of one per cell.
        let r = freeRows.last ?? rows.count
        row.cells.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices { cells[i].slot = Int32(truncatingIfNeeded: columns.append(r, to: cells[i].symbol)) }
        }
        rows.store(row, at: r)
        spareRow = consume row
        if r == rowBasic.count {
            rowBasic.append(subject)
        } else {
            freeRows.removeLast()
            rowBasic[r] = subject
        }
        basicRow[subject] = r
        substitute(subject, with: r)
    }

    /// Takes row slot `r` out of the tableau; its basic symbol becomes non-basic (and absent).
    mutating func removeRow(_ r: Int) {
        for i in 0..<rows.cellCount(r) {
            let cell = rows.cell(r, i)
            removeFromColumn(cell.symbol, slot: Int(cell.slot))
        }
        basicRow[rowBasic[r]] = -1
        rowBasic[r] = -1
        rows.clear(r)
        freeRows.append(r)
    }

    /// Lists row `r` in `s`'s column; cell `i` of the row is `s`'s and records the position.
    @inline(__always)
    mutating func appendToColumn(_ s: Int, row r: Int, cell i: Int) {
        rows.setSlot(r, cell: i, columns.append(r, to: s))
    }

    /// Removes entry `k` of `s`'s column in O(1): the last entry moves into its place, and the
    /// cell of `s` in that entry's row learns its new slot (a binary search).
    @inline(__always)
    mutating func removeFromColumn(_ s: Int, slot k: Int) {
        let moved = columns.remove(s, at: k)
        if moved >= 0 {
            rows.setSlot(moved, cell: rows.position(moved, of: s).index, k)
        }
    }

    /// Replaces non-basic `s` by its new row (slot `p`) in every other row that mentions it and in
    /// the objectives. Only the rows of `s`'s column are visited. Polls `shouldCancel` every
    /// `cellsPerPoll` cells merged; when it says stop, the rest is left undone and the tableau
    /// `abandoned`.
    mutating func substitute(_ s: Int, with p: Int) {
        counters.substitutions += 1
        columns.take(s, into: &touched)
        var sincePoll = 0
        for k in touched.indices {
            let r = touched[k]
            if r == p { continue }
            if sincePoll >= Self.cellsPerPoll {
                sincePoll = 0
                if let shouldCancel, shouldCancel() {
                    abandoned = true
                    return
                }
            }
            let factor = rows.coefficient(r, for: s)
            let before = rows.cellCount(r)
            // Guarded: clearing an empty array still costs a generic range replacement.
            if !added.isEmpty { added.removeAll(keepingCapacity: true) }
            if !removed.isEmpty { removed.removeAll(keepingCapacity: true) }
            let merged = rows.add(r, factor, timesRow: p, eliminating: s, added: &added, removed: &removed)
            counters.cellsMerged += merged
            if max(before, merged) > Self.longRow { counters.longCellsMerged += before + merged }
            sincePoll += merged + 1
            counters.rowsTouched += 1
            for cell in removed { removeFromColumn(cell.symbol, slot: Int(cell.slot)) }
            for symbol in added { appendToColumn(symbol, row: r, cell: rows.position(r, of: symbol).index) }
            let basic = rowBasic[r]
            if rows.constants[r] < 0 && kinds[basic].isRestricted { infeasible.append(basic) }
        }
        objective.substitute(s, with: rows, p)
        if var phase1 = artificial {
            artificial = nil
            let factor = phase1.coefficient(for: s)
            if factor != 0 {
                if !added.isEmpty { added.removeAll(keepingCapacity: true) }
                if !removed.isEmpty { removed.removeAll(keepingCapacity: true) }
                _ = rows.add(factor, timesRow: p, to: &phase1, eliminating: s, added: &added, removed: &removed)
            }
            artificial = phase1
        }
    }

    /// Makes `entering` basic in row slot `p`; the row's basic symbol leaves the basis.
    mutating func pivot(row p: Int, entering: Int) {
        counters.pivots += 1
        let leaving = rowBasic[p]
        removeFromColumn(entering, slot: Int(rows.cell(p, rows.position(p, of: entering).index).slot))
        rows.solve(p, for: entering, replacing: leaving)
        appendToColumn(leaving, row: p, cell: rows.position(p, of: leaving).index)
        basicRow[leaving] = -1
        basicRow[entering] = p
        rowBasic[p] = entering
        substitute(entering, with: p)
    }

    /// The current value of each variable (0 for one no constraint mentions), in order.
    func values(of variables: [Variable]) -> [Double] { variables.map { value(ofVariable: $0.id) } }

    /// The current value of variable `id` (0 for one no constraint mentions).
    @inline(__always)
    func value(ofVariable id: Int) -> Double {
        let s = id >= 0 && id < variableSymbol.count ? variableSymbol[id] : -1
        return s >= 0 ? value(ofSymbol: s) : 0
    }

    /// The value of symbol `s` in the current basic solution.
    @inline(__always)
    func value(ofSymbol s: Int) -> Double {
        let r = basicRow[s]
        return r >= 0 ? rows.constants[r] : 0
    }
}
