/// The answer for one target (SPEC §4): frames of every installed view in document order (in
/// superview coordinates), scroll views' content sizes, diagnostics and stats.
package struct TargetResult: Sendable {
    package var target: ResolvedTarget
    package var frames: [(id: String, frame: Rect)]
    package var contentSizes: [(id: String, size: Size)]
    /// Views with a `fitting` request: their compressed fitting size (Views/FittingSize.swift).
    package var fittingSizes: [(id: String, size: Size)]
    /// With `output.windowFrames`: every frame in window (root) coordinates, document order.
    package var windowFrames: [(id: String, frame: Rect)]?
    /// With `output.constraints`: each installed constraint as `{id, description, priority,
    /// source?, broken?}`, in the order they were given to the solver's system.
    package var constraints: [JSONValue]?
    package var diagnostics: [Diagnostic]
    /// State results (SPEC §5), already serialised; empty until the states issue fills it.
    package var states: [JSONValue]
    package var stats: SolveStats

    package init(target: ResolvedTarget, frames: [(id: String, frame: Rect)] = [],
                 contentSizes: [(id: String, size: Size)] = [], fittingSizes: [(id: String, size: Size)] = [], diagnostics: [Diagnostic] = [],
                 states: [JSONValue] = [], stats: SolveStats = SolveStats()) {
        self.target = target
        self.frames = frames
        self.contentSizes = contentSizes
        self.fittingSizes = fittingSizes
        self.diagnostics = diagnostics
        self.states = states
        self.stats = stats
    }

    /// The frame of the view `id`, if installed. O(views).
    package func frame(_ id: String) -> Rect? { frames.first(where: { $0.id == id })?.frame }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Exactly SPEC §4's shape: `{target, frames, contentSizes, diagnostics, states, stats}`,
    /// with `windowFrames` after `frames` and `constraints` after `diagnostics` when asked for, and
    /// `fittingSizes` after `contentSizes` when some view has a `fitting` request.
    package func emit<Emitter: JSONEmitter>(into json: inout Emitter) {
        json.beginObject()
        json.key("target")
        target.emit(into: &json)
        Self.emit("frames", frames, into: &json)
        if let windowFrames { Self.emit("windowFrames", windowFrames, into: &json) }
        Self.emit("contentSizes", contentSizes, into: &json)
        if !fittingSizes.isEmpty { Self.emit("fittingSizes", fittingSizes, into: &json) }
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics { json.value(diagnostic.jsonValue) }
        json.endArray()
        if let constraints { json.key("constraints"); json.value(.array(constraints)) }
        json.key("states")
        json.value(.array(states))
        json.key("stats")
        stats.emit(into: &json)
        json.endObject()
    }

    package var jsonValue: JSONValue {
        var tree = JSONTreeEmitter()
        emit(into: &tree)
        return tree.root
    }

    static func json(_ size: Size) -> JSONValue { JSONValue(size) }

    static func json(_ rect: Rect) -> JSONValue { JSONValue(rect) }

    private static func emit<Emitter: JSONEmitter>(_ key: String, _ frames: [(id: String, frame: Rect)], into json: inout Emitter) {
        json.key(key)
        json.beginObject()
        for (id, frame) in frames {
            json.key(id)
            json.emit(frame)
        }
        json.endObject()
    }

    private static func emit<Emitter: JSONEmitter>(_ key: String, _ sizes: [(id: String, size: Size)], into json: inout Emitter) {
        json.key(key)
        json.beginObject()
        for (id, size) in sizes {
            json.key(id)
            json.emit(size)
        }
        json.endObject()
    }
}
