#if canImport(Glibc)
import Glibc
#endif

/// Starts a joinable OS thread running `body`. The pool uses its own threads, not
/// Dispatch's, so solver work never competes with the timers or the event loops for threads.
func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t {
    final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
    let box = Unmanaged.passRetained(Box(body: body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(&thread, nil, { raw in
        let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
        box.body()
        return nil
    }, box)
    precondition(status == 0, "pthread_create failed (\(status)) while starting the server")
    return thread
}
