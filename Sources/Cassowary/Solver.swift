/// An incremental Cassowary solver (Badros, Borning & Stuckey; structured like kiwi): add and
/// remove constraints, edit variables with suggested values, read values back.
///
/// Required constraints are hard. Optional ones are minimized by priority: lexicographically in
/// `.exact` mode (a higher priority beats any amount of lower-priority error; within one priority
/// errors add), or as kiwi's weighted sum in `.weighted` mode.
///
/// Keeps true: after every public operation (successful or not) the tableau is feasible and
/// optimal, and a failed operation leaves the solver exactly as it was (except `.cancelled`).
/// Determinism: pivots are chosen by symbol id, never by hash order; the same calls give the same
/// values bit for bit.
///
/// Not thread-safe: use one solver from one thread at a time (`shouldCancel` may be called from
/// the solving thread only, and may read state set by others).
///
/// Stored properties opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`): one
/// thread at a time is already the contract, and the checks cost a runtime call per property
/// access, about a tenth of adding a constraint to a small tableau.
public final class Solver {
    public let mode: PriorityMode
    @exclusivity(unchecked) var tableau = Tableau()

    struct Record {
        let constraint: Constraint
        let marker: Int
        let other: Int
        let serial: Int
        let errorWeight: Tableau.ErrorWeight?
    }

    /// Constraint slots (recycled); a marker's `owner` is its slot.
    @exclusivity(unchecked) var records: [Record?] = []
    @exclusivity(unchecked) var freeSlots: [Int] = []
    @exclusivity(unchecked) var slotOf = IdentityTable()
    @exclusivity(unchecked) var nextSerial = 0

    struct Edit {
        let constraint: Constraint
        var constant: Double
    }

    @exclusivity(unchecked) var edits: [Edit?] = []
    @exclusivity(unchecked) var knownVariables: [Variable?] = []
    @exclusivity(unchecked) var cachedValues: [Double] = []
    @exclusivity(unchecked) public private(set) var changedVariables: [Variable] = []
    @exclusivity(unchecked) var nextVariableID = 0
    /// Whether a failed required add searches for an irreducible set (else it reports just the
    /// failed constraint, not irreducible). Off for the scratch solvers that test subsets, and in
    /// the diagnostics benchmark's baseline, which measures what explaining costs.
    @exclusivity(unchecked) public var explainsConflicts = true
    /// The work one conflict explanation may spend shrinking its set (`defaultExplanationWorkLimit`).
    @exclusivity(unchecked) public var explanationWorkLimit = Solver.defaultExplanationWorkLimit
    @exclusivity(unchecked) var mutationsSinceCheck = 0
    @exclusivity(unchecked) var cellsAtLastCheck = 0

    public init(mode: PriorityMode = .exact) {
        self.mode = mode
    }

    /// Called between pivots; returning true stops the operation with `SolverError.cancelled`.
    public var shouldCancel: (@Sendable () -> Bool)? {
        get { tableau.shouldCancel }
        set { tableau.shouldCancel = newValue }
    }

    /// The most cells the tableau's rows may hold (16 bytes each); past it an operation throws
    /// `.tooLarge`. Unlimited unless set: a caller that knows its memory budget sets it, so a
    /// system whose solved form fills in (a long chain, added as given) cannot take more.
    public var cellBudget: Int {
        get { tableau.cellBudget }
        set { tableau.cellBudget = newValue }
    }

    /// The most cells substitutions may merge into long rows in all
    /// (`SolverCounters.longCellsMerged`); past it an operation throws `.tooLarge`, as past
    /// `cellBudget`. Unlimited unless set: a caller that has another way to the answer sets it,
    /// so that a system whose solved form fills in costs it no more than this before it takes
    /// that way.
    public var fillBudget: Int {
        get { tableau.fillBudget }
        set { tableau.fillBudget = newValue }
    }

    /// The cells the tableau's rows hold room for: what `cellBudget` is checked against.
    public var reservedCells: Int { tableau.rows.reservedCells }

    public var counters: SolverCounters { tableau.counters }
    public func resetCounters() { tableau.counters = SolverCounters() }

    /// Sizes the solver for about `constraints` constraints over variable ids `0 ..< variables`,
    /// so adding them does not regrow its arrays and map step by step. A hint only.
    /// - Complexity: O(constraints + variables).
    public func reserveCapacity(constraints: Int, variables: Int) {
        tableau.reserveCapacity(symbols: variables + 2 * constraints, rows: constraints, variables: variables)
        records.reserveCapacity(constraints)
        slotOf.reserveCapacity(constraints)
        knownVariables.reserveCapacity(variables)
    }

    /// The number of constraints held, edit constraints included.
    public var constraintCount: Int { slotOf.count }

    /// A new variable with the next unused id of this solver.
    public func makeVariable(name: String? = nil) -> Variable {
        let variable = Variable(id: nextVariableID, name: name)
        nextVariableID += 1
        remember(variable)
        return variable
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        slotOf[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Adding and removing

    /// Adds `constraint` and re-optimizes.
    /// - Throws: `.duplicateConstraint`, `.badPriority`, `.internal` (variable id out of range),
    ///   `.unsatisfiable` with an irreducible conflicting set when a required constraint cannot
    ///   hold (the solver is left exactly as before), `.cancelled`.
    /// - Complexity: proportional to the rows that mention the new row's symbols, per pivot.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try add(constraint, preferringToKeep: nil)
    }

    /// `add(_:)`, choosing which conflicting set to report when several exist: members are tried
    /// for removal from the explanation in increasing `rank` (ties: most recently added first),
    /// so the reported set keeps high-ranked constraints where it can (e.g. rank the caller's own
    /// constraints above generated ones). The constraint being added is always in the set.
    public func add(
        _ constraint: Constraint,
        preferringToKeep rank: ((Constraint) -> Int)?
    ) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard slotOf[key] == nil else { throw .duplicateConstraint }
        guard constraint.priority.isValid else { throw .badPriority }
        for term in constraint.expression.terms
        where term.variable.id < 0 || term.variable.id > Variable.maximumID {
            throw .internal("variable id \(term.variable.id) out of range 0...\(Variable.maximumID)")
        }
        guard tableau.rows.reservedCells <= tableau.cellBudget else { throw .tooLarge }
        guard !tableau.abandoned else { throw .cancelled }
        let slot = freeSlots.last ?? records.count
        let errorWeight = constraint.isRequired ? nil : weight(for: constraint.priority)

        let marker: Int, other: Int
        switch try tableau.insert(constraint, slot: slot, errorWeight: errorWeight) {
        case .added(let m, let o):
            (marker, other) = (m, o)
        case .conflict(let failingRow):
            throw .unsatisfiable(explain(constraint, blockers: requiredOwners(in: failingRow), rank: rank))
        }
        if slot == records.count { records.append(nil) } else { freeSlots.removeLast() }
        records[slot] = Record(
            constraint: constraint, marker: marker, other: other,
            serial: nextSerial, errorWeight: errorWeight)
        nextSerial += 1
        slotOf[key] = slot
        remember(constraint.expression.terms)
        try tableau.optimize()
        didMutate()
    }

    /// Removes `constraint` and re-optimizes. Works in any order (the marker is pivoted out by
    /// kiwi's rule over its column; round-off residues of the dead symbols are swept away).
    /// - Throws: `.unknownConstraint`, `.cancelled`.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = slotOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint }
        try removeSlot(slot)
        didMutate()
    }

    func removeSlot(_ slot: Int) throws(SolverError) {
        guard let record = records[slot] else { throw .unknownConstraint }
        guard !tableau.abandoned else { throw .cancelled }
        tableau.remove(
            record.constraint, marker: record.marker, other: record.other,
            errorWeight: record.errorWeight)
        records[slot] = nil
        freeSlots.append(slot)
        slotOf[ObjectIdentifier(record.constraint)] = nil
        try tableau.optimize()
    }

    /// The objective level and weight of an optional priority in this solver's mode.
    func weight(for priority: Priority) -> Tableau.ErrorWeight {
        switch mode {
        case .exact:
            Tableau.ErrorWeight(level: tableau.objective.level(for: priority.value, weight: 1), weight: 1)
        case .weighted:
            Tableau.ErrorWeight(
                level: tableau.objective.level(for: 0, weight: priority.strength),
                weight: priority.strength)
        }
    }

    // MARK: Values

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    public func value(of variable: Variable) -> Double {
        let id = variable.id
        guard id >= 0, id < tableau.variableSymbol.count else { return 0 }
        let s = tableau.variableSymbol[id]
        return s >= 0 ? tableau.value(ofSymbol: s) : 0
    }

    /// `value(of:)` of each variable, in order, in one call. O(variables).
    public func values(of variables: [Variable]) -> [Double] {
        inPlace { $0.values(of: variables) }
    }

    /// The values of the variables with ids `0 ..< count`, without a list of them to ask by.
    public func values(ofFirst count: Int) -> [Double] {
        inPlace { tableau in (0..<count).map { tableau.value(ofVariable: $0) } }
    }

    /// Runs `body` on the tableau where it is stored. Calling a non-mutating tableau method on
    /// the stored property directly copies the whole value first (the class could be written
    /// during the call): a retain per array field, and a release after. An inout access lends
    /// it in place instead.
    @inline(__always)
    func inPlace<Result>(_ body: (inout Tableau) -> Result) -> Result { body(&tableau) }

    /// Refreshes `changedVariables`: the variables (in id order) whose value differs from the
    /// one seen at the previous call. O(variables).
    public func updateVariables() {
        changedVariables.removeAll(keepingCapacity: true)
        if cachedValues.count < knownVariables.count {
            cachedValues.append(contentsOf: repeatElement(0, count: knownVariables.count - cachedValues.count))
        }
        var cache = cachedValues, changed = changedVariables
        cachedValues = []
        changedVariables = []
        let known = knownVariables
        inPlace { t in
            for id in 0..<min(known.count, t.variableSymbol.count) {
                let s = t.variableSymbol[id]
                let v = s >= 0 ? t.value(ofSymbol: s) : 0
                if v != cache[id], let variable = known[id] {
                    cache[id] = v
                    changed.append(variable)
                }
            }
        }
        cachedValues = cache
        changedVariables = changed
    }

    /// `remember(_:)` for the variable of every term, touching the variable table once.
    func remember(_ terms: [Term]) {
        var next = nextVariableID
        // By index: a copied `Term` retains its variable's name; only a stored one needs to.
        for i in terms.indices {
            let id = terms[i].variable.id
            while knownVariables.count <= id { knownVariables.append(nil) }
            if knownVariables[id] == nil { knownVariables[id] = terms[i].variable }
            next = max(next, id + 1)
        }
        nextVariableID = next
    }

    func remember(_ variable: Variable) {
        let id = variable.id
        if id >= knownVariables.count {
            knownVariables.append(contentsOf: repeatElement(nil, count: id + 1 - knownVariables.count))
        }
        if knownVariables[id] == nil { knownVariables[id] = variable }
        nextVariableID = max(nextVariableID, id + 1)
    }

    /// The required constraints (by slot, each once) whose markers appear in `row`. Symbols of
    /// the failed attempt are gone by now (dead or beyond the arrays) and are skipped.
    private func requiredOwners(in row: Row) -> [Int] {
        var slots: [Int] = []
        for cell in row.cells where cell.symbol < tableau.symbolCount {
            let kind = tableau.kinds[cell.symbol]
            guard kind == .dummy || kind == .slack else { continue }
            let slot = tableau.owners[cell.symbol]
            guard slot >= 0, slot < records.count, let record = records[slot],
                record.constraint.isRequired, !slots.contains(slot)
            else { continue }
            slots.append(slot)
        }
        return slots
    }
}
