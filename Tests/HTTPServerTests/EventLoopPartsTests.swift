import Testing

@testable import HTTPServer

/// The event loop's small pure parts: the deadline heap and the packed registration token.
@Suite struct EventLoopPartsTests {
    @Test func deadlineHeapPopsOnlyDueEntriesInDeadlineOrder() {
        var heap = DeadlineHeap()
        for (index, deadline) in [50, 10, 40, 30, 20, 10].enumerated() {
            heap.push(.init(deadline: UInt64(deadline), connection: ConnectionID(fd: Int32(index), generation: 1)))
        }
        #expect(heap.earliest == 10)
        var popped: [UInt64] = []
        while let entry = heap.popDue(now: 35) { popped.append(entry.deadline) }
        #expect(popped == [10, 10, 20, 30])
        #expect(heap.earliest == 40)
    }

    @Test(arguments: [(0, 1), (7, 1), (Int32.max, UInt32.max), (1023, 123_456)])
    func registrationTokenRoundTripsAndNeverCollidesWithTheLoopsOwnTokens(fd: Int32, generation: UInt32) {
        let id = ConnectionID(fd: fd, generation: generation)
        #expect(ConnectionID(packed: id.packed) == id)
        #expect(id.packed != Selector.wakeToken && id.packed != EventLoop.listenerToken)
    }

    @Test func sameFdWithANewGenerationIsADifferentConnection() {
        #expect(ConnectionID(fd: 9, generation: 1) != ConnectionID(fd: 9, generation: 2))
        #expect(ConnectionID(fd: 9, generation: 1).packed != ConnectionID(fd: 9, generation: 2).packed)
    }
}
