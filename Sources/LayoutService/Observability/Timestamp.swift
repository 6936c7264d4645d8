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
        var seconds = time_t(secondsSinceEpoch)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))"
            + "T\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2))"
            + ".\(pad(Int32(milliseconds), 3))Z"
    }
}
