import Animation
import Devices
import Document
import Geometry
import JSON

/// What one state answers for one target (docs/states.md): its frames and diagnostics, the keyframes of
/// the transition from the base when it is animated, and how it was solved.
public struct StateResult: Sendable, JSONEmittable {
    public var name: String
    /// The state's target, when it differs from the base's (a rotation, the keyboard).
    public var target: ResolvedTarget?
    public var frames: [(id: String, frame: Rect)]
    /// Scroll views' content sizes in the state, for its wireframe (not part of the JSON).
    public var contentSizes: [(id: String, size: Size)] = []
    public var diagnostics: [Diagnostic]
    public var keyframes: Keyframes?
    /// True when solved by edit variables on the base solver (constant-only states).
    public var incremental: Bool
    /// Simplex pivots of the incremental solve (nil when rebuilt).
    public var pivots: Int?
    /// The rebuilt solve's stats (nil when incremental).
    public var rebuildStats: SolveStats?
    /// Wall time of the incremental solve; 0 unless `EngineOptions.measuresTime`. Not part of the
    /// answer (SolveStats says why); `layout solve --timing` prints it.
    public var incrementalMicroseconds = 0

    public init(
        name: String, target: ResolvedTarget? = nil, frames: [(id: String, frame: Rect)],
        diagnostics: [Diagnostic], incremental: Bool, pivots: Int? = nil, rebuildStats: SolveStats? = nil
    ) {
        self.name = name
        self.target = target
        self.frames = frames
        self.diagnostics = diagnostics
        self.incremental = incremental
        self.pivots = pivots
        self.rebuildStats = rebuildStats
    }

    /// The frame of the view `id`, if installed. O(views).
    public func frame(_ id: String) -> Rect? { frames.first(where: { $0.id == id })?.frame }

    /// `{name, target?, frames, diagnostics, keyframes?, appearing?, disappearing?, stats}`.
    @inlinable public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.member("name", name)
        if let target { json.member("target", target) }
        json.members("frames", frames.lazy.map { ($0.id, $0.frame) })
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics { json.value(diagnostic.jsonValue) }
        json.endArray()
        keyframes?.emitStateMembers(into: &json)
        var stats: [(key: String, value: JSONValue)] = [("incremental", .bool(incremental))]
        if let pivots { stats.append(("pivots", .number(Double(pivots)))) }
        if let rebuildStats, case .object(let more) = rebuildStats.jsonValue { stats += more }
        json.key("stats")
        json.value(.object(stats))
        json.endObject()
    }
}
