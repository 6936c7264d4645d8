import CLinux
import Glibc

/// Starts OS threads of our own, outside Dispatch: the event loops and the solver workers each
/// own a thread for their whole life, so they never compete with Dispatch's pool (the deadline
/// timers run there) for threads. No Foundation `Thread`: Foundation stays out of the server.
public enum OSThread {
    /// `pthread_create` failed; `errno` is its result.
    public struct StartError: Error, Sendable {
        public var errno: Int32
    }

    /// Starts a thread running `body` and returns it: joinable, or detached (its resources freed
    /// when `body` returns, never to be joined). `name` (the kernel keeps at most 15 bytes of it)
    /// shows in `top -H` and perf.
    @discardableResult
    public static func start(
        name: String? = nil, detached: Bool = false,
        _ body: @escaping @Sendable () -> Void
    ) throws(StartError) -> pthread_t {
        final class Box {
            let body: () -> Void
            init(_ body: @escaping () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(
            Box {
                if let name { CLinux_set_thread_name(String(name.prefix(15))) }
                body()
            }
        ).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { raw in
                let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                box.body()
                return nil
            }, box)
        guard result == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            throw StartError(errno: result)
        }
        if detached { pthread_detach(thread) }
        return thread
    }
}
