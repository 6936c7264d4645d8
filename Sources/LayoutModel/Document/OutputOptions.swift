/// A request's `output` (docs/document-format.md §6): extra parts of the answer, all off by default.
package struct OutputOptions: Sendable, Hashable {
    package var windowFrames = false
    package var constraints = false
    package var log = false
    package var svg = false

    package init() {}

    package static let keys = ["windowFrames", "constraints", "log", "svg"]

    static func decode(_ value: JSONValue, at pointer: String, _ reader: inout JSONReader) -> OutputOptions {
        var options = OutputOptions()
        guard let members = reader.object(value, at: pointer, allowed: keys) else { return options }
        for (key, value) in members {
            guard let flag = reader.bool(value, at: pointer.appendingPointer(key)) else { continue }
            switch key {
            case "windowFrames": options.windowFrames = flag
            case "constraints": options.constraints = flag
            case "log": options.log = flag
            case "svg": options.svg = flag
            default: break
            }
        }
        return options
    }
}
