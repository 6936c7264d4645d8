extension Solver {
    /// Above this many candidates the explanation is shrunk with QuickXplain instead of the
    /// one-by-one deletion filter.
    static let deletionFilterLimit = 16

    /// How much shrinking one explanation may do, in k³ per scratch test of k candidates (a test
    /// solves up to k rows, each pivot touching up to k rows of up to k cells). When it is spent,
    /// the explanation keeps the conflicting set it has, marked not irreducible: a cycle of 500
    /// required equalities, every member needed, would otherwise take QuickXplain's O(k) tests
    /// of that cost — many seconds — while conflicts of up to about 120 members (a cycle of 100:
    /// 0.2 G) are still shrunk to an irreducible set. Counted, not timed, so the same document
    /// always gets the same set. `Solver.explanationWorkLimit` is this unless changed.
    static let defaultExplanationWorkLimit = 1_000_000_000

    /// An irreducible conflicting set for `constraint`, which failed to add.
    ///
    /// 1. Candidates: the required constraints whose markers appear in the failing row (the
    ///    support of the infeasibility certificate, Cassowary's explanation), plus redundant
    ///    equivalents one hop away (`alternatives`). If, with round-off, they turn out
    ///    satisfiable with `constraint`, every required constraint is a candidate.
    /// 2. Shrink on scratch tableaux that hold only candidates, copied onto variables numbered
    ///    0, 1, 2 … (`ExplanationScratch`), so that a test costs what the candidates cost and not
    ///    what this solver's variable numbering spans: a deletion filter (Chinneck) on one
    ///    tableau updated by add and remove for small sets, QuickXplain (Junker 2004) for large
    ///    ones. `constraint` is in every conflict (the others were satisfiable before), so it is
    ///    never a deletion candidate.
    /// Cost: O(k) scratch adds and removes of ≤ k + 1 rows for k candidates (O(k log k) scratch
    /// solves with QuickXplain), plus O(k) for the copies.
    func explain(
        _ constraint: Constraint, blockers: [Int],
        rank: ((Constraint) -> Int)?
    ) -> UnsatisfiableConflict {
        guard explainsConflicts else {
            return UnsatisfiableConflict(constraint: constraint, conflicting: [constraint], isIrreducible: false)
        }
        var candidates = blockers.compactMap { records[$0] }
        candidates += alternatives(to: blockers).compactMap { records[$0] }
        // Most willing to be dropped first: lowest rank, then most recent.
        func order(_ candidates: inout [Record]) {
            candidates.sort {
                let (a, b) = (rank?($0.constraint) ?? 0, rank?($1.constraint) ?? 0)
                return a != b ? a < b : $0.serial > $1.serial
            }
        }
        order(&candidates)
        var irreducible = true
        var scratch = ExplanationScratch(candidates.map(\.constraint), failing: constraint)
        var kept = shrink(scratch, &irreducible)
        if kept == nil {
            // Round-off made the certificate's support look satisfiable: search everything.
            candidates = records.compactMap { $0 }.filter { $0.constraint.isRequired }
            order(&candidates)
            scratch = ExplanationScratch(candidates.map(\.constraint), failing: constraint)
            kept = shrink(scratch, &irreducible)
            if kept == nil { irreducible = false }  // not even everything conflicts on a scratch solver
        }
        let members = (kept ?? Array(candidates.indices)).map { candidates[$0] }.sorted { $0.serial < $1.serial }
        return UnsatisfiableConflict(
            constraint: constraint,
            conflicting: members.map(\.constraint) + [constraint],
            isIrreducible: irreducible)
    }

    /// Required constraints whose marker is basic in a row that mentions a blocker's marker:
    /// redundant equivalents (a duplicate of a blocker, say) that could replace it in the
    /// explanation, so that the caller's ranking can choose between them. One hop only.
    private func alternatives(to blockers: [Int]) -> [Int] {
        var found: [Int] = []
        for slot in blockers {
            guard let record = records[slot] else { continue }
            for r in tableau.columns[record.marker] {
                let basic = tableau.rowBasic[r]
                let kind = tableau.kinds[basic]
                guard kind == .dummy || kind == .slack else { continue }
                let owner = tableau.owners[basic]
                guard owner >= 0, let other = records[owner], other.constraint.isRequired,
                    !blockers.contains(owner), !found.contains(owner)
                else { continue }
                found.append(owner)
            }
        }
        return found
    }

    /// The indices of an irreducible subset of `scratch`'s candidates, or nil when they do not
    /// conflict with the failed constraint at all.
    private func shrink(_ scratch: ExplanationScratch, _ irreducible: inout Bool) -> [Int]? {
        // Polled once per scratch test: the work budget and the caller's deadline.
        let testCost = scratch.copies.count * scratch.copies.count * scratch.copies.count
        var work = 0
        func stop() -> Bool {
            work += testCost
            return work > explanationWorkLimit || isCancelled
        }
        if scratch.copies.count <= Self.deletionFilterLimit {
            return scratch.deletionFilter(isCancelled: stop, &irreducible)
        }
        guard scratch.isInfeasible(scratch.copies.indices) else { return nil }
        return scratch.quickXplain(isCancelled: stop, &irreducible)
    }

    private var isCancelled: Bool { shouldCancel?() ?? false }

    /// True when the constraints, all treated as given (they are required), cannot hold together.
    /// The reference test, on a fresh solver over the constraints as they are: the property
    /// tests check explanations with it, independently of `ExplanationScratch`.
    func isInfeasible(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver(mode: .exact)
        scratch.explainsConflicts = false
        for constraint in constraints {
            do {
                try scratch.add(constraint)
            } catch {
                if case .unsatisfiable = error { return true }
                return false
            }
        }
        return false
    }
}
