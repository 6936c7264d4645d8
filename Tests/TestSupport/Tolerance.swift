/// The one tolerance tests compare floating-point results with.
package let testTolerance = 1e-6

/// True when `a` and `b` differ by at most `testTolerance`.
package func isClose(_ a: Double, _ b: Double, tolerance: Double = testTolerance) -> Bool {
    abs(a - b) <= tolerance
}
