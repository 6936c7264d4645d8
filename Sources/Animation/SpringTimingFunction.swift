#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A critically damped spring from rest at 0 to rest at 1, as Core Animation's
/// `CASpringAnimation` computes it, stretched over the animation's duration: the displacement is
/// x(s) = 1 − (1 + ω s) e^(−ω s) with ω = √(stiffness / mass), sampled at
/// s = fraction × `settlingDuration` and divided by x(`settlingDuration`) so the curve ends at
/// exactly 1 (the remainder it removes is about 0.1 % for the keyboard).
///
/// What it keeps true: progress rises monotonically from exactly 0 to exactly 1 and never
/// overshoots (critical damping). Why a spring and why these numbers: docs/animation.md.
public struct SpringTimingFunction: Sendable, Hashable {
    public let mass: Double
    public let stiffness: Double
    /// The spring time (seconds) that the unit of elapsed fraction maps to.
    public let settlingDuration: Double

    public init(mass: Double, stiffness: Double, settlingDuration: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.settlingDuration = settlingDuration
    }

    /// UIKit's keyboard animation (`UIViewAnimationCurve` 7) as UIKit itself builds it when a
    /// block animation uses that curve: a `CASpringAnimation` with mass 3, stiffness 1000,
    /// zero initial velocity, settling in 0.5 s (sources in docs/animation.md).
    public static let keyboard = SpringTimingFunction(mass: 3, stiffness: 1000, settlingDuration: 0.5)

    /// √(stiffness / mass), in radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The eased progress at `fraction` of the duration; `fraction` is clamped to [0, 1].
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return displacement(at: fraction * settlingDuration) / displacement(at: settlingDuration)
    }

    private func displacement(at time: Double) -> Double {
        let phase = angularFrequency * time
        return 1 - (1 + phase) * exp(-phase)
    }
}
