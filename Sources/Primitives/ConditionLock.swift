#if canImport(Glibc)
    import Glibc
#endif

/// A pthread mutex with one condition variable, waited on with or without a deadline: the wait
/// for work of the worker pool and the log ring, and the sleep of the deadline timer, which
/// `Locked` does not offer (its lock cannot be waited on). Both live on the heap so they never
/// move, and both are pthread calls that ThreadSanitizer sees. The condition waits on
/// `MonotonicClock`'s clock, so deadlines never move with the wall clock.
public final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Releases the lock until `signal()` or `broadcast()`; call only inside `withLock`, in a
    /// loop on the awaited predicate (wake-ups may be spurious).
    public func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// `wait()`, or until `deadline` (`MonotonicClock.now()` nanoseconds) has passed.
    public func wait(untilNanoseconds deadline: UInt64) {
        var until = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        pthread_cond_timedwait(condition, mutex, &until)
    }

    /// Runs `body` with the lock released, then takes it back; call only inside `withLock`.
    public func unlocked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_unlock(mutex)
        defer { pthread_mutex_lock(mutex) }
        return try body()
    }

    /// Wakes one waiter.
    public func signal() {
        pthread_cond_signal(condition)
    }

    /// Wakes every waiter.
    public func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
