extension Solver {
    /// Above this many candidates the explanation is shrunk with QuickXplain instead of the
    /// one-by-one deletion filter.
    static let deletionFilterLimit = 16

    /// An irreducible conflicting set for `constraint`, which failed to add.
    ///
    /// 1. Candidates: the required constraints whose markers appear in the failing row (the
    ///    support of the infeasibility certificate, Cassowary's explanation), plus redundant
    ///    equivalents one hop away (`alternatives`). If, with round-off, they turn out
    ///    satisfiable with `constraint`, every required constraint is a candidate.
    /// 2. Shrink on scratch solvers that hold only candidates: a deletion filter (Chinneck) for
    ///    small sets, QuickXplain (Junker 2004) for large ones. `constraint` is in every conflict
    ///    (the others were satisfiable before), so it is never a deletion candidate.
    /// Cost: O(k) scratch solves of ≤ k rows for k candidates (O(k log k) with QuickXplain).
    func explain(_ constraint: Constraint, blockers: [Int],
                 rank: ((Constraint) -> Int)?) -> UnsatisfiableConflict {
        guard explainsConflicts else {
            return UnsatisfiableConflict(constraint: constraint, conflicting: [constraint], isIrreducible: false)
        }
        var candidates = blockers.compactMap { records[$0] }
        candidates += alternatives(to: blockers).compactMap { records[$0] }
        if !isInfeasible(candidates.map(\.constraint) + [constraint]) {
            candidates = records.compactMap { $0 }.filter { $0.constraint.isRequired }
        }
        // Most willing to be dropped first: lowest rank, then most recent.
        candidates.sort {
            let (a, b) = (rank?($0.constraint) ?? 0, rank?($1.constraint) ?? 0)
            return a != b ? a < b : $0.serial > $1.serial
        }
        var irreducible = true
        var kept: [Record]
        if candidates.count <= Self.deletionFilterLimit {
            kept = candidates
            var i = 0
            while i < kept.count {
                if isCancelled { irreducible = false; break }
                var without = kept
                without.remove(at: i)
                if isInfeasible(without.map(\.constraint) + [constraint]) { kept = without } else { i += 1 }
            }
        } else {
            let preferred = Array(candidates.reversed())  // most wanted first, as QuickXplain expects
            kept = quickXplain(background: [constraint], hasDelta: false, preferred[...], &irreducible)
        }
        kept.sort { $0.serial < $1.serial }
        return UnsatisfiableConflict(constraint: constraint,
                                     conflicting: kept.map(\.constraint) + [constraint],
                                     isIrreducible: irreducible)
    }

    /// Required constraints whose marker is basic in a row that mentions a blocker's marker:
    /// redundant equivalents (a duplicate of a blocker, say) that could replace it in the
    /// explanation, so that the caller's ranking can choose between them. One hop only.
    private func alternatives(to blockers: [Int]) -> [Int] {
        var found: [Int] = []
        let t = tableau
        for slot in blockers {
            guard let record = records[slot] else { continue }
            for r in t.columns[record.marker] {
                let basic = t.rowBasic[r]
                let kind = t.kinds[basic]
                guard kind == .dummy || kind == .slack else { continue }
                let owner = t.owners[basic]
                guard owner >= 0, let other = records[owner], other.constraint.isRequired,
                      !blockers.contains(owner), !found.contains(owner) else { continue }
                found.append(owner)
            }
        }
        return found
    }

    /// Junker's QuickXplain: the preferred minimal subset of `candidates` that is infeasible
    /// together with `background`.
    private func quickXplain(background: [Constraint], hasDelta: Bool, _ candidates: ArraySlice<Record>,
                             _ irreducible: inout Bool) -> [Record] {
        if isCancelled { irreducible = false; return Array(candidates) }
        if hasDelta && isInfeasible(background) { return [] }
        if candidates.count <= 1 { return Array(candidates) }
        let middle = candidates.startIndex + candidates.count / 2
        let first = candidates[..<middle], second = candidates[middle...]
        let secondPart = quickXplain(background: background + first.map(\.constraint), hasDelta: !first.isEmpty,
                                     second, &irreducible)
        let firstPart = quickXplain(background: background + secondPart.map(\.constraint),
                                    hasDelta: !secondPart.isEmpty, first, &irreducible)
        return firstPart + secondPart
    }

    private var isCancelled: Bool { shouldCancel?() ?? false }

    /// True when the constraints, all treated as given (they are required), cannot hold together.
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
