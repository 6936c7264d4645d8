import CLinux
import Dispatch
import Glibc
import Primitives

/// An HTTP/1.1 server: `eventLoops` threads, each with its own epoll, sharing one listening socket
/// (so a second server on a taken port fails with EADDRINUSE), calling one `HTTPHandler`. Knows
/// nothing about what the handler serves.
///
/// Lifecycle: `init` → `start()` (binds, returns the port, spawns the loops) → `shutdown()`
/// (graceful, returns at once) → `wait()` (returns when every loop has finished).
public final class HTTPServer: Sendable {
    private struct Running {
        var context: ServerContext
        var loops: [EventLoop]
    }

    private let configuration: HTTPServerConfiguration
    private let handler: any HTTPHandler
    private let running = Locked<Running?>(nil)
    private let finished = DispatchGroup()

    public init(configuration: HTTPServerConfiguration, handler: any HTTPHandler) {
        self.configuration = configuration
        self.handler = handler
    }

    /// Binds and starts serving. Returns the bound port (the ephemeral one when `port` is 0).
    /// Throws `SystemError` (bind: "Address already in use" when any socket listens on the port;
    /// socket; EALREADY when already started) or `TLSError` (certificate, key).
    public func start() throws -> Int {
        // A peer that resets while we write must cost an EPIPE, not the process; OpenSSL's
        // socket BIO writes without MSG_NOSIGNAL.
        signal(SIGPIPE, SIG_IGN)
        guard running.withLock({ $0 == nil }) else { throw SystemError(errno: EALREADY, call: "HTTPServer.start") }
        let tls = try configuration.tls.map { configuration throws(TLSError) in try TLSContext(configuration) }
        let context = ServerContext(configuration: configuration, handler: handler, tls: tls)
        let loopCount = min(max(configuration.eventLoops, 1), 16)
        let fd = try Socket.listen(host: configuration.host, port: configuration.port)
        let listener = ListeningSocket(fd: fd, holders: loopCount)
        var loops: [EventLoop] = []
        let port: Int
        do {
            port = try Socket.localPort(fd)
            for _ in 0..<loopCount { loops.append(try EventLoop(context: context, listener: listener)) }
        } catch {
            // No loop ran, so the listener is still ours to close.
            Glibc.close(fd)
            throw error
        }
        running.withLock { $0 = Running(context: context, loops: loops) }
        for (index, loop) in loops.enumerated() {
            finished.enter()
            do throws(OSThread.StartError) {
                try OSThread.start(name: "http-loop-\(index)", detached: true) { [finished] in
                    loop.run()
                    finished.leave()
                }
            } catch {
                finished.leave()
                // This loop and the ones after it never run: they give the listener back here.
                for _ in index..<loops.count { listener.release() }
                for started in loops { started.requestDrain() }
                throw SystemError(errno: error.errno, call: "pthread_create")
            }
        }
        return port
    }

    /// Stops accepting, lets requests already received finish (at most `drainTimeout`), closes
    /// idle connections. Returns at once; `wait()` blocks until it is done.
    public func shutdown() {
        for loop in running.withLock({ $0?.loops ?? [] }) { loop.requestDrain() }
    }

    /// Makes the C allocator give blocks of at least `bytes` pages of their own, returned to the
    /// system when freed: so the memory of big responses (megabytes each, for clients that read
    /// slowly or not at all) goes back once they are written or their connection is closed.
    /// Process-wide; call once, before serving.
    public static func returnFreedBuffers(atLeast bytes: Int) {
        _ = CLinux_set_mmap_threshold(Int32(clamping: bytes))
    }

    /// Blocks until every event loop has finished (after `shutdown()`).
    public func wait() {
        finished.wait()
    }

    /// Counters across all loops; zeros before `start()`.
    public var metrics: HTTPServerMetrics {
        running.withLock { $0?.context }?.metrics.snapshot
            ?? HTTPServerMetrics(
                openConnections: 0, acceptedConnections: 0, rejectedConnections: 0,
                rejectedPeerConnections: 0, acceptPauses: 0, requests: 0, bytesIn: 0, bytesOut: 0,
                bufferedOutputBytes: 0, peakConnectionOutputBytes: 0)
    }
}
