import Geometry

/// A timing function as Core Animation's `CAMediaTimingFunction(controlPoints:)` and CSS's
/// `cubic-bezier()` define it: the cubic Bézier from (0, 0) to (1, 1) through the control points
/// (x1, y1) and (x2, y2), read as progress y against elapsed fraction x.
///
/// What it keeps true: x1 and x2 lie in [0, 1] (they are clamped), so x(t) is monotonic on
/// [0, 1] and every elapsed fraction has exactly one parameter t; `progress(at:)` is exactly 0
/// at 0 and exactly 1 at 1, and within `epsilon` of the curve elsewhere.
///
/// Solving x(t) = fraction is Newton's method from t = fraction, falling back to bisection when
/// the slope vanishes or Newton has not converged after a few steps — the method WebKit's
/// `UnitBezier` and Core Animation use. Both loops are bounded: O(1) per evaluation.
public struct CubicBezierTimingFunction: Sendable, Hashable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// How close x(t) must come to the elapsed fraction: a derived value (`Tolerance.derived`).
    public static let epsilon = Tolerance.derived
    private static let newtonIterations = 8
    private static let bisectionIterations = 64

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// The eased progress at `fraction` of the duration; `fraction` is clamped to [0, 1].
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return Self.sample(solveCurveX(fraction), p1: y1, p2: y2)
    }

    /// The parameter t with x(t) = `x`, for `x` in (0, 1).
    public func solveCurveX(_ x: Double) -> Double {
        var t = x
        for _ in 0..<Self.newtonIterations {
            let error = Self.sample(t, p1: x1, p2: x2) - x
            if abs(error) < Self.epsilon { return t }
            let slope = Self.derivative(t, p1: x1, p2: x2)
            // A flat spot (control points on the x axis ends) makes Newton jump; bisect instead.
            if abs(slope) < Tolerance.output { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<Self.bisectionIterations {
            let value = Self.sample(t, p1: x1, p2: x2)
            if abs(value - x) < Self.epsilon { return t }
            if x > value { low = t } else { high = t }
            t = low + (high - low) / 2
        }
        return t
    }

    /// One coordinate of the Bézier with end points 0 and 1, in Horner form:
    /// B(t) = ((a t + b) t + c) t with c = 3 p1, b = 3 (p2 − p1) − c, a = 1 − c − b.
    private static func sample(_ t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private static func derivative(_ t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
