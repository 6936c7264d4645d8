private import CZlib

/// Compresses response bodies to gzip at level 1, reusing one deflate stream.
///
/// A fresh `deflateInit2` costs 60–75 µs per response on this project's 2-core machine; `deflateReset`
/// keeps the ~256 KiB of state, so keep one encoder per thread. Not thread-safe by design: it is
/// neither `Sendable` nor locked.
public final class GzipEncoder {
    /// Bodies smaller than this are not worth compressing: the gzip header and trailer alone are 18 bytes, and a small body saves less than deflate costs.
    public static let minimumBodyBytes = 1024

    private let stream: UnsafeMutablePointer<z_stream>

    /// Nil when zlib cannot allocate its state; serve identity responses then.
    public init?(level: Int32 = 1) {
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
    public func encode(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count <= Int(UInt32.max) / 2, deflateReset(stream) == Z_OK else { return nil }
        let bound = Int(deflateBound(stream, UInt(bytes.count)))
        var finished = false
        let output = bytes.withUnsafeBufferPointer { input in
            // Written by deflate before it is read: no need to zero-fill.
            [UInt8](unsafeUninitializedCapacity: bound) { outputBuffer, written in
                // zlib's next_in is not const, but deflate only reads through it.
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.pointee.avail_in = UInt32(input.count)
                stream.pointee.next_out = outputBuffer.baseAddress
                stream.pointee.avail_out = UInt32(outputBuffer.count)
                finished = deflate(stream, Z_FINISH) == Z_STREAM_END
                written = finished ? outputBuffer.count - Int(stream.pointee.avail_out) : 0
                // Drop pointers into buffers that die with this call.
                stream.pointee.next_in = nil
                stream.pointee.next_out = nil
            }
        }
        return finished ? output : nil
    }
}
