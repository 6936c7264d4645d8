import Dispatch
import Testing
@testable import HTTPServer

/// HTTPServer's internal copy of `Locked` (LayoutModelTests covers the package one in full).
@Suite("HTTPServer.Locked")
struct HTTPServerLockedTests {
    private struct Failure: Error {}

    @Test("Appends from eight threads at once are all kept, and a throwing body releases the lock")
    func concurrentAppendsAndRethrow() {
        let log = Locked([Int]())
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<500 { log.withLock { $0.append(thread * 1_000 + step) } }
        }
        #expect(throws: Failure.self) { try log.withLock { _ in throw Failure() } }
        let values = log.withLock { $0 }
        #expect(values.count == 4_000)
        #expect(Set(values).count == 4_000)
    }
}
