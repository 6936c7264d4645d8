import Devices
import Document
import Geometry
import JSON

/// The answer for one target (openapi.yaml, `TargetResult`): frames of every installed view in document order (in
/// superview coordinates), scroll views' content sizes, diagnostics and stats.
public struct TargetResult: Sendable, JSONEmittable {
    /// The view tree this result lays out, when a request holds several: the Interface Builder id
    /// of the scene's view controller or top-level object (docs/interface-builder.md). Emitted
    /// first when set.
    public var scene: String?
    public var target: ResolvedTarget
    public var frames: [(id: String, frame: Rect)]
    public var contentSizes: [(id: String, size: Size)]
    /// Views with a `fitting` request: their compressed fitting size (Engine/FittingSize.swift).
    public var fittingSizes: [(id: String, size: Size)]
    /// With `output.windowFrames`: every frame in window (root) coordinates, document order.
    public var windowFrames: [(id: String, frame: Rect)]?
    /// With `output.constraints`: each installed constraint as `{id, description, priority,
    /// source?, broken?}`, in the order they were given to the solver's system.
    public var constraints: [JSONValue]?
    public var diagnostics: [Diagnostic]
    /// State results (docs/states.md), in request order. Kept as values, not JSON trees: an animated
    /// state's keyframes are the bulk of a large answer, and they are written straight to bytes.
    public var states: [StateResult]
    public var stats: SolveStats

    public init(
        target: ResolvedTarget, frames: [(id: String, frame: Rect)] = [],
        contentSizes: [(id: String, size: Size)] = [], fittingSizes: [(id: String, size: Size)] = [],
        diagnostics: [Diagnostic] = [],
        states: [StateResult] = [], stats: SolveStats = SolveStats()
    ) {
        self.target = target
        self.frames = frames
        self.contentSizes = contentSizes
        self.fittingSizes = fittingSizes
        self.diagnostics = diagnostics
        self.states = states
        self.stats = stats
    }

    /// The frame of the view `id`, if installed. O(views).
    public func frame(_ id: String) -> Rect? { frames.first(where: { $0.id == id })?.frame }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Drops the `log` field (UIKit's console text) from every diagnostic, the states' included:
    /// a request's `output.log: false`. O(Σ diagnostics × fields).
    public mutating func removeLogs() {
        diagnostics = diagnostics.map { $0.removingField("log") }
        for index in states.indices {
            states[index].diagnostics = states[index].diagnostics.map { $0.removingField("log") }
        }
    }

    /// Exactly openapi.yaml's shape: `{scene?, target, frames, contentSizes, diagnostics, states, stats}`,
    /// with `windowFrames` after `frames` and `constraints` after `diagnostics` when asked for, and
    /// `fittingSizes` after `contentSizes` when some view has a `fitting` request.
    @inlinable public func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        if let scene { json.member("scene", scene) }
        json.member("target", target)
        json.members("frames", frames.lazy.map { ($0.id, $0.frame) })
        if let windowFrames { json.members("windowFrames", windowFrames.lazy.map { ($0.id, $0.frame) }) }
        json.members("contentSizes", contentSizes.lazy.map { ($0.id, $0.size) })
        if !fittingSizes.isEmpty { json.members("fittingSizes", fittingSizes.lazy.map { ($0.id, $0.size) }) }
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics { json.value(diagnostic.jsonValue) }
        json.endArray()
        if let constraints {
            json.key("constraints")
            json.value(.array(constraints))
        }
        json.key("states")
        json.beginArray()
        for state in states { state.emit(into: &json) }
        json.endArray()
        json.member("stats", stats)
        json.endObject()
    }
}
