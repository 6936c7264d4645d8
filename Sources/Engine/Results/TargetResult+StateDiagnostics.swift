import Document
import JSON

extension TargetResult {
    /// What each state adds to the base's diagnostics, labelled with the state (a `state` field
    /// naming it): the diagnostics of a state that the base solve of this target does not have,
    /// each once per state, in state order then the state's own order. A state solved by edit
    /// variables repeats the base's diagnostics, so it adds none unless its sampling failed.
    /// What `/v1/validate` and the strict rule read of states (docs/states.md).
    /// O(Σ diagnostics) expected (a hash of each diagnostic's JSON).
    public var stateDiagnostics: [Diagnostic] {
        guard !states.isEmpty else { return [] }
        let base = Set(diagnostics.map(\.jsonValue))
        var added: [Diagnostic] = []
        for state in states {
            var seen: Set<JSONValue> = []
            for diagnostic in state.diagnostics {
                let key = diagnostic.jsonValue
                guard !base.contains(key), seen.insert(key).inserted else { continue }
                var labelled = diagnostic
                labelled.fields.append(("state", .string(state.name)))
                added.append(labelled)
            }
        }
        return added
    }
}
