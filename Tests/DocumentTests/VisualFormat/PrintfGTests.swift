import Foundation
import TestSupport
import Testing

@testable import Document

/// `VisualFormatMessage.printfG` replaced Foundation's `String(format: "%g")` in the product; the
/// test target still links Foundation, so the two are compared here, value for value.
struct PrintfGTests {
    static let special: [Double] = [
        0, -0.0, 1, -1, 0.5, 1000, 1001, 2000, -5, 1e7, 1e-7, 0.1, 1.0 / 3, 2.0 / 3, 123_456, 1_234_567,
        999_999.5, 999_999.4, 0.0001, 0.00001, 0.000_099_999_95, 1e16, 1e300, -1e-300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude,
        .infinity, -.infinity, .nan, -Double.nan, .pi, 751.000_000_1, 999.999_999_9
    ]

    @Test func specialValuesPrintAsFoundationPrintsThem() {
        for value in Self.special {
            #expect(VisualFormatMessage.printfG(value) == String(format: "%g", value), "\(value)")
        }
    }

    @Test func integersAroundThePriorityRangePrintAsFoundationPrintsThem() {
        for integer in -2_000...3_000 {
            let value = Double(integer)
            #expect(VisualFormatMessage.printfG(value) == String(format: "%g", value))
            #expect(VisualFormatMessage.printfG(value / 7) == String(format: "%g", value / 7))
        }
    }

    /// Random bit patterns cover every exponent, subnormals and NaN payloads; random decimals of a
    /// few digits cover the rounding boundaries `%g`'s six significant digits meet.
    @Test func twentyThousandRandomValuesPrintAsFoundationPrintsThem() {
        var generator = SeededGenerator(seed: 0x9e37)
        var mismatches: [String] = []
        for index in 0..<20_000 {
            let value =
                index % 2 == 0
                ? Double(bitPattern: generator.next())
                : Double(Int.random(in: -99_999_999...99_999_999, using: &generator))
                    / Double([1, 10, 100, 1_000, 10_000_000][index % 5])
            let ours = VisualFormatMessage.printfG(value), theirs = String(format: "%g", value)
            if ours != theirs { mismatches.append("\(value): \(ours) vs \(theirs)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
