import Cassowary

/// Steps 4–5: a `LayoutSystem` handed to the Cassowary solver, and the values it found.
///
/// Required constraints go in first, in system order (root, document, autoresizing, intrinsic),
/// then the optional ones in the same order; the solver's priorities are exact (lexicographic).
/// When a required constraint cannot be added, the solver's irreducible conflicting set becomes
/// an `unsatisfiable_constraints` diagnostic and one member is broken by `ConflictReport`'s rule
/// (document constraints before generated ones, and among those the one added last). Solving
/// carries on with it demoted to `ConflictReport.demotedPriority`, as UIKit does.
package struct SolvedSystem: Sendable {
    package var system: LayoutSystem
    /// One value per engine variable.
    package var values: [Double]
    /// Conflicts found while solving, cancellation.
    package var diagnostics: [Diagnostic]
    package var stats: SolveStats
    package var cancelled: Bool
    /// Indices (into `system.constraints`) of the constraints broken to resolve conflicts.
    package var broken: [Int]
    /// Each conflict's irreducible set, as indices into `system.constraints`, in the order found.
    package var conflicts: [[Int]]
    /// The ways the solution can move without leaving the optimum (ambiguity), read off the
    /// final tableau; empty when cancelled.
    package var freeDirections: [FreeDirection]

    /// The value of a form under the solution.
    package func value(_ form: LinearForm) -> Double {
        form.evaluate { $0 < values.count ? values[$0] : 0 }
    }

    /// Solves `system`. `isFinal` sees the result before its free directions are read and says
    /// whether they are wanted: a pass that will be solved again does not need them.
    package static func solve(_ system: LayoutSystem, options: EngineOptions,
                              isFinal: (SolvedSystem) -> Bool = { _ in true }) -> SolvedSystem {
        solveRun(system, options: options, isFinal: isFinal).solved
    }

    /// `solve`, also returning the solver run, and starting from `base`'s solver when `system`
    /// differs from `base`'s only in constants (`SolverRun.init(rebasing:onto:options:ownsBase:)`).
    /// `ownsBase`: nothing else will use `base` afterwards, so its solver may be changed in place.
    static func solveRun(_ system: LayoutSystem, options: EngineOptions, from base: SolverRun? = nil, ownsBase: Bool = false,
                         isFinal: (SolvedSystem) -> Bool = { _ in true }) -> (solved: SolvedSystem, run: SolverRun) {
        let clock = ContinuousClock()
        let start = clock.now
        let run: SolverRun
        if let base, let rebased = SolverRun(rebasing: base, onto: system, options: options, ownsBase: ownsBase) {
            run = rebased
        } else {
            run = SolverRun(system: system, options: options)
            run.addAll()
        }
        var solved = SolvedSystem(system: system, values: run.values(), diagnostics: run.diagnostics,
                                  stats: SolveStats(variables: system.variableCount, constraints: run.solver.constraintCount,
                                                    solveMicroseconds: 0),
                                  cancelled: run.cancelled, broken: run.broken, conflicts: run.conflicts, freeDirections: [])
        if !run.cancelled, isFinal(solved) { solved.freeDirections = FreeDirection.read(run.solver) }
        if options.measuresTime {
            let elapsed = (clock.now - start).components
            solved.stats.solveMicroseconds = Int(elapsed.seconds) * 1_000_000 + Int(elapsed.attoseconds / 1_000_000_000_000)
        }
        return (solved, run)
    }
}

/// The mutable part of one solve: the solver, the constraint objects, and what went wrong.
/// A class: a run is handed from pass to pass and target to target (`LayoutEngine.WarmStart`),
/// and as a value each hand-over copied its system and arrays (a retain per field) where a
/// reference costs one.
final class SolverRun {
    let system: LayoutSystem
    let options: EngineOptions
    let solver: Solver
    let variables: [Variable]
    /// The solver's constraint for each of `system.constraints`, nil while not held.
    var added: [Constraint?]
    var diagnostics: [Diagnostic] = []
    var broken: [Int] = []
    var conflicts: [[Int]] = []
    var cancelled = false
    /// The priority broken constraints keep (computed once per run).
    let demoted: LayoutPriority
    /// Which conflict members to keep, made once: a closure literal per add would allocate.
    let keepRank: (Constraint) -> Int

    init(system: LayoutSystem, options: EngineOptions) {
        self.system = system
        self.options = options
        demoted = ConflictReport.demotedPriority(system.constraints)
        solver = Solver(mode: .exact)
        // Unnamed: the names stay in the system, and a named variable costs a retain and a
        // release of its name each time the solver copies a term.
        variables = (0..<system.variableCount).map { Variable(id: $0) }
        let constraints = system.constraints
        keepRank = { ConflictReport.keepRank(constraints[$0.tag ?? 0]) }
        let isCancelled = options.isCancelled
        solver.shouldCancel = { isCancelled() }
        solver.reserveCapacity(constraints: constraints.count, variables: variables.count)
        added = Array(repeating: nil, count: constraints.count)
    }

    /// The solved run of `system` started from a copy of `base`'s solver, when `system` has the
    /// same variables and constraints as `base`'s system but for some constants (the second
    /// label pass: only wrapped labels' intrinsic sizes move): those constraints' constants are
    /// replaced in place and the dual simplex re-solves (`Solver.replaceConstants`), instead of
    /// adding every constraint again. Nil — solve from scratch — when `base` broke or cancelled
    /// anything, the shapes differ, a constant-only constraint changed, or the new constants
    /// leave the required constraints infeasible (the full solve then reports the conflict).
    /// `ownsBase`: `base` is not used again, so its solver is taken over instead of copied (on
    /// nil it may be left half-changed; the caller then solves from scratch).
    init?(rebasing base: SolverRun, onto system: LayoutSystem, options: EngineOptions, ownsBase: Bool = false) {
        let old = base.system.constraints, new = system.constraints
        guard base.isClean, old.count == new.count, base.variables.count == system.variableCount else { return nil }
        self.system = system
        self.options = options
        demoted = base.demoted
        variables = base.variables
        keepRank = { ConflictReport.keepRank(new[$0.tag ?? 0]) }
        solver = ownsBase ? base.solver : base.solver.copy()
        let isCancelled = options.isCancelled
        solver.shouldCancel = { isCancelled() }
        added = base.added
        var replacements: [(old: Constraint, new: Constraint)] = []
        for index in new.indices {
            // Fields compared in place: a copy of each expression costs a retain and a release.
            guard old[index].relation == new[index].relation, old[index].priority == new[index].priority,
                  old[index].expression.hasTerms(of: new[index].expression)
            else { return nil }
            guard old[index].expression.constant != new[index].expression.constant else { continue }
            guard let held = added[index] else { return nil }
            let replacement = makeConstraint(index)
            replacements.append((held, replacement))
            added[index] = replacement
        }
        // On failure this solver is dropped (see above), so no undo copy of its tableau is kept.
        do { try solver.replaceConstants(replacements, restoringOnFailure: false) } catch { return nil }
    }

    /// Nothing broken, cancelled or failed: a run others may start from.
    var isClean: Bool { !cancelled && diagnostics.isEmpty && broken.isEmpty }

    func addAll() {
        let constraints = system.constraints
        // Required ones first, then the optional ones, each in system order.
        for required in [true, false] {
            for index in constraints.indices where !cancelled && constraints[index].priority.isRequired == required {
                // The solver polls between pivots; a small system may never pivot, so poll here too.
                if options.isCancelled() { cancelled = true; break }
                add(index)
            }
        }
        if cancelled {
            diagnostics.append(Diagnostic(severity: .error, code: "solve_cancelled",
                                          message: "The solve passed its deadline and was cancelled."))
        }
    }

    func values() -> [Double] {
        guard !cancelled else { return Array(repeating: 0, count: variables.count) }
        return solver.values(of: variables)
    }

    private func makeConstraint(_ index: Int, priority: LayoutPriority? = nil) -> Constraint {
        // Field by field: copying the whole resolved constraint (strings and all) costs more
        // than building the solver's constraint.
        let form = system.constraints[index].expression
        // `Variable(id:)` is what `variables` holds at that index (unnamed, by construction):
        // made afresh, it skips the array read and its name's retain.
        let expression = Expression(form.terms.map { Term(Variable(id: $0.variable), $0.coefficient) },
                                    constant: form.constant)
        let relation: RelationalOperator
        switch system.constraints[index].relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let resolvedPriority = priority ?? system.constraints[index].priority
        return Constraint(expression, relation, priority: Priority(resolvedPriority.rawValue), tag: index)
    }

    private func add(_ index: Int) {
        if system.constraints[index].expression.isConstant {
            addConstant(index)
            return
        }
        let constraint = makeConstraint(index)
        let constraints = system.constraints
        // Bounded: each failed attempt breaks one previously added constraint or gives up.
        for _ in 0...constraints.count {
            do {
                try solver.add(constraint, preferringToKeep: keepRank)
                added[index] = constraint
                return
            } catch {
                switch error {
                case let .unsatisfiable(conflict):
                    let members = conflict.conflicting.compactMap(\.tag)
                    let victim = ConflictReport.chooseBroken(members, constraints)
                    record(conflict: members, broken: victim, irreducible: conflict.isIrreducible)
                    guard victim != index else { return demote(index) }
                    guard let old = added[victim] else { return }
                    do { try solver.remove(old) } catch {
                        if case .cancelled = error { cancelled = true }
                        return
                    }
                    added[victim] = nil
                    demote(victim)
                case .cancelled:
                    cancelled = true
                    return
                default:
                    diagnostics.append(Diagnostic(severity: .error, code: "solver_error", message: error.message,
                                                  constraints: [system.constraints[index].id]))
                    return
                }
            }
        }
    }

    /// A constraint with no variable (a guide's constant width against a number): satisfied or
    /// not, it needs no solver. A required one that fails is a conflict on its own.
    private func addConstant(_ index: Int) {
        let resolved = system.constraints[index]
        let value = resolved.expression.constant
        let tolerance = 1e-9 * max(1, abs(value))
        let holds: Bool
        switch resolved.relation {
        case .equal: holds = abs(value) <= tolerance
        case .lessThanOrEqual: holds = value <= tolerance
        case .greaterThanOrEqual: holds = value >= -tolerance
        }
        guard !holds, resolved.priority.isRequired else { return }
        record(conflict: [index], broken: index, irreducible: true)
    }

    /// Keeps a broken constraint as an optional one just above every optional priority, as
    /// UIKit does; an optional constraint cannot conflict, so this add only fails on cancellation.
    private func demote(_ index: Int) {
        let constraint = makeConstraint(index, priority: demoted)
        do {
            try solver.add(constraint)
            added[index] = constraint
        } catch {
            if case .cancelled = error { cancelled = true }
        }
    }

    private func record(conflict members: [Int], broken victim: Int, irreducible: Bool) {
        broken.append(victim)
        conflicts.append(members.sorted())
        diagnostics.append(ConflictReport.diagnostic(members: members, broken: victim, system: system,
                                                     irreducible: irreducible, includesLog: options.includesLog))
    }
}
