import Primitives

#if canImport(Glibc)
    import Glibc
#endif

/// Starts a thread of the service's own (`OSThread`), joinable unless `detached`: the pool's
/// workers, its deadline thread, the access log's writer. Without them the service cannot answer
/// (or log) anything, so a failed start stops the process while it is starting, before it listens.
@discardableResult
func startThread(name: String, detached: Bool = false, _ body: @escaping @Sendable () -> Void) -> pthread_t {
    do {
        return try OSThread.start(name: name, detached: detached, body)
    } catch {
        preconditionFailure("pthread_create failed (\(error.errno)) while starting the server")
    }
}
