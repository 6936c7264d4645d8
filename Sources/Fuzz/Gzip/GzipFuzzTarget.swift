import FuzzSupport
import HTTPServer

/// Fuzzes `GzipDecoder.decode`: any body ends in at most `maxOutput` bytes or in a 400/413
/// `HTTPParseError`, never a crash or a write past the cap; and whatever the encoder makes of the
/// input decodes back to it exactly.
///
/// Input: byte 0 picks the cap (`byte * 64` bytes, so caps from 0 to 16 KiB, small enough to
/// hit often); the rest is the gzip body.
enum GzipFuzzTarget: FuzzTarget {
    // One encoder for the whole run, as the server keeps one per thread; libFuzzer runs inputs on one thread.
    nonisolated(unsafe) static let encoder = GzipEncoder()

    static func run(_ data: UnsafeRawBufferPointer) {
        guard let first = data.first else { return }
        let maxOutput = Int(first) * 64
        let body = Array(data.dropFirst())
        do {
            let output = try GzipDecoder.decode(body, maxOutput: maxOutput)
            FuzzCheck.require(output.count <= maxOutput, "\(output.count) bytes out past a cap of \(maxOutput)")
        } catch {
            FuzzCheck.require(error.status == 400 || error.status == 413, "status \(error.status) for a bad body")
            FuzzCheck.require(!error.code.isEmpty && !error.message.isEmpty, "error without code or message")
        }
        checkRoundTrip(body)
    }

    static func checkRoundTrip(_ plain: [UInt8]) {
        guard let encoder else { FuzzCheck.fail("zlib could not make an encoder") }
        guard let compressed = encoder.encode(plain) else { FuzzCheck.fail("encoder failed on \(plain.count) bytes") }
        do {
            let decoded = try GzipDecoder.decode(compressed, maxOutput: plain.count)
            FuzzCheck.require(decoded == plain, "round trip changed \(plain.count) bytes")
        } catch {
            FuzzCheck.fail("own encoding of \(plain.count) bytes did not decode: \(error)")
        }
    }
}
