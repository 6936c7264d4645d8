import Primitives
import Synchronization

/// The id that ties a request's access-log line to its response (`X-Request-Id`).
public enum RequestID {
    /// The client's id when it is 1…128 visible ASCII characters (so it is safe in a log line
    /// and a header), else a fresh one.
    public static func accept(_ given: String?) -> String {
        if let given, (1...128).contains(given.utf8.count),
            given.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        {
            return given
        }
        return generate()
    }

    /// Drawn once per process from the system's generator; ids are then derived from it and a
    /// counter, so a request costs no `getrandom` system call.
    private static let seed: UInt64 = {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }()
    private static let counter = Atomic<UInt64>(0)

    /// 16 hex digits, never repeated within a process: SplitMix64's finaliser is a bijection of
    /// UInt64, applied to `seed + n` for the n-th id, so distinct n give distinct ids, and ids of
    /// different processes are unrelated.
    public static func generate() -> String {
        let n = counter.add(1, ordering: .relaxed).newValue
        return hex(SplitMix64.mix(seed &+ n))
    }

    static func hex(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for position in 0..<16 {
                let nibble = UInt8((value >> UInt64(60 - 4 * position)) & 0xF)
                buffer[position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 16
        }
    }
}
