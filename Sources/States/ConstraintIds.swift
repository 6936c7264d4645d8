import Document

/// The constraint ids a state may name in a document: every entry id (groups included), and
/// `<id>#n` (n ≥ 1) for VFL entries, whose constraints are numbered only once parsed.
/// Lookup only; O(entries) to build.
public struct ConstraintIds: Sendable {
    private var entries: Set<String> = []
    private var visualFormat: Set<String> = []

    public init(_ document: LayoutDocument) {
        func visit(_ list: [ConstraintEntry]) {
            for entry in list {
                entries.insert(entry.id)
                switch entry.form {
                case .group(let group): visit(group.entries)
                case .visualFormat: visualFormat.insert(entry.id)
                case .equation: break
                }
            }
        }
        visit(document.constraints)
    }

    public func contains(_ id: String) -> Bool {
        if entries.contains(id) { return true }
        guard let hash = id.firstIndex(of: "#"), let number = Int(id[id.index(after: hash)...]), number >= 1 else {
            return false
        }
        return visualFormat.contains(String(id[..<hash]))
    }
}
