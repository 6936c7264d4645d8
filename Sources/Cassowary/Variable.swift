// The Cassowary module: an incremental simplex solver for linear equality and inequality
// constraints with exact (lexicographic) priorities. It imports nothing, not even Foundation.

/// An unknown of the linear system, identified by a dense non-negative integer `id`.
///
/// Two variables are equal when their ids are equal; the `name` is for diagnostics only.
/// Get one from `Solver.makeVariable(name:)` (ids 0, 1, 2 … per solver), or build one with
/// `Variable(id:name:)` when the caller keeps its own dense numbering (a solver sizes arrays by
/// the largest id it sees, so keep ids small: at most `Variable.maximumID`).
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The largest id a solver accepts (about 16 million), so that arrays indexed by id stay sane.
    public static let maximumID = (1 << 24) - 1

    public let id: Int
    public let name: String?

    public init(id: Int, name: String? = nil) {
        self.id = id
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { name ?? "v\(id)" }
}
