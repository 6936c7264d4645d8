/// How much sampling one animation may ask for. Defaults live here; the service passes its own
/// value when configured differently.
package struct KeyframeLimits: Sendable, Hashable {
    /// Keyframes per animation: 10 000 is 166 s at 60 fps, far beyond any UIKit transition.
    package var maxKeyframes: Int
    /// Keyframes × animated views: bounds memory and the response (about 60 bytes of JSON per
    /// view per keyframe, so the default is about 60 MB).
    package var maxSamples: Int

    package init(maxKeyframes: Int = 10_000, maxSamples: Int = 1_000_000) {
        self.maxKeyframes = maxKeyframes
        self.maxSamples = maxSamples
    }

    package static let standard = KeyframeLimits()
}
