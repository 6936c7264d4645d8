import Animation
import Devices
import Document
import Engine
import JSON

/// Solves a request's states on top of one target's base result (docs/states.md).
///
/// - A state that changes only constants is solved incrementally: one `IncrementalSession` per
///   target keeps the base solver, and each such state suggests new constants to it.
/// - Anything else — activation, priorities, keyboard, another target (a rotation) — rebuilds:
///   the engine's whole spine runs on the document with the state's `ConstraintOverrides` (and
///   activated entries) for the state's target. So does a constant-only state the session cannot
///   take (a broken or ambiguous base, a required conflict, a label that must re-wrap).
///
/// Every state starts from the base, never from the previous state; output follows the states'
/// order. Cost: one base solve more for the session, then per constant-only state the dual
/// simplex over the edited rows; per other state one full solve; per animated state
/// O(keyframes × views) sampling under `keyframeLimits`. `options.isCancelled` is polled before
/// each state and between keyframes: once it is true, the states left carry only a
/// `solve_cancelled` diagnostic, as a cancelled engine solve does.
public enum StateSolver {
    public static func solve(
        _ states: [StateSpec], document: LayoutDocument, baseSpec: TargetSpec,
        base: TargetResult, options: EngineOptions = .standard,
        catalog: DeviceCatalog = .standard,
        keyframeLimits: KeyframeLimits = .standard
    ) -> [StateResult] {
        var geometry = TargetGeometry(base.target, catalog: catalog)
        if let design = document.designTarget,
            case .success(let canvas) = ResolvedTarget.resolve(
                design, controller: document.controller, catalog: catalog)
        {
            geometry.designScreen = canvas.size
        }
        let constantOnly = states.map { !$0.constants.isEmpty && $0.isConstantOnly(base: baseSpec) }
        let keys = Set(zip(states, constantOnly).filter(\.1).flatMap { $0.0.constants.map(\.id) })
        let session =
            keys.isEmpty
            ? nil
            : IncrementalSession(document: document, geometry: geometry, keys: keys, options: options)
        let baseSystem =
            states.contains { !$0.priorities.isEmpty }
            ? LayoutEngine.buildSystem(document, geometry: geometry, wrapWidths: [:]) : nil

        return zip(states, constantOnly).map { state, isConstantOnly in
            guard !options.isCancelled() else { return cancelled(state) }
            var result: StateResult
            let clock = ContinuousClock(), start = clock.now
            if isConstantOnly, let session,
                let outcome = session.solve(
                    constants: state.overrides.constants, rounding: document.defaults.rounding,
                    scale: geometry.scale, document: document)
            {
                result = StateResult(
                    name: state.name, frames: outcome.frames, diagnostics: base.diagnostics,
                    incremental: true, pivots: outcome.counters.pivots)
                result.contentSizes = outcome.contentSizes
                if options.measuresTime {
                    let elapsed = clock.now - start
                    result.incrementalMicroseconds =
                        Int(elapsed.components.seconds) * 1_000_000
                        + Int(elapsed.components.attoseconds / 1_000_000_000_000)
                }
            } else {
                result = rebuild(
                    state, document: document, baseSpec: baseSpec, base: base, options: options, catalog: catalog)
            }
            if let baseSystem { result.diagnostics = priorityProblems(state, baseSystem) + result.diagnostics }
            if let animation = state.animation {
                switch Keyframes.sample(
                    from: base.frames, to: result.frames, animation: animation, limits: keyframeLimits,
                    isCancelled: options.isCancelled)
                {
                case .success(let keyframes): result.keyframes = keyframes
                case .failure(let error):
                    result.diagnostics.append(Diagnostic(severity: .error, code: error.code, message: error.message))
                }
            }
            return result
        }
    }

    /// A state not solved because the request's deadline passed.
    static func cancelled(_ state: StateSpec) -> StateResult {
        StateResult(name: state.name, frames: [], diagnostics: [.cancelled], incremental: false)
    }

    /// The engine's spine on the document as the state changes it, for the state's target.
    static func rebuild(
        _ state: StateSpec, document: LayoutDocument, baseSpec: TargetSpec, base: TargetResult,
        options: EngineOptions, catalog: DeviceCatalog
    ) -> StateResult {
        var changed = document
        changed.overrides = state.overrides
        changed.constraints = activating(document.constraints, Set(state.activate))
        let spec = state.targetSpec(base: baseSpec)
        var target = base.target
        if spec != baseSpec {
            switch ResolvedTarget.resolve(
                spec, controller: document.controller, catalog: catalog,
                defaultLayoutDirection: document.defaults.layoutDirection ?? .leftToRight)
            {
            case .success(let resolved): target = resolved
            case .failure(let problems):
                let message = problems.problems.map(\.message).joined(separator: "; ")
                return StateResult(
                    name: state.name, frames: [],
                    diagnostics: [
                        Diagnostic(
                            severity: .error, code: "invalid_state_target",
                            message: "The state's target cannot be resolved: \(message)")
                    ],
                    incremental: false)
            }
        }
        let solved = LayoutEngine.solve(changed, target: target, options: options)
        var result = StateResult(
            name: state.name, target: spec == baseSpec ? nil : solved.target, frames: solved.frames,
            diagnostics: solved.diagnostics, incremental: false, rebuildStats: solved.stats)
        result.contentSizes = solved.contentSizes
        return result
    }

    /// Entries named by `ids` (equations with `active: false`) made active, groups searched too.
    public static func activating(_ entries: [ConstraintEntry], _ ids: Set<String>) -> [ConstraintEntry] {
        guard !ids.isEmpty else { return entries }
        return entries.map { entry in
            var entry = entry
            switch entry.form {
            case .group(var group):
                group.entries = activating(group.entries, ids)
                entry.form = .group(group)
            case .equation(var equation) where ids.contains(entry.id):
                equation.active = true
                entry.form = .equation(equation)
            default: break
            }
            return entry
        }
    }

    /// UIKit throws when an installed constraint's priority moves between required and optional;
    /// the state reports it and keeps the constraint's priority. In system order.
    static func priorityProblems(_ state: StateSpec, _ system: LayoutSystem) -> [Diagnostic] {
        system.constraints.compactMap { constraint in
            guard constraint.origin == .document,
                let change = state.priorities.first(where: { ConstraintOverrides.names($0.id, constraint.id) }),
                change.value.isRequired != constraint.priority.isRequired
            else { return nil }
            let from = constraint.priority.isRequired ? "required" : "optional"
            let to = change.value.isRequired ? "required" : "optional"
            return Diagnostic(
                severity: .error, code: DiagnosticCode.invalidPriority,
                message: "Mutating a priority from \(from) to \(to) on an installed constraint is not supported; "
                    + "the constraint keeps priority \(JSONReader.numberText(constraint.priority.rawValue)).",
                constraints: [constraint.id], fields: [("priority", .number(change.value.rawValue))])
        }
    }
}
