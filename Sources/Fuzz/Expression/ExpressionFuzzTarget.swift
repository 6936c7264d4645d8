import Document
import FuzzSupport

/// Fuzzes `ExpressionParser.parse`: any string ends in an equation in UIKit's shape or in one
/// `ExpressionSyntaxError` whose caret is inside the string, the same each time, and every
/// number it accepts is finite (an infinite constant would reach the solver as NaN).
///
/// Input: the whole input is the expression (invalid UTF-8 is repaired, as `String` does for
/// a request body).
enum ExpressionFuzzTarget: FuzzTarget {
    static func run(_ data: UnsafeRawBufferPointer) {
        let text = String(decoding: data, as: UTF8.self)
        let length = text.unicodeScalars.count
        let result = ExpressionParser.parse(text)
        FuzzCheck.require(result == ExpressionParser.parse(text), "two parses of \(text.debugDescription) differ")
        switch result {
        case .success(let parsed):
            let equation = parsed.equation
            FuzzCheck.require(
                equation.firstAttribute != .notAnAttribute, "no first attribute in \(text.debugDescription)")
            FuzzCheck.require(
                (equation.secondItem == nil) == (equation.secondAttribute == .notAnAttribute),
                "second item and attribute disagree in \(text.debugDescription)")
            for item in [equation.firstItem] + (equation.secondItem.map { [$0] } ?? []) {
                FuzzCheck.require(!item.name.isEmpty, "empty item name in \(text.debugDescription)")
                if let range = item.range {
                    FuzzCheck.require(
                        range.lowerBound >= 0 && range.upperBound <= length,
                        "item range \(range) outside \(text.debugDescription)")
                }
            }
            for operand in [equation.multiplier, equation.constant] + (equation.priority.map { [$0] } ?? []) {
                if case .number(let value) = operand {
                    FuzzCheck.require(
                        value.isFinite || FuzzCheck.allows("nonfinite"),
                        "non-finite number \(value) accepted in \(text.debugDescription)")
                }
            }
        case .failure(let error):
            FuzzCheck.require(
                error.position >= 0 && error.position <= length,
                "caret \(error.position) outside \(text.debugDescription)")
            FuzzCheck.require(!error.message.isEmpty, "empty message for \(text.debugDescription)")
            _ = error.log(for: text)
        }
    }
}
