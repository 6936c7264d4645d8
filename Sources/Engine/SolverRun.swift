import Cassowary
import Document
import Primitives

/// The mutable part of one solve (step 5): a `LayoutSystem` handed to Cassowary's
/// `SystemSolver` with UIKit's rules, and what went wrong as diagnostics.
///
/// The rules are the engine's, the order of the solver's steps the solver's: the size bounds are
/// added first, then the other required constraints, then the optional ones (`pass`), and the
/// size bounds are the bounds the solver may leave out while every size stays at 0 or above; a
/// conflict breaks the member `ConflictReport.chooseBroken` picks, keeps the members
/// `ConflictReport.keepRank` ranks highest, and demotes to `ConflictReport.demotedPriority`;
/// each conflict becomes an `unsatisfiable_constraints` diagnostic.
///
/// A class: a run is handed from pass to pass and target to target (`LayoutEngine.WarmStart`),
/// and as a value each hand-over copied its system and arrays (a retain per field) where a
/// reference costs one.
public final class SolverRun {
    let system: LayoutSystem
    public let options: EngineOptions
    public let solver: SystemSolver
    private(set) var diagnostics: [Diagnostic] = []
    /// Indices (into `system.constraints`) of the constraints broken, in order.
    private(set) var broken: [Int] = []
    /// Each conflict's set, sorted indices into `system.constraints`, in order.
    private(set) var conflicts: [[Int]] = []

    init(system: LayoutSystem, options: EngineOptions) {
        self.system = system
        self.options = options
        let (rows, rules) = Self.rowsAndRules(system)
        solver = SystemSolver(
            rows, variableCount: system.variableCount, rules: rules, limits: Self.limits(options))
    }

    /// The solve passed its deadline or the memory budget.
    var cancelled: Bool { solver.cancelled }

    /// Whether a conflict on the constraints as given is shrunk to an irreducible set (else it
    /// names the failing constraint alone): off only for the diagnostics benchmark's baseline.
    var explainsConflicts: Bool {
        get { solver.explainsConflicts }
        set { solver.explainsConflicts = newValue }
    }

    /// The solved run of `system` started from a copy of `base`'s solver, when `system` has the
    /// same variables and constraints as `base`'s system but for some constants (the second
    /// label pass: only wrapped labels' intrinsic sizes move; another target of the same traits):
    /// the solver replays its presolve on the new constants (`SystemSolver.init(rebasing:…)`).
    /// Nil — solve from scratch — when the shapes differ or the solver cannot start from `base`.
    /// `ownsBase`: `base` is not used again, so its solver is taken over instead of copied (on
    /// nil it may be left half-changed; the caller then solves from scratch).
    public init?(rebasing base: SolverRun, onto system: LayoutSystem, options: EngineOptions, ownsBase: Bool = false) {
        let old = base.system.constraints, new = system.constraints
        guard base.solver.isClean, base.solver.isReduced, old.count == new.count,
            base.system.variableCount == system.variableCount
        else { return nil }
        var constants: [Double] = []
        constants.reserveCapacity(new.count)
        for index in new.indices {
            // Fields compared in place: a copy of each expression costs a retain and a release.
            guard old[index].relation == new[index].relation, old[index].priority == new[index].priority,
                old[index].origin == new[index].origin, old[index].expression.hasTerms(of: new[index].expression)
            else { return nil }
            constants.append(new[index].expression.constant)
        }
        // The same origins and priorities: the same rules.
        guard
            let solver = SystemSolver(
                rebasing: base.solver, constants: constants, limits: Self.limits(options), ownsBase: ownsBase)
        else { return nil }
        self.system = system
        self.options = options
        self.solver = solver
    }

    /// Step 5: every constraint through the solver, then its conflicts and failures as
    /// diagnostics (`ConflictReport.diagnostic`), and the cancellation.
    func addAll() {
        solver.solve()
        for report in solver.reports {
            switch report {
            case .conflict(let conflict):
                broken.append(conflict.broken)
                conflicts.append(conflict.members)
                diagnostics.append(
                    ConflictReport.diagnostic(
                        members: conflict.members, broken: conflict.broken, system: system,
                        irreducible: conflict.irreducible, includesLog: options.includesLog))
            case .failed(let row, let message):
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: "solver_error", message: message,
                        constraints: [system.constraints[row].id]))
            }
        }
        if cancelled {
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: "solve_cancelled",
                    message: "The solve passed its deadline and was cancelled."))
        }
    }

    /// Nothing broken, cancelled or failed: a run others may start from.
    public var isClean: Bool { solver.isClean }

    /// Whether the solver eliminated equalities before its simplex (`EngineOptions.presolves`,
    /// and no conflict made it solve the constraints as given).
    public var isReduced: Bool { solver.isReduced }

    /// How many constraints the solve held (`stats.constraints`): those with variables, each
    /// once — the same count whether or not the presolve eliminated some — less the size bounds,
    /// which UIKit does not count as constraints either.
    /// - Complexity: O(constraints), reading fields in place (a copy of each constraint costs
    /// a retain per string).
    var constraintCount: Int {
        let constraints = system.constraints
        let presolved = solver.isReduced
        var bounds = 0, withVariables = 0
        for index in constraints.indices {
            if constraints[index].origin == .sizeBound {
                if !presolved, solver.holds(index) { bounds += 1 }
            } else if !constraints[index].expression.isConstant {
                withVariables += 1
            }
        }
        return presolved ? withVariables : solver.constraintCount - bounds
    }

    /// One value per engine variable.
    public func values() -> [Double] { solver.values() }

    /// The solver's free directions after its final optimisation, in the engine's variables
    /// (`SystemSolver.freeDirections()`); `tieNames` when they were combined.
    func freeDirections() -> (directions: [FreeDirection], tieNames: [FreeDirection]?) {
        let free = solver.freeDirections()
        return (free.directions.map(FreeDirection.init), free.tieNames?.map(FreeDirection.init))
    }

    /// The system's constraints as the solver's rows (tagged with their indices, priorities on
    /// UIKit's scale, constant-only ones included: the solver checks them in their place) and
    /// UIKit's rules for them.
    /// - Complexity: O(terms), reading fields in place.
    private static func rowsAndRules(_ system: LayoutSystem) -> (ConstraintRows, SystemSolver.Rules) {
        let constraints = system.constraints
        var rows = ConstraintRows()
        rows.reserveCapacity(rows: constraints.count, terms: 3 * constraints.count)
        var passes: [UInt8] = []
        passes.reserveCapacity(constraints.count)
        var bounds: [Bool] = []
        bounds.reserveCapacity(constraints.count)
        for index in constraints.indices {
            let origin = constraints[index].origin, priority = constraints[index].priority
            let relation: RelationalOperator
            switch constraints[index].relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            for term in constraints[index].expression.terms { rows.addTerm(term.variable, term.coefficient) }
            rows.endRow(
                relation: relation, priority: priority.rawValue, tag: index,
                constant: constraints[index].expression.constant)
            passes.append(pass(origin, priority))
            bounds.append(origin == .sizeBound)
        }
        let conflictRules = conflictRules(system)
        let rules = SystemSolver.Rules(
            passes: passes, bounds: bounds, keepRank: conflictRules.keepRank,
            chooseBroken: conflictRules.chooseBroken, demoted: ConflictReport.demotedPriority(constraints).rawValue)
        return (rows, rules)
    }

    /// `ConflictReport`'s rules on `system`: which members to keep, which to break.
    private static func conflictRules(_ system: LayoutSystem) -> (
        keepRank: (Int) -> Int, chooseBroken: ([Int]) -> Int
    ) {
        let constraints = system.constraints
        return ({ ConflictReport.keepRank(constraints[$0]) }, { ConflictReport.chooseBroken($0, in: system) })
    }

    /// The pass that adds a constraint: 0 the size bounds (like UIKit's, they belong to the
    /// variables rather than to an order of adding, so a conflict always fails on a constraint
    /// that can be broken), 1 the other required ones, 2 the optional ones. Takes the two
    /// fields, not the constraint: passing a whole constraint copies its strings.
    private static func pass(_ origin: ResolvedConstraint.Origin, _ priority: LayoutPriority) -> UInt8 {
        origin == .sizeBound ? 0 : priority.isRequired ? 1 : 2
    }

    /// The deadline and the request's memory budget (`WorkBudget.current`) as the solver's limits.
    private static func limits(_ options: EngineOptions) -> SystemSolver.Limits {
        SystemSolver.Limits(
            presolves: options.presolves, isCancelled: options.isCancelled, memoryCells: { memoryCells },
            outOfMemory: { cells in _ = WorkBudget.current.allows(cells * bytesPerCell) })
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
}
