extension Presolve {
    /// A conflict the reduced system met, stated in the input's rows: `members` (tags) are an
    /// irreducible set among the reduced constraints — what the reduced solver's explanation
    /// gives — or one contradicted row; they stand on the eliminated equalities they were
    /// rewritten with (`provenance(of:)`). Every member is needed (without it the rest holds
    /// together with all the eliminated equalities), so only the provenance is shrunk: by
    /// QuickXplain, each test a presolve of the candidate rows (linear for a chain, where a
    /// tableau of them would fill in), the equalities with the lowest `rank`, then the most
    /// recent (highest tag), tried for removal first.
    /// - Parameters:
    ///   - testLimit: the most feasibility tests, or four per candidate when that is more and
    ///     the tests read at most `rowBudget` rows in all (QuickXplain needs about two per
    ///     candidate when every one is needed: a conflict along a whole chain); past it the
    ///     provenance not yet decided is kept and the set is reported not irreducible.
    /// - Returns: the tags of the conflicting set, sorted, and whether it is irreducible.
    ///   - rows: `rowsByTag()`, made once for every conflict of this presolve (each explanation
    ///     then costs what its own rows cost, not what the system does).
    public func explain(
        _ members: [Int], rank: (Int) -> Int, testLimit: Int, rowBudget: Int = 1 << 22, rows rowOfTag: [Int: Int],
        isCancelled: () -> Bool
    ) -> (tags: [Int], irreducible: Bool) {
        let candidates = provenance(of: members, rows: rowOfTag).filter { !members.contains($0) }.sorted {
            let (a, b) = (rank($0), rank($1))
            return a != b ? a < b : $0 > $1
        }
        guard !candidates.isEmpty else { return (members.sorted(), true) }
        let memberRows = members.compactMap { rowOfTag[$0] }
        let candidateRows = candidates.compactMap { rowOfTag[$0] }
        var tests = 0
        var irreducible = true
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
