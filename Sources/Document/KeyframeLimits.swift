/// How much sampling animations may ask for. Defaults live here; the service passes its own
/// value when configured differently (`LayoutLimits.keyframes`).
public struct KeyframeLimits: Sendable, Hashable {
    /// Keyframes per animation: 10 000 is 166 s at 60 fps, far beyond any UIKit transition.
    public var maxKeyframes: Int
    /// Keyframes × animated views, summed over a request's targets and animated states
    /// (`RequestBudget.keyframeSamples`, checked before solving) and so also for any one
    /// animation (`Keyframes.sample`). A sample is one view's frame in one keyframe: about 60
    /// bytes of JSON and, while the answer is built, 115–150 bytes of memory (docs/deployment.md).
    public var maxSamples: Int

    public init(maxKeyframes: Int = 10_000, maxSamples: Int = 500_000) {
        self.maxKeyframes = maxKeyframes
        self.maxSamples = maxSamples
    }

    public static let standard = KeyframeLimits()
}
