/// An incremental HTTP/1.1 request parser: bytes in, events out. It never touches a socket.
///
/// Any split of the input gives the same events (byte by byte, whole, or several pipelined
/// requests in one `feed`), in input order. It implements every MUST of RFC 9112 (and RFC 9110's
/// field rules) that a server has to check, one bad request per rule in
/// HTTPRequestParserRuleTests; the head's checks live in `HTTPRequestHead+Validation.swift`, the field-line grammar in
/// `HTTPRequestParser+Lines.swift`, chunked framing in `HTTPRequestParser+Chunked.swift`.
///
/// Keeps true:
/// - After `.error` the parser is failed for good and reports nothing more: respond, then close.
/// - After the `.end` of a request that is not `keepAlive`, further bytes are ignored: the
///   connection is closing, and nothing after that request may be answered (RFC 9112 §9.6).
/// - Memory is bounded for any input: the only buffer is the current line, capped by the limit of
///   the section it is in; body bytes pass straight through to `.body` events.
/// - Line ends are CRLF everywhere; a bare LF or bare CR is a 400 (one rule, applied everywhere).
///
/// Complexity: O(n) in the bytes fed, plus O(fields) to validate each head.
public struct HTTPRequestParser: Sendable {
    enum State: Sendable, Equatable {
        case requestLine
        case headerLines
        case fixedBody(remaining: Int)
        case chunkSize
        case chunkSizeWhitespace
        case chunkExtension
        case chunkSizeLF
        case chunkData(remaining: Int)
        case chunkDataCR
        case chunkDataLF
        case trailerLines
        case closed
        case failed
    }

    let limits: HTTPLimits
    var state = State.requestLine
    /// The line being read, CR included, LF not.
    var line: [UInt8] = []
    var leadingEmptyBytes = 0
    var requestLine: HTTPRequestLine?
    var headers = HTTPHeaders()
    var headerBytes = 0
    var keepAlive = true
    var bodyBytes = 0
    var chunkSize = 0
    var chunkDigits = 0
    var extensionBytes = 0
    var trailerBytes = 0
    var trailerCount = 0

    public init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    /// True once the parser has reported `.error`.
    public var hasFailed: Bool { state == .failed }

    /// True between requests: no byte of the next request has been read. A transport can close an
    /// idle keep-alive connection here without cutting a request in half.
    public var isIdle: Bool { state == .requestLine && line.isEmpty && leadingEmptyBytes == 0 }

    public mutating func feed(_ bytes: [UInt8]) -> [HTTPParserEvent] {
        bytes.withUnsafeBytes { feed($0) }
    }

    public mutating func feed(_ bytes: UnsafeRawBufferPointer) -> [HTTPParserEvent] {
        feed(bytes, stoppingAfter: Int.max).events
    }

    /// Like `feed`, but stops right after the `.end` of the `requests`-th request it completes,
    /// so that a caller with no room for more requests can hold the rest back. Returns the events
    /// and how many bytes were used; feeding the rest later gives the events that feeding
    /// everything at once would have (bytes after a failure or a closing request count as used).
    public mutating func feed(
        _ bytes: UnsafeRawBufferPointer,
        stoppingAfter requests: Int
    ) -> (events: [HTTPParserEvent], consumed: Int) {
        var sink = EventSink()
        var index = 0
        while index < bytes.count && sink.ends < requests {
            switch state {
            case .failed, .closed:
                return (sink.finish(), bytes.count)
            case .requestLine, .headerLines, .trailerLines:
                index = readLine(bytes, from: index, into: &sink)
            case .fixedBody(let remaining):
                let take = min(remaining, bytes.count - index)
                sink.appendBody(UnsafeRawBufferPointer(rebasing: bytes[index..<(index + take)]))
                index += take
                if take == remaining {
                    endRequest(&sink)
                } else {
                    state = .fixedBody(remaining: remaining - take)
                }
            case .chunkData(let remaining):
                let take = min(remaining, bytes.count - index)
                sink.appendBody(UnsafeRawBufferPointer(rebasing: bytes[index..<(index + take)]))
                index += take
                state = take == remaining ? .chunkDataCR : .chunkData(remaining: remaining - take)
            case .chunkSize, .chunkSizeWhitespace, .chunkExtension, .chunkSizeLF, .chunkDataCR, .chunkDataLF:
                readChunkFramingByte(bytes[index], into: &sink)
                index += 1
            }
        }
        return (sink.finish(), index)
    }

    mutating func fail(_ error: HTTPParseError, _ sink: inout EventSink) {
        state = .failed
        line = []
        sink.emit(.error(error))
    }

    /// Emits the head and moves to the body named by its framing.
    mutating func startBody(_ head: HTTPRequestHead, _ sink: inout EventSink) {
        keepAlive = head.keepAlive
        sink.emit(.head(head))
        switch head.framing {
        case .none, .contentLength(0):
            endRequest(&sink)
        case .contentLength(let length):
            state = .fixedBody(remaining: length)
        case .chunked:
            chunkSize = 0
            chunkDigits = 0
            state = .chunkSize
        }
    }

    mutating func endRequest(_ sink: inout EventSink) {
        sink.emit(.end)
        state = keepAlive ? .requestLine : .closed
        leadingEmptyBytes = 0
        requestLine = nil
        headers = HTTPHeaders()
        headerBytes = 0
        keepAlive = true
        bodyBytes = 0
        chunkSize = 0
        chunkDigits = 0
        extensionBytes = 0
        trailerBytes = 0
        trailerCount = 0
    }
}

/// Collects one `feed`'s events, merging adjacent body bytes into a single `.body`.
struct EventSink {
    private var events: [HTTPParserEvent] = []
    private var body: [UInt8] = []
    /// `.end` events emitted so far.
    private(set) var ends = 0

    mutating func appendBody(_ bytes: UnsafeRawBufferPointer) {
        body.append(contentsOf: bytes)
    }

    mutating func emit(_ event: HTTPParserEvent) {
        flushBody()
        if case .end = event { ends += 1 }
        events.append(event)
    }

    mutating func finish() -> [HTTPParserEvent] {
        flushBody()
        return events
    }

    private mutating func flushBody() {
        if !body.isEmpty {
            events.append(.body(body))
            body = []
        }
    }
}
