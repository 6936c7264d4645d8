extension Tableau {
    /// The optional part of a new constraint: which objective level its errors go to, with what
    /// weight. `nil` for required constraints.
    struct ErrorWeight {
        var level: Int
        var weight: Double
    }

    /// The row for `constraint` in terms of the current non-basic symbols, with its marker (and
    /// error partner) allocated: kiwi's createRow. Errors of an optional constraint are entered
    /// into the objective here. The row's constant is made ≥ 0.
    /// - Complexity: O(cells of the basic variables' rows + k log k) for the k symbols summed.
    mutating func makeRow(for constraint: Constraint, slot: Int,
                          errorWeight: ErrorWeight?) -> (row: Row, marker: Int, other: Int) {
        // Summed in the dense scratch `rowSum`, in the same order and with the same zero tests
        // as merging into a sorted row would: the cells come out bit for bit the same, without
        // building and regrowing a row per basic term.
        var constant = constraint.expression.constant
        rowSymbols.removeAll(keepingCapacity: true)
        for term in constraint.expression.terms {
            let s = retainVariable(term.variable.id)
            let r = basicRow[s]
            if rowSum.count < symbolCount { growRowSum() }
            if r >= 0 {
                // The basic variable's definition, merged in.
                let factor = term.coefficient
                let source = rows[r]
                for cell in source.cells { accumulate(cell.symbol, product: factor * cell.coefficient) }
                constant += factor * source.constant
            } else {
                accumulate(s, coefficient: term.coefficient)
            }
        }
        var row = collectRow(constant: constant)

        var marker = -1, other = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack, owner: slot)
            row.add(marker, sign)
            if let errorWeight {
                other = makeSymbol(.error, owner: slot)
                row.add(other, -sign)
                objective.add(other, level: errorWeight.level, errorWeight.weight)
            }
        case .equal:
            if let errorWeight {
                marker = makeSymbol(.error, owner: slot)
                other = makeSymbol(.error, owner: slot)
                row.add(marker, -1)
                row.add(other, 1)
                objective.add(marker, level: errorWeight.level, errorWeight.weight)
                objective.add(other, level: errorWeight.level, errorWeight.weight)
            } else {
                marker = makeSymbol(.dummy, owner: slot)
                row.add(marker, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other)
    }

    /// Grows the scratch ahead of the symbols (doubling), so it is not regrown per new symbol.
    private mutating func growRowSum() {
        let n = max(symbolCount, 2 * rowSum.count, 32) - rowSum.count
        rowSum.append(contentsOf: repeatElement(0, count: n))
        rowState.append(contentsOf: repeatElement(0, count: n))
    }

    /// `sum[b] += product` as a merge of a scaled row does it: a new cell only if the product
    /// is not zero, a cell dropped when its sum cancels.
    @inline(__always)
    private mutating func accumulate(_ b: Int, product: Double) {
        if rowState[b] == 2 {
            let value = rowSum[b] + product
            if Tolerance.isZero(value) {
                rowState[b] = 1
                rowSum[b] = 0
            } else {
                rowSum[b] = value
            }
        } else if !Tolerance.isZero(product) {
            if rowState[b] == 0 { rowSymbols.append(b) }
            rowState[b] = 2
            rowSum[b] = product
        }
    }

    /// `sum[s] += coefficient` as `Row.add(_:_:)` does it.
    @inline(__always)
    private mutating func accumulate(_ s: Int, coefficient: Double) {
        if rowState[s] == 2 {
            let value = rowSum[s] + coefficient
            if Tolerance.isZero(value) {
                rowState[s] = 1
                rowSum[s] = 0
            } else {
                rowSum[s] = value
            }
        } else if !Tolerance.isZero(coefficient) {
            if rowState[s] == 0 { rowSymbols.append(s) }
            rowState[s] = 2
            rowSum[s] = coefficient
        }
    }

    /// The summed cells as a row sorted by symbol (room for the marker and its partner), and
    /// the scratch cleared for the next row. O(k log k) for k symbols touched.
    private mutating func collectRow(constant: Double) -> Row {
        var present = 0
        for s in rowSymbols where rowState[s] == 2 { present += 1 }
        var row = Row(constant: constant)
        row.cells.reserveCapacity(present + 2)
        if rowSymbols.count <= 16 {
            // Insertion sort: the lists are short, and this spares the generic sort's setup.
            for i in 1..<max(1, rowSymbols.count) {
                let x = rowSymbols[i]
                var j = i
                while j > 0 && rowSymbols[j - 1] > x {
                    rowSymbols[j] = rowSymbols[j - 1]
                    j -= 1
                }
                rowSymbols[j] = x
            }
        } else {
            rowSymbols.sort()
        }
        for s in rowSymbols {
            if rowState[s] == 2 { row.cells.append(Cell(symbol: s, coefficient: rowSum[s])) }
            rowState[s] = 0
            rowSum[s] = 0
        }
        return row
    }

    /// kiwi's chooseSubject: the first external symbol, else the marker or its partner if it is a
    /// slack or error with a negative coefficient, else -1.
    func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        for cell in row.cells where kinds[cell.symbol] == .external { return cell.symbol }
        for candidate in [marker, other] where candidate >= 0 && kinds[candidate].isPivotable {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return -1
    }

    /// The row to pivot on when `marker` (non-basic) must leave the tableau with its constraint:
    /// kiwi's getMarkerLeavingRow, over `marker`'s column only. Prefers a restricted row with a
    /// negative coefficient (least ratio), then one with a positive coefficient, then an
    /// unrestricted row; ties go to the smaller basic symbol id.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for r in columns[marker] {
            let c = rows[r].coefficient(for: marker)
            if c == 0 { continue }
            let basic = rowBasic[r]
            if kinds[basic] == .external {
                if third < 0 || basic < rowBasic[third] { third = r }
            } else if c < 0 {
                let ratio = -rows[r].constant / c
                if ratio < r1 || (ratio == r1 && basic < rowBasic[first]) { r1 = ratio; first = r }
            } else {
                let ratio = rows[r].constant / c
                if ratio < r2 || (ratio == r2 && basic < rowBasic[second]) { r2 = ratio; second = r }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// A subject that lets `row` (no external, constant ≥ 0) enter without phase 1: a slack or
    /// error `x` with a negative coefficient such that raising `x` to `row`'s value keeps every
    /// restricted row feasible (the new row itself is the first to block). Largest id first.
    /// Returns -1 when none qualifies. O(Σ column lengths of the candidates).
    func directSubject(_ row: Row) -> Int {
        for cell in row.cells.reversed() where cell.coefficient < 0 && kinds[cell.symbol].isPivotable {
            let x = cell.symbol
            let theta = row.constant / -cell.coefficient
            var blocked = false
            for r in columns[x] where kinds[rowBasic[r]].isRestricted {
                let b = rows[r].coefficient(for: x)
                if b < 0 && rows[r].constant + b * theta < 0 { blocked = true; break }
            }
            if !blocked { return x }
        }
        return -1
    }
}
