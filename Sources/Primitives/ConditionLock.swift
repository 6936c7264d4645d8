#if canImport(Glibc)
    import Glibc
#endif

/// A pthread mutex with one condition variable: the worker pool's wait-for-work primitive, which
/// `Locked` does not offer (its lock cannot be waited on). Both live on the heap so they never
/// move, and both are pthread calls that ThreadSanitizer sees.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Releases the lock until `broadcast()`; call only inside `withLock`, in a loop on the
    /// awaited predicate (wake-ups may be spurious).
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Runs `body` with the lock released, then takes it back; call only inside `withLock`.
    func unlocked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_unlock(mutex)
        defer { pthread_mutex_lock(mutex) }
        return try body()
    }

    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
