/// The answer for one target (SPEC §4): frames of every installed view in document order (in
/// superview coordinates), scroll views' content sizes, diagnostics and stats.
package struct TargetResult: Sendable {
    package var target: ResolvedTarget
    package var frames: [(id: String, frame: Rect)]
    package var contentSizes: [(id: String, size: Size)]
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

    /// Exactly SPEC §4's shape: `{target, frames, contentSizes, diagnostics, states, stats}`.
    package var jsonValue: JSONValue {
        .object([
            ("target", target.jsonValue),
            ("frames", .object(frames.map { ($0.id, Self.json($0.frame)) })),
            ("contentSizes", .object(contentSizes.map { ($0.id, .object([("width", .number($0.size.width)), ("height", .number($0.size.height))])) })),
            ("diagnostics", .array(diagnostics.map(\.jsonValue))),
            ("states", .array(states)),
            ("stats", stats.jsonValue),
        ])
    }

    static func json(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
