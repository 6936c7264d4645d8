/// The answer for one target (SPEC §4): frames of every installed view in document order (in
/// superview coordinates), scroll views' content sizes, diagnostics and stats.
package struct TargetResult: Sendable {
    package var target: ResolvedTarget
    package var frames: [(id: String, frame: Rect)]
    package var contentSizes: [(id: String, size: Size)]
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
                 contentSizes: [(id: String, size: Size)] = [], diagnostics: [Diagnostic] = [],
                 states: [JSONValue] = [], stats: SolveStats = SolveStats()) {
        self.target = target
        self.frames = frames
        self.contentSizes = contentSizes
        self.diagnostics = diagnostics
        self.states = states
        self.stats = stats
    }

    /// The frame of the view `id`, if installed. O(views).
    package func frame(_ id: String) -> Rect? { frames.first(where: { $0.id == id })?.frame }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Exactly SPEC §4's shape: `{target, frames, contentSizes, diagnostics, states, stats}`,
    /// with `windowFrames` after `frames` and `constraints` after `diagnostics` when asked for.
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("target", target.jsonValue),
            ("frames", .object(frames.map { ($0.id, Self.json($0.frame)) })),
        ]
        if let windowFrames { members.append(("windowFrames", .object(windowFrames.map { ($0.id, Self.json($0.frame)) }))) }
        members += [
            ("contentSizes", .object(contentSizes.map { ($0.id, .object([("width", .number($0.size.width)), ("height", .number($0.size.height))])) })),
            ("diagnostics", .array(diagnostics.map(\.jsonValue))),
        ]
        if let constraints { members.append(("constraints", .array(constraints))) }
        members += [("states", .array(states)), ("stats", stats.jsonValue)]
        return .object(members)
    }

    static func json(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
