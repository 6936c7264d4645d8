/// The id that ties a request's access-log line to its response (`X-Request-Id`).
package enum RequestID {
    /// The client's id when it is 1…128 visible ASCII characters (so it is safe in a log line
    /// and a header), else a fresh one.
    package static func accept(_ given: String?) -> String {
        if let given, (1...128).contains(given.utf8.count),
           given.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) {
            return given
        }
        return generate()
    }

    /// 16 random hex digits.
    package static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
