import Glibc

/// Nanoseconds on CLOCK_MONOTONIC: deadlines never move with wall-clock changes. The clock a
/// `pthread_cond_timedwait` waits on when its condition is set to CLOCK_MONOTONIC.
public enum MonotonicClock {
    public static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}
