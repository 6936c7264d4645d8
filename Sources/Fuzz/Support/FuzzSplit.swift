/// Cuts one fuzz input into several feeds, so a single input also tests how a streaming parser
/// copes with the boundaries between reads.
///
/// The first byte chooses the cut: 0 feeds the rest whole, 1 byte by byte, and any other value
/// `n` cuts every `n` bytes after the first cut, which comes after `n / 2` bytes so boundaries
/// also fall mid-line. The rest of the input is never changed, only cut. O(n).
public struct FuzzSplit {
    /// The input after the first byte.
    public var payload: [UInt8]
    /// Where each feed ends in `payload`, increasing; the last is `payload.count`.
    public var ends: [Int]

    public init(_ data: UnsafeRawBufferPointer) {
        guard let selector = data.first else {
            payload = []
            ends = []
            return
        }
        payload = Array(data.dropFirst())
        switch selector {
        case 0:
            ends = payload.isEmpty ? [] : [payload.count]
        default:
            let stride = Int(selector)
            var cuts: [Int] = []
            var next = stride == 1 ? 1 : stride / 2
            while next < payload.count {
                cuts.append(next)
                next += stride
            }
            if !payload.isEmpty { cuts.append(payload.count) }
            ends = cuts
        }
    }

    /// The feeds in order; together they are exactly `payload`.
    public var feeds: [ArraySlice<UInt8>] {
        var start = 0
        return ends.map { end in
            defer { start = end }
            return payload[start..<end]
        }
    }
}
