import Animation
import Devices
import Document
import JSON

// Decoding `states`: every problem, each with a JSON Pointer, in member order.

extension StateSpec {
    static let keys = ["name", "constants", "activate", "deactivate", "priorities", "target", "keyboard", "animation"]
    static let adjustKeys = ["orientation", "multitasking", "layoutDirection"]

    /// Decodes the state at `pointer` (`/states/2`). Constraint keys are checked against the
    /// document's entries (`ids`, a `ConstraintIds` built once per document) so that a misspelt id is a 422
    /// pointing at it rather than a silent no-op.
    public static func decode(
        _ json: JSONValue, pointer: String, ids: ConstraintIds,
        catalog: DeviceCatalog = .standard,
        limits: KeyframeLimits = .standard
    ) -> Result<StateSpec, DocumentProblems> {
        var problems: [DocumentProblem] = []
        guard var reader = JSONReader.Object(json, pointer: pointer, what: "a state", problems: &problems) else {
            return .failure(DocumentProblems(problems))
        }
        var state = StateSpec(name: "")
        if let name = reader.string("name") {
            state.name = name
        } else if !reader.contains("name") {
            reader.reader.missingKey(pointer, "name")
        }
        func constraintKey(_ id: String, at keyPointer: String) -> Bool {
            guard ids.contains(id) else {
                problems.append(
                    DocumentProblem(pointer: keyPointer, message: "no constraint of the document has the id '\(id)'"))
                return false
            }
            return true
        }
        func table(_ key: String, what: String, _ read: (JSONValue, String) -> Double?) -> [(id: String, value: Double)]
        {
            guard let value = reader.value(key) else { return [] }
            let at = pointer.appendingPointer(key)
            guard case .object(let members) = value else {
                reader.reader.mismatch(at, expected: "an object of constraint id → \(what)", found: value)
                return []
            }
            return members.compactMap { member in
                let memberPointer = at.appendingPointer(member.key)
                guard constraintKey(member.key, at: memberPointer), let number = read(member.value, memberPointer)
                else { return nil }
                return (member.key, number)
            }
        }
        state.constants = table("constants", what: "number") { reader.reader.number($0, at: $1, min: -1e9, max: 1e9) }
        state.priorities = table("priorities", what: "priority") {
            reader.reader.number($0, at: $1, min: 1, max: 1000)
        }.map { ($0.id, LayoutPriority($0.value)) }
        for key in ["activate", "deactivate"] {
            guard let value = reader.value(key) else { continue }
            let at = pointer.appendingPointer(key)
            guard case .array(let items) = value else {
                reader.reader.mismatch(at, expected: "a list of constraint ids", found: value)
                continue
            }
            var list: [String] = []
            for (index, item) in items.enumerated() {
                let itemPointer = at.appendingPointer(index)
                guard case .string(let id) = item else {
                    reader.reader.mismatch(itemPointer, expected: "a constraint id (a string)", found: item)
                    continue
                }
                if constraintKey(id, at: itemPointer) { list.append(id) }
            }
            if key == "activate" { state.activate = list } else { state.deactivate = list }
        }
        if let both = state.activate.first(where: state.deactivate.contains) {
            problems.append(
                DocumentProblem(
                    pointer: pointer.appendingPointer("deactivate"),
                    message: "'\(both)' is both activated and deactivated"))
        }
        state.keyboard = reader.bool("keyboard")
        if let value = reader.value("target") {
            state.target = decodeTarget(value, pointer: pointer.appendingPointer("target"), catalog: catalog, &problems)
        }
        if let value = reader.value("animation") {
            switch AnimationSpec.decode(value, pointer: pointer.appendingPointer("animation"), limits: limits) {
            case .success(let spec): state.animation = spec
            case .failure(let found): problems += found.problems
            }
        }
        reader.rejectUnknownKeys()
        reader.drain(into: &problems)
        return problems.isEmpty ? .success(state) : .failure(DocumentProblems(problems))
    }

    /// A complete target (with `device` or `size`), or a partial one changing only orientation,
    /// multitasking or layout direction of each base target.
    private static func decodeTarget(
        _ value: JSONValue, pointer: String, catalog: DeviceCatalog,
        _ problems: inout [DocumentProblem]
    ) -> TargetChange? {
        guard var reader = JSONReader.Object(value, pointer: pointer, what: "a state's 'target'", problems: &problems)
        else { return nil }
        if reader.contains("device") || reader.contains("size") {
            switch TargetSpec.decode(value, pointer: pointer, catalog: catalog) {
            case .success(let spec): return .replace(spec)
            case .failure(let found):
                problems += found.problems
                return nil
            }
        }
        let change = TargetChange.adjust(
            orientation: reader.enumeration("orientation"),
            multitasking: reader.enumeration("multitasking"),
            layoutDirection: reader.enumeration("layoutDirection"))
        reader.rejectUnknownKeys { key in
            key == "keyboard" ? "the keyboard of a state is its own 'keyboard' member" : nil
        }
        let before = problems.count
        reader.drain(into: &problems)
        return problems.count == before ? change : nil
    }
}

extension StateSpec {
    /// The request's `states` list; problems go to `reader` with pointers under `/states`.
    public static func decodeList(
        _ list: [JSONValue], ids: ConstraintIds, catalog: DeviceCatalog, limits: KeyframeLimits,
        _ reader: inout JSONReader
    ) -> [StateSpec] {
        list.enumerated().compactMap { index, value in
            switch decode(value, pointer: "/states".appendingPointer(index), ids: ids, catalog: catalog, limits: limits)
            {
            case .success(let state): return state
            case .failure(let problems):
                reader.report(contentsOf: problems.problems)
                return nil
            }
        }
    }
}
