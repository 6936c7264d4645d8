/// One HTTP/1.1 connection as a pure state machine: bytes, completions and the clock go in;
/// requests to dispatch, responses to frame and bytes to write come out. It never sees a socket,
/// so every rule below is unit-tested without one.
///
/// Invariants:
/// - `slots` holds one entry per request whose head has been parsed and whose response has not yet
///   been moved to `outbound`, in request order; output is only ever appended from `slots[0]`, so
///   responses leave strictly in request order however the handler completes them.
/// - The handler has at most one request of the connection at a time, and gets the next only
///   while the unsent output is at most `writeBufferHighWatermark`; so a client that pipelines
///   and never reads makes the connection hold at most the watermark plus one response — and a
///   response's body is held as the handler's own buffer, never copied (a body many responses
///   share, such as a static document, costs each connection nothing).
/// - At most `maxPipelinedRequests` complete requests wait in `slots`; input past the last of
///   them is held unparsed in `heldInput` (at most one read's worth, since reading stops) until
///   a slot frees.
/// - Once `stopParsing` is set (a `Connection: close` request, a parse error, end of input, a
///   drain) no further bytes are parsed; the connection finishes when its slots and output drain.
public struct ConnectionStateMachine {
    /// The knobs the state machine needs, in nanoseconds, taken from `HTTPServerConfiguration`.
    public struct Settings: Sendable {
        public var limits: HTTPLimits
        public var headerTimeout: UInt64
        public var requestTimeout: UInt64
        public var minBodyBytesPerSecond: Int
        public var bodyRateGrace: UInt64
        public var keepAliveIdleTimeout: UInt64
        public var writeTimeout: UInt64
        public var maxRequestsPerConnection: Int
        public var maxPipelinedRequests: Int
        public var writeBufferHighWatermark: Int
        public var gzip: Bool

        public init(_ configuration: HTTPServerConfiguration) {
            limits = configuration.limits
            headerTimeout = configuration.headerTimeout.nanoseconds
            requestTimeout = configuration.requestTimeout.nanoseconds
            minBodyBytesPerSecond = max(1, configuration.minBodyBytesPerSecond)
            bodyRateGrace = configuration.bodyRateGrace.nanoseconds
            keepAliveIdleTimeout = configuration.keepAliveIdleTimeout.nanoseconds
            writeTimeout = configuration.writeTimeout.nanoseconds
            maxRequestsPerConnection = max(1, configuration.maxRequestsPerConnection)
            maxPipelinedRequests = max(1, configuration.maxPipelinedRequests)
            writeBufferHighWatermark = configuration.writeBufferHighWatermark
            gzip = configuration.gzip
        }
    }

    /// Work for the transport. Both kinds must eventually come back through `responseReady`.
    public enum Action {
        /// Hand this request to the handler.
        case dispatch(HTTPRequestHead, body: [UInt8], context: ResponseContext)
        /// The server itself refuses the request (a parse error, 415, 408): have its answer made
        /// (`HTTPHandler.reject`) and framed. `requestLine` and `headers`: what was read of the
        /// request, its path as `HTTPRequestHead.path` gives it, the header fields parsed before
        /// the refusal (empty when none was).
        case reject(
            HTTPParseError, requestLine: (method: String, path: String)?, headers: HTTPHeaders, context: ResponseContext
        )
    }

    /// What the connection is waiting for, which decides its deadline.
    enum Phase: Equatable {
        /// Nothing of a next request yet; `since` is when the previous one ended.
        case idle(since: UInt64)
        /// Head incomplete; `since` is its first byte (or the accept). `sawBytes` decides
        /// between a silent close and a 408 when the deadline passes.
        case head(since: UInt64, sawBytes: Bool)
        /// Head parsed, body arriving since `since`; the request started at `started`.
        case body(since: UInt64, received: Int, started: UInt64)
    }

    enum SlotState {
        case receiving
        case waitingForDispatch(HTTPRequestHead, [UInt8])
        case inFlight
        case ready(FramedResponse)
    }

    struct Slot {
        var context: ResponseContext
        var state: SlotState
        /// `Expect: 100-continue` not yet answered.
        var needsContinue: Bool
    }

    // Stored state is internal (not private) only so the `+Requests` and `+Deadlines` files can
    // reach it; nothing outside this type touches it.
    let settings: Settings
    var parser: HTTPRequestParser
    var phase: Phase
    var slots: [Slot] = []
    var currentHead: HTTPRequestHead?
    var currentBody: [UInt8] = []
    var nextSequence: UInt64 = 0
    var stopParsing = false
    var draining = false
    var closeNow = false
    /// Buffers to write, in order; the first is written from `outboundStart`.
    var outbound: [[UInt8]] = []
    var outboundStart = 0
    /// Bytes of `outbound`, whole buffers.
    var outboundBytes = 0
    /// Bytes read but not parsed because `maxPipelinedRequests` requests were waiting; they
    /// start at a request boundary.
    var heldInput: [UInt8] = []
    /// The peer closed its side while `heldInput` waited: `peerClosed` takes effect after it.
    var inputEnded = false
    var lastWriteProgress: UInt64

    public init(settings: Settings, now: UInt64) {
        self.settings = settings
        parser = HTTPRequestParser(limits: settings.limits)
        phase = .head(since: now, sawBytes: false)
        lastWriteProgress = now
    }

    // MARK: - Queries for the transport

    /// Bytes waiting to be written.
    public var pendingOutputCount: Int { outboundBytes - outboundStart }

    /// Complete requests in `slots` (all but one still being received).
    var completeRequests: Int { slots.count - (currentHead == nil ? 0 : 1) }

    /// The transport should call `resumeHeldInput` (if `hasHeldInput`), else watch for
    /// readability and call `receive`.
    public var wantsRead: Bool {
        !stopParsing && !closeNow && pendingOutputCount <= settings.writeBufferHighWatermark
            && completeRequests < settings.maxPipelinedRequests
    }

    /// Input is waiting in the machine itself, which epoll cannot report.
    public var hasHeldInput: Bool { !heldInput.isEmpty }

    /// Nothing more will happen on this connection: close it (after a half-close).
    public var isFinished: Bool {
        closeNow || (stopParsing && slots.isEmpty && pendingOutputCount == 0)
    }

    /// The connection is being closed for misbehaviour or a dead peer: unwritten output is dropped.
    public var isAborted: Bool { closeNow }

    /// Calls `body` with the bytes to write next (the rest of one buffer: call again while
    /// `pendingOutputCount` > 0); report how many went out with `didWrite`.
    public func withPendingOutput<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        guard let first = outbound.first else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try first.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[outboundStart...])) }
    }

    /// Whether a response for `context` may still keep the connection open.
    public func keepsAlive(_ context: ResponseContext) -> Bool { context.keepAlive && !draining }

    // MARK: - Inputs

    /// New bytes from the peer. Returns requests to dispatch and responses to frame.
    /// Bytes beyond what `maxPipelinedRequests` leaves room for are held, not parsed.
    public mutating func receive(_ bytes: UnsafeRawBufferPointer, now: UInt64) -> [Action] {
        guard !stopParsing, !closeNow, bytes.count > 0 else { return [] }
        if !heldInput.isEmpty {
            heldInput.append(contentsOf: bytes)
            return resumeHeldInput(now: now)
        }
        var actions: [Action] = []
        parse(bytes, now: now, into: &actions)
        advance(into: &actions)
        return actions
    }

    /// Parses held input as far as the free slots allow; call while `wantsRead && hasHeldInput`.
    public mutating func resumeHeldInput(now: UInt64) -> [Action] {
        guard !stopParsing, !closeNow, !heldInput.isEmpty else { return [] }
        let input = heldInput
        heldInput = []
        var actions: [Action] = []
        input.withUnsafeBytes { parse($0, now: now, into: &actions) }
        if heldInput.isEmpty && inputEnded {
            inputEnded = false
            peerClosed()
        }
        advance(into: &actions)
        return actions
    }

    private mutating func parse(_ bytes: UnsafeRawBufferPointer, now: UInt64, into actions: inout [Action]) {
        let room = settings.maxPipelinedRequests - completeRequests
        guard room > 0 else {
            heldInput.append(contentsOf: bytes)
            return
        }
        switch phase {
        case .idle: phase = .head(since: now, sawBytes: true)
        case .head(let since, false): phase = .head(since: since, sawBytes: true)
        case .head, .body: break
        }
        let (events, consumed) = parser.feed(bytes, stoppingAfter: room)
        for event in events {
            handle(event, now: now, into: &actions)
            if stopParsing { return }
        }
        if consumed < bytes.count { heldInput.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[consumed...])) }
    }

    /// The handler (or the server, for a `.reject` action) produced the framed response for the
    /// request with this sequence number. Unknown or already-answered sequences are ignored.
    public mutating func responseReady(sequence: UInt64, response: FramedResponse) -> [Action] {
        guard let index = slots.firstIndex(where: { $0.context.sequence == sequence }),
            case .inFlight = slots[index].state
        else { return [] }
        slots[index].state = .ready(response)
        var actions: [Action] = []
        advance(into: &actions)
        return actions
    }

    /// `count` bytes of `withPendingOutput` were written. Returns requests that were held back
    /// while the output was over the watermark.
    public mutating func didWrite(_ count: Int, now: UInt64) -> [Action] {
        guard count > 0 else { return [] }
        let wasOver = pendingOutputCount > settings.writeBufferHighWatermark
        outboundStart += count
        lastWriteProgress = now
        // Written buffers go at once: a big body is released as soon as it is out.
        while let first = outbound.first, outboundStart >= first.count {
            outboundStart -= first.count
            outboundBytes -= first.count
            outbound.removeFirst()
        }
        guard wasOver && pendingOutputCount <= settings.writeBufferHighWatermark else { return [] }
        var actions: [Action] = []
        advance(into: &actions)
        return actions
    }

    /// The peer closed its sending side. Complete requests are still answered (held input is
    /// parsed first); a half-received one cannot be, so the connection ends at once.
    public mutating func peerClosed() {
        if !heldInput.isEmpty && !stopParsing && !closeNow {
            inputEnded = true
            return
        }
        switch phase {
        case .head(_, true), .body: closeNow = true
        case .idle, .head(_, false): break
        }
        stopParsing = true
    }

    /// A read or write failed: drop everything.
    public mutating func abort() { closeNow = true }

    /// Graceful shutdown: answer what has been received, say `Connection: close`, take nothing new.
    public mutating func beginDrain() {
        draining = true
        switch phase {
        case .idle, .head(_, false):
            stopParsing = true
        case .head(_, true), .body:
            break  // let the request in progress finish; drainTimeout bounds it
        }
    }
}
