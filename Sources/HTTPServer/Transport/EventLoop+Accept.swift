import Glibc
import Primitives

/// Accepting: bounded bursts, the connection caps (all, and per peer address), and pausing (not
/// spinning) on EMFILE.
extension EventLoop {
    func acceptBurst() {
        guard listenerActive else { return }
        for _ in 0..<context.configuration.acceptBurst {
            let accepted: (fd: Int32, host: String, address: String)
            do {
                guard
                    case .done(let result) = try Socket.accept(
                        listener, sendBufferBytes: context.configuration.sendBufferBytes)
                else { return }
                accepted = result
            } catch {
                if error.isTooManyFiles {
                    // The listener stays readable while the backlog is full, so keep it out of
                    // epoll for a moment instead of waking for it again at once.
                    pauseAccepting()
                    return
                }
                continue  // ECONNABORTED and friends concern one client only
            }
            guard !isDraining, context.reserveConnection() else {
                context.metrics.rejectedConnections.add(1, ordering: .relaxed)
                Glibc.close(accepted.fd)
                continue
            }
            guard context.reservePeer(accepted.host) else {
                context.releaseConnection()
                context.metrics.rejectedPeerConnections.add(1, ordering: .relaxed)
                Glibc.close(accepted.fd)
                continue
            }
            register(fd: accepted.fd, host: accepted.host, address: accepted.address)
        }
    }

    private func register(fd: Int32, host: String, address: String) {
        let now = MonotonicClock.now()
        let id = ConnectionID(fd: fd, generation: nextGeneration)
        nextGeneration = nextGeneration == UInt32.max ? 1 : nextGeneration + 1
        let connection = Connection(
            id: id, transport: Transport(fd: fd, tls: context.tls),
            machine: ConnectionStateMachine(settings: context.settings, now: now),
            peerHost: host, remoteAddress: address, mask: Selector.readable)
        do {
            try selector.register(fd: fd, token: id.packed, events: Selector.readable)
        } catch {
            Glibc.close(fd)
            context.releaseConnection()
            context.releasePeer(host)
            return
        }
        if Int(fd) >= connections.count {
            connections.append(contentsOf: repeatElement(nil, count: Int(fd) + 1 - connections.count + 64))
        }
        connections[Int(fd)] = connection
        liveConnections += 1
        context.metrics.acceptedConnections.add(1, ordering: .relaxed)
        context.metrics.openConnections.add(1, ordering: .relaxed)
        if let deadline = connection.machine.deadline { schedule(connection, at: deadline) }
    }

    private func pauseAccepting() {
        guard listenerActive else { return }
        selector.deregister(fd: listener)
        listenerActive = false
        acceptPausedUntil = MonotonicClock.now() &+ Self.acceptPause
        context.metrics.acceptPauses.add(1, ordering: .relaxed)
    }

    func resumeAccepting() {
        guard !listenerActive, !isDraining else { return }
        do {
            try selector.register(fd: listener, token: Self.listenerToken, events: Self.listenerEvents)
            listenerActive = true
        } catch {
            acceptPausedUntil = MonotonicClock.now() &+ Self.acceptPause
        }
    }
}
