extension Solver {
    /// The constraints an explanation searches, copied as required constraints onto variables
    /// renumbered 0, 1, 2 … in order of first appearance, and the two shrinking algorithms that
    /// test subsets of them on scratch tableaux.
    ///
    /// Why copies: a tableau sizes its per-variable arrays by the largest variable id it sees,
    /// so a scratch solver given the original constraints of a large system allocated, filled
    /// and freed arrays as long as the whole system for every test of a two-member subset (most
    /// of what a conflict cost before).
    ///
    /// Keeps true: `copies[i]` has candidate `i`'s coefficients, constant and relation (and
    /// `failing` the failed constraint's) over one consistent renumbering, so a subset of copies
    /// is infeasible exactly when the same subset of originals is.
    struct ExplanationScratch {
        /// Candidate copies, in the order the caller wants them tried for removal.
        let copies: [Constraint]
        /// The copy of the constraint whose addition failed; part of every tested subset.
        let failing: Constraint
        /// How many variables the copies use (ids 0 ..< variableCount).
        let variableCount: Int

        /// - Complexity: O(total terms) with a table for large sets; for the deletion filter's
        /// small ones, a linear search among the few variables seen, which is cheaper than
        /// hashing.
        init(_ candidates: [Constraint], failing original: Constraint) {
            var originals: [Int] = []  // original id of each local variable
            var table: [Int: Int] = [:]  // looked up only, never iterated
            let usesTable = candidates.count > Solver.deletionFilterLimit
            func local(_ id: Int) -> Variable {
                if usesTable {
                    if let known = table[id] { return Variable(id: known) }
                    table[id] = originals.count
                } else if let known = originals.firstIndex(of: id) {
                    return Variable(id: known)
                }
                originals.append(id)
                return Variable(id: originals.count - 1)
            }
            func copy(_ constraint: Constraint) -> Constraint {
                let terms = constraint.expression.terms.map { Term(local($0.variable.id), $0.coefficient) }
                return Constraint(
                    Expression(terms, constant: constraint.expression.constant),
                    constraint.relation, priority: .required)
            }
            copies = candidates.map(copy)
            failing = copy(original)
            variableCount = originals.count
        }

        enum Outcome { case added, conflict, failed }

        /// A bare tableau holding some of the copies (candidate `i` at slot `i`, `failing` at
        /// slot `copies.count`). Not a `Solver`: a feasibility test needs neither the solver's
        /// records and identity map nor an error thrown per conflict, and with only required
        /// rows there is nothing to optimize.
        private struct Feasibility {
            var tableau = Tableau()
            /// Marker and other symbol of each held slot.
            var held: [(marker: Int, other: Int)?]

            /// Sized once for `slots` constraints over `variables` variables: a scratch tableau
            /// lives for one explanation, so growing its arrays step by step is most of its cost.
            init(slots: Int, variables: Int) {
                held = Array(repeatElement(nil, count: slots))
                tableau.reserveCapacity(symbols: variables + 2 * slots, rows: slots, variables: variables)
            }

            mutating func add(_ constraint: Constraint, slot: Int) -> Outcome {
                do {
                    switch try tableau.insert(constraint, slot: slot, errorWeight: nil) {
                    case .added(let marker, let other): held[slot] = (marker, other)
                    case .conflict: return .conflict
                    }
                    try tableau.optimize()
                    return .added
                } catch {
                    return .failed
                }
            }

            /// False when the slot is not held or re-optimizing failed.
            mutating func remove(_ constraint: Constraint, slot: Int) -> Bool {
                guard let (marker, other) = held[slot] else { return false }
                tableau.remove(constraint, marker: marker, other: other, errorWeight: nil)
                held[slot] = nil
                do { try tableau.optimize() } catch { return false }
                return true
            }
        }

        private var failingSlot: Int { copies.count }

        /// True when the candidates at `indices` and `failing` cannot hold together, as
        /// `Solver.isInfeasible` decides it: any add, not only the last, that finds a conflict
        /// proves it (with round-off, e.g. a huge coefficient, candidates can clash on their
        /// own); an add that fails for another reason counts as feasible, as it proves nothing.
        /// - Complexity: one fresh scratch tableau of |indices| + 1 rows.
        func isInfeasible(_ indices: some Sequence<Int>) -> Bool {
            var scratch = Feasibility(slots: copies.count + 1, variables: variableCount)
            for index in indices {
                switch scratch.add(copies[index], slot: index) {
                case .added: continue
                case .conflict: return true
                case .failed: return false
                }
            }
            return scratch.add(failing, slot: failingSlot) == .conflict
        }

        /// Chinneck's deletion filter: tries dropping each candidate in order and keeps it out
        /// when the rest still conflicts with `failing`. The indices kept (irreducible unless
        /// `isCancelled` cut it short, which clears `irreducible`), or nil when the candidates
        /// do not conflict with `failing` at all.
        ///
        /// One scratch tableau holds the current set and follows it by remove and add (three or
        /// four operations per test instead of a rebuild). If the candidates clash on their own
        /// or an operation is ever refused (round-off), the remaining tests rebuild a fresh
        /// tableau each with `isInfeasible`, which is what every test did before.
        /// A lone remaining candidate is needed without a test when `failing` has a variable:
        /// one linear constraint with a non-zero coefficient always holds on its own.
        /// - Complexity: O(k) scratch adds and removes of ≤ k + 1 rows for k candidates.
        func deletionFilter(isCancelled: () -> Bool, _ irreducible: inout Bool) -> [Int]? {
            var kept = Array(copies.indices)
            var scratch: Feasibility? = Feasibility(slots: copies.count + 1, variables: variableCount)
            for index in kept where scratch?.add(copies[index], slot: index) != .added { scratch = nil }
            if scratch != nil {
                guard scratch?.add(failing, slot: failingSlot) == .conflict else { return nil }
            } else if !isInfeasible(kept) {
                return nil
            }
            var position = 0
            while position < kept.count {
                if isCancelled() {
                    irreducible = false
                    break
                }
                if kept.count == 1 && !failing.expression.terms.isEmpty { break }
                let index = kept[position]
                var infeasible: Bool?
                if var held = scratch {
                    scratch = nil  // moved out, so that updating it copies nothing
                    infeasible = isInfeasible(without: index, on: &held)
                    if infeasible != nil { scratch = held }
                }
                let needless = infeasible ?? isInfeasible(kept.filter { $0 != index })
                if needless { kept.remove(at: position) } else { position += 1 }
            }
            return kept
        }

        /// Whether the set `scratch` holds, minus candidate `index`, conflicts with `failing`.
        /// Afterwards it holds the set without `index` if so, the whole set if not; nil when an
        /// operation was refused and what it holds is no longer known.
        private func isInfeasible(without index: Int, on scratch: inout Feasibility) -> Bool? {
            guard scratch.remove(copies[index], slot: index) else { return nil }
            switch scratch.add(failing, slot: failingSlot) {
            case .conflict: return true
            case .added: guard scratch.remove(failing, slot: failingSlot) else { return nil }
            case .failed: break
            }
            return scratch.add(copies[index], slot: index) == .added ? false : nil
        }

        /// Junker's QuickXplain (2004): the preferred minimal subset of the candidates that
        /// conflicts with `failing`, the last candidates (the most wanted) preferred. Assumes
        /// the whole set conflicts. Clears `irreducible` when `isCancelled` cuts it short.
        /// - Complexity: O(m log(k / m)) scratch solves for m kept of k candidates.
        func quickXplain(isCancelled: () -> Bool, _ irreducible: inout Bool) -> [Int] {
            QuickXplain.minimal(
                copies.count, isInfeasible: { isInfeasible($0) }, isCancelled: isCancelled, &irreducible)
        }
    }
}
