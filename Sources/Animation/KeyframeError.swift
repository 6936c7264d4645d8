/// Why an animation cannot be sampled: the stable `code`, a message for people, and the spec and
/// limit it was judged against. Returned as a value, never thrown across a request.
public struct KeyframeError: Error, Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        case invalidDuration = "invalid_animation_duration"
        case invalidFPS = "invalid_animation_fps"
        case tooManyKeyframes = "too_many_keyframes"
        case tooManySamples = "too_many_keyframe_samples"
        /// The caller's cancellation (the request's deadline) stopped the sampling; the code is
        /// `DiagnosticCode.solveCancelled`, as for a cancelled solve.
        case cancelled = "solve_cancelled"
    }

    public var reason: Reason
    public var spec: AnimationSpec
    /// The limit that was passed, for `tooManyKeyframes` and `tooManySamples`.
    public var limit: Int
    public var message: String

    public init(reason: Reason, spec: AnimationSpec, limit: Int, message: String) {
        self.reason = reason
        self.spec = spec
        self.limit = limit
        self.message = message
    }

    /// `invalid_animation_duration`, `invalid_animation_fps`, `too_many_keyframes`,
    /// `too_many_keyframe_samples` or `solve_cancelled`.
    public var code: String { reason.rawValue }
}
