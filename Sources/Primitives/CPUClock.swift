import Glibc

/// CPU time of the calling thread: other processes on a shared machine do not blur it, and
/// neither do this process's other threads. For benchmark figures (`layout system --timing`,
/// layout-bench, the work a worker does after its request's deadline), never for deadlines.
public enum CPUClock {
    /// Microseconds of CPU the calling thread has used so far.
    public static func threadMicroseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e6 + Double(now.tv_nsec) / 1e3
    }

    /// Microseconds of CPU `thread` (a live thread of this process) has used so far, read from
    /// any thread; nil when its clock cannot be read.
    public static func threadMicroseconds(of thread: pthread_t) -> Double? {
        var clock = clockid_t()
        var now = timespec()
        guard pthread_getcpuclockid(thread, &clock) == 0, clock_gettime(clock, &now) == 0 else { return nil }
        return Double(now.tv_sec) * 1e6 + Double(now.tv_nsec) / 1e3
    }
}
