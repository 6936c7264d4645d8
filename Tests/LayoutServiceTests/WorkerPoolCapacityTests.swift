import Dispatch
import Primitives
import Testing

@testable import LayoutService

/// The pool admits exactly `workers + queueDepth` requests that have no answer yet: a request
/// stops counting when it is answered, not when its worker is done with it.
@Suite struct WorkerPoolCapacityTests {
    /// 66 requests fill 2 workers and a queue of 64; the 67th is refused.
    @Test func workersPlusQueueDepthRequestsAreAdmittedAndOneMoreIsRefused() throws {
        let pool = WorkerPool(workers: 2, queueDepth: 64)
        defer { pool.shutdown() }
        let gate = Gate()
        let outcomes = Outcomes<Int>()
        for value in 0..<66 {
            try pool.submit(
                peer: "client-\(value % 64)", timeoutMilliseconds: nil,
                work: { _ in
                    gate.pass()
                    return value
                }, completion: outcomes.record)
        }
        #expect(throws: WorkerPoolError.full) {
            try pool.submit(timeoutMilliseconds: nil, work: { _ in -1 }, completion: outcomes.record)
        }
        gate.open(66)
        #expect(outcomes.wait(for: 66).count == 66)
    }

    /// 64 clients keep one request each in flight, sending the next as soon as they have an
    /// answer (from the completion itself, the earliest a client can), at a full pool: none is
    /// refused, because the answered request's slot is free before its answer leaves.
    @Test func aClientThatSendsItsNextRequestOnItsAnswerIsNeverRefused() throws {
        let pool = WorkerPool(workers: 2, queueDepth: 62)
        defer { pool.shutdown() }
        let refused = Locked(0)
        let answers = Outcomes<Int>()
        @Sendable func send(_ client: Int, round: Int) {
            do {
                try pool.submit(
                    peer: "client-\(client)", timeoutMilliseconds: 10_000, work: { _ in round },
                    completion: { outcome in
                        answers.record(outcome)
                        if round < 3 { send(client, round: round + 1) }
                    })
            } catch {
                refused.withLock { $0 += 1 }
                answers.record(.timedOut)
            }
        }
        for client in 0..<64 { send(client, round: 1) }
        #expect(answers.wait(for: 64 * 3).count == 64 * 3)
        #expect(refused.withLock { $0 } == 0)
    }

    /// The service at `--workers 2 --queue-depth 64`: 64 clients send a request at once, and each
    /// its next one the moment it has an answer, three rounds. With a 1 ms deadline most are
    /// answered 504 while queued, and their clients send again at once: still never a 503.
    @Test(arguments: [10_000, 1])
    func sixtyFourClientsAtAQueueOfSixtyFourAreNeverRefused(solveTimeoutMilliseconds: Int) {
        let harness = ServiceHarness {
            $0.workers = 2
            $0.queueDepth = 64
            $0.solveTimeoutMilliseconds = solveTimeoutMilliseconds
        }
        let statuses = Locked<[Int]>([])
        let answered = DispatchSemaphore(value: 0)
        let body = Array(#"{"root":{"id":"root","subviews":[{"id":"a"}]},"constraints":["H:|[a]|","V:|[a]|"]}"#.utf8)
        @Sendable func send(_ client: Int, round: Int) {
            let request = ServiceRequest(method: "POST", target: "/v1/layout?device=iphone-6", body: body)
            harness.service.handle(request, remoteAddress: "127.0.0.1:\(10_000 + client)") { response in
                statuses.withLock { $0.append(response.status) }
                answered.signal()
                if round < 3 { send(client, round: round + 1) }
            }
        }
        for client in 0..<64 { send(client, round: 1) }
        for _ in 0..<(64 * 3) { _ = answered.wait(timeout: .now() + .seconds(10)) }
        let all = statuses.withLock { $0 }
        #expect(all.count == 64 * 3)
        #expect(!all.contains(503))
        #expect(Set(all).isSubset(of: solveTimeoutMilliseconds == 1 ? [200, 504] : [200]), "\(Set(all))")
    }

    /// Queued requests answered 504 at their deadline leave the queue and give their slots back
    /// at once, although the worker is still held: new requests take them.
    @Test func aQueuedRequestAnsweredAtItsDeadlineGivesItsSlotBackAtOnce() throws {
        let pool = WorkerPool(workers: 1, queueDepth: 2)
        defer { pool.shutdown() }
        let gate = Gate()
        let held = Outcomes<Int>()
        try pool.submit(
            timeoutMilliseconds: nil,
            work: { _ in
                gate.pass()
                return 0
            }, completion: held.record)
        gate.awaitEntry()
        let expired = Outcomes<Int>()
        for value in 1...2 {
            try pool.submit(peer: "late", timeoutMilliseconds: 10, work: { _ in value }, completion: expired.record)
        }
        #expect(pool.isSaturated)
        let outcomes = expired.wait(for: 2)
        #expect(outcomes.count == 2 && finishedValues(outcomes).isEmpty, "both answered 504")
        #expect(pool.queuedCount == 0)
        #expect(!pool.isSaturated)
        let next = Outcomes<Int>()
        for value in 3...4 {
            try pool.submit(timeoutMilliseconds: nil, work: { _ in value }, completion: next.record)
        }
        gate.open(1)
        #expect(finishedValues(next.wait(for: 2)) == [3, 4])
    }
}
