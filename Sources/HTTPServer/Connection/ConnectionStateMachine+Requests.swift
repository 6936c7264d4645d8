/// Parser events become slots; slots become dispatches and, in order, output.
extension ConnectionStateMachine {
    static let continueLine = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    mutating func handle(_ event: HTTPParserEvent, now: UInt64, into actions: inout [Action]) {
        switch event {
        case .head(let head):
            let sequence = nextSequence
            nextSequence += 1
            let context = ResponseContext(
                sequence: sequence,
                keepAlive: head.keepAlive && !draining && nextSequence < UInt64(settings.maxRequestsPerConnection),
                acceptsGzip: settings.gzip && ContentCoding.acceptsGzip(head.headers),
                isHead: head.method == "HEAD")
            slots.append(Slot(context: context, state: .receiving, needsContinue: head.expectsContinue))
            currentHead = head
            currentBody = []
            phase = .body(since: now, received: 0)
        case .body(let chunk):
            currentBody.append(contentsOf: chunk)
            if case .body(let since, let received) = phase { phase = .body(since: since, received: received + chunk.count) }
        case .end:
            phase = .idle(since: now)
            guard let head = currentHead, let index = slots.indices.last else { return }
            let body = currentBody
            currentHead = nil
            currentBody = []
            slots[index].needsContinue = false
            if !slots[index].context.keepAlive { stopParsing = true }
            switch ContentCoding.decodeBody(body, headers: head.headers, maxBytes: settings.limits.maxBodyBytes) {
            case .success(let decoded):
                slots[index].state = .waitingForDispatch(head, decoded)
            case .failure(let error):
                fail(with: error, now: now, into: &actions)
            }
        case .error(let error):
            fail(with: error, now: now, into: &actions)
        }
    }

    /// Answers the request being received (or a new slot, for a broken head) with `error`, and
    /// stops parsing: after a framing error the rest of the stream cannot be trusted.
    mutating func fail(with error: HTTPParseError, now: UInt64, into actions: inout [Action]) {
        stopParsing = true
        currentHead = nil
        currentBody = []
        phase = .idle(since: now)
        let index: Int
        if let last = slots.indices.last, case .receiving = slots[last].state {
            index = last
        } else {
            let context = ResponseContext(sequence: nextSequence, keepAlive: false, acceptsGzip: false, isHead: false)
            nextSequence += 1
            slots.append(Slot(context: context, state: .receiving, needsContinue: false))
            index = slots.count - 1
        }
        slots[index].context.keepAlive = false
        slots[index].needsContinue = false
        slots[index].state = .inFlight
        actions.append(.respond(Self.errorResponse(error), context: slots[index].context))
    }

    /// A small `application/problem+json` body (RFC 9457) with the error's stable code.
    static func errorResponse(_ error: HTTPParseError) -> HTTPResponse {
        let body = "{\"type\":\"about:blank\",\"title\":\"\(HTTPStatus.reason(error.status))\",\"status\":\(error.status),"
            + "\"detail\":\"\(jsonEscaped(error.message))\",\"code\":\"\(jsonEscaped(error.code))\"}"
        return HTTPResponse(status: error.status, headers: [("Content-Type", "application/problem+json")],
                            body: Array(body.utf8))
    }

    static func jsonEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Appends to `outbound`, first dropping the bytes already written when they are at least
    /// as many as those still waiting: a client that reads slowly but never lets the output run
    /// dry would otherwise keep everything ever sent to it. Amortised O(1) a byte.
    mutating func appendOutput(_ bytes: [UInt8]) {
        if outboundStart > 0 && outboundStart >= pendingOutputCount {
            outbound.removeSubrange(0..<outboundStart)
            outboundStart = 0
        }
        outbound.append(contentsOf: bytes)
    }

    /// Moves finished responses from the front of `slots` to `outbound`, sends a pending
    /// `100 Continue` for the front request, and dispatches the next request when none is with
    /// the handler and the output is under the watermark (a client that does not read gets no
    /// more work, and no more than one response is made for it past the watermark).
    mutating func advance(into actions: inout [Action]) {
        while let first = slots.first {
            if case .ready(let bytes) = first.state {
                if outboundStart == 0 && outbound.isEmpty { outbound = bytes } else { appendOutput(bytes) }
                slots.removeFirst()
                if !first.context.keepAlive {
                    stopParsing = true
                    slots.removeAll()
                }
                continue
            }
            if first.needsContinue, case .receiving = first.state {
                appendOutput(Self.continueLine)
                slots[0].needsContinue = false
            }
            break
        }
        guard pendingOutputCount <= settings.writeBufferHighWatermark else { return }
        for index in slots.indices {
            switch slots[index].state {
            case .inFlight:
                return
            case .waitingForDispatch(let head, let body):
                slots[index].state = .inFlight
                actions.append(.dispatch(head, body: body, context: slots[index].context))
                return
            case .receiving, .ready:
                continue
            }
        }
    }
}
