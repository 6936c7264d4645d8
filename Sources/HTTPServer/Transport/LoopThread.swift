import CLinux
import Glibc

/// Starts a detached pthread running `body`. The server keeps Foundation out of this module
/// (its String overloads would shadow the standard library's on the hot path), so no `Thread`.
enum LoopThread {
    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    static func spawn(name: String, _ body: @escaping @Sendable () -> Void) throws(SystemError) {
        let box = Unmanaged.passRetained(Box {
            CLinux_set_thread_name(String(name.prefix(15)))
            body()
        }).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        guard result == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            throw SystemError(errno: result, call: "pthread_create")
        }
        pthread_detach(thread)
    }
}
