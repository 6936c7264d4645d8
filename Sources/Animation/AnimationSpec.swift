import Document
import Geometry
import JSON

/// A state's `animation` (docs/animation.md): how long the transition lasts, along which curve, and how
/// often it is sampled. Defaults live here: 0.25 s (Core Animation's default transaction
/// duration, and the keyboard's), `easeInOut` (UIKit's default curve), 60 frames per second.
///
/// What it keeps true once `validate` has accepted it: `duration` is finite and ≥ 0, `fps` is
/// finite and > 0, and the sampling gives at most the limit's number of keyframes.
public struct AnimationSpec: Sendable, Hashable {
    /// Seconds.
    public var duration: Double
    public var curve: AnimationCurve
    /// Samples per second.
    public var fps: Double

    public static let defaultDuration = 0.25
    public static let defaultFPS = 60.0
    public init(duration: Double = defaultDuration, curve: AnimationCurve = .easeInOut, fps: Double = defaultFPS) {
        self.duration = duration
        self.curve = curve
        self.fps = fps
    }

    /// How many keyframes sampling gives: one at t = 0, one every 1/fps, and one at t = duration
    /// — N + 1 with N = ⌈duration × fps⌉, where a product within `Tolerance.epsilon` (relative) of an integer
    /// counts as that integer, so 0.25 s at 60 fps is 16 and 0.1 s at 30 fps is 4. Duration 0
    /// gives 1: the end state, as `UIView.animate(withDuration: 0)` applies at once.
    /// Fails (with the reason) for a negative or non-finite duration, a non-positive or
    /// non-finite fps, or more than `limits.maxKeyframes`.
    public func keyframeCount(limits: KeyframeLimits = .standard) -> Result<Int, KeyframeError> {
        let maximumKeyframes = limits.maxKeyframes
        guard duration.isFinite, duration >= 0 else {
            return .failure(
                KeyframeError(
                    reason: .invalidDuration, spec: self, limit: maximumKeyframes,
                    message:
                        "animation duration must be a finite number of seconds ≥ 0, not \(JSONWriter.format(duration))")
            )
        }
        guard fps.isFinite, fps > 0 else {
            return .failure(
                KeyframeError(
                    reason: .invalidFPS, spec: self, limit: maximumKeyframes,
                    message: "animation fps must be a finite number > 0, not \(JSONWriter.format(fps))"))
        }
        let steps = duration * fps
        // Compare before converting: a huge product must not reach Int(_:), which traps.
        guard steps.isFinite, steps < Double(maximumKeyframes) else {
            return .failure(tooMany(maximumKeyframes))
        }
        let whole = steps.rounded(.down)
        let intervals = Int(whole) + (steps - whole <= Tolerance.epsilon * max(1, steps) ? 0 : 1)
        guard intervals + 1 <= maximumKeyframes else { return .failure(tooMany(maximumKeyframes)) }
        return .success(intervals + 1)
    }

    private func tooMany(_ limit: Int) -> KeyframeError {
        KeyframeError(
            reason: .tooManyKeyframes, spec: self, limit: limit,
            message: "an animation of \(JSONWriter.format(duration)) s at \(JSONWriter.format(fps)) fps "
                + "would have more than \(limit) keyframes; lower 'duration' or 'fps'")
    }
}
