import Testing

@testable import HTTPServer

/// The connection state machine without sockets: bytes, completions and a fake clock in,
/// actions and output bytes out.
@Suite struct ConnectionStateMachineTests {
    static let second: UInt64 = 1_000_000_000

    static func settings(_ configure: (inout HTTPServerConfiguration) -> Void = { _ in })
        -> ConnectionStateMachine.Settings
    {
        var configuration = HTTPServerConfiguration()
        configure(&configuration)
        return ConnectionStateMachine.Settings(configuration)
    }

    /// A machine plus the test's side of the transport.
    struct Harness {
        var machine: ConnectionStateMachine
        var dispatched: [(HTTPRequestHead, [UInt8], ResponseContext)] = []
        /// The server's own refusals: the error, and the method and path read before it.
        var rejected: [(HTTPParseError, String?, String?)] = []
        /// The header fields read before each refusal.
        var rejectedHeaders: [HTTPHeaders] = []
        var written: [UInt8] = []

        init(_ configure: (inout HTTPServerConfiguration) -> Void = { _ in }) {
            machine = ConnectionStateMachine(settings: ConnectionStateMachineTests.settings(configure), now: 0)
        }

        mutating func receive(_ text: String, at now: UInt64 = 0) {
            let actions = Array(text.utf8).withUnsafeBytes { machine.receive($0, now: now) }
            perform(actions)
        }

        mutating func perform(_ actions: [ConnectionStateMachine.Action]) {
            for action in actions {
                switch action {
                case .dispatch(let head, let body, let context):
                    dispatched.append((head, body, context))
                case .reject(let error, let requestLine, let headers, let context):
                    rejected.append((error, requestLine?.method, requestLine?.path))
                    rejectedHeaders.append(headers)
                    let response = HTTPRejection(
                        error: error, method: requestLine?.method, path: requestLine?.path, headers: headers,
                        remoteAddress: "-"
                    ).defaultResponse
                    perform(
                        machine.responseReady(
                            sequence: context.sequence, response: FramedResponse(head: Self.frame(response))))
                }
            }
        }

        /// Answers request `sequence` with a body naming it.
        mutating func answer(_ sequence: UInt64, _ text: String) {
            perform(
                machine.responseReady(
                    sequence: sequence,
                    response: FramedResponse(head: Self.frame(HTTPResponse(status: 200, body: Array(text.utf8))))))
        }

        /// Writes everything pending, as a socket that takes it all would.
        mutating func drain(at now: UInt64 = 0) {
            while machine.pendingOutputCount > 0 {
                let pending = machine.withPendingOutput { Array($0) }
                written += pending
                perform(machine.didWrite(pending.count, now: now))
            }
        }

        var output: String { String(decoding: written, as: UTF8.self) }

        static func frame(_ response: HTTPResponse) -> [UInt8] {
            Array("<\(response.status):".utf8) + response.body + Array(">".utf8)
        }
    }

    @Test func aCompleteRequestIsDispatchedOnceWithItsBody() {
        var harness = Harness()
        harness.receive("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc")
        #expect(harness.dispatched.count == 1)
        #expect(harness.dispatched.first?.0.target == "/a")
        #expect(harness.dispatched.first?.1 == Array("abc".utf8))
        #expect(harness.dispatched.first?.2.keepAlive == true)
    }

    @Test func requestFedByteByByteIsDispatchedOnlyAtItsEnd() {
        var harness = Harness()
        let text = "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
        for (index, character) in text.enumerated() {
            harness.receive(String(character))
            #expect(harness.dispatched.count == (index == text.count - 1 ? 1 : 0))
        }
        #expect(harness.dispatched.first?.1 == Array("abc".utf8))
    }

    @Test func pipelinedRequestsGoToTheHandlerOneAtATimeAndAnswersLeaveInRequestOrder() {
        var harness = Harness()
        harness.receive(
            "GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\nGET /3 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.dispatched.map(\.2.sequence) == [0])
        harness.answer(2, "early")  // not dispatched yet: ignored
        harness.answer(0, "one")
        #expect(harness.dispatched.map(\.2.sequence) == [0, 1])
        harness.answer(1, "two")
        harness.answer(2, "three")
        harness.drain()
        #expect(harness.output == "<200:one><200:two><200:three>")
    }

    @Test func aSecondAnswerForTheSameRequestIsIgnored() {
        var harness = Harness()
        harness.receive("GET /1 HTTP/1.1\r\nHost: x\r\n\r\n")
        harness.answer(0, "first")
        harness.answer(0, "second")
        harness.drain()
        #expect(harness.output == "<200:first>")
    }

    @Test func pipelineCapHoldsTheRestOfTheInputUnparsedUntilASlotFrees() {
        var harness = Harness { $0.maxPipelinedRequests = 2 }
        harness.receive(String(repeating: "GET / HTTP/1.1\r\nHost: x\r\n\r\n", count: 3))
        #expect(harness.dispatched.count == 1)
        #expect(harness.machine.slots.count == 2)
        #expect(harness.machine.hasHeldInput)
        #expect(!harness.machine.wantsRead)
        harness.answer(0, "a")
        #expect(harness.machine.wantsRead)
        harness.perform(harness.machine.resumeHeldInput(now: 0))
        #expect(!harness.machine.hasHeldInput)
        #expect(harness.machine.slots.count == 2)
        harness.answer(1, "b")
        #expect(harness.dispatched.map(\.2.sequence) == [0, 1, 2])
    }

    @Test func expectContinueQueues100BeforeTheBodyArrives() {
        var harness = Harness()
        harness.receive("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n")
        harness.drain()
        #expect(harness.output == "HTTP/1.1 100 Continue\r\n\r\n")
        harness.receive("ok")
        #expect(harness.dispatched.count == 1)
    }

    @Test func expectContinueWaitsForEarlierResponses() {
        var harness = Harness()
        harness.receive(
            "GET /1 HTTP/1.1\r\nHost: x\r\n\r\nPOST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n"
        )
        harness.drain()
        #expect(harness.output == "")
        harness.answer(0, "one")
        harness.drain()
        #expect(harness.output == "<200:one>HTTP/1.1 100 Continue\r\n\r\n")
    }

    @Test func expectContinueWithARejectedBodyGetsOnlyTheError() {
        var harness = Harness { $0.limits.maxBodyBytes = 1 }
        harness.receive("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n")
        harness.drain()
        #expect(harness.output.hasPrefix("<413:"))
        #expect(harness.machine.isFinished)
    }

    @Test func parseErrorIsAnsweredAfterEarlierResponsesThenTheConnectionFinishes() {
        var harness = Harness()
        harness.receive(
            "GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost : x\r\n\r\nGET /3 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.dispatched.count == 1)
        harness.drain()
        #expect(harness.output == "")
        harness.answer(0, "one")
        harness.drain()
        #expect(harness.output.hasPrefix("<200:one><400:"))
        #expect(harness.machine.isFinished)
    }

    @Test func connectionCloseRequestEndsParsingAfterIt() {
        var harness = Harness()
        harness.receive("GET /1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.dispatched.count == 1)
        #expect(harness.dispatched[0].2.keepAlive == false)
        #expect(!harness.machine.isFinished)
        harness.answer(0, "one")
        harness.drain()
        #expect(harness.machine.isFinished)
    }

    @Test func lastRequestAllowedOnAConnectionIsNotKeptAlive() {
        var harness = Harness { $0.maxRequestsPerConnection = 2 }
        harness.receive(
            "GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\nGET /3 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.dispatched.map(\.2.keepAlive) == [true])
        harness.answer(0, "one")
        #expect(harness.dispatched.map(\.2.keepAlive) == [true, false])
    }

    @Test func unsupportedContentEncodingIs415() {
        var harness = Harness()
        harness.receive("POST / HTTP/1.1\r\nHost: x\r\nContent-Encoding: zstd\r\nContent-Length: 1\r\n\r\na")
        harness.drain()
        #expect(harness.output.hasPrefix("<415:"))
        #expect(harness.dispatched.isEmpty)
    }

    @Test func deadlinesFollowThePhase() {
        var harness = Harness {
            $0.headerTimeout = .seconds(10)
            $0.keepAliveIdleTimeout = .seconds(15)
            $0.bodyRateGrace = .seconds(5)
            $0.minBodyBytesPerSecond = 100
        }
        #expect(harness.machine.deadline == 10 * Self.second)  // header deadline counts from accept
        harness.receive("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n", at: 1 * Self.second)
        #expect(harness.machine.deadline == 6 * Self.second)
        harness.receive(String(repeating: "a", count: 200), at: 2 * Self.second)
        #expect(harness.machine.deadline == 8 * Self.second)  // 200 bytes buy 2 s at 100 B/s
        harness.receive(String(repeating: "a", count: 800), at: 3 * Self.second)
        #expect(harness.machine.deadline == nil)  // with the handler: no deadline of ours
        harness.answer(0, "ok")
        harness.drain(at: 4 * Self.second)
        #expect(harness.machine.deadline == 18 * Self.second)  // idle since the body ended
    }

    @Test func slowHeadGets408AtTheDeadlineNotLater() {
        var harness = Harness { $0.headerTimeout = .seconds(10) }
        harness.receive("GET / HTTP/1.1\r\n", at: 1 * Self.second)
        harness.receive("X: y\r\n", at: 9 * Self.second)
        harness.perform(harness.machine.timeout(now: 9 * Self.second))
        #expect(!harness.machine.isFinished)
        harness.perform(harness.machine.timeout(now: 10 * Self.second))
        harness.drain()
        #expect(harness.output.hasPrefix("<408:"))
        #expect(harness.machine.isFinished)
    }

    @Test func silentConnectionClosesWithoutOutputAtTheDeadline() {
        var harness = Harness { $0.headerTimeout = .seconds(10) }
        harness.perform(harness.machine.timeout(now: 10 * Self.second))
        #expect(harness.machine.isAborted)
        #expect(harness.output.isEmpty)
    }

    @Test func stalledWriteAbortsAfterTheWriteTimeout() {
        var harness = Harness { $0.writeTimeout = .seconds(30) }
        harness.receive("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        harness.answer(0, "x")
        #expect(harness.machine.deadline == 30 * Self.second)
        harness.perform(harness.machine.timeout(now: 30 * Self.second))
        #expect(harness.machine.isAborted)
    }

    @Test func outputOverTheWatermarkStopsReadingAndDispatching() {
        var harness = Harness { $0.writeBufferHighWatermark = 4 }
        harness.receive("GET /1 HTTP/1.1\r\nHost: x\r\n\r\n")
        harness.answer(0, "a long response")
        #expect(!harness.machine.wantsRead)
        harness.receive("GET /2 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.dispatched.count == 1)
        harness.drain()
        #expect(harness.machine.wantsRead)
        #expect(harness.dispatched.count == 2)
    }

    @Test func peerCloseMidRequestAbortsButAfterCompleteRequestsAnswers() {
        var partial = Harness()
        partial.receive("GET / HTTP/1.1\r\nHo")
        partial.machine.peerClosed()
        #expect(partial.machine.isAborted)

        var complete = Harness()
        complete.receive("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        complete.machine.peerClosed()
        #expect(!complete.machine.isFinished)
        complete.answer(0, "ok")
        complete.drain()
        #expect(complete.output == "<200:ok>")
        #expect(complete.machine.isFinished && !complete.machine.isAborted)
    }

    @Test func drainClosesAnIdleConnectionAndLetsABusyOneFinish() {
        var idle = Harness()
        idle.machine.beginDrain()
        #expect(idle.machine.isFinished)

        var busy = Harness()
        busy.receive("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        busy.machine.beginDrain()
        #expect(!busy.machine.isFinished)
        #expect(!busy.machine.keepsAlive(busy.dispatched[0].2))
        busy.answer(0, "ok")
        busy.drain()
        #expect(busy.machine.isFinished)
    }
}
