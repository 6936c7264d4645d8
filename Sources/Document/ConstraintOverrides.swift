/// A state's changes to a document's constraints, applied where every document constraint is
/// resolved (`LayoutSystem.append`), so that VFL-produced constraints, both solver passes and the
/// fitting-size solves see them alike.
///
/// A key names a constraint id (`loginCenterY`, `constraints[3]#2`) or an entry id
/// (`constraints[3]`: every constraint the entry produced). Priorities change only between
/// optional values: a required ↔ optional change is refused here (the state reports it as
/// `invalid_priority`, as UIKit throws). Lookups are O(1); nothing here orders output.
public struct ConstraintOverrides: Sendable {
    public var constants: [String: Double] = [:]
    public var priorities: [String: LayoutPriority] = [:]
    public var deactivated: Set<String> = []

    public init(
        constants: [String: Double] = [:], priorities: [String: LayoutPriority] = [:],
        deactivated: Set<String> = []
    ) {
        self.constants = constants
        self.priorities = priorities
        self.deactivated = deactivated
    }

    public var isEmpty: Bool { constants.isEmpty && priorities.isEmpty && deactivated.isEmpty }

    /// The entry id of a constraint id: `constraints[3]` for `constraints[3]#2`.
    public static func entryId(of id: String) -> String {
        id.firstIndex(of: "#").map { String(id[..<$0]) } ?? id
    }

    private func lookup<Value>(_ table: [String: Value], _ id: String) -> Value? {
        table[id] ?? table[Self.entryId(of: id)]
    }

    /// Applies the changes for constraint `id`; false when the state deactivates it.
    public func apply(id: String, constant: inout Double, priority: inout LayoutPriority) -> Bool {
        if deactivated.contains(id) || deactivated.contains(Self.entryId(of: id)) { return false }
        if let value = lookup(constants, id) { constant = value }
        if let value = lookup(priorities, id), !value.isRequired, !priority.isRequired { priority = value }
        return true
    }

    /// True when the key names constraint `id`.
    public static func names(_ key: String, _ id: String) -> Bool { key == id || key == entryId(of: id) }
}
