/// The simplex tableau: rows of basic symbols in terms of non-basic ones, a column index, and the
/// objective. All of a solver's numeric state is in this one value, so an attempt that fails can
/// be undone by restoring a copy (arrays are copy-on-write: the copy is O(1) until written).
///
/// Keeps true (checked by `Solver.checkInvariants()`):
/// - a basic symbol has exactly one row and appears in no row's cells and not in the objective;
/// - `columns[s]` lists, once each, exactly the row slots whose cells mention `s`;
/// - every restricted basic symbol has a constant ≥ 0 after each public operation (feasible);
/// - dead symbols appear nowhere.
struct Tableau {
    // Per symbol id.
    var kinds: [SymbolKind] = []
    var basicRow: [Int] = []
    var columns: [[Int]] = []
    /// The constraint slot a marker or error belongs to; the variable id of an external.
    var owners: [Int] = []
    var freeSymbols: [Int] = []

    // Per row slot.
    var rows: [Row] = []
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

    /// Symbols allocated since `beginAttempt()`, so a failed add can give them back.
    var attemptAllocations: [Int] = []
    var attemptSymbolCount = 0

    // Scratch space reused by every merge.
    var buffer: [Cell] = []
    var added: [Int] = []
    var removed: [Int] = []

    var symbolCount: Int { kinds.count }

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
            columns.append([])
            owners.append(owner)
            objective.grow(toSymbols: kinds.count)
        }
        attemptAllocations.append(s)
        return s
    }

    /// Removes every trace of `s` (residues of cancelled cells included) and recycles its id.
    mutating func releaseSymbol(_ s: Int) {
        if basicRow[s] >= 0 { removeRow(basicRow[s]) }
        for r in columns[s] { rows[r].remove(s) }
        columns[s] = []
        objective.clear(s)
        kinds[s] = .dead
        owners[s] = -1
        freeSymbols.append(s)
    }

    /// The external symbol of variable `id`, made (and counted as referenced) on first use.
    mutating func retainVariable(_ id: Int) -> Int {
        if id >= variableSymbol.count {
            variableSymbol.append(contentsOf: repeatElement(-1, count: id + 1 - variableSymbol.count))
            variableReferences.append(contentsOf: repeatElement(0, count: id + 1 - variableReferences.count))
        }
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
        columns.removeLast(columns.count - n)
        owners.removeLast(owners.count - n)
        objective.truncate(toSymbols: n)
        attemptAllocations.removeAll(keepingCapacity: true)
    }

    // MARK: Rows

    /// Makes `subject` basic with `row` (already solved for it) and substitutes it everywhere.
    mutating func insertRow(_ row: Row, basic subject: Int) {
        let r: Int
        if let reused = freeRows.popLast() {
            r = reused
            rows[r] = row
            rowBasic[r] = subject
        } else {
            r = rows.count
            rows.append(row)
            rowBasic.append(subject)
        }
        basicRow[subject] = r
        for cell in row.cells { columns[cell.symbol].append(r) }
        substitute(subject, with: r)
    }

    /// Takes row slot `r` out of the tableau; its basic symbol becomes non-basic (and absent).
    mutating func removeRow(_ r: Int) {
        for cell in rows[r].cells { removeFromColumn(cell.symbol, r) }
        basicRow[rowBasic[r]] = -1
        rowBasic[r] = -1
        rows[r] = Row()
        freeRows.append(r)
    }

    @inline(__always)
    mutating func removeFromColumn(_ s: Int, _ r: Int) {
        if let k = columns[s].firstIndex(of: r) {
            columns[s].swapAt(k, columns[s].count - 1)
            columns[s].removeLast()
        }
    }

    /// Replaces non-basic `s` by its new row (slot `p`) in every other row that mentions it and in
    /// the objectives. Only the rows of `s`'s column are visited.
    mutating func substitute(_ s: Int, with p: Int) {
        counters.substitutions += 1
        let source = rows[p]
        let touched = columns[s]
        columns[s] = []
        for r in touched where r != p {
            let factor = rows[r].coefficient(for: s)
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            counters.cellsMerged += rows[r].add(factor, times: source, eliminating: s,
                                                buffer: &buffer, added: &added, removed: &removed)
            counters.rowsTouched += 1
            for symbol in added { columns[symbol].append(r) }
            for symbol in removed { removeFromColumn(symbol, r) }
            let basic = rowBasic[r]
            if rows[r].constant < 0 && kinds[basic].isRestricted { infeasible.append(basic) }
        }
        objective.substitute(s, with: source)
        if var phase1 = artificial {
            artificial = nil
            let factor = phase1.coefficient(for: s)
            if factor != 0 {
                added.removeAll(keepingCapacity: true)
                removed.removeAll(keepingCapacity: true)
                _ = phase1.add(factor, times: source, eliminating: s,
                               buffer: &buffer, added: &added, removed: &removed)
            }
            artificial = phase1
        }
    }

    /// Makes `entering` basic in row slot `p`; the row's basic symbol leaves the basis.
    mutating func pivot(row p: Int, entering: Int) {
        counters.pivots += 1
        let leaving = rowBasic[p]
        rows[p].solve(for: entering, replacing: leaving)
        removeFromColumn(entering, p)
        columns[leaving].append(p)
        basicRow[leaving] = -1
        basicRow[entering] = p
        rowBasic[p] = entering
        substitute(entering, with: p)
    }

    /// The value of symbol `s` in the current basic solution.
    @inline(__always)
    func value(ofSymbol s: Int) -> Double {
        let r = basicRow[s]
        return r >= 0 ? rows[r].constant : 0
    }
}
