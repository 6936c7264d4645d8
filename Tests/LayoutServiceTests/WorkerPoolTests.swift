import Dispatch
import Glibc
import Primitives
import Synchronization
import TestSupport
import Testing

@testable import LayoutService

@Suite struct WorkerPoolTests {
    @Test func submittedWorkRunsOnAWorkerAndCompletesWithItsValue() throws {
        let pool = WorkerPool(workers: 2, queueDepth: 4)
        defer { pool.shutdown() }
        let caller = pthread_self()
        let outcomes = Outcomes<Bool>()
        try pool.submit(
            timeoutMilliseconds: nil, work: { _ in pthread_equal(pthread_self(), caller) == 0 },
            completion: outcomes.record)
        #expect(finishedValues(outcomes.wait(for: 1)) == [true])
    }

    @Test func aFullQueueRefusesAtOnceAndTheAdmittedJobsStillFinish() throws {
        let pool = WorkerPool(workers: 1, queueDepth: 1)
        defer { pool.shutdown() }
        let gate = Gate()
        let outcomes = Outcomes<Int>()
        try pool.submit(
            timeoutMilliseconds: nil,
            work: { _ in
                gate.pass()
                return 1
            }, completion: outcomes.record)
        gate.awaitEntry()
        try pool.submit(timeoutMilliseconds: nil, work: { _ in 2 }, completion: outcomes.record)
        #expect(pool.isSaturated)
        #expect(pool.queuedCount == 1)
        #expect(pool.busyCount == 1)
        #expect(throws: WorkerPoolError.full) {
            try pool.submit(timeoutMilliseconds: nil, work: { _ in 3 }, completion: outcomes.record)
        }
        gate.open(1)
        #expect(finishedValues(outcomes.wait(for: 2)) == [1, 2])
        #expect(!pool.isSaturated)
    }

    @Test func aPassedDeadlineAnswersTimedOutAndTheWorkerIsFreedByTheFlag() throws {
        let pool = WorkerPool(workers: 1, queueDepth: 0)
        defer { pool.shutdown() }
        let outcomes = Outcomes<String>()
        try pool.submit(
            timeoutMilliseconds: 20,
            work: { context in
                // Stands in for a solver polling its flag between pivots; bounded at 10 s.
                for _ in 0..<10_000 where !context.isCancelled { usleep(1_000) }
                return "late"
            }, completion: outcomes.record)
        let first = outcomes.wait(for: 1)
        #expect(first.count == 1)
        if case .timedOut = first.first {} else { Issue.record("expected .timedOut, got \(first)") }
        // The worker is busy until it polls the flag; wait (bounded) for it to come back.
        for _ in 0..<10_000 where pool.isSaturated { usleep(1_000) }
        let next = Outcomes<String>()
        try pool.submit(timeoutMilliseconds: 10_000, work: { _ in "next" }, completion: next.record)
        #expect(finishedValues(next.wait(for: 1)) == ["next"])
        #expect(outcomes.wait(for: 0).count == 1, "the late value is dropped")
    }

    @Test func aFinishedOrRefusedJobLeavesNoDeadlineBehind() throws {
        let pool = WorkerPool(workers: 2, queueDepth: 2)
        defer { pool.shutdown() }
        let outcomes = Outcomes<Int>()
        for value in 0..<200 {
            do {
                try pool.submit(timeoutMilliseconds: 60_000, work: { _ in value }, completion: outcomes.record)
            } catch {
                outcomes.record(.finished(-1))  // refused: counted, so the wait below still ends
            }
        }
        #expect(outcomes.wait(for: 200).count == 200)
        pool.drain()
        #expect(pool.pendingDeadlines == 0)
    }

    /// A job that never polls its cancellation cannot hold a shutdown past its deadline; jobs that
    /// finish in time let it join every thread.
    @Test func aShutdownWithADeadlineReturnsAtTheDeadlineEvenIfAJobIgnoresIt() throws {
        let stuck = WorkerPool(workers: 1, queueDepth: 0)
        let gate = Gate()
        try stuck.submit(
            timeoutMilliseconds: nil,
            work: { _ in
                gate.pass()
                return 0
            }, completion: { _ in })
        gate.awaitEntry()
        let start = MonotonicClock.now()
        #expect(!stuck.shutdown(until: start + 200_000_000))
        let waited = MonotonicClock.now() - start
        #expect(waited >= 200_000_000 && waited < 2_000_000_000, "\(waited) ns")
        #expect(throws: WorkerPoolError.draining) {
            try stuck.submit(timeoutMilliseconds: nil, work: { _ in 1 }, completion: { _ in })
        }
        gate.open(1)

        let prompt = WorkerPool(workers: 2, queueDepth: 2)
        let outcomes = Outcomes<Int>()
        try prompt.submit(
            timeoutMilliseconds: nil,
            work: { _ in
                usleep(20_000)
                return 1
            }, completion: outcomes.record)
        #expect(prompt.shutdown(until: MonotonicClock.now() + 5_000_000_000))
        #expect(finishedValues(outcomes.wait(for: 1)) == [1])
    }

    @Test func aJobWhoseDeadlinePassesInTheQueueNeverRuns() throws {
        let pool = WorkerPool(workers: 1, queueDepth: 1)
        defer { pool.shutdown() }
        let gate = Gate()
        let ran = Atomic<Bool>(false)
        let outcomes = Outcomes<Int>()
        try pool.submit(
            timeoutMilliseconds: nil,
            work: { _ in
                gate.pass()
                return 1
            }, completion: outcomes.record)
        gate.awaitEntry()
        try pool.submit(
            timeoutMilliseconds: 1,
            work: { _ in
                ran.store(true, ordering: .relaxed)
                return 2
            },
            completion: outcomes.record)
        _ = outcomes.wait(for: 1)
        gate.open(1)
        _ = outcomes.wait(for: 1)
        pool.drain()
        let didRun = ran.load(ordering: .relaxed)
        #expect(!didRun)
    }

    @Test(arguments: [1, 2, 4])
    func aFanOutReturnsEveryPieceInOrderWhateverTheWorkerCount(workers: Int) throws {
        let pool = WorkerPool(workers: workers, queueDepth: 2)
        defer { pool.shutdown() }
        let outcomes = Outcomes<[Int]?>()
        let shared = Array(0..<50)
        try pool.submit(
            timeoutMilliseconds: 10_000,
            work: { context in
                context.map(shared.count) { index in shared[index] * 2 }
            }, completion: outcomes.record)
        #expect(finishedValues(outcomes.wait(for: 1)) == [shared.map { $0 * 2 }])
    }

    @Test func fanOutsOfConcurrentJobsDoNotDeadlock() throws {
        let pool = WorkerPool(workers: 2, queueDepth: 8)
        defer { pool.shutdown() }
        let outcomes = Outcomes<Int>()
        for job in 0..<6 {
            try pool.submit(
                timeoutMilliseconds: 10_000,
                work: { context in
                    (context.map(20) { $0 + job } ?? []).reduce(0, +)
                }, completion: outcomes.record)
        }
        let sums = finishedValues(outcomes.wait(for: 6)).sorted()
        #expect(sums == (0..<6).map { job in (0..<20).reduce(0, +) + 20 * job })
    }

    @Test func aCancelledFanOutSkipsTheRestAndReturnsNil() throws {
        let pool = WorkerPool(workers: 1, queueDepth: 0)
        defer { pool.shutdown() }
        let started = Atomic<Int>(0)
        let outcomes = Outcomes<Bool>()
        let finished = DispatchSemaphore(value: 0)
        try pool.submit(
            timeoutMilliseconds: 20,
            work: { context in
                let result: [Bool]? = context.map(1_000) { _ in
                    started.add(1, ordering: .relaxed)
                    for _ in 0..<10_000 where !context.isCancelled { usleep(1_000) }
                    return true
                }
                finished.signal()
                return result == nil
            }, completion: outcomes.record)
        _ = outcomes.wait(for: 1)
        #expect(finished.wait(timeout: .now() + .seconds(10)) == .success)
        let startedCount = started.load(ordering: .relaxed)
        #expect(startedCount < 1_000)
    }

    @Test func drainingRefusesNewWorkAfterFinishingTheAdmitted() throws {
        let pool = WorkerPool(workers: 1, queueDepth: 4)
        defer { pool.shutdown() }
        let outcomes = Outcomes<Int>()
        for value in 0..<3 {
            try pool.submit(
                timeoutMilliseconds: nil,
                work: { _ in
                    usleep(2_000)
                    return value
                },
                completion: outcomes.record)
        }
        pool.drain()
        #expect(finishedValues(outcomes.wait(for: 3)) == [0, 1, 2])
        #expect(throws: WorkerPoolError.draining) {
            try pool.submit(timeoutMilliseconds: nil, work: { _ in 9 }, completion: outcomes.record)
        }
    }

    @Test func everyCompletionRunsExactlyOnceWhenDeadlinesRaceTheWork() throws {
        let pool = WorkerPool(workers: 2, queueDepth: 200)
        defer { pool.shutdown() }
        let outcomes = Outcomes<Int>()
        for value in 0..<200 {
            try pool.submit(timeoutMilliseconds: 1, work: { _ in value }, completion: outcomes.record)
        }
        let all = outcomes.wait(for: 200)
        pool.drain()
        #expect(all.count == 200)
        #expect(outcomes.wait(for: 0).count == 200)
    }
}
