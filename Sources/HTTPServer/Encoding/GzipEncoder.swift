private import CZlib

/// Compresses response bodies to gzip at level 1, reusing one deflate stream.
///
/// A fresh `deflateInit2` costs 60–75 µs per response here (reference/http.md §5); `deflateReset`
/// keeps the ~256 KiB of state, so keep one encoder per thread. Not thread-safe by design: it is
/// neither `Sendable` nor locked.
package final class GzipEncoder {
    /// Bodies smaller than this are not worth compressing (reference/http.md §7).
    package static let minimumBodyBytes = 1024

    private let stream: UnsafeMutablePointer<z_stream>

    /// Nil when zlib cannot allocate its state; serve identity responses then.
    package init?(level: Int32 = 1) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 15 + 16: gzip wrapper; memLevel 8 is zlib's default.
        guard CZlib_deflateInit2(stream, level, Z_DEFLATED, MAX_WBITS + 16, 8, Z_DEFAULT_STRATEGY) == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            return nil
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// The gzip encoding of `bytes`, in one deflate call into a `deflateBound`-sized buffer.
    /// Nil only if zlib reports an error, which a valid stream does not: send identity then.
    /// Complexity: O(n).
    package func encode(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count <= Int(UInt32.max) / 2, deflateReset(stream) == Z_OK else { return nil }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, UInt(bytes.count))))
        let finished = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.pointee.next_in = inputBuffer.baseAddress
                stream.pointee.avail_in = UInt32(inputBuffer.count)
                stream.pointee.next_out = outputBuffer.baseAddress
                stream.pointee.avail_out = UInt32(outputBuffer.count)
                return deflate(stream, Z_FINISH) == Z_STREAM_END
            }
        }
        guard finished else { return nil }
        output.removeLast(Int(stream.pointee.avail_out))
        // Drop pointers into buffers that die with this call.
        stream.pointee.next_in = nil
        stream.pointee.next_out = nil
        return output
    }
}
