import Cassowary
import Document
import Geometry
import Primitives

/// The mutable part of one solve (step 5): the solver, the constraint objects, and what went
/// wrong.
///
/// The system first goes through `Presolve`, which eliminates the equalities that would make the
/// tableau fill in (chains, stacks, nested cells); the solver gets only what is left, and the
/// eliminated variables are recovered from their definitions afterwards. A required conflict
/// changes how the run goes on (`Mode`): a system of up to `asGivenLimit` constraints is solved
/// again on the constraints as given, so conflicts are explained and broken exactly as without a
/// presolve; a larger one stays presolved and explains each conflict on the presolve's
/// provenance (`Presolve.explain`), so that a conflict in a 2 000-view screen costs what the
/// conflict costs, not what a filled-in tableau of the whole screen would, and a screen with a
/// conflict in each of its cells costs a few solves of the screen, not one per conflict.
///
/// A class: a run is handed from pass to pass and target to target (`LayoutEngine.WarmStart`),
/// and as a value each hand-over copied its system and arrays (a retain per field) where a
/// reference costs one.
package final class SolverRun {
    let system: LayoutSystem
    package let options: EngineOptions
    package private(set) var solver: Solver
    /// The eliminations behind `solver`'s constraints; nil when it holds the constraints as given.
    package private(set) var presolve: Presolve?
    /// The solver's constraint for each of `system.constraints`, nil while not held (or, with a
    /// presolve, when the constraint was eliminated).
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
        let constraints = system.constraints
        keepRank = { ConflictReport.keepRank(constraints[$0.tag ?? 0]) }
        solver = Self.makeSolver(options)
        added = Array(repeating: nil, count: constraints.count)
    }

    private static func makeSolver(_ options: EngineOptions) -> Solver {
        let solver = Solver(mode: .exact)
        let isCancelled = options.isCancelled
        solver.shouldCancel = { isCancelled() }
        solver.cellBudget = memoryCells
        return solver
    }

    /// Bytes of working memory one tableau cell stands for: the cell (16), its column entry and
    /// the room rows keep to grow.
    static let bytesPerCell = 32

    /// The cells the request's memory budget (`WorkBudget.current`) leaves for the tableau: the
    /// tableau is the request's working memory too, so a system that fills in stops (and the
    /// request gets its 422) before the process grows. `Int.max` without a memory limit.
    static var memoryCells: Int {
        let budget = WorkBudget.current
        guard budget.memoryLimit != .max else { return .max }
        return max(0, budget.memoryLimit - budget.heldBytes) / bytesPerCell
    }

    /// After `.tooLarge`: whether it was the memory budget (then the budget is marked over
    /// memory, and the run stops as if cancelled) rather than `cellBudget`'s own limit.
    private func ranOutOfMemory() -> Bool {
        guard solver.reservedCells > Self.memoryCells else { return false }
        WorkBudget.current.allows(solver.reservedCells * Self.bytesPerCell)
        cancelled = true
        return true
    }

    /// Whether a conflict on the constraints as given is shrunk to an irreducible set (else it
    /// names the failing constraint alone): off only for the diagnostics benchmark's baseline.
    var explainsConflicts = true {
        didSet { solver.explainsConflicts = explainsConflicts }
    }

    /// The solved run of `system` started from a copy of `base`'s solver, when `system` has the
    /// same variables and constraints as `base`'s system but for some constants (the second
    /// label pass: only wrapped labels' intrinsic sizes move; another target of the same traits):
    /// the presolve is repeated on the new constants, and when it eliminates the same variables
    /// the same way, the reduced constraints' constants are replaced in place and the dual
    /// simplex re-solves (`Solver.replaceConstants`), instead of adding every constraint again.
    /// Nil — solve from scratch — when `base` broke or cancelled anything, the shapes differ, a
    /// constant-only constraint changed, or the new constants leave the required constraints
    /// infeasible (the full solve then reports the conflict).
    /// `ownsBase`: `base` is not used again, so its solver is taken over instead of copied (on
    /// nil it may be left half-changed; the caller then solves from scratch).
    package init?(rebasing base: SolverRun, onto system: LayoutSystem, options: EngineOptions, ownsBase: Bool = false) {
        let old = base.system.constraints, new = system.constraints
        guard base.isClean, let basePresolve = base.presolve, old.count == new.count,
            base.system.variableCount == system.variableCount
        else { return nil }
        self.system = system
        self.options = options
        demoted = base.demoted
        holdsBounds = base.holdsBounds
        keepRank = { ConflictReport.keepRank(new[$0.tag ?? 0]) }
        var changed = false
        for index in new.indices {
            // Fields compared in place: a copy of each expression costs a retain and a release.
            guard old[index].relation == new[index].relation, old[index].priority == new[index].priority,
                old[index].expression.hasTerms(of: new[index].expression)
            else { return nil }
            guard old[index].expression.constant != new[index].expression.constant else { continue }
            guard !new[index].expression.isConstant else { return nil }
            changed = true
        }
        added = Array(repeating: nil, count: new.count)
        solver = ownsBase ? base.solver : base.solver.copy()
        let isCancelled = options.isCancelled
        solver.shouldCancel = { isCancelled() }
        guard changed else {
            presolve = basePresolve
            added = base.added
            return
        }
        // The same rows with other constants: the base's presolve replayed on them.
        var constants: [Double] = []
        constants.reserveCapacity(basePresolve.input.count)
        for index in new.indices where Self.isPresolveRow(new[index].origin, new[index].expression, holdsBounds) {
            constants.append(new[index].expression.constant)
        }
        guard let presolve = basePresolve.replaying(constants: constants) else { return nil }
        self.presolve = presolve
        var replacements: [(old: Constraint, new: Constraint)] = []
        for (held, replacement) in zip(basePresolve.reduced, presolve.reduced) {
            let index = replacement.tag ?? 0
            added[index] = replacement
            if held !== replacement { replacements.append((held, replacement)) }
        }
        // On failure this solver is dropped (see above), so no undo copy of its tableau is kept.
        do { try solver.replaceConstants(replacements, restoringOnFailure: false) } catch { return nil }
        // Without the bounds, the new constants may push a size below 0: then solve afresh.
        guard holdsBounds || boundsHold() else { return nil }
    }

    /// How many constraints the solve held (`stats.constraints`): those with variables, each
    /// once — the same count whether or not the presolve eliminated some — less the size bounds,
    /// which UIKit does not count as constraints either.
    /// - Complexity: O(constraints), reading fields in place (a copy of each constraint costs
    /// a retain per string).
    var constraintCount: Int {
        let constraints = system.constraints
        var bounds = 0, withVariables = 0
        for index in constraints.indices {
            if constraints[index].origin == .sizeBound {
                if presolve == nil, added[index] != nil { bounds += 1 }
            } else if !constraints[index].expression.isConstant {
                withVariables += 1
            }
        }
        return presolve == nil ? solver.constraintCount - bounds : withVariables
    }

    /// Nothing broken, cancelled or failed: a run others may start from.
    package var isClean: Bool { !cancelled && diagnostics.isEmpty && broken.isEmpty }

    /// How a run meets a required conflict.
    enum Mode {
        /// Presolved: a conflict ends the run, which starts again in another mode.
        case presolved
        /// The constraints as given: a conflict is explained (an irreducible set) and one member
        /// broken, as UIKit does; the tableau may hold `cellBudget` cells.
        case asGiven
        /// Presolved, in rounds: each conflict explained on the presolve's provenance and one
        /// member broken as it is met. A member the round's presolve had eliminated cannot be
        /// demoted in place: it is demoted from the start of the next round, and until then the
        /// conflicts that stand on it wait (`Recovery.deferred`).
        case provenance
    }

    private(set) var mode = Mode.presolved

    /// The largest system whose conflicts are explained on the constraints as given: about 250
    /// views, where even a chain's filled-in tableau stays small (tens of milliseconds).
    static let asGivenLimit = 2_000

    /// The most cells a tableau of the constraints as given may hold: 256 Ki (4 MiB) plus 64
    /// (1 KiB) per constraint. Past it (a conflict in a long chain) the run goes on in
    /// `.provenance` mode instead.
    var cellBudget: Int { (1 << 18) + 64 * system.constraints.count }

    /// Step 5: the presolve, then the reduced constraints — required ones first, then the
    /// optional ones, each in system order. A required conflict starts the run again as given
    /// (small systems, within `cellBudget`) or in `.provenance` mode.
    ///
    /// The size bounds stay out of the first presolved run: a bound in every size's column stops
    /// the presolve's column singletons and leaves an inequality of several variables behind
    /// every substitution, which a long list pays for in fill. Leaving them out changes nothing
    /// when the solution keeps every size at 0 or above (`boundsHold`): the optimum of a system
    /// is the optimum of any smaller feasible set that contains it. Only when a size comes out
    /// negative, or sits at 0 where a free direction moves it, is the run made again with them;
    /// the runs after a conflict hold them from the start.
    func addAll() {
        guard options.presolves else {
            let input = Self.presolveInput(system, bounds: true)
            mode = .asGiven
            _ = addEach(Self.byIndex((0..<input.count).map(input.constraint), count: system.constraints.count))
            return finish()
        }
        holdsBounds = false
        if addPresolved(Self.presolveInput(system, bounds: false)) {
            if boundsHold() { return finish() }
            reset(.presolved)
            if addPresolved(Self.presolveInput(system, bounds: true)) { return finish() }
        }
        let input = Self.presolveInput(system, bounds: true)
        if system.constraints.count <= Self.asGivenLimit {
            reset(.asGiven)
            solver.cellBudget = min(cellBudget, Self.memoryCells)
            if addEach(Self.byIndex((0..<input.count).map(input.constraint), count: system.constraints.count)) {
                return finish()
            }
        }
        // Without the size bounds first, as above: a tableau holding them fills in along a feed,
        // and each round would pay for it.
        reset(.provenance)
        holdsBounds = false
        recoverInRounds(Self.presolveInput(system, bounds: false))
        if !cancelled, !boundsHold() {
            reset(.provenance)
            recoverInRounds(input)
        }
        // In the order UIKit would meet them: by the constraint that could not be added, the
        // latest member of each.
        let order = conflicts.indices.sorted { (conflicts[$0].last ?? 0) < (conflicts[$1].last ?? 0) }
        (conflicts, broken) = (order.map { conflicts[$0] }, order.map { broken[$0] })
        let ordered = order.map { conflictDiagnostics[$0] }
        diagnostics = diagnostics.filter { $0.code != DiagnosticCode.unsatisfiableConstraints } + ordered
        finish()
    }

    /// `.provenance` mode: rounds of `addPresolved` until one defers nothing. Every round but the
    /// last demotes at least one more constraint from the start, so there are at most as many
    /// rounds as conflicts; independent conflicts (one per cell of a feed) are all met in the
    /// first round, and the second is the last.
    private func recoverInRounds(_ input: Presolve.Input) {
        while !addPresolved(input), !cancelled {
            solver = Self.makeSolver(options)
            presolve = nil
            added = Array(repeating: nil, count: system.constraints.count)
        }
    }

    /// The presolve (demoting the constraints already broken) and the reduced constraints.
    /// False when the run must start again: in `.presolved` mode at any required conflict, in
    /// `.provenance` mode when a conflict broke a constraint this round's presolve had eliminated
    /// (a round to come holds it demoted, and meets the conflicts that waited for it).
    private func addPresolved(_ input: Presolve.Input) -> Bool {
        var input = input
        if mode == .provenance, demotedIndices.contains(true) {
            input.setPriority(demoted.rawValue) { demotedIndices[$0] }
        }
        let presolve = Presolve(
            input, variableCount: system.variableCount, dropsContradictions: mode == .provenance,
            isCancelled: options.isCancelled)
        guard !presolve.conflict else { return false }
        self.presolve = presolve
        contradicted = [Bool](repeating: false, count: system.constraints.count)
        for tag in presolve.contradicted { contradicted[tag] = true }
        solver.reserveCapacity(constraints: presolve.reduced.count, variables: system.variableCount)
        startRound()
        return addEach(Self.byIndex(presolve.reduced, count: system.constraints.count)) && pendingInRound.isEmpty
    }

    /// Required constraints the presolve found contradicted by the required equalities
    /// eliminated before them (`.provenance` mode), by system index.
    private var contradicted: [Bool] = []
    /// Constraints broken in `.provenance` mode, by system index: demoted from the start when
    /// the run begins again.
    /// (Stored, not lazy: a lazy array is copied by every element written through it.)
    private var demotedIndices: [Bool] = []
    /// The conflict diagnostics of `.provenance` mode, in the order found (`record`).
    private var conflictDiagnostics: [Diagnostic] = []
    /// `.provenance` mode: the constraints broken in this round that its presolve had
    /// eliminated (they are demoted when the next round starts), and `isPending` by index.
    private var pendingInRound: [Int] = []
    private var isPending: [Bool] = []
    /// The presolve's `rowsByTag()`, made at the round's first conflict.
    private var rowsByTag: [Int: Int]?

    /// A new `.provenance` round: nothing pending, a new presolve to index.
    private func startRound() {
        for index in pendingInRound { isPending[index] = false }
        pendingInRound = []
        rowsByTag = nil
    }

    private static func byIndex(_ constraints: [Constraint], count: Int) -> [Constraint?] {
        var held = [Constraint?](repeating: nil, count: count)
        for constraint in constraints { held[constraint.tag ?? 0] = constraint }
        return held
    }

    /// A fresh solver in `mode`, nothing added, nothing reported.
    private func reset(_ mode: Mode) {
        self.mode = mode
        holdsBounds = true
        solvedValues = nil
        solver = Self.makeSolver(options)
        solver.explainsConflicts = explainsConflicts
        presolve = nil
        added = Array(repeating: nil, count: system.constraints.count)
        diagnostics = []
        broken = []
        conflicts = []
        conflictDiagnostics = []
        if mode == .provenance {
            demotedIndices = [Bool](repeating: false, count: system.constraints.count)
            isPending = demotedIndices
            pendingInRound = []
            rowsByTag = nil
        }
    }

    /// Adds `held` (the solver's constraint per system index; nil: none needed): the size bounds
    /// first, then the other required constraints, then the optional ones, each pass in system
    /// order; a constraint without variables is checked on its own in its place. The bounds go
    /// first — like UIKit's, they belong to the variables rather than to an order of adding — so
    /// a conflict always fails on a constraint that can be broken. False when the run must start
    /// again in another mode (`add`).
    private func addEach(_ held: [Constraint?]) -> Bool {
        let constraints = system.constraints
        for pass in 0..<3 {
            for index in constraints.indices
            where !cancelled && Self.pass(constraints[index].origin, constraints[index].priority) == pass {
                // The solver polls between pivots; a small system may never pivot, so poll here too.
                if options.isCancelled() {
                    cancelled = true
                    break
                }
                if constraints[index].expression.isConstant {
                    addConstant(index)
                } else if mode == .provenance, contradicted[index] {
                    // Dropped by the presolve: contradicted by eliminated equalities. Either way
                    // it stays out of this round's solver (deferred: the next round meets it).
                    _ = breakByProvenance([index], irreducible: true, failing: index, held: nil)
                } else if let constraint = held[index], !add(constraint) {
                    return false
                }
            }
        }
        return true
    }

    /// `addEach`'s pass for a constraint: 0 size bounds, 1 other required, 2 optional. Takes
    /// the two fields, not the constraint: passing a whole constraint copies its strings.
    private static func pass(_ origin: ResolvedConstraint.Origin, _ priority: LayoutPriority) -> Int {
        origin == .sizeBound ? 0 : priority.isRequired ? 1 : 2
    }

    private func finish() {
        if cancelled {
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: "solve_cancelled",
                    message: "The solve passed its deadline and was cancelled."))
        }
    }

    /// One value per engine variable.
    package func values() -> [Double] {
        if let solvedValues { return solvedValues }
        guard !cancelled else { return Array(repeating: 0, count: system.variableCount) }
        let solved = solver.values(of: (0..<system.variableCount).map { Variable(id: $0) })
        guard let presolve else { return solved }
        return presolve.values { solved[$0] }
    }

    /// Whether the solver and the presolve hold the size bounds; false after a run that left
    /// them out and found every size non-negative without them (`addAll`).
    private(set) var holdsBounds = true
    /// `values()`, kept when `boundsHold` computed them for the final solution.
    private var solvedValues: [Double]?

    /// Whether the solution of a run without the size bounds is the solution with them: no
    /// bounded size is negative, and no free direction moves a size that sits at 0 — there the
    /// bound could pin what the run without it reports as free. A size no constraint names moves
    /// on its own, both ways: the bound leaves it free upwards, so it does not count.
    /// - Complexity: O(constraints + variables), plus reading the free directions when some
    ///   size is 0.
    private func boundsHold() -> Bool {
        let values = values()
        let constraints = system.constraints
        var atZero: [Bool]?
        for index in constraints.indices where constraints[index].origin == .sizeBound {
            guard let variable = constraints[index].expression.terms.first?.variable else { continue }
            // Below -epsilon a size is negative; up to epsilon it is 0 (noise).
            if values[variable] < -Tolerance.epsilon { return false }
            if values[variable] <= Tolerance.epsilon {
                if atZero == nil { atZero = [Bool](repeating: false, count: system.variableCount) }
                atZero?[variable] = true
            }
        }
        if var atZero, let presolve {
            // An orphan moves only along its own direction, on its own: the bound leaves it free
            // upwards, so it does not count.
            for variable in presolve.orphans { atZero[variable] = false }
            for direction in freeDirections().directions where direction.moves.contains(where: { atZero[$0.variable] })
            {
                return false
            }
        }
        solvedValues = values
        return true
    }

    /// The system's constraints with variables as the presolve's rows, tagged with their
    /// indices, priorities on UIKit's scale.
    /// `bounds`: with the size bounds (else they are left out, `addAll`).
    private static func presolveInput(_ system: LayoutSystem, bounds: Bool) -> Presolve.Input {
        let constraints = system.constraints
        var input = Presolve.Input()
        input.reserveCapacity(rows: constraints.count, terms: 3 * constraints.count)
        for index in constraints.indices
        where Self.isPresolveRow(constraints[index].origin, constraints[index].expression, bounds) {
            let relation: RelationalOperator
            switch constraints[index].relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            input.append(
                relation: relation, priority: constraints[index].priority.rawValue, tag: index,
                constant: constraints[index].expression.constant
            ) { add in
                for term in constraints[index].expression.terms { add(term.variable, term.coefficient) }
            }
        }
        return input
    }

    /// Whether a constraint is a row of the presolve's input: it has variables, and it is not a
    /// size bound left out (`bounds` false).
    private static func isPresolveRow(_ origin: ResolvedConstraint.Origin, _ expression: LinearForm, _ bounds: Bool)
        -> Bool
    {
        !expression.isConstant && (bounds || origin != .sizeBound)
    }

    private static func makeConstraint(_ system: LayoutSystem, _ index: Int, priority: LayoutPriority? = nil)
        -> Constraint
    {
        // Field by field: copying the whole resolved constraint (strings and all) costs more
        // than building the solver's constraint.
        let form = system.constraints[index].expression
        let expression = Expression(
            form.terms.map { Term(Variable(id: $0.variable), $0.coefficient) },
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

    /// Adds one constraint, breaking a member of each required conflict it meets (the rule of
    /// `ConflictReport`) — except in `.presolved` mode, where a conflict returns false, as does
    /// the run as given outgrowing its cell budget.
    private func add(_ constraint: Constraint) -> Bool {
        let index = constraint.tag ?? 0
        let constraints = system.constraints
        // Bounded: each failed attempt breaks one previously added constraint or gives up.
        for _ in 0...constraints.count {
            do {
                try solver.add(constraint, preferringToKeep: keepRank)
                added[index] = constraint
                return true
            } catch {
                switch error {
                case .unsatisfiable(let conflict):
                    switch mode {
                    case .presolved:
                        return false
                    case .provenance:
                        let members = conflict.conflicting.compactMap(\.tag)
                        switch breakByProvenance(
                            members, irreducible: conflict.isIrreducible, failing: index, held: constraint)
                        {
                        case .deferred: return true
                        case .broken where added[index] != nil: return true
                        case .broken: continue
                        }
                    case .asGiven:
                        break
                    }
                    let members = conflict.conflicting.compactMap(\.tag)
                    let victim = ConflictReport.chooseBroken(members, in: system)
                    record(conflict: members, broken: victim, irreducible: conflict.isIrreducible)
                    guard victim != index else {
                        demote(index, Self.makeConstraint(system, index, priority: demoted))
                        return true
                    }
                    guard let old = added[victim] else { return true }
                    do { try solver.remove(old) } catch {
                        if case .cancelled = error { cancelled = true }
                        return true
                    }
                    added[victim] = nil
                    demote(victim, Self.makeConstraint(system, victim, priority: demoted))
                case .cancelled:
                    cancelled = true
                    return true
                case .tooLarge:
                    return ranOutOfMemory()
                default:
                    diagnostics.append(
                        Diagnostic(
                            severity: .error, code: "solver_error", message: error.message,
                            constraints: [system.constraints[index].id]))
                    return true
                }
            }
        }
        return true
    }

    /// What `.provenance` mode did with a conflict.
    private enum Recovery {
        /// A member was broken; the failing constraint is held (demoted, when it was the one).
        case broken
        /// The conflict waits for the next round, and the failing constraint stays out of this
        /// one: either the member broken had been eliminated by this round's presolve, or the
        /// conflict stands on such a member (the next round, with it demoted, tells whether
        /// there is still a conflict there, and which).
        case deferred
    }

    /// `.provenance` mode: the conflict `members` (reduced constraints' indices, irreducible
    /// among them) met while adding `failing` (`held`: its reduced constraint; nil when the
    /// presolve dropped it), explained on the presolve's provenance; the member the rule picks
    /// is broken — demoted in this solver when it holds it, else pending until the next round.
    /// - Complexity: what the conflict's own rows cost (`Presolve.explain`), plus the presolve's
    ///   `rowsByTag` once per round.
    private func breakByProvenance(_ members: [Int], irreducible: Bool, failing: Int, held: Constraint?)
        -> Recovery
    {
        guard let presolve else { return .deferred }
        let constraints = system.constraints
        let rows = rowsByTag ?? presolve.rowsByTag()
        rowsByTag = rows
        let explained = presolve.explain(
            members, rank: { ConflictReport.keepRank(constraints[$0]) }, testLimit: 256, rows: rows,
            isCancelled: options.isCancelled)
        guard !explained.tags.contains(where: { isPending[$0] }) else { return .deferred }
        var victim = ConflictReport.chooseBroken(explained.tags, in: system)
        // Never the case (a demoted constraint is not required, so no explanation holds it);
        // should it be, breaking `failing` keeps every round demoting something new.
        if demotedIndices[victim], added[victim] == nil { victim = failing }
        record(conflict: explained.tags, broken: victim, irreducible: irreducible && explained.irreducible)
        demotedIndices[victim] = true
        if victim == failing {
            if let held { demote(failing, Self.demoted(held, to: demoted)) }
            return .broken
        }
        guard let old = added[victim] else {
            isPending[victim] = true
            pendingInRound.append(victim)
            return .deferred
        }
        do { try solver.remove(old) } catch {
            if case .cancelled = error { cancelled = true }
            return .broken
        }
        added[victim] = nil
        demote(victim, Self.demoted(old, to: demoted))
        return .broken
    }

    /// `constraint` at `priority`, the same tag: a broken reduced constraint (its original
    /// names variables the presolve took out of the solver).
    private static func demoted(_ constraint: Constraint, to priority: LayoutPriority) -> Constraint {
        Constraint(
            constraint.expression, constraint.relation, priority: Priority(priority.rawValue), tag: constraint.tag)
    }

    /// A constraint with no variable (a guide's constant width against a number): satisfied or
    /// not, it needs no solver. A required one that fails is a conflict on its own.
    private func addConstant(_ index: Int) {
        let resolved = system.constraints[index]
        let value = resolved.expression.constant
        let tolerance = Tolerance.epsilon * max(1, abs(value))
        let holds: Bool
        switch resolved.relation {
        case .equal: holds = abs(value) <= tolerance
        case .lessThanOrEqual: holds = value <= tolerance
        case .greaterThanOrEqual: holds = value >= -tolerance
        }
        // Once per `.provenance` run, however often it starts again.
        guard !holds, resolved.priority.isRequired, !(mode == .provenance && demotedIndices[index]) else { return }
        record(conflict: [index], broken: index, irreducible: true)
        if mode == .provenance { demotedIndices[index] = true }
    }

    /// Keeps a broken constraint (`demotedVersion`: it at `demoted` priority) as an optional one
    /// just above every optional priority, as UIKit does; an optional constraint cannot
    /// conflict, so this add only fails on cancellation.
    private func demote(_ index: Int, _ demotedVersion: Constraint) {
        do {
            try solver.add(demotedVersion)
            added[index] = demotedVersion
        } catch {
            if case .cancelled = error { cancelled = true }
        }
    }

    private func record(conflict members: [Int], broken victim: Int, irreducible: Bool) {
        broken.append(victim)
        conflicts.append(members.sorted())
        let diagnostic = ConflictReport.diagnostic(
            members: members, broken: victim, system: system,
            irreducible: irreducible, includesLog: options.includesLog)
        diagnostics.append(diagnostic)
        if mode == .provenance { conflictDiagnostics.append(diagnostic) }
    }
}
