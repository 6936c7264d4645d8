#if canImport(Glibc)
import Glibc
#endif

/// A wall-clock instant for logs, printed as RFC 3339 UTC with milliseconds.
package struct Timestamp: Sendable, Equatable {
    package var secondsSinceEpoch: Int
    package var milliseconds: Int

    package init(secondsSinceEpoch: Int, milliseconds: Int) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.milliseconds = milliseconds
    }

    package static func now() -> Timestamp {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Timestamp(secondsSinceEpoch: spec.tv_sec, milliseconds: spec.tv_nsec / 1_000_000)
    }

    /// `2026-11-29T14:10:22.123Z`.
    package var iso8601: String {
        var text: [UInt8] = []
        writeISO8601(into: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of `iso8601`, appended digit by digit (one per access-log line).
    package func writeISO8601(into output: inout [UInt8]) {
        var seconds = time_t(secondsSinceEpoch)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func digits(_ value: Int32, _ width: Int) {
            var divisor: Int32 = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = max(0, value)
            if rest >= divisor * 10 {  // A year past 9999 keeps all its digits.
                output.append(contentsOf: String(rest).utf8)
                return
            }
            while divisor > 0 {
                output.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
        digits(parts.tm_year + 1900, 4)
        output.append(UInt8(ascii: "-"))
        digits(parts.tm_mon + 1, 2)
        output.append(UInt8(ascii: "-"))
        digits(parts.tm_mday, 2)
        output.append(UInt8(ascii: "T"))
        digits(parts.tm_hour, 2)
        output.append(UInt8(ascii: ":"))
        digits(parts.tm_min, 2)
        output.append(UInt8(ascii: ":"))
        digits(parts.tm_sec, 2)
        output.append(UInt8(ascii: "."))
        digits(Int32(milliseconds), 3)
        output.append(UInt8(ascii: "Z"))
    }
}
