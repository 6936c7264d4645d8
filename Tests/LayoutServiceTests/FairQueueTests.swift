import Testing

@testable import LayoutService

/// The pool's queue: peers served in turn, each peer's jobs in arrival order.
@Suite struct FairQueueTests {
    /// `(peer, name)` pairs in arrival order.
    static func queue(_ jobs: [(String, String)]) -> FairQueue<String> {
        var queue = FairQueue<String>()
        for (peer, name) in jobs { queue.append(name, peer: peer) }
        return queue
    }

    static func drained(_ queue: inout FairQueue<String>) -> [String] {
        var order: [String] = []
        while let next = queue.popFirst() { order.append(next) }
        return order
    }

    @Test func peersAreServedInTurnAndEachPeersJobsInArrivalOrder() {
        var queue = Self.queue([("a", "a1"), ("a", "a2"), ("a", "a3"), ("b", "b1"), ("c", "c1"), ("c", "c2")])
        #expect(queue.count == 6)
        #expect(Self.drained(&queue) == ["a1", "b1", "c1", "a2", "c2", "a3"])
        #expect(queue.isEmpty)
    }

    @Test func aPeerThatArrivesLateWaitsForTheTurnsAlreadyGivenOnly() {
        var queue = Self.queue([("a", "a1"), ("a", "a2"), ("a", "a3")])
        #expect(queue.popFirst() == "a1")
        queue.append("b1", peer: "b")
        #expect(Self.drained(&queue) == ["a2", "b1", "a3"])
    }

    /// A worker kept for small jobs takes the first it may run; the peer it skipped keeps its place.
    @Test func aTakerThatCannotRunAJobTakesTheNextItCanAndThePeersPassedOverKeepTheirTurn() {
        var queue = Self.queue([("a", "A-large"), ("b", "B-large"), ("b", "b-small"), ("c", "c-small")])
        #expect(queue.popFirst { !$0.hasSuffix("large") } == "b-small")
        #expect(queue.popFirst { !$0.hasSuffix("large") } == "c-small")
        #expect(queue.popFirst { !$0.hasSuffix("large") } == nil)
        #expect(Self.drained(&queue) == ["A-large", "B-large"])
    }

    @Test func removingAJobKeepsEveryoneElsesTurn() {
        var queue = Self.queue([("a", "a1"), ("b", "b1"), ("b", "b2"), ("c", "c1")])
        #expect(queue.remove(peer: "b") { $0 == "b1" } == "b1")
        #expect(queue.remove(peer: "c") { $0 == "c1" } == "c1")
        #expect(queue.remove(peer: "c") { $0 == "c1" } == nil)
        #expect(queue.count == 2)
        #expect(Self.drained(&queue) == ["a1", "b2"])
    }
}
