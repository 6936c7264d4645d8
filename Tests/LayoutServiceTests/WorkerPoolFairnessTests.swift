import Dispatch
import Glibc
import Primitives
import Synchronization
import Testing

@testable import LayoutService

/// The order in which the pool runs what waits, made deterministic with gates: peers in turn, and
/// with two workers or more one worker that large jobs never take.
@Suite struct WorkerPoolFairnessTests {
    /// Which jobs ran, in the order they started.
    final class Journal: Sendable {
        private let names = Locked<[String]>([])
        func note(_ name: String) { names.withLock { $0.append(name) } }
        var entries: [String] { names.withLock { $0 } }
    }

    /// Holds the pool's only worker with a job of peer "x" until the returned gate opens.
    static func occupy(_ pool: WorkerPool, cost: Int = 0) throws -> Gate {
        let gate = Gate()
        try pool.submit(
            peer: "x", cost: cost, timeoutMilliseconds: nil, work: { _ in gate.pass() }, completion: { _ in })
        gate.awaitEntry()
        return gate
    }

    static func submit(
        _ pool: WorkerPool, _ name: String, peer: String, cost: Int = 0, journal: Journal, outcomes: Outcomes<String>
    ) throws {
        try pool.submit(
            peer: peer, cost: cost, timeoutMilliseconds: nil,
            work: { _ in
                journal.note(name)
                return name
            }, completion: outcomes.record)
    }

    @Test func queuedJobsRunOnePeerAtATimeInTurn() throws {
        let pool = WorkerPool(workers: 1, queueDepth: 8)
        defer { pool.shutdown() }
        let gate = try Self.occupy(pool)
        let journal = Journal()
        let outcomes = Outcomes<String>()
        for (peer, name) in [("a", "a1"), ("a", "a2"), ("a", "a3"), ("b", "b1"), ("c", "c1")] {
            try Self.submit(pool, name, peer: peer, journal: journal, outcomes: outcomes)
        }
        gate.open(1)
        #expect(outcomes.wait(for: 5).count == 5)
        #expect(journal.entries == ["a1", "b1", "c1", "a2", "a3"])
    }

    /// With two workers, a large job holds one; the other runs the small jobs and leaves the next
    /// large job queued until the first is done.
    @Test func aWorkerIsKeptForSmallJobsWhileALargeOneRuns() throws {
        let pool = WorkerPool(workers: 2, queueDepth: 8, largeCost: 100)
        defer { pool.shutdown() }
        let gate = try Self.occupy(pool, cost: 100)
        let journal = Journal()
        let outcomes = Outcomes<String>()
        try Self.submit(pool, "large", peer: "a", cost: 1_000, journal: journal, outcomes: outcomes)
        try Self.submit(pool, "small", peer: "b", cost: 99, journal: journal, outcomes: outcomes)
        #expect(finishedValues(outcomes.wait(for: 1)) == ["small"])
        #expect(journal.entries == ["small"], "the second large job waits for the first")
        #expect(pool.queuedCount == 1)
        gate.open(1)
        #expect(finishedValues(outcomes.wait(for: 1)) == ["small", "large"])
    }

    /// A large job's fan-out runs on its own thread only: the kept worker does not help it and
    /// stays free for a small job.
    @Test func theKeptWorkerTakesNoPieceOfALargeFanOut() throws {
        let pool = WorkerPool(workers: 2, queueDepth: 8, largeCost: 100)
        defer { pool.shutdown() }
        let gate = Gate()
        let threads = Locked<[Int: UInt]>([:])
        let pieces = Outcomes<Int>()
        try pool.submit(
            peer: "a", cost: 100, timeoutMilliseconds: nil,
            work: { context in
                context.map(2) { index in
                    threads.withLock { $0[index] = pthread_self() }
                    if index == 0 { gate.pass() }
                    return index
                }?.count ?? 0
            }, completion: pieces.record)
        gate.awaitEntry()
        let journal = Journal()
        let outcomes = Outcomes<String>()
        try Self.submit(pool, "small", peer: "b", journal: journal, outcomes: outcomes)
        #expect(finishedValues(outcomes.wait(for: 1)) == ["small"])
        #expect(threads.withLock { $0.count } == 1, "piece 1 waits for the thread running piece 0")
        gate.open(1)
        #expect(finishedValues(pieces.wait(for: 1)) == [2])
        let ran = threads.withLock { $0 }
        #expect(ran[0] != nil && ran[0] == ran[1])
    }

    /// One worker: large jobs run on it (nothing could run them otherwise), small ones first in
    /// turn order when both wait.
    @Test func aSingleWorkerRunsLargeJobsToo() throws {
        let pool = WorkerPool(workers: 1, queueDepth: 8, largeCost: 100)
        defer { pool.shutdown() }
        let gate = try Self.occupy(pool)
        let journal = Journal()
        let outcomes = Outcomes<String>()
        try Self.submit(pool, "a-large", peer: "a", cost: 100, journal: journal, outcomes: outcomes)
        try Self.submit(pool, "b-small", peer: "b", journal: journal, outcomes: outcomes)
        gate.open(1)
        #expect(outcomes.wait(for: 2).count == 2)
        #expect(journal.entries == ["a-large", "b-small"])
    }

    /// The service's turns are its clients' addresses, whatever port each connection has.
    @Test func aRequestTakesTheTurnOfItsClientsAddressWhateverItsPort() {
        #expect(LayoutService.peer(of: "10.0.0.1:5") == "10.0.0.1")
        #expect(LayoutService.peer(of: "10.0.0.1:6") == "10.0.0.1")
        #expect(LayoutService.peer(of: "[::1]:5") == "[::1]")
        #expect(LayoutService.peer(of: "-") == "-")
    }

    /// Draining keeps the turns: what was queued when the drain began runs in the same order.
    @Test func aDrainRunsTheQueuedJobsInTheSameTurns() throws {
        let pool = WorkerPool(workers: 1, queueDepth: 8)
        let gate = try Self.occupy(pool)
        let journal = Journal()
        let outcomes = Outcomes<String>()
        for (peer, name) in [("a", "a1"), ("a", "a2"), ("b", "b1"), ("c", "c1")] {
            try Self.submit(pool, name, peer: peer, journal: journal, outcomes: outcomes)
        }
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = pool.shutdown(until: MonotonicClock.now() + 10_000_000_000)
            drained.signal()
        }
        for _ in 0..<1_000 where !pool.isDraining { usleep(1_000) }
        #expect(throws: WorkerPoolError.draining) {
            try Self.submit(pool, "late", peer: "d", journal: journal, outcomes: outcomes)
        }
        gate.open(1)
        #expect(drained.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(journal.entries == ["a1", "b1", "c1", "a2"])
    }
}
