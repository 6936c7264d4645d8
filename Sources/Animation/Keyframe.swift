import Geometry

/// One sample of a transition: the frames every view shows at `time`, as Core Animation's
/// presentation layers would. Frames are in superview coordinates (UIKit's `frame`), in the
/// transition's view order; `opacity` lists only the views that fade (appear or disappear).
public struct Keyframe: Sendable {
    /// Seconds since the animation began.
    public var time: Double
    /// The curve's eased progress at `time`, 0 at the start and 1 at the end.
    public var progress: Double
    public var frames: [(id: String, frame: Rect)]
    public var opacity: [(id: String, opacity: Double)]

    public init(
        time: Double, progress: Double, frames: [(id: String, frame: Rect)],
        opacity: [(id: String, opacity: Double)] = []
    ) {
        self.time = time
        self.progress = progress
        self.frames = frames
        self.opacity = opacity
    }

    /// The frame of the view `id` in this keyframe. O(views).
    public func frame(_ id: String) -> Rect? { frames.first(where: { $0.id == id })?.frame }
}
