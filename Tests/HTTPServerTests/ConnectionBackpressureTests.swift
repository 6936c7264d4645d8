import Testing

@testable import HTTPServer

/// How a connection's state machine holds input back when its pipeline is full, and what that
/// must not break: the end of input, bodies, and the order of answers.
@Suite struct ConnectionBackpressureTests {
    typealias Harness = ConnectionStateMachineTests.Harness

    static func gets(_ count: Int) -> String {
        (0..<count).map { "GET /\($0) HTTP/1.1\r\nHost: x\r\n\r\n" }.joined()
    }

    @Test func feedStoppingAfterOneRequestLeavesTheNextRequestUnread() {
        var parser = HTTPRequestParser()
        let bytes = Array(Self.gets(2).utf8)
        let (events, consumed) = bytes.withUnsafeBytes { parser.feed($0, stoppingAfter: 1) }
        #expect(events.count == 2)  // .head, .end
        #expect(events.last == .end)
        #expect(consumed == bytes.count / 2)
    }

    @Test func heldRequestsAreAllAnsweredInOrderAfterThePeerCloses() {
        var harness = Harness { $0.maxPipelinedRequests = 2 }
        harness.receive(Self.gets(5))
        harness.machine.peerClosed()
        #expect(!harness.machine.isFinished)
        for sequence in UInt64(0)..<5 {
            #expect(harness.dispatched.last?.2.sequence == sequence)
            harness.answer(sequence, "\(sequence)")
            if harness.machine.wantsRead && harness.machine.hasHeldInput {
                harness.perform(harness.machine.resumeHeldInput(now: 0))
            }
        }
        harness.drain()
        #expect(harness.output == "<200:0><200:1><200:2><200:3><200:4>")
        #expect(harness.machine.isFinished && !harness.machine.isAborted)
    }

    @Test func bytesArrivingWhileInputIsHeldQueueBehindIt() {
        var harness = Harness { $0.maxPipelinedRequests = 1 }
        harness.receive(Self.gets(2))
        harness.receive("GET /late HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.machine.slots.count == 1)
        harness.answer(0, "a")
        harness.perform(harness.machine.resumeHeldInput(now: 0))
        harness.answer(1, "b")
        harness.perform(harness.machine.resumeHeldInput(now: 0))
        #expect(harness.dispatched.map(\.0.target) == ["/0", "/1", "/late"])
    }

    @Test func withAPipelineOfOneTheBodyOfTheOnlyRequestIsStillRead() {
        var harness = Harness { $0.maxPipelinedRequests = 1 }
        harness.receive("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\n")
        #expect(harness.machine.wantsRead)
        harness.receive("abc")
        #expect(harness.dispatched.first?.1 == Array("abc".utf8))
    }

    @Test func aSlowReaderThatNeverLetsTheOutputRunDryDoesNotKeepWhatWasSent() {
        var harness = Harness {
            $0.writeBufferHighWatermark = 64
            $0.maxPipelinedRequests = 4
        }
        let body = String(repeating: "x", count: 40)
        var sent = 0
        for round in 0..<200 {
            harness.receive("GET /\(round) HTTP/1.1\r\nHost: x\r\n\r\n")
            harness.answer(UInt64(round), body)
            // The client takes half of what waits, so the output never empties.
            let take = max(1, harness.machine.pendingOutputCount / 2)
            harness.perform(harness.machine.didWrite(take, now: 0))
            sent += take
            #expect(harness.machine.outboundBytes <= 4 * (64 + body.count + 3))
        }
        #expect(sent > 4_000)
        #expect(harness.machine.pendingOutputCount > 0)
    }

    @Test func noNewRequestGoesToTheHandlerWhileOutputIsOverTheWatermark() {
        var harness = Harness { $0.writeBufferHighWatermark = 8 }
        harness.receive(Self.gets(3))
        harness.answer(0, "a response over eight bytes")
        #expect(harness.dispatched.count == 1)
        harness.drain()
        #expect(harness.dispatched.count == 2)
    }
}
