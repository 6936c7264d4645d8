import Testing

@testable import HTTPServer

@Suite struct GzipTests {
    /// `printf 'hello\n' | gzip -n` (GNU gzip 1.12), so decoding is checked against another
    /// implementation, not only against our own encoder.
    static let helloFromGzipCLI: [UInt8] = [
        0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xcb, 0x48,
        0xcd, 0xc9, 0xc9, 0xe7, 0x02, 0x00, 0x20, 0x30, 0x3a, 0x36, 0x06, 0x00,
        0x00, 0x00
    ]

    /// JSON-ish bytes, the same on every run: words picked by a fixed linear congruential sequence.
    static func sampleBody(_ count: Int) -> [UInt8] {
        let words = ["\"width\":", "320,", "\"height\":", "{\"view\":", "\"c1\"},", "[", "]", "17.5,"]
        var state: UInt32 = 12345
        var body: [UInt8] = []
        while body.count < count {
            state = state &* 1_103_515_245 &+ 12345
            body += Array(words[Int(state >> 16) % words.count].utf8)
        }
        return Array(body.prefix(count))
    }

    @Test func decodesWhatTheGzipCommandWrote() throws {
        #expect(try GzipDecoder.decode(Self.helloFromGzipCLI, maxOutput: 100) == Array("hello\n".utf8))
    }

    @Test func decodesConcatenatedMembersAsOneBody() throws {
        let twice = Self.helloFromGzipCLI + Self.helloFromGzipCLI
        #expect(try GzipDecoder.decode(twice, maxOutput: 100) == Array("hello\nhello\n".utf8))
    }

    @Test(arguments: [0, 1, 1023, 20 * 1024, 300 * 1024])
    func encoderOutputRoundTrips(size: Int) throws {
        let encoder = try #require(GzipEncoder())
        let body = Self.sampleBody(size)
        let encoded = try #require(encoder.encode(body))
        #expect(Array(encoded.prefix(3)) == [0x1f, 0x8b, 0x08])
        #expect(try GzipDecoder.decode(encoded, maxOutput: size) == body)
    }

    @Test func oneEncoderServesManyBodiesInTurn() throws {
        let encoder = try #require(GzipEncoder())
        for size in [5000, 10, 70_000, 0, 2048] {
            let body = Self.sampleBody(size)
            #expect(try GzipDecoder.decode(try #require(encoder.encode(body)), maxOutput: size) == body)
        }
    }

    @Test func jsonShrinks() throws {
        let body = Self.sampleBody(20 * 1024)
        let encoded = try #require(GzipEncoder()?.encode(body))
        #expect(encoded.count < body.count / 2)
    }

    @Test func bombFailsWith413() throws {
        let bomb = try #require(GzipEncoder()?.encode([UInt8](repeating: 0, count: 8 * 1024 * 1024)))
        #expect(bomb.count < 64 * 1024)
        #expect(
            throws: HTTPParseError(
                status: 413, code: "gzip_body_too_large",
                message: "The gzip body inflates to more than 1048576 bytes.")
        ) {
            try GzipDecoder.decode(bomb, maxOutput: 1024 * 1024)
        }
    }

    @Test func outputOfExactlyTheCapIsAccepted() throws {
        let body = Self.sampleBody(4096)
        let encoded = try #require(GzipEncoder()?.encode(body))
        #expect(try GzipDecoder.decode(encoded, maxOutput: 4096) == body)
        #expect(throws: HTTPParseError.self) { try GzipDecoder.decode(encoded, maxOutput: 4095) }
    }

    static let badInputs: [(String, [UInt8], String)] = {
        let good = helloFromGzipCLI
        var flipped = good
        flipped[12] ^= 0xFF
        var badCRC = good
        badCRC[good.count - 6] ^= 0x01
        return [
            ("empty", [], "gzip_truncated"),
            ("truncated in the deflate data", Array(good.prefix(14)), "gzip_truncated"),
            ("truncated in the trailer", Array(good.dropLast(3)), "gzip_truncated"),
            ("not gzip", Array("{\"json\": true}".utf8), "gzip_corrupt"),
            ("corrupt deflate data", flipped, "gzip_corrupt"),
            ("wrong CRC", badCRC, "gzip_corrupt"),
            ("trailing garbage", good + Array("xyz".utf8), "gzip_corrupt")
        ]
    }()

    @Test(arguments: badInputs.map(\.0))
    func badInputFailsWith400(name: String) throws {
        let (_, bytes, code) = try #require(Self.badInputs.first { $0.0 == name })
        do {
            _ = try GzipDecoder.decode(bytes, maxOutput: 1 << 20)
            Issue.record("\(name) decoded without error")
        } catch {
            #expect(error.status == 400)
            #expect(error.code == code)
        }
    }
}
