import Cassowary

/// The base layout of one target kept alive in a Cassowary solver, so that states which change
/// only constants re-solve by `suggestValue` (the dual simplex over the rows an edit touches)
/// instead of rebuilding the tableau — the incremental path of docs/states.md.
///
/// Each constraint whose constant some state changes gets a shift variable k in its expression
/// (`expression − k REL 0`, so k is the change of UIKit's `constant`), made an edit variable at a
/// priority above every optional constraint of the system and suggested 0 for the base.
///
/// Keeps true: the session exists only when it reproduces the engine's base exactly — no
/// constraint broken, no cancellation, and every variable within `tolerance` of the engine's
/// base values (an ambiguous layout whose optimum the extra edit rows move is left to the
/// rebuild path). `constraintAdds` counts every `Solver.add`; after `init` only suggestions
/// happen, which the tests check.
final class IncrementalSession {
    let basePass: SolvedSystem
    let wrapWidths: [Int: Double]
    private let solver = Solver(mode: .exact)
    private let variables: [Variable]
    /// Per edited constraint: its index in the system and its shift variable.
    private let edits: [(index: Int, shift: Variable)]
    private(set) var constraintAdds = 0

    /// The re-solve must match the engine's values to the precision the answer promises.
    static let tolerance = Tolerance.output

    /// What one incremental solve did.
    struct Outcome {
        var frames: [(id: String, frame: Rect)]
        var counters: SolverCounters
        var addsDuringSolve: Int
    }

    /// Nil when the base cannot be reproduced (see the type's comment) or no constraint of
    /// `keys` is installed.
    init?(document: LayoutDocument, geometry: TargetGeometry, keys: Set<String>, options: EngineOptions) {
        // The engine's steps 2–6 for the base, with its second pass for wrapping labels.
        var cold = LayoutEngine.WarmStart()
        let (pass, wraps) = LayoutEngine.solveWrapping(document, geometry: geometry, options: options, warmStart: &cold)
        guard !pass.cancelled, pass.broken.isEmpty else { return nil }
        basePass = pass
        wrapWidths = wraps
        let system = pass.system
        variables = system.variableNames.enumerated().map { Variable(id: $0.offset, name: $0.element) }
        var edits: [(index: Int, shift: Variable)] = []
        for (index, constraint) in system.constraints.enumerated()
        where constraint.origin == .document && keys.contains(where: { ConstraintOverrides.names($0, constraint.id) }) {
            edits.append((index, Variable(id: variables.count + edits.count, name: "\(constraint.id).constantShift")))
        }
        guard !edits.isEmpty else { return nil }
        self.edits = edits
        let isCancelled = options.isCancelled
        solver.shouldCancel = { isCancelled() }
        let highest = system.constraints.map(\.priority).filter { !$0.isRequired }.max()?.rawValue ?? 0
        let editPriority = Priority((highest + 1000) / 2)
        do {
            for edit in edits { try solver.addEditVariable(edit.shift, priority: editPriority) }
            let order = system.constraints.indices.filter { system.constraints[$0].priority.isRequired }
                + system.constraints.indices.filter { !system.constraints[$0].priority.isRequired }
            for index in order {
                let resolved = system.constraints[index]
                var terms = resolved.expression.terms.map { Term(variables[$0.variable], $0.coefficient) }
                if let edit = edits.first(where: { $0.index == index }) { terms.append(Term(edit.shift, -1)) }
                // A constant relation holds in the base (nothing was broken); it needs no row.
                guard !terms.isEmpty else { continue }
                let relation: RelationalOperator
                switch resolved.relation {
                case .equal: relation = .equal
                case .lessThanOrEqual: relation = .lessThanOrEqual
                case .greaterThanOrEqual: relation = .greaterThanOrEqual
                }
                try solver.add(Constraint(Expression(terms, constant: resolved.expression.constant), relation,
                                          priority: Priority(resolved.priority.rawValue)))
                constraintAdds += 1
            }
        } catch {
            return nil
        }
        solver.updateVariables()
        for (index, variable) in variables.enumerated()
        where abs(solver.value(of: variable) - pass.values[index]) > Self.tolerance * max(1, abs(pass.values[index])) {
            return nil
        }
    }

    /// Solves the base with `constants` (constraint or entry id → new constant) by suggesting
    /// every shift (0 for constraints the state leaves alone, so each state starts from the
    /// base). Nil when a suggestion cannot hold (a required conflict) or a wrapping label's width
    /// changed (its height would need a new pass): the caller rebuilds.
    func solve(constants: [String: Double], rounding: DocumentDefaults.Rounding, scale: Double,
               document: LayoutDocument) -> Outcome? {
        let addsBefore = constraintAdds
        solver.resetCounters()
        let system = basePass.system
        var wanted: [Double] = []
        do {
            for edit in edits {
                let constraint = system.constraints[edit.index]
                let value = constants[constraint.id] ?? constants[ConstraintOverrides.entryId(of: constraint.id)] ?? constraint.constant
                wanted.append(value - constraint.constant)
                try solver.suggestValue(edit.shift, value - constraint.constant)
            }
        } catch {
            return nil
        }
        solver.updateVariables()
        for (edit, shift) in zip(edits, wanted)
        where abs(solver.value(of: edit.shift) - shift) > Self.tolerance * max(1, abs(shift)) {
            return nil
        }
        var pass = basePass
        pass.values = variables.map { solver.value(of: $0) }
        guard LayoutEngine.labelWrapWidths(document, pass) == wrapWidths else { return nil }
        return Outcome(frames: LayoutEngine.readFrames(pass, rounding: rounding, scale: scale),
                       counters: solver.counters, addsDuringSolve: constraintAdds - addsBefore)
    }
}
