import Glibc
import JSON
import Testing

@testable import LayoutService

@Suite struct TimestampTests {
    @Test(arguments: [
        (0, 0, "1970-01-01T00:00:00.000Z"),
        (951_782_400, 7, "2000-02-29T00:00:00.007Z"),
        (1_796_041_822, 123, "2026-11-30T12:30:22.123Z"),
        (253_402_300_799, 999, "9999-12-31T23:59:59.999Z")
    ])
    func printsRFC3339UTCWithMilliseconds(seconds: Int, milliseconds: Int, expected: String) {
        #expect(Timestamp(secondsSinceEpoch: seconds, milliseconds: milliseconds).iso8601 == expected)
    }

    /// Every day boundary over four centuries (leap years, the 2100 non-leap year, 2000's leap
    /// day) agrees with the C library's `gmtime_r`.
    @Test func agreesWithGmtimeOnEveryDayOfFourCenturies() {
        var mismatches = 0
        var seconds = -86_400 * 365 * 2 - 1
        while seconds < 146_097 * 86_400 + 86_400 * 365 * 30 {
            var time = time_t(seconds)
            var parts = tm()
            gmtime_r(&time, &parts)
            func pad(_ value: Int32, _ width: Int) -> String {
                let text = String(value)
                return String(repeating: "0", count: max(0, width - text.count)) + text
            }
            let expected =
                "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
                + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).042Z"
            if Timestamp(secondsSinceEpoch: seconds, milliseconds: 42).iso8601 != expected { mismatches += 1 }
            seconds += 86_399  // walks through every hour, minute and second offset over the run
        }
        #expect(mismatches == 0)
    }

    @Test func aYearPastFourDigitsKeepsAllItsDigits() {
        // 10000-01-01T00:00:00Z
        #expect(Timestamp(secondsSinceEpoch: 253_402_300_800, milliseconds: 5).iso8601 == "10000-01-01T00:00:00.005Z")
    }
}

@Suite struct AccessLogLineTests {
    static let entry = AccessLog.Entry(
        time: Timestamp(secondsSinceEpoch: 1_796_041_822, milliseconds: 45), requestID: "r-1",
        method: "POST", path: "/v1/layout", status: 200, bytesIn: 1_833, bytesOut: 791,
        seconds: 0.001_234_56, remoteAddress: "127.0.0.1:5000")

    @Test func theJSONLineIsExactlyTheseBytes() {
        let line = AccessLog(format: .json, sink: { _ in }).jsonLine(Self.entry)
        #expect(
            line
                == #"{"time":"2026-11-30T12:30:22.045Z","request_id":"r-1","method":"POST","path":"/v1/layout","status":200,"bytes_in":1833,"bytes_out":791,"duration_ms":1.235,"remote":"127.0.0.1:5000"}"#
                + "\n")
    }

    @Test func pathsAndAddressesAreEscapedAsJSONStrings() throws {
        var entry = Self.entry
        entry.path = "/a\"b\\c\u{1}é"
        entry.remoteAddress = "[::1]:80"
        let line = AccessLog(format: .json, sink: { _ in }).jsonLine(entry)
        let parsed = try JSONParser.parse(Array(line.utf8))
        #expect(parsed["path"] == .string("/a\"b\\c\u{1}é"))
        #expect(parsed["remote"] == .string("[::1]:80"))
        #expect(line.contains(#""path":"/a\"b\\c\u0001é""#))
    }

    @Test func aWholeMillisecondDurationHasNoFraction() throws {
        var entry = Self.entry
        entry.seconds = 0.002
        let line = AccessLog(format: .json, sink: { _ in }).jsonLine(entry)
        #expect(line.contains(#""duration_ms":2,"#))
    }
}

@Suite struct RequestIDTests {
    @Test func generatedIdsAreSixteenLowercaseHexDigitsAndDistinct() {
        let ids = (0..<10_000).map { _ in RequestID.generate() }
        #expect(Set(ids).count == ids.count)
        #expect(
            ids.allSatisfy {
                $0.utf8.count == 16 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
            })
    }

    @Test func hexKeepsLeadingZeros() {
        #expect(RequestID.hex(0) == "0000000000000000")
        #expect(RequestID.hex(0xAB) == "00000000000000ab")
        #expect(RequestID.hex(.max) == "ffffffffffffffff")
    }
}
