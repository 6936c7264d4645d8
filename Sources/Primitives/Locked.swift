#if canImport(Glibc)
    import Glibc
#endif

/// A value behind a `pthread_mutex_t`: every read and write of the value happens inside
/// `withLock`, so at most one thread touches it at a time.
///
/// Why not `Synchronization.Mutex`: its lock is futex code inside the precompiled standard
/// library, which ThreadSanitizer does not instrument, so every access under it is reported as a
/// race (docs/reliability.md, "Sanitizers"). TSan intercepts `pthread_mutex_lock`, so accesses
/// under this lock are ordered as they really are and a report means a real race.
///
/// The mutex is allocated on the heap once and never moves (a `pthread_mutex_t` must not). Not
/// reentrant: calling `withLock` from inside its own `body` deadlocks.
public final class Locked<Value> {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    public init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value; rethrows what `body` throws, with the lock
    /// released either way.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

/// Sendable when what it guards is: values go in and out of `withLock` by copy.
extension Locked: @unchecked Sendable where Value: Sendable {}
