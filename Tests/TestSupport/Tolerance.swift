/// The one tolerance tests compare floating-point results with.
public let testTolerance = 1e-6

/// True when `a` and `b` differ by at most `testTolerance`.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = testTolerance) -> Bool {
    abs(a - b) <= tolerance
}

/// True when `a` and `b` differ by at most `relative` times the larger of 1 and `|b|`: for
/// values of any magnitude (a solver's results against a brute-force answer).
public func isClose(_ a: Double, _ b: Double, relative: Double) -> Bool {
    abs(a - b) <= relative * max(1, abs(b))
}
