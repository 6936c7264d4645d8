import JSON

/// A request's `output` (docs/document-format.md §6): which optional parts each result carries.
/// `windowFrames` and `constraints` add parts and are off by default; `log` (UIKit's console
/// text in `unsatisfiable_constraints`, `vfl_syntax` and `expression_syntax` diagnostics) is on
/// by default and `false` leaves it out. Pictures come from `POST /v1/render`, not from here.
public struct OutputOptions: Sendable, Hashable {
    public var windowFrames = false
    public var constraints = false
    public var log = true

    public init() {}

    public static let keys = ["windowFrames", "constraints", "log"]

    public static func decode(_ value: JSONValue, at pointer: String, _ reader: inout JSONReader) -> OutputOptions {
        var options = OutputOptions()
        guard let members = reader.object(value, at: pointer, allowed: keys) else { return options }
        for (key, value) in members {
            guard let flag = reader.bool(value, at: pointer.appendingPointer(key)) else { continue }
            switch key {
            case "windowFrames": options.windowFrames = flag
            case "constraints": options.constraints = flag
            case "log": options.log = flag
            default: break
            }
        }
        return options
    }
}
