import FuzzSupport
import HTTPServer

/// Fuzzes `HTTPRequestParser.feed`: any byte stream, cut anywhere into reads, gives the events it
/// gives fed whole (body events may be cut differently, so adjacent ones are joined before
/// comparing), and those events always form requests: `head`, `body`*, `end`, with nothing after an
/// `error` or after the `end` of a request that closes the connection, and exactly the
/// Content-Length's bytes of body. Pipelined requests are simply more requests in one input.
///
/// Input: byte 0 chooses the cut (see `FuzzSplit`); the rest is the stream. Limits are small so
/// that every limit is reached often.
enum HTTPRequestFuzzTarget: FuzzTarget {
    static let limits: HTTPLimits = {
        var limits = HTTPLimits()
        limits.maxRequestLineBytes = 256
        limits.maxHeaderBytes = 512
        limits.maxHeaderCount = 8
        limits.maxBodyBytes = 1024
        limits.maxChunkExtensionBytes = 32
        limits.maxTrailerBytes = 64
        limits.maxLeadingEmptyLineBytes = 8
        return limits
    }()

    static func run(_ data: UnsafeRawBufferPointer) {
        let split = FuzzSplit(data)
        var whole = HTTPRequestParser(limits: limits)
        let wholeEvents = whole.feed(split.payload)
        var cut = HTTPRequestParser(limits: limits)
        var cutEvents: [HTTPParserEvent] = []
        for feed in split.feeds {
            let failedBefore = cut.hasFailed
            let events = Array(feed).withUnsafeBytes { cut.feed($0) }
            FuzzCheck.require(!failedBefore || events.isEmpty, "events after the parser failed")
            cutEvents += events
        }
        FuzzCheck.require(
            joiningBodies(wholeEvents) == joiningBodies(cutEvents),
            "cutting the input into \(split.ends.count) reads changed the events")
        FuzzCheck.require(whole.hasFailed == cut.hasFailed, "one parser failed and the other did not")
        checkGrammar(cutEvents)
        FuzzCheck.require(
            cut.hasFailed == (cutEvents.last.map(isError) ?? false),
            "hasFailed disagrees with the last event")
    }

    /// The events with each run of adjacent `.body` events joined into one (empty ones dropped).
    static func joiningBodies(_ events: [HTTPParserEvent]) -> [HTTPParserEvent] {
        var joined: [HTTPParserEvent] = []
        for event in events {
            guard case .body(let bytes) = event else {
                joined.append(event)
                continue
            }
            if bytes.isEmpty { continue }
            if case .body(let earlier)? = joined.last {
                joined[joined.count - 1] = .body(earlier + bytes)
            } else {
                joined.append(event)
            }
        }
        return joined
    }

    static func isError(_ event: HTTPParserEvent) -> Bool {
        if case .error = event { return true }
        return false
    }

    /// Checks that `events` is a sequence of whole requests, the last possibly unfinished, with
    /// bodies that match their framing and limits.
    static func checkGrammar(_ events: [HTTPParserEvent]) {
        var open: HTTPRequestHead?
        var bodyBytes = 0
        var closed = false
        for (index, event) in events.enumerated() {
            FuzzCheck.require(!closed, "event \(index) after the connection closed")
            switch event {
            case .head(let head):
                FuzzCheck.require(open == nil, "head \(index) inside another request")
                FuzzCheck.require(!head.method.isEmpty && !head.target.isEmpty, "empty method or target")
                open = head
                bodyBytes = 0
            case .body(let bytes):
                guard let head = open else { FuzzCheck.fail("body \(index) outside a request") }
                bodyBytes += bytes.count
                FuzzCheck.require(bodyBytes <= limits.maxBodyBytes, "\(bodyBytes) body bytes past the limit")
                switch head.framing {
                case .none: FuzzCheck.fail("body for a request without one")
                case .contentLength(let length):
                    FuzzCheck.require(bodyBytes <= length, "\(bodyBytes) body bytes for Content-Length \(length)")
                case .chunked: break
                }
            case .end:
                guard let head = open else { FuzzCheck.fail("end \(index) outside a request") }
                if case .contentLength(let length) = head.framing {
                    FuzzCheck.require(bodyBytes == length, "\(bodyBytes) body bytes for Content-Length \(length)")
                }
                closed = !head.keepAlive
                open = nil
            case .error(let error):
                FuzzCheck.require(index == events.count - 1, "events after an error")
                FuzzCheck.require((400...599).contains(error.status), "status \(error.status)")
                FuzzCheck.require(!error.code.isEmpty && !error.message.isEmpty, "error without code or message")
            }
        }
    }
}
