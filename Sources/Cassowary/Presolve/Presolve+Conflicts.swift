extension Presolve {
    /// A conflict the reduced system met, stated in the input's rows: `members` (tags) are a
    /// conflicting set among the reduced constraints — what the reduced solver's explanation
    /// gives, irreducible among them when `irreducible` says so — or one contradicted row; they
    /// stand on the eliminated equalities they were rewritten with (`provenance(of:)`).
    ///
    /// First, whether the members and their provenance are a circuit (`ConstraintRows.circuit`,
    /// one pass over their rows): then the one irreducible set among them is known, whatever the
    /// reduced solver could tell — a conflict along a chain, every link needed, is one. Else, as
    /// every member is needed (without it the rest holds together with all the eliminated
    /// equalities), only the provenance is shrunk: by QuickXplain, each test a presolve of the
    /// candidate rows (linear for a chain, where a tableau of them would fill in), the
    /// equalities with the lowest `rank`, then the most recent (highest tag), tried for removal
    /// first.
    /// - Parameters:
    ///   - testLimit: the most feasibility tests, or four per candidate when that is more and
    ///     the tests read at most `rowBudget` rows in all (QuickXplain needs about two per
    ///     candidate when every one is needed: a conflict along a whole chain); past it the
    ///     provenance not yet decided is kept and the set is reported not irreducible.
    ///   - rows: `rowsByTag()`, made once for every conflict of this presolve (each explanation
    ///     then costs what its own rows cost, not what the system does).
    /// - Returns: the tags of the conflicting set, sorted, and whether it is irreducible.
    /// - Complexity: O(terms of the members and their provenance) for a circuit; else up to
    ///   `testLimit` (or four per candidate) presolves of them.
    public func explain(
        _ members: [Int], irreducible membersAreIrreducible: Bool, rank: (Int) -> Int, testLimit: Int,
        rowBudget: Int = 1 << 22, rows rowOfTag: [Int: Int], isCancelled: () -> Bool
    ) -> (tags: [Int], irreducible: Bool) {
        let candidates = provenance(of: members, rows: rowOfTag).filter { !members.contains($0) }.sorted {
            let (a, b) = (rank($0), rank($1))
            return a != b ? a < b : $0 > $1
        }
        guard !candidates.isEmpty else { return (members.sorted(), membersAreIrreducible) }
        let memberRows = members.compactMap { rowOfTag[$0] }
        let candidateRows = candidates.compactMap { rowOfTag[$0] }
        // A conflict along a chain needs every row, and QuickXplain about two tests of it per
        // row: where the rows are a circuit, the one irreducible set is read off in one pass.
        // (It holds every member when they are irreducible among the reduced rows; should round-
        // off say otherwise, the search below decides.)
        if memberRows.count == members.count, let pivot = memberRows.last,
            let proven = input.circuit(memberRows + candidateRows, pivot: pivot),
            proven.prefix(memberRows.count).elementsEqual(memberRows)
        {
            return (proven.map { input.tags[$0] }.sorted(), true)
        }
        var tests = 0
        var irreducible = membersAreIrreducible
        let limit = max(testLimit, min(4 * candidates.count, rowBudget / (members.count + candidates.count)))
        let kept = QuickXplain.minimal(
            candidateRows.count,
            isInfeasible: { subset in
                tests += 1
                return input.isInfeasible(memberRows + subset.map { candidateRows[$0] })
            }, isCancelled: { tests >= limit || isCancelled() }, &irreducible)
        return ((members + kept.map { candidates[$0] }).sorted(), irreducible)
    }
}

extension ConstraintRows {
    /// True when rows `rows`, all taken as required, cannot hold together: presolved on their
    /// own variables (renumbered 0, 1, 2 …, so a test costs what its rows cost), then what is
    /// left added to a scratch solver. O(terms of the rows) for the chains a presolve empties.
    func isInfeasible(_ rows: [Int]) -> Bool {
        var local: [Int32: Int] = [:]
        var subset = ConstraintRows()
        subset.reserveCapacity(rows: rows.count, terms: 3 * rows.count)
        var terms: [(Int, Double)] = []
        for r in rows {
            terms.removeAll(keepingCapacity: true)
            for i in starts[r]..<starts[r + 1] {
                let id = local[variables[i]] ?? local.count
                local[variables[i]] = id
                terms.append((id, coefficients[i]))
            }
            terms.sort { $0.0 < $1.0 }
            subset.append(relation: relations[r], priority: Priority.requiredValue, tag: r, constant: constants[r]) {
                add in
                for term in terms { add(term.0, term.1) }
            }
        }
        let presolve = Presolve(subset, variableCount: local.count)
        if presolve.conflict { return true }
        let scratch = Solver()
        scratch.explainsConflicts = false
        for constraint in presolve.reduced {
            do { try scratch.add(constraint) } catch {
                if case .unsatisfiable = error { return true }
                return false
            }
        }
        return false
    }
}
