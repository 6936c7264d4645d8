import Glibc
import Primitives

/// Moving bytes between a connection's transport and its state machine, and closing.
extension EventLoop {
    func handleIO(_ connection: Connection, event: Selector.Event) {
        if connection.lingerDeadline != nil {
            discardInput(connection)
            return
        }
        let transport = connection.transport
        if !transport.handshakeComplete {
            if event.failed || !transport.continueHandshake() {
                close(connection)
                return
            }
            if !transport.handshakeComplete {
                update(connection)
                return
            }
        }
        if event.failed {
            // EPOLLHUP/EPOLLERR: both directions are gone, nothing we write can arrive, and a
            // level-triggered HUP would be reported again on every wait until we close.
            connection.clientGone.set()
            connection.machine.abort()
        } else if event.readable || transport.tlsWantsRead {
            readAvailable(connection)
        }
        update(connection)
    }

    /// Reads while the machine wants bytes, at most `readsPerEvent` chunks (plus whatever TLS
    /// already decrypted, which epoll cannot report), after the input the machine held back.
    private func readAvailable(_ connection: Connection) {
        var reads = 0
        while connection.machine.wantsRead, reads < Self.readsPerEvent || connection.transport.hasBufferedPlaintext {
            if connection.machine.hasHeldInput {
                perform(connection.machine.resumeHeldInput(now: MonotonicClock.now()), on: connection)
                processLocalCompletions()
                continue
            }
            reads += 1
            switch connection.transport.read(into: readBuffer) {
            case .bytes(let count):
                context.metrics.bytesIn.add(count, ordering: .relaxed)
                let actions = connection.machine.receive(
                    UnsafeRawBufferPointer(rebasing: readBuffer[0..<count]),
                    now: MonotonicClock.now())
                perform(actions, on: connection)
                processLocalCompletions()
                if count < readBuffer.count && !connection.transport.hasBufferedPlaintext { return }
            case .wouldBlock:
                return
            case .endOfStream:
                connection.peerClosed = true
                connection.clientGone.set()
                connection.machine.peerClosed()
                return
            case .failed:
                connection.clientGone.set()
                connection.machine.abort()
                return
            }
        }
    }

    func perform(_ actions: [ConnectionStateMachine.Action], on connection: Connection) {
        var pending = actions
        while !pending.isEmpty {
            var next: [ConnectionStateMachine.Action] = []
            for action in pending {
                switch action {
                case .dispatch(let head, let body, let responseContext):
                    context.metrics.requests.add(1, ordering: .relaxed)
                    let request = HTTPRequest(head: head, body: body, remoteAddress: connection.remoteAddress)
                    context.handler.handle(
                        request,
                        responder: HTTPResponder(
                            loop: self, connection: connection.id,
                            context: responseContext, clientGone: connection.clientGone))
                case .reject(let error, let requestLine, let headers, let responseContext):
                    let response = context.handler.reject(
                        HTTPRejection(
                            error: error, method: requestLine?.method, path: requestLine?.path, headers: headers,
                            remoteAddress: connection.remoteAddress))
                    let framed = serializer.serialize(
                        response, context: responseContext,
                        keepAlive: connection.machine.keepsAlive(responseContext))
                    next += connection.machine.responseReady(sequence: responseContext.sequence, response: framed)
                }
            }
            pending = next
        }
    }

    /// Writes what it can, then either starts the close or brings the epoll mask and the
    /// deadline up to date with the machine.
    func update(_ connection: Connection) {
        guard self.connection(connection.id) === connection, connection.lingerDeadline == nil else { return }
        let transport = connection.transport
        if transport.handshakeComplete && !connection.machine.isAborted {
            flush(connection)
        }
        connection.reportOutput(to: context.metrics)
        if connection.machine.isFinished {
            finish(connection)
            return
        }
        var mask: UInt32 = 0
        if !transport.handshakeComplete {
            mask = transport.tlsWantsWrite ? Selector.writable : Selector.readable
        } else {
            if connection.machine.wantsRead || transport.tlsWantsRead { mask |= Selector.readable }
            if connection.machine.pendingOutputCount > 0 || transport.tlsWantsWrite { mask |= Selector.writable }
        }
        setMask(mask, on: connection)
        // Resuming reads after a pause must look at plaintext TLS already holds and at input the
        // machine held back: epoll sees neither.
        if connection.machine.wantsRead && (transport.hasBufferedPlaintext || connection.machine.hasHeldInput) {
            readAvailable(connection)
            update(connection)
            return
        }
        if let deadline = connection.machine.deadline { schedule(connection, at: deadline) }
    }

    private func flush(_ connection: Connection) {
        while connection.machine.pendingOutputCount > 0 {
            connection.notePeakOutput(in: context.metrics)
            let written = connection.machine.withPendingOutput { connection.transport.write($0) }
            guard let written else {
                connection.machine.abort()
                return
            }
            if written == 0 { return }
            context.metrics.bytesOut.add(written, ordering: .relaxed)
            let resumed = connection.machine.didWrite(written, now: MonotonicClock.now())
            if !resumed.isEmpty {
                perform(resumed, on: connection)
                processLocalCompletions()
            }
        }
    }

    private func setMask(_ mask: UInt32, on connection: Connection) {
        guard mask != connection.registeredMask else { return }
        do {
            try selector.modify(fd: connection.id.fd, token: connection.id.packed, events: mask)
            connection.registeredMask = mask
        } catch {
            connection.machine.abort()
            close(connection)
        }
    }

    /// The machine is done: an aborted connection closes at once; otherwise close_notify and a
    /// half-close, then read and discard until the peer closes or the linger time is up, so
    /// unread request bytes do not turn our close into a reset that destroys the last response.
    private func finish(_ connection: Connection) {
        if connection.machine.isAborted || connection.peerClosed {
            if !connection.machine.isAborted { connection.transport.shutdownWrite(clean: true) }
            close(connection)
            return
        }
        connection.transport.shutdownWrite(clean: true)
        let deadline = MonotonicClock.now() &+ context.configuration.lingerTimeout.nanoseconds
        connection.lingerDeadline = deadline
        setMask(Selector.readable, on: connection)
        schedule(connection, at: deadline)
    }

    private func discardInput(_ connection: Connection) {
        for _ in 0..<Self.readsPerEvent {
            switch connection.transport.discard(into: readBuffer) {
            case .bytes(let count) where count == readBuffer.count: continue
            case .bytes, .wouldBlock: return
            case .endOfStream, .failed:
                close(connection)
                return
            }
        }
    }

    func close(_ connection: Connection) {
        guard self.connection(connection.id) === connection else { return }
        connection.clientGone.set()
        selector.deregister(fd: connection.id.fd)
        Glibc.close(connection.id.fd)
        connections[Int(connection.id.fd)] = nil
        connection.reportOutput(to: context.metrics, closed: true)
        liveConnections -= 1
        context.releaseConnection()
        context.releasePeer(connection.peerHost)
        context.metrics.openConnections.subtract(1, ordering: .relaxed)
    }
}
