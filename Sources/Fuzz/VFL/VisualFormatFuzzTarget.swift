import Document
import FuzzSupport

/// Fuzzes `VisualFormatParser.parse`: any string, under any options, ends in constraints that keep
/// `VisualFormatConstraint`'s invariants or in one `VisualFormatError` whose caret is inside the
/// string, and the same input always gives the same answer.
///
/// Input: byte 0 picks the options (low nibble: alignment bit 1...12 or none; bits 4-5: direction;
/// bit 6: baseline spacing), byte 1 bit 0 whether layout guides are items, the rest is the format.
enum VisualFormatFuzzTarget: FuzzTarget {
    static let views: Set<String> = ["a", "b", "c", "v", "view1", "_x", "shadow"]
    static let metrics: [String: Double] = [
        "m": 10, "hi": 750, "neg": -5, "shadow": 3, "zero": 0, "huge": 1e308, "tiny": .leastNonzeroMagnitude
    ]

    static func run(_ data: UnsafeRawBufferPointer) {
        guard data.count >= 2 else { return }
        let format = String(decoding: data.dropFirst(2), as: UTF8.self)
        let context = VisualFormatContext(metrics: metrics, views: views, layoutGuidesAreItems: data[1] & 1 == 1)
        let options = options(from: data[0])
        let first = result(format, options, context)
        let second = result(format, options, context)
        FuzzCheck.require(first == second, "two parses of \(format.debugDescription) differ")
        switch first {
        case .success(let constraints):
            for constraint in constraints { check(constraint, in: format) }
        case .failure(let error):
            check(error, for: format)
        }
    }

    static func options(from byte: UInt8) -> VisualFormatOptions {
        var raw: UInt = 0
        let alignment = UInt(byte & 0x0F)
        if (1...12).contains(alignment) { raw |= 1 << alignment }
        raw |= UInt((byte >> 4) & 3) << 16
        if byte & 0x40 != 0 { raw |= VisualFormatOptions.spacingBaselineToBaseline.rawValue }
        return VisualFormatOptions(rawValue: raw)
    }

    static func result(
        _ format: String, _ options: VisualFormatOptions, _ context: VisualFormatContext
    ) -> Result<[VisualFormatConstraint], VisualFormatError> {
        do {
            return .success(try VisualFormatParser.parse(format, options: options, context: context))
        } catch {
            return .failure(error)
        }
    }

    static func check(_ constraint: VisualFormatConstraint, in format: String) {
        let length = format.utf8.count
        FuzzCheck.require(
            (constraint.secondItem == nil) == (constraint.secondAttribute == .notAnAttribute),
            "second item and attribute disagree in \(format.debugDescription)")
        FuzzCheck.require(
            constraint.multiplier == 1, "multiplier \(constraint.multiplier) from \(format.debugDescription)")
        FuzzCheck.require(
            !constraint.isStandardSpace || (constraint.relation == .equal && constraint.priority == .required),
            "standard space with a relation or priority in \(format.debugDescription)")
        FuzzCheck.require(
            constraint.priority.isValid,
            "priority \(constraint.priority.rawValue) accepted from \(format.debugDescription)")
        FuzzCheck.require(
            constraint.source.lowerBound >= 0 && constraint.source.upperBound <= length,
            "source \(constraint.source) outside \(format.debugDescription)")
        _ = constraint.logDescription
    }

    static func check(_ error: VisualFormatError, for format: String) {
        FuzzCheck.require(error.format == format, "error reports another format")
        FuzzCheck.require(!error.message.isEmpty, "empty message for \(format.debugDescription)")
        FuzzCheck.require(error.code == "vfl_syntax", "code \(error.code)")
        if let position = error.position {
            FuzzCheck.require(
                position >= 0 && position <= format.utf8.count,
                "caret \(position) outside \(format.debugDescription)")
        } else {
            FuzzCheck.require(
                format.isEmpty || format.utf8.contains { $0 >= 0x80 },
                "no caret for \(format.debugDescription): \(error.message)")
        }
        _ = error.log
    }
}
