import JSON

/// A view's `fitting` flag: ask for its compressed fitting size, UIKit's
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` (the
/// self-sizing cell of seed 001). `{"width": 375}` is the usual call: width required at 375,
/// height as small as the constraints allow (`fittingSizeLevel`, 50). An axis left out is
/// compressed; `{}` compresses both (`systemLayoutSizeFitting(_:)` with
/// `layoutFittingCompressedSize`).
public struct FittingRequest: Sendable, Hashable {
    /// `nil`: compressed (target 0 at `fittingSizeLevel`); else required at this size.
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// Decodes `{"width"?: number ≥ 0, "height"?: number ≥ 0}`; problems go to `reader`.
    static func decode(_ value: JSONValue, at pointer: String, _ reader: inout JSONReader) -> FittingRequest? {
        guard
            let members = reader.object(
                value, at: pointer, allowed: ["width", "height"],
                what: "a fitting request (an object with width and/or height)")
        else { return nil }
        var request = FittingRequest()
        var valid = true
        for (key, value) in members {
            guard let number = reader.number(value, at: pointer.appendingPointer(key), min: 0) else {
                valid = false
                continue
            }
            if key == "width" { request.width = number } else if key == "height" { request.height = number }
        }
        return valid ? request : nil
    }
}
