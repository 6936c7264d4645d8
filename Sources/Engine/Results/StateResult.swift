import Animation
import Devices
import Document
import Geometry
import JSON

/// What one state answers for one target (docs/states.md): its frames and diagnostics, the keyframes of
/// the transition from the base when it is animated, and how it was solved.
package struct StateResult: Sendable, JSONEmittable {
    package var name: String
    /// The state's target, when it differs from the base's (a rotation, the keyboard).
    package var target: ResolvedTarget?
    package var frames: [(id: String, frame: Rect)]
    /// Scroll views' content sizes in the state, for its wireframe (not part of the JSON).
    package var contentSizes: [(id: String, size: Size)] = []
    package var diagnostics: [Diagnostic]
    package var keyframes: Keyframes?
    /// True when solved by edit variables on the base solver (constant-only states).
    package var incremental: Bool
    /// Simplex pivots of the incremental solve (nil when rebuilt).
    package var pivots: Int?
    /// The rebuilt solve's stats (nil when incremental).
    package var rebuildStats: SolveStats?
    /// Wall time of the incremental solve; 0 unless `EngineOptions.measuresTime`. Not part of the
    /// answer (SolveStats says why); `layout solve --timing` prints it.
    package var incrementalMicroseconds = 0

    package init(
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
    package func frame(_ id: String) -> Rect? { frames.first(where: { $0.id == id })?.frame }

    /// `{name, target?, frames, diagnostics, keyframes?, appearing?, disappearing?, stats}`.
    package func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
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
