import Primitives
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("OSThread")
struct OSThreadTests {
    @Test("A joinable thread runs its body once, under its name, before join returns")
    func joinableThreadRunsItsBody() throws {
        let seen = Locked<[String]>([])
        let thread = try OSThread.start(name: "a-long-thread-name-cut-by-the-kernel") {
            seen.withLock { $0.append(Self.currentThreadName()) }
        }
        pthread_join(thread, nil)
        #expect(seen.withLock { $0 } == ["a-long-thread-n"])
    }

    /// The calling thread's name as the kernel keeps it (`/proc/thread-self/comm`).
    static func currentThreadName() -> String {
        let descriptor = open("/proc/thread-self/comm", O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return String(decoding: buffer.prefix(max(0, count)).prefix { $0 != 0x0A }, as: UTF8.self)
    }

    @Test("A detached thread runs its body too")
    func detachedThreadRuns() throws {
        let done = Locked(false)
        try OSThread.start(detached: true) { done.withLock { $0 = true } }
        // Bounded wait: a thread that never ran fails the test instead of hanging it.
        for _ in 0..<500 where !done.withLock({ $0 }) { usleep(10_000) }
        #expect(done.withLock { $0 })
    }
}
