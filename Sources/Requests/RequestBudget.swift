import Document
import JSON

/// What one request multiplies, counted from the decoded request before anything is solved, so
/// that a request too big for the server's memory is refused up front (422) instead of growing
/// until it is killed.
///
/// The counts are upper bounds: every view of the document is counted on every target and in
/// every state, installed or not. They saturate at `Int.max` instead of overflowing.
/// O(states).
public struct RequestBudget: Sendable, Hashable {
    /// The request-wide limits of `LayoutLimits`, by the name the counts use.
    public enum Limit: String, Sendable, Hashable, CaseIterable {
        /// `LayoutLimits.maxFrames`.
        case frames
        /// `LayoutLimits.keyframes.maxSamples`.
        case keyframeSamples
    }

    /// One limit a request is over: what it asked for, what is allowed, and where to point.
    public struct Overrun: Sendable, Hashable {
        public var limit: Limit
        public var requested: Int
        public var allowed: Int
        /// How `requested` came about, e.g. `1 target × 2000 views × (1 base + 8 states)`.
        public var breakdown: String

        /// The 422 message; `setting` names the option that sets the limit (`--max-frames`), when
        /// the caller has one.
        public func message(setting: String? = nil) -> String {
            let limitText = "the limit of \(allowed)" + (setting.map { " (\($0))" } ?? "")
            switch limit {
            case .frames:
                return "the answer would hold \(requested) frames (\(breakdown)), more than \(limitText); "
                    + "send fewer targets, states or views"
            case .keyframeSamples:
                return "the animations would sample \(requested) frames (\(breakdown)), more than \(limitText); "
                    + "lower 'duration' or 'fps', or send fewer targets, animated states or views"
            }
        }

        /// A problem pointing at what to shrink: the states when there are any, else the body.
        public func problem(setting: String? = nil, hasStates: Bool) -> DocumentProblem {
            DocumentProblem(pointer: hasStates ? "/states" : "", message: message(setting: setting))
        }
    }

    public var targets: Int
    public var views: Int
    public var states: Int
    /// The answer repeats every base frame in window coordinates (`output.windowFrames`).
    public var windowFrames: Bool
    /// Frames in the answer: targets × views × (1 base + 1 window copy if asked + states).
    public var frames: Int
    /// Keyframes summed over the animated states (one target's worth).
    public var keyframes: Int
    /// Keyframe samples: targets × views × `keyframes`.
    public var keyframeSamples: Int

    /// Counts `request` as decoded under `request.limits` (whose keyframe limits give each
    /// animation's keyframe count).
    public init(_ request: LayoutRequest) {
        targets = request.targets.count
        views = request.document.views.count
        states = request.states.count
        windowFrames = request.output.windowFrames
        let copies = 1 + (windowFrames ? 1 : 0) + states
        keyframes = request.states.reduce(0) { sum, state in
            guard let animation = state.animation else { return sum }
            switch animation.keyframeCount(limits: request.limits.keyframes) {
            case .success(let count): return Self.saturating(sum, plus: count)
            // Decoding refuses such an animation; a request built by hand counts it at the maximum.
            case .failure: return Self.saturating(sum, plus: request.limits.keyframes.maxKeyframes)
            }
        }
        let perView = Self.saturating(targets, times: views)
        frames = Self.saturating(perView, times: copies)
        keyframeSamples = Self.saturating(perView, times: keyframes)
    }

    /// Every limit of `limits` the request is over, in `Limit` order.
    public func overruns(_ limits: LayoutLimits) -> [Overrun] {
        var found: [Overrun] = []
        let perView = "\(targets) target\(targets == 1 ? "" : "s") × \(views) view\(views == 1 ? "" : "s")"
        if frames > limits.maxFrames {
            let extra = windowFrames ? " + 1 window copy" : ""
            found.append(
                Overrun(
                    limit: .frames, requested: frames, allowed: limits.maxFrames,
                    breakdown: "\(perView) × (1 base\(extra) + \(states) state\(states == 1 ? "" : "s"))"))
        }
        if keyframeSamples > limits.keyframes.maxSamples {
            found.append(
                Overrun(
                    limit: .keyframeSamples, requested: keyframeSamples, allowed: limits.keyframes.maxSamples,
                    breakdown: "\(perView) × \(keyframes) keyframes of the animated states"))
        }
        return found
    }

    /// Requests answered as one — an Interface Builder file's view trees — over
    /// `limits.maxFrames` in sum, though each may be within it: that overrun, else nil.
    /// O(budgets).
    public static func combinedFramesOverrun(_ budgets: [RequestBudget], _ limits: LayoutLimits) -> Overrun? {
        let frames = budgets.reduce(0) { saturating($0, plus: $1.frames) }
        guard budgets.count > 1, frames > limits.maxFrames else { return nil }
        return Overrun(
            limit: .frames, requested: frames, allowed: limits.maxFrames,
            breakdown: "\(budgets.count) view trees together")
    }

    static func saturating(_ left: Int, times right: Int) -> Int {
        let (product, overflow) = left.multipliedReportingOverflow(by: right)
        return overflow ? .max : product
    }

    static func saturating(_ left: Int, plus right: Int) -> Int {
        let (sum, overflow) = left.addingReportingOverflow(right)
        return overflow ? .max : sum
    }
}
