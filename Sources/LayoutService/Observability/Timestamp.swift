#if canImport(Glibc)
    import Glibc
#endif

/// A wall-clock instant for logs, printed as RFC 3339 UTC with milliseconds.
public struct Timestamp: Sendable, Equatable {
    public var secondsSinceEpoch: Int
    public var milliseconds: Int

    public init(secondsSinceEpoch: Int, milliseconds: Int) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.milliseconds = milliseconds
    }

    public static func now() -> Timestamp {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Timestamp(secondsSinceEpoch: spec.tv_sec, milliseconds: spec.tv_nsec / 1_000_000)
    }

    /// `2026-11-29T14:10:22.123Z`.
    public var iso8601: String {
        var text: [UInt8] = []
        writeISO8601(into: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of `iso8601`, appended digit by digit (one per access-log line). The civil date
    /// comes from the day count by Hinnant's `civil_from_days`: a few divisions, no `gmtime_r`.
    public func writeISO8601(into output: inout [UInt8]) {
        let days = secondsSinceEpoch >= 0 ? secondsSinceEpoch / 86_400 : (secondsSinceEpoch - 86_399) / 86_400
        let secondOfDay = secondsSinceEpoch - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func digits(_ value: Int, _ width: Int) {
            var divisor = 1
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
        digits(year, 4)
        output.append(UInt8(ascii: "-"))
        digits(month, 2)
        output.append(UInt8(ascii: "-"))
        digits(day, 2)
        output.append(UInt8(ascii: "T"))
        digits(secondOfDay / 3_600, 2)
        output.append(UInt8(ascii: ":"))
        digits(secondOfDay / 60 % 60, 2)
        output.append(UInt8(ascii: ":"))
        digits(secondOfDay % 60, 2)
        output.append(UInt8(ascii: "."))
        digits(milliseconds, 3)
        output.append(UInt8(ascii: "Z"))
    }
}
