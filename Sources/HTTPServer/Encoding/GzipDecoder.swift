private import CZlib

/// Inflates a gzip request body (`Content-Encoding: gzip`) with a hard cap on the output.
///
/// A bomb fails as soon as the output passes `maxOutput`, so the work and memory spent are at
/// most `maxOutput` plus one 16 KiB window, whatever the claimed size. Concatenated gzip members
/// (RFC 1952 §2.2) decode as one body. Errors are `HTTPParseError`s the transport can answer as
/// they are: 413 for too large, 400 for corrupt or truncated input.
public enum GzipDecoder {
    private static let windowBytes = 16 * 1024

    /// Complexity: O(input + output), output ≤ `maxOutput`.
    public static func decode(_ bytes: [UInt8], maxOutput: Int) throws(HTTPParseError) -> [UInt8] {
        guard bytes.count <= Int(UInt32.max) else { throw tooLarge(maxOutput) }
        var stream = z_stream()
        // 15 + 16: largest window, gzip wrapper only (RFC 1952), no zlib or raw deflate.
        guard CZlib_inflateInit2(&stream, MAX_WBITS + 16) == Z_OK else {
            throw HTTPParseError(status: 500, code: "gzip_unavailable", message: "zlib could not allocate an inflater.")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var window = [UInt8](repeating: 0, count: windowBytes)
        return try bytes.withUnsafeBufferPointer { (inputBuffer) throws(HTTPParseError) -> [UInt8] in
            // zlib's next_in is not const, but inflate only reads through it.
            stream.next_in = UnsafeMutablePointer(mutating: inputBuffer.baseAddress)
            stream.avail_in = UInt32(inputBuffer.count)
            while true {
                let status = window.withUnsafeMutableBufferPointer { windowBuffer in
                    stream.next_out = windowBuffer.baseAddress
                    stream.avail_out = UInt32(windowBuffer.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let produced = window.count - Int(stream.avail_out)
                guard produced <= maxOutput - output.count else { throw tooLarge(maxOutput) }
                output.append(contentsOf: window[..<produced])
                switch status {
                case Z_STREAM_END:
                    if stream.avail_in == 0 { return output }
                    // Another member follows; anything that is not one fails as corrupt next round.
                    inflateReset(&stream)
                case Z_OK, Z_BUF_ERROR:
                    // No input left while zlib still has room to write: the stream stopped early.
                    if stream.avail_in == 0 && stream.avail_out > 0 {
                        throw HTTPParseError.badRequest("gzip_truncated", "The gzip body ends before its stream does.")
                    }
                default:
                    throw HTTPParseError.badRequest("gzip_corrupt", "The gzip body is not a valid gzip stream.")
                }
            }
        }
    }

    private static func tooLarge(_ maxOutput: Int) -> HTTPParseError {
        HTTPParseError(
            status: 413, code: "gzip_body_too_large",
            message: "The gzip body inflates to more than \(maxOutput) bytes.")
    }
}
