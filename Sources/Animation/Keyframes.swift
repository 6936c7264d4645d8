import Document
import Geometry

/// The keyframes of one transition from a base layout to a state's layout (docs/animation.md), as
/// `UIView.animate(withDuration:…) { layoutIfNeeded() }` shows it: every view's frame moves
/// linearly in its superview's coordinates by the curve's eased progress; a view present in only
/// one of the two layouts stays at its frame there and fades (0 → 1 appearing, 1 → 0
/// disappearing).
///
/// What it keeps true:
/// - keyframes are at t = 0, 1/fps, 2/fps, … and a last one at exactly `duration`
///   (`AnimationSpec.keyframeCount` says how many); the first shows the base frames exactly, the
///   last the target frames exactly;
/// - every keyframe lists the same views in the same order: the base's order, with each view
///   only in the target inserted after the view that precedes it in the target;
/// - `appearing` and `disappearing` follow that order too, and are the views `opacity` lists.
///
/// Sampling is O(keyframes × views).
public struct Keyframes: Sendable {
    public var animation: AnimationSpec
    public var keyframes: [Keyframe]
    /// Views only in the target layout, fading in.
    public var appearing: [String]
    /// Views only in the base layout, fading out.
    public var disappearing: [String]

    public init(animation: AnimationSpec, keyframes: [Keyframe], appearing: [String], disappearing: [String]) {
        self.animation = animation
        self.keyframes = keyframes
        self.appearing = appearing
        self.disappearing = disappearing
    }

    /// Samples the transition from `base` to `target` (each a list of view frames in document
    /// order; a repeated id counts once, at its first entry). Fails when `animation` is invalid
    /// or over `limits`, or when `isCancelled` (polled before each keyframe, one O(views) step)
    /// turns true; never traps.
    public static func sample(
        from base: [(id: String, frame: Rect)], to target: [(id: String, frame: Rect)],
        animation: AnimationSpec, limits: KeyframeLimits = .standard,
        isCancelled: () -> Bool = { false }
    ) -> Result<Keyframes, KeyframeError> {
        let count: Int
        switch animation.keyframeCount(limits: limits) {
        case .success(let value): count = value
        case .failure(let error): return .failure(error)
        }
        let tracks = Self.tracks(from: base, to: target)
        // Compared as a quotient so that the product cannot overflow.
        guard tracks.isEmpty || count <= limits.maxSamples / tracks.count else {
            return .failure(
                KeyframeError(
                    reason: .tooManySamples, spec: animation, limit: limits.maxSamples,
                    message: "\(count) keyframes of \(tracks.count) views is more than \(limits.maxSamples) "
                        + "frame samples; lower 'duration' or 'fps'"))
        }
        var keyframes: [Keyframe] = []
        keyframes.reserveCapacity(count)
        for index in 0..<count {
            if isCancelled() {
                return .failure(
                    KeyframeError(
                        reason: .cancelled, spec: animation, limit: limits.maxSamples,
                        message: Diagnostic.cancelled.message))
            }
            // The last keyframe is pinned to the duration (and fraction 1) rather than computed,
            // so it lands on the target even when duration × fps is not a whole number.
            let isLast = index == count - 1
            let time = isLast ? animation.duration : Double(index) / animation.fps
            let fraction = isLast ? 1 : time / animation.duration
            let progress = animation.curve.progress(at: fraction)
            keyframes.append(Self.keyframe(tracks, time: time, progress: progress))
        }
        return .success(
            Keyframes(
                animation: animation, keyframes: keyframes,
                appearing: tracks.compactMap { $0.kind == .appearing ? $0.id : nil },
                disappearing: tracks.compactMap { $0.kind == .disappearing ? $0.id : nil }))
    }

    /// One view's course through the transition.
    private struct Track {
        enum Kind { case moving, appearing, disappearing }
        var id: String
        var from: Rect
        var to: Rect
        var kind: Kind
    }

    private static func keyframe(_ tracks: [Track], time: Double, progress: Double) -> Keyframe {
        var frames: [(id: String, frame: Rect)] = []
        frames.reserveCapacity(tracks.count)
        var opacity: [(id: String, opacity: Double)] = []
        for track in tracks {
            switch track.kind {
            case .moving:
                frames.append((track.id, track.from.interpolated(to: track.to, progress: progress)))
            case .appearing:
                frames.append((track.id, track.to))
                opacity.append((track.id, progress))
            case .disappearing:
                frames.append((track.id, track.from))
                opacity.append((track.id, 1 - progress))
            }
        }
        return Keyframe(time: time, progress: progress, frames: frames, opacity: opacity)
    }

    /// Merges the two lists into one view order (see the type's comment). O(views); the
    /// dictionaries only answer lookups, they never decide an order.
    private static func tracks(
        from base: [(id: String, frame: Rect)],
        to target: [(id: String, frame: Rect)]
    ) -> [Track] {
        var baseFrames: [String: Rect] = [:]
        var basePosition: [String: Int] = [:]
        for (position, entry) in base.enumerated() where baseFrames[entry.id] == nil {
            baseFrames[entry.id] = entry.frame
            basePosition[entry.id] = position
        }
        var targetFrames: [String: Rect] = [:]
        for entry in target where targetFrames[entry.id] == nil {
            targetFrames[entry.id] = entry.frame
        }
        var tracks: [Track] = []
        var emitted: Set<String> = []
        var next = 0
        func emitBase(through end: Int) {
            while next <= end {
                let entry = base[next]
                next += 1
                guard !emitted.contains(entry.id) else { continue }
                emitted.insert(entry.id)
                if let to = targetFrames[entry.id] {
                    tracks.append(Track(id: entry.id, from: entry.frame, to: to, kind: .moving))
                } else {
                    tracks.append(Track(id: entry.id, from: entry.frame, to: entry.frame, kind: .disappearing))
                }
            }
        }
        for entry in target where !emitted.contains(entry.id) {
            if let position = basePosition[entry.id] {
                emitBase(through: position)
            } else {
                emitted.insert(entry.id)
                tracks.append(Track(id: entry.id, from: entry.frame, to: entry.frame, kind: .appearing))
            }
        }
        emitBase(through: base.count - 1)
        return tracks
    }
}
