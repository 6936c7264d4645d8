import Dispatch
import Primitives
import Testing

@Suite("Locked")
struct LockedTests {
    private struct Failure: Error, Equatable {
        var code: Int
    }

    @Test("Increments from eight threads at once all count")
    func concurrentIncrementsAreExact() {
        let counter = Locked([Int: Int]())
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for _ in 0..<1_000 {
                counter.withLock { $0[thread, default: 0] += 1 }
            }
        }
        let counts = counter.withLock { $0 }
        #expect(counts.count == 8)
        #expect(counts.values.reduce(0, +) == 8_000)
    }

    @Test("withLock returns what its body returns")
    func returnsTheBodysResult() {
        let locked = Locked("layout")
        #expect(locked.withLock { $0.utf8.count } == 6)
    }

    @Test("withLock rethrows the body's error, keeps its writes and releases the lock")
    func rethrowsAndReleases() {
        let locked = Locked(0)
        #expect(throws: Failure(code: 7)) {
            try locked.withLock { value in
                value = 1
                throw Failure(code: 7)
            }
        }
        // On another thread with a bound, so a lock left held fails the test instead of hanging it.
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            locked.withLock { $0 += 1 }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(locked.withLock { $0 } == 2)
    }
}
