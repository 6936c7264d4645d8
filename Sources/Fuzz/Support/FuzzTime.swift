#if canImport(Glibc)
    import Glibc
#endif

/// The fuzz targets' time-per-input check: no input under `checkedBytes` may cost more than
/// `limitMilliseconds` of CPU (the calling thread's, so other processes on the machine do not
/// count). A slow input is run a second time before it fails, so a one-off cost — a lazily
/// built table, the first use of a code path — is not reported; an input that is slow again is a
/// cost out of proportion to its size (a quadratic loop, say), and aborts like any broken check.
public enum FuzzTime {
    public static let checkedBytes = 64 * 1024

    /// 100 ms, or `FUZZ_INPUT_MS` from the environment (0 turns the check off).
    public static let limitMilliseconds: UInt64 = {
        guard let value = getenv("FUZZ_INPUT_MS"), let number = UInt64(String(cString: value)) else { return 100 }
        return number
    }()

    /// Runs `target` on `input`, checking its time as above.
    public static func run(_ input: UnsafeRawBufferPointer, _ target: (UnsafeRawBufferPointer) -> Void) {
        guard limitMilliseconds > 0, input.count < checkedBytes else { return target(input) }
        let first = measure { target(input) }
        guard first > limitMilliseconds * 1_000_000 else { return }
        let second = measure { target(input) }
        FuzzCheck.require(
            second <= limitMilliseconds * 1_000_000,
            "an input of \(input.count) bytes took \(second / 1_000_000) ms of CPU (twice), over \(limitMilliseconds) ms"
        )
    }

    /// Nanoseconds of this thread's CPU time that `body` took.
    static func measure(_ body: () -> Void) -> UInt64 {
        let start = now()
        body()
        return now() &- start
    }

    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}
