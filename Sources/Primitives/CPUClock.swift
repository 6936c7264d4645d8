import Glibc

/// CPU time of the calling thread: other processes on a shared machine do not blur it, and
/// neither do this process's other threads. For benchmark figures (`layout system --timing`,
/// layout-bench), never for deadlines.
package enum CPUClock {
    /// Microseconds of CPU the calling thread has used so far.
    package static func threadMicroseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e6 + Double(now.tv_nsec) / 1e3
    }
}
