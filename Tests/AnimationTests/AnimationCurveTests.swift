import TestSupport
import Testing

@testable import Animation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An evaluation of a cubic-Bézier timing function that shares nothing with the implementation:
/// the Bernstein form and 200 bisection steps on x, then y at that parameter.
func independentBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * p1 * u * u * t + 3 * p2 * u * t * t + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return bernstein(y1, y2, (low + high) / 2)
}

@Suite struct AnimationCurveTests {
    @Test(arguments: AnimationCurve.allCases)
    func everyCurveStartsAtZeroEndsAtOneAndClampsOutside(curve: AnimationCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -0.5) == 0)
        #expect(curve.progress(at: 1.5) == 1)
        #expect(curve.progress(at: .nan) == 0)
    }

    @Test(arguments: AnimationCurve.allCases)
    func everyCurveRisesMonotonicallyWithoutOvershoot(curve: AnimationCurve) {
        var previous = 0.0
        for step in 1...1000 {
            let value = curve.progress(at: Double(step) / 1000)
            #expect(value >= previous - 1e-12, "\(curve) falls at \(step)")
            #expect(value <= 1)
            previous = value
        }
    }

    @Test func easeInOutIsHalfwayAtHalfTime() {
        #expect(isClose(AnimationCurve.easeInOut.progress(at: 0.5), 0.5))
    }

    @Test func easeInAndEaseOutAtHalfTimeMatchAnIndependentSolution() {
        let easeIn = independentBezier(0.42, 0, 1, 1, at: 0.5)
        let easeOut = independentBezier(0, 0, 0.58, 1, at: 0.5)
        // easeIn lags and easeOut leads, symmetrically (the two curves are each other's mirror).
        #expect(easeIn < 0.5 && easeOut > 0.5)
        #expect(isClose(easeIn + easeOut, 1))
        #expect(isClose(AnimationCurve.easeIn.progress(at: 0.5), easeIn))
        #expect(isClose(AnimationCurve.easeOut.progress(at: 0.5), easeOut))
        // The same value, 0.3153568…, as printed by the independent Python check in
        // docs/animation.md.
        #expect(isClose(easeIn, 0.31535681257253945))
    }

    static let samples: [Double] = [0.001, 0.05, 0.1, 0.2, 0.25, 0.3, 1.0 / 3.0, 0.4, 0.6, 0.75, 0.9, 0.999]

    @Test(arguments: samples)
    func namedBeziersMatchTheIndependentSolutionEverywhere(fraction: Double) {
        let cases: [(AnimationCurve, (Double, Double, Double, Double))] = [
            (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)), (.easeInOut, (0.42, 0, 0.58, 1))
        ]
        for (curve, points) in cases {
            let expected = independentBezier(points.0, points.1, points.2, points.3, at: fraction)
            #expect(isClose(curve.progress(at: fraction), expected), "\(curve) at \(fraction)")
        }
    }

    @Test func bisectionTakesOverWhereNewtonMeetsAFlatSlope() {
        // x'(0.5) = 0 for these control points, so Newton cannot move from t near 0.5. Near a
        // flat spot x pins t down only loosely, so the contract is on x: within epsilon.
        let curve = CubicBezierTimingFunction(x1: 1, y1: 0, x2: 0, y2: 1)
        for fraction in [0.49, 0.5, 0.51, 0.499_999, 0.3] {
            let t = curve.solveCurveX(fraction)
            let u = 1 - t
            let x = 3 * u * u * t + t * t * t  // Bernstein form with x1 = 1, x2 = 0
            #expect(abs(x - fraction) < CubicBezierTimingFunction.epsilon, "x(\(t)) = \(x) for \(fraction)")
        }
    }

    @Test func controlPointsOutsideTheUnitIntervalAreClampedSoXStaysMonotonic() {
        let curve = CubicBezierTimingFunction(x1: -1, y1: 0, x2: 2, y2: 1)
        #expect(curve.x1 == 0 && curve.x2 == 1)
        #expect(isClose(curve.progress(at: 0.3), independentBezier(0, 0, 1, 1, at: 0.3)))
    }

    @Test func keyboardCurveIsUIKitsCriticallyDampedSpringStretchedOverTheDuration() {
        let omega = (1000.0 / 3.0).squareRoot()
        func displacement(_ time: Double) -> Double { 1 - (1 + omega * time) * exp(-omega * time) }
        for fraction in [0.1, 0.25, 0.5, 0.9] {
            let expected = displacement(fraction * 0.5) / displacement(0.5)
            #expect(isClose(AnimationCurve.keyboard.progress(at: fraction), expected))
        }
        // Most of the way there by half time: the keyboard's quick start and long settle.
        #expect(AnimationCurve.keyboard.progress(at: 0.5) > 0.94)
    }

    @Test(arguments: [
        ("linear", AnimationCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("keyboard", .keyboard)
    ])
    func curvesDecodeFromTheirJSONNames(name: String, curve: AnimationCurve) {
        #expect(AnimationCurve(name: name) == curve)
    }

    @Test(arguments: ["", "EaseInOut", "ease-in-out", "spring", "linear "])
    func unknownNamesDecodeToNothing(name: String) {
        #expect(AnimationCurve(name: name) == nil)
    }

    @Test func uiKitRawValuesMapBothWays() {
        #expect(
            [0, 1, 2, 3, 7].map { AnimationCurve(uiViewAnimationCurve: $0) }
                == [.easeInOut, .easeIn, .easeOut, .linear, .keyboard])
        #expect(AnimationCurve(uiViewAnimationCurve: 4) == nil)
        #expect(AnimationCurve(uiViewAnimationCurve: -1) == nil)
        for curve in AnimationCurve.allCases {
            #expect(AnimationCurve(uiViewAnimationCurve: curve.uiViewAnimationCurve) == curve)
        }
    }
}
