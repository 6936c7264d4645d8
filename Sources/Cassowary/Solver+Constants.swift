extension Solver {
    /// An independent solver in the same state, holding the same constraint objects.
    /// - Complexity: O(1) per array held; each array (the row pool included) is shared until
    ///   either solver writes it, which then copies it once.
    public func copy() -> Solver {
        let copy = Solver(mode: mode)
        copy.tableau = tableau
        copy.records = records
        copy.freeSlots = freeSlots
        copy.slotOf = slotOf
        copy.nextSerial = nextSerial
        copy.edits = edits
        copy.knownVariables = knownVariables
        copy.cachedValues = cachedValues
        copy.nextVariableID = nextVariableID
        copy.explainsConflicts = explainsConflicts
        copy.explanationWorkLimit = explanationWorkLimit
        return copy
    }

    /// Replaces each held constraint `old` by `new`, which differs from it only in its
    /// expression's constant, and re-solves by the dual simplex.
    ///
    /// Why it works (sensitivity analysis on the right-hand side): a constraint's marker `m`
    /// appears in no other constraint's equation, so moving the constant by `δ` is the
    /// substitution `m = m' + δ / a` (a: the marker's coefficient in the constraint's row, as
    /// `makeRow` built it) everywhere in the tableau — a shift of the constants of the rows in
    /// `m`'s column, exactly as `suggestValue` moves an edit. The objective does not change, so
    /// the basis stays optimal and only the rows driven negative need dual pivots.
    /// - Throws: `.unknownConstraint` when `old` is not held; `.duplicateConstraint` when `new` is
    ///   already held or a constraint is listed twice; `.internal` when `new` differs in
    ///   more than its constant or no longer fits with the required constraints (the dual
    ///   simplex finds no entering symbol); `.cancelled`. On any throw but `.cancelled` the
    ///   solver is exactly as before.
    ///
    /// `restoringOnFailure: false` is for a caller that drops the solver when this throws: it
    /// skips the copy of the tableau kept to undo a failed re-solve (a retain per array field,
    /// then a copy of every array and row the re-solve writes while the copy shares them), and
    /// a throw after the checks above may leave the solver half-changed.
    /// - Complexity: O(cells in the markers' columns) plus the dual pivots.
    public func replaceConstants(
        _ replacements: [(old: Constraint, new: Constraint)],
        restoringOnFailure: Bool = true
    ) throws(SolverError) {
        guard !tableau.abandoned else { throw .cancelled }
        var slots: [Int] = []
        slots.reserveCapacity(replacements.count)
        // Flags by slot, not a set: no hashing on this per-request path.
        var seen = [Bool](repeatElement(false, count: records.count))
        for (old, new) in replacements {
            guard let slot = slotOf[ObjectIdentifier(old)], records[slot] != nil else { throw .unknownConstraint }
            guard !seen[slot] else { throw .duplicateConstraint }
            seen[slot] = true
            guard old.relation == new.relation, old.priority == new.priority,
                old.expression.terms.elementsEqual(
                    new.expression.terms, by: { $0.variable.id == $1.variable.id && $0.coefficient == $1.coefficient })
            else { throw .internal("a replacement differs in more than its constant") }
            guard slotOf[ObjectIdentifier(new)] == nil || new === old else { throw .duplicateConstraint }
            slots.append(slot)
        }
        // Checked before anything moves, so only the re-solve can fail after the first shift.
        for ((old, new), slot) in zip(replacements, slots) {
            guard let record = records[slot], new.expression.constant != old.expression.constant else { continue }
            if tableau.basicRow[record.marker] >= 0 && tableau.kinds[record.marker] == .dummy {
                throw .internal("a required marker is basic")
            }
        }
        let saved: Tableau? = restoringOnFailure ? tableau : nil
        for ((old, new), slot) in zip(replacements, slots) {
            guard let record = records[slot] else { continue }
            let delta = new.expression.constant - old.expression.constant
            guard delta != 0 else { continue }
            let coefficient: Double
            switch old.relation {
            case .lessThanOrEqual: coefficient = 1
            case .greaterThanOrEqual: coefficient = -1
            case .equal: coefficient = old.isRequired ? 1 : -1
            }
            tableau.shiftMarker(record.marker, by: delta / coefficient)
        }
        do {
            try tableau.dualOptimize()
        } catch {
            if case .cancelled = error { throw error }
            if let saved { tableau = saved }
            throw error
        }
        for ((old, new), slot) in zip(replacements, slots) {
            guard let record = records[slot] else { continue }
            records[slot] = Record(
                constraint: new, marker: record.marker, other: record.other,
                serial: record.serial, errorWeight: record.errorWeight)
            slotOf[ObjectIdentifier(old)] = nil
            slotOf[ObjectIdentifier(new)] = slot
        }
        didMutate()
    }
}

extension Tableau {
    /// Substitutes `marker = marker' + offset` in every row: a basic marker's constant moves
    /// by −offset, a non-basic one's column moves each row's constant by coefficient · offset.
    /// Restricted rows driven negative are queued for the dual simplex. Precondition: `marker`
    /// is not a basic dummy, whose value must stay zero.
    mutating func shiftMarker(_ marker: Int, by offset: Double) {
        let r = basicRow[marker]
        if r >= 0 {
            rows.constants[r] -= offset
            if rows.constants[r] < 0 { infeasible.append(marker) }
            return
        }
        for k in 0..<columns.count(marker) {
            let r = columns.entry(marker, k)
            rows.constants[r] += offset * rows.coefficient(r, for: marker)
            let basic = rowBasic[r]
            if rows.constants[r] < 0 && kinds[basic].isRestricted { infeasible.append(basic) }
        }
    }
}
