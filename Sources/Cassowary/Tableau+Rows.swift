extension Tableau {
    /// The optional part of a new constraint: which objective level its errors go to, with what
    /// weight. `nil` for required constraints.
    struct ErrorWeight {
        var level: Int
        var weight: Double
    }

    /// Basic rows longer than this are merged into a new row rather than summed densely.
    static let longRow = 32

    /// The row for `constraint` in terms of the current non-basic symbols, with its marker (and
    /// error partner) allocated: kiwi's createRow. Errors of an optional constraint are entered
    /// into the objective here. The row's constant is made ≥ 0.
    /// - Complexity: O(cells of the basic variables' rows), times the few runs to sort.
    mutating func makeRow(
        for constraint: Constraint, slot: Int,
        errorWeight: ErrorWeight?
    ) -> (row: Row, marker: Int, other: Int) {
        // Summed in a dense scratch rather than by merging a row per basic term; the cells come
        // out bit for bit the same (`RowAccumulator`). A long basic row switches to merging
        // sorted rows: scattered writes into a scratch as long as the symbols cost more in cache
        // misses than the merge's allocations there. The scratch is used where it is stored
        // (a disjoint stored property of `self`): moving it out and back would make and destroy
        // an empty one per row, a release per array it holds.
        let terms = constraint.expression.terms
        var constant = constraint.expression.constant
        // By index, fields read in place: a copied `Term` retains its variable's name.
        var i = 0
        var longSymbol = -1, extra = 2
        while i < terms.count {
            let coefficient = terms[i].coefficient
            let s = retainVariable(terms[i].variable.id)
            let r = basicRow[s]
            if r >= 0 && rows.cellCount(r) > Self.longRow {
                longSymbol = s
                extra = rows.cellCount(r) + 2
                break
            }
            accumulator.reserve(symbols: symbolCount)
            if r >= 0 {
                // The basic variable's definition, merged in.
                rows.accumulate(r, times: coefficient, into: &accumulator)
                constant += coefficient * rows.constants[r]
            } else {
                accumulator.add(s, coefficient)
            }
            i += 1
        }
        // Into the previous row's buffer when `insertRow` gave it back: no allocation per row.
        var row = spareRow.take() ?? Row()
        accumulator.collect(constant: constant, extra: extra, into: &row)
        // From the first long row on, if any (its variable is retained already).
        while i < terms.count {
            let coefficient = terms[i].coefficient
            let s = longSymbol >= 0 ? longSymbol : retainVariable(terms[i].variable.id)
            longSymbol = -1
            let r = basicRow[s]
            if r >= 0 {
                _ = rows.add(coefficient, timesRow: r, to: &row, eliminating: -1, added: &added, removed: &removed)
                if !added.isEmpty { added.removeAll(keepingCapacity: true) }
                if !removed.isEmpty { removed.removeAll(keepingCapacity: true) }
            } else {
                row.add(s, coefficient)
            }
            i += 1
        }

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
        for k in 0..<columns.count(marker) {
            let r = columns.entry(marker, k)
            let c = rows.coefficient(r, for: marker)
            if c == 0 { continue }
            let basic = rowBasic[r]
            if kinds[basic] == .external {
                if third < 0 || basic < rowBasic[third] { third = r }
            } else if c < 0 {
                let ratio = -rows.constants[r] / c
                if ratio < r1 || (ratio == r1 && basic < rowBasic[first]) {
                    r1 = ratio
                    first = r
                }
            } else {
                let ratio = rows.constants[r] / c
                if ratio < r2 || (ratio == r2 && basic < rowBasic[second]) {
                    r2 = ratio
                    second = r
                }
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
            for k in 0..<columns.count(x) {
                let r = columns.entry(x, k)
                guard kinds[rowBasic[r]].isRestricted else { continue }
                let b = rows.coefficient(r, for: x)
                if b < 0 && rows.constants[r] + b * theta < 0 {
                    blocked = true
                    break
                }
            }
            if !blocked { return x }
        }
        return -1
    }
}
