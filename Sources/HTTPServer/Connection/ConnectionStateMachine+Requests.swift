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
            // The whole-request deadline counts from the head's first byte.
            let started: UInt64
            if case .head(let since, _) = phase { started = since } else { started = now }
            phase = .body(since: now, received: 0, started: started)
        case .body(let chunk):
            currentBody.append(contentsOf: chunk)
            if case .body(let since, let received, let started) = phase {
                phase = .body(since: since, received: received + chunk.count, started: started)
            }
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
                fail(with: error, head: head, now: now, into: &actions)
            }
        case .error(let error):
            fail(with: error, now: now, into: &actions)
        }
    }

    /// Answers the request being received (or a new slot, for a broken head) with `error`, and
    /// stops parsing: after a framing error the rest of the stream cannot be trusted. `head` is
    /// the refused request's, when it was complete (else its request line and the header fields
    /// the parser had read are looked for).
    mutating func fail(
        with error: HTTPParseError, head: HTTPRequestHead? = nil, now: UInt64, into actions: inout [Action]
    ) {
        // A request line alone has not been split yet: it is, once, for the refusal's log line.
        let requestLine =
            (head ?? currentHead).map { (method: $0.method, path: $0.path) }
            ?? parser.requestLine.map {
                (method: $0.method, path: HTTPRequestTarget($0.target, form: $0.targetForm).path)
            }
        let headers = (head ?? currentHead)?.headers ?? parser.headers
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
        actions.append(.reject(error, requestLine: requestLine, headers: headers, context: slots[index].context))
    }

    /// Queues `buffer` for writing, after what is already queued. O(1) amortised.
    mutating func appendOutput(_ buffer: [UInt8]) {
        guard !buffer.isEmpty else { return }
        outbound.append(buffer)
        outboundBytes += buffer.count
    }

    /// Moves finished responses from the front of `slots` to `outbound`, sends a pending
    /// `100 Continue` for the front request, and dispatches the next request when none is with
    /// the handler and the output is under the watermark (a client that does not read gets no
    /// more work, and no more than one response is made for it past the watermark).
    mutating func advance(into actions: inout [Action]) {
        while let first = slots.first {
            if case .ready(let response) = first.state {
                appendOutput(response.head)
                appendOutput(response.body)
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
