// The Cassowary module: an incremental simplex solver for linear equality and inequality
// constraints with exact (lexicographic) priorities. It imports nothing, not even Foundation.

/// An unknown of the linear system, identified by a dense non-negative integer `id`.
///
/// Two variables are equal when their ids are equal; the `name` is for diagnostics only.
/// Get one from `Solver.makeVariable(name:)` (ids 0, 1, 2 … per solver), or build one with
/// `Variable(id:name:)` when the caller keeps its own dense numbering (a solver sizes arrays by
/// the largest id it sees, so keep ids small: at most `Variable.maximumID`).
package struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The largest id a solver accepts (about 16 million), so that arrays indexed by id stay sane.
    package static let maximumID = (1 << 24) - 1

    package let id: Int
    package let name: String?

    package init(id: Int, name: String? = nil) {
        self.id = id
        self.name = name
    }

    package static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    package var description: String { name ?? "v\(id)" }
}
