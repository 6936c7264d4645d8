#if canImport(Glibc)
import Glibc
#endif
import Primitives

/// Starts a joinable thread of the service's own (`OSThread`): the pool's workers and its
/// deadline thread. Without them the service cannot answer anything, so a failed start stops the
/// process while it is starting, before it listens.
func startThread(name: String, _ body: @escaping @Sendable () -> Void) -> pthread_t {
    do {
        return try OSThread.start(name: name, body)
    } catch {
        preconditionFailure("pthread_create failed (\(error.errno)) while starting the server")
    }
}
