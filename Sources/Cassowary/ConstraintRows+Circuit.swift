// The one irreducible conflicting set among some rows, proven by linear algebra in linear time
// where a search for it (QuickXplain) would test subsets.

extension ConstraintRows {
    /// The only irreducible infeasible subset of rows `rows` (each taken as required), in their
    /// order — or nil when this cannot show that there is only one, and which.
    ///
    /// Why it holds. Rows S are infeasible exactly when some y ≠ 0 has y·A_S = 0 and turns the
    /// constants into a contradiction, y of the inequalities' signs (Farkas). If the rows of S
    /// but `pivot` are linearly independent, the vectors y with y·A_S = 0 form a line at most;
    /// when a certificate y exists it spans the line. Then every infeasible subset of S, whose
    /// own certificate lies on that line, contains supp(y); and every proper subset of supp(y)
    /// has independent rows, so it holds (at equality, on its inequalities). supp(y) is the one
    /// irreducible infeasible subset: rows of y = 0 are not needed, all the others are. (The rows
    /// are a *circuit* of the matroid of A_S's rows: rank |S| − 1, one dependency, full support.)
    ///
    /// How. Independence by peeling, as a sparse LU finds its triangular part: a column left in
    /// one row, or a row left with one column, pivots there; when every row but `pivot` pivots,
    /// they are independent — by structure, on the original coefficients, with no arithmetic to
    /// round. A chain of links (each sharing a variable with the next) peels from its ends. A
    /// row left without a column (a dependency not through `pivot`), or rows that all keep two
    /// columns with two rows each (a cycle), end it: nil. Then y, with y[pivot] = 1, by
    /// substitution along the pivots; it is checked on every column (y·A_S = 0) and against the
    /// constants (a contradiction, with the inequalities' signs), else nil.
    /// - Complexity: O(terms of the rows), plus hashing their variables.
    func circuit(_ rows: [Int], pivot: Int) -> [Int]? {
        guard let t = rows.firstIndex(of: pivot) else { return nil }
        let matrix = LocalMatrix(self, rows)
        guard let pivots = matrix.peel(dropping: t), let y = matrix.nullVector(pivots, dropping: t) else { return nil }
        let scale = y.reduce(0) { max($0, abs($1)) }
        let support = rows.indices.filter { abs(y[$0]) > Tolerance.epsilon * scale }
        guard isContradiction(support.map { (rows[$0], y[$0] / scale) }) else { return nil }
        return support.map { rows[$0] }
    }

    /// Whether Σ y·row, over rows of Σ y·A = 0, contradicts the relations: an equality's y may
    /// have either sign, but every `≥` row's y one sign and every `≤` row's the other (or the
    /// reverse, y negated), and then the constants' sum has the sign no such sum may have.
    private func isContradiction(_ certificate: [(row: Int, y: Double)]) -> Bool {
        var sum = 0.0, magnitude = 0.0
        var orientation = 0.0  // +1: y ≥ 0 on `≥` rows; -1: y ≤ 0 there; 0: no inequality yet
        for (r, y) in certificate {
            sum += y * constants[r]
            magnitude += abs(y * constants[r])
            let wants: Double
            switch relations[r] {
            case .equal: continue
            case .greaterThanOrEqual: wants = y > 0 ? 1 : -1
            case .lessThanOrEqual: wants = y < 0 ? 1 : -1
            }
            if orientation == 0 { orientation = wants } else if orientation != wants { return false }
        }
        // Oriented, the rows' sum is Σ y·k ≥ 0 wherever the rows hold (each inequality's term is
        // ≥ 0, each equality's 0): a sum below 0 cannot hold.
        if orientation == 0 { orientation = sum < 0 ? 1 : -1 }
        return orientation * sum < -Tolerance.epsilon * max(1, magnitude)
    }
}

/// Rows of a `ConstraintRows` on their own variables (renumbered 0, 1, 2 …), by row and by
/// column: what `circuit` peels.
private struct LocalMatrix {
    var rowStart: [Int] = [0], rowColumn: [Int] = [], rowCoefficient: [Double] = []
    var columnStart: [Int], columnRow: [Int], columnCoefficient: [Double]

    init(_ system: ConstraintRows, _ rows: [Int]) {
        var local: [Int32: Int] = [:]
        for r in rows {
            for i in system.starts[r]..<system.starts[r + 1] {
                let c = local[system.variables[i]] ?? local.count
                local[system.variables[i]] = c
                rowColumn.append(c)
                rowCoefficient.append(system.coefficients[i])
            }
            rowStart.append(rowColumn.count)
        }
        // By column: a counting sort of the terms, rows in order within each column.
        columnStart = Array(repeatElement(0, count: local.count + 1))
        for c in rowColumn { columnStart[c + 1] += 1 }
        for c in 0..<local.count { columnStart[c + 1] += columnStart[c] }
        var next = columnStart
        columnRow = Array(repeatElement(0, count: rowColumn.count))
        columnCoefficient = Array(repeatElement(0, count: rowColumn.count))
        for i in 0..<rows.count {
            for j in rowStart[i]..<rowStart[i + 1] {
                let c = rowColumn[j]
                columnRow[next[c]] = i
                columnCoefficient[next[c]] = rowCoefficient[j]
                next[c] += 1
            }
        }
    }

    var rowCount: Int { rowStart.count - 1 }
    var columnCount: Int { columnStart.count - 1 }

    /// A pivot of the peeling: `row` is the only row left in `column` (`byColumn`), or `column`
    /// the only column left in `row`.
    struct Pivot {
        let row: Int, column: Int, byColumn: Bool
    }

    /// Every row but `t` pivoted, in order; nil when one is left without a column (the rows are
    /// dependent) or the peeling stalls (it cannot tell).
    func peel(dropping t: Int) -> [Pivot]? {
        var rowsLeft = (0..<rowCount).map { rowStart[$0 + 1] - rowStart[$0] }
        var columnsLeft = (0..<columnCount).map { columnStart[$0 + 1] - columnStart[$0] }
        for j in rowStart[t]..<rowStart[t + 1] { columnsLeft[rowColumn[j]] -= 1 }
        var rowDone = [Bool](repeatElement(false, count: rowCount))
        var columnDone = [Bool](repeatElement(false, count: columnCount))
        rowDone[t] = true
        guard (0..<rowCount).allSatisfy({ $0 == t || rowsLeft[$0] > 0 }) else { return nil }
        var columnSingles = (0..<columnCount).filter { columnsLeft[$0] == 1 }.reversed() as [Int]
        var rowSingles = (0..<rowCount).filter { $0 != t && rowsLeft[$0] == 1 }.reversed() as [Int]
        var pivots: [Pivot] = []
        pivots.reserveCapacity(rowCount - 1)
        while true {
            if let c = columnSingles.popLast() {
                guard !columnDone[c], columnsLeft[c] == 1,
                    let r = (columnStart[c]..<columnStart[c + 1]).lazy.map({ columnRow[$0] }).first(where: {
                        !rowDone[$0]
                    })
                else { continue }
                // Row r goes: the columns it leaves may be left with one row.
                rowDone[r] = true
                columnDone[c] = true
                for j in rowStart[r]..<rowStart[r + 1] where !columnDone[rowColumn[j]] {
                    columnsLeft[rowColumn[j]] -= 1
                    if columnsLeft[rowColumn[j]] == 1 { columnSingles.append(rowColumn[j]) }
                }
                pivots.append(Pivot(row: r, column: c, byColumn: true))
            } else if let r = rowSingles.popLast() {
                guard !rowDone[r], rowsLeft[r] == 1,
                    let c = (rowStart[r]..<rowStart[r + 1]).lazy.map({ rowColumn[$0] }).first(where: {
                        !columnDone[$0]
                    })
                else { continue }
                // Row r and column c go: the rows c leaves may be left with one column, or none.
                rowDone[r] = true
                columnDone[c] = true
                for j in columnStart[c]..<columnStart[c + 1] where !rowDone[columnRow[j]] {
                    let other = columnRow[j]
                    rowsLeft[other] -= 1
                    if rowsLeft[other] == 0 { return nil }
                    if rowsLeft[other] == 1 { rowSingles.append(other) }
                }
                pivots.append(Pivot(row: r, column: c, byColumn: false))
            } else {
                break
            }
        }
        return pivots.count == rowCount - 1 ? pivots : nil
    }

    /// y with y[t] = 1 and y·A = 0, from `pivots` (`peel(dropping: t)`), or nil when no such y
    /// exists (a column's sum is not 0 within the tolerance).
    ///
    /// A column pivot's column holds, besides its row, only t and rows pivoted before it by
    /// column (a row pivoted by row before it had no other column left then); a row pivot's
    /// column holds only t, rows pivoted by column, and rows pivoted by row after it. So the
    /// column pivots are solved in order, then the row pivots in reverse, each from its column.
    func nullVector(_ pivots: [Pivot], dropping t: Int) -> [Double]? {
        var y = [Double](repeatElement(0, count: rowCount))
        y[t] = 1
        func solve(_ pivot: Pivot) {
            var sum = 0.0, own = 1.0
            for j in columnStart[pivot.column]..<columnStart[pivot.column + 1] {
                if columnRow[j] == pivot.row {
                    own = columnCoefficient[j]
                } else {
                    sum += y[columnRow[j]] * columnCoefficient[j]
                }
            }
            y[pivot.row] = -sum / own
        }
        for pivot in pivots where pivot.byColumn { solve(pivot) }
        for pivot in pivots.reversed() where !pivot.byColumn { solve(pivot) }
        for c in 0..<columnCount {
            var sum = 0.0, size = 0.0
            for j in columnStart[c]..<columnStart[c + 1] {
                let term = y[columnRow[j]] * columnCoefficient[j]
                sum += term
                size += abs(term)
            }
            guard abs(sum) <= Tolerance.epsilon * size else { return nil }
        }
        return y
    }
}
