import Geometry

/// One sample of a transition: the frames every view shows at `time`, as Core Animation's
/// presentation layers would. Frames are in superview coordinates (UIKit's `frame`), in the
/// transition's view order; `opacity` lists only the views that fade (appear or disappear).
package struct Keyframe: Sendable {
    /// Seconds since the animation began.
    package var time: Double
    /// The curve's eased progress at `time`, 0 at the start and 1 at the end.
    package var progress: Double
    package var frames: [(id: String, frame: Rect)]
    package var opacity: [(id: String, opacity: Double)]

    package init(
        time: Double, progress: Double, frames: [(id: String, frame: Rect)],
        opacity: [(id: String, opacity: Double)] = []
    ) {
        self.time = time
        self.progress = progress
        self.frames = frames
        self.opacity = opacity
    }

    /// The frame of the view `id` in this keyframe. O(views).
    package func frame(_ id: String) -> Rect? { frames.first(where: { $0.id == id })?.frame }
}
