import FuzzSupport
import JSON

/// Fuzzes `JSONParser.parse`: any bytes end in a value or in one `JSONSyntaxError` that points
/// inside the input; an accepted value survives the writer (both styles) and reads back equal,
/// and writing is a fixed point, which is what byte-identical responses rest on. A shallower depth
/// limit may only turn acceptance into rejection, never change the value.
enum JSONFuzzTarget: FuzzTarget {
    static func run(_ data: UnsafeRawBufferPointer) {
        let bytes = Array(data)
        let shallow = result(bytes, maximumDepth: 3)
        switch result(bytes, maximumDepth: JSONParser.maximumDepth) {
        case .success(let value):
            if case .success(let shallowValue) = shallow {
                FuzzCheck.require(shallowValue == value, "depth limit changed the value")
            }
            checkRoundTrip(value)
        case .failure(let error):
            check(error, in: bytes)
            if case .success = shallow { FuzzCheck.fail("a depth limit of 3 accepted what 512 rejects") }
        }
    }

    static func result(_ bytes: [UInt8], maximumDepth: Int) -> Result<JSONValue, JSONSyntaxError> {
        do {
            return .success(try JSONParser.parse(bytes, maximumDepth: maximumDepth))
        } catch {
            return .failure(error)
        }
    }

    static func checkRoundTrip(_ value: JSONValue) {
        for style in [JSONWriter.Style.compact, .pretty] {
            let written = JSONWriter.write(value, style: style)
            switch result(written, maximumDepth: JSONParser.maximumDepth) {
            case .success(let reread):
                FuzzCheck.require(reread == value, "\(style) output reads back as another value")
                FuzzCheck.require(
                    JSONWriter.write(reread, style: style) == written, "\(style) writing is not a fixed point")
            case .failure(let error):
                FuzzCheck.fail("\(style) output does not parse: \(error)")
            }
        }
    }

    static func check(_ error: JSONSyntaxError, in bytes: [UInt8]) {
        FuzzCheck.require(
            error.offset >= 0 && error.offset <= bytes.count,
            "offset \(error.offset) outside \(bytes.count) bytes")
        FuzzCheck.require(error.line >= 1 && error.column >= 1, "line \(error.line) column \(error.column)")
        FuzzCheck.require(
            error.line <= bytes.count + 1 && error.column <= error.offset + 1,
            "line \(error.line) column \(error.column) past offset \(error.offset)")
        FuzzCheck.require(!error.message.isEmpty, "empty message")
    }
}
