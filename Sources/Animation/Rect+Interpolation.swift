import Geometry

extension Rect {
    /// The rectangle `progress` of the way from this one to `other`, every property linear in
    /// `progress`, as Core Animation interpolates a frame (position and bounds) between two
    /// layouts. Written (1 − p)·a + p·b so that progress 0 and 1 give the end rectangles exactly.
    public func interpolated(to other: Rect, progress: Double) -> Rect {
        let remaining = 1 - progress
        return Rect(
            x: remaining * x + progress * other.x,
            y: remaining * y + progress * other.y,
            width: remaining * width + progress * other.width,
            height: remaining * height + progress * other.height)
    }
}
