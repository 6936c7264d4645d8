import Synchronization

/// A point-in-time copy of the server's counters.
public struct HTTPServerMetrics: Sendable, Equatable {
    public var openConnections: Int
    public var acceptedConnections: Int
    /// Connections closed at once because `maxConnections` was reached.
    public var rejectedConnections: Int
    /// Connections closed at once because their peer had `maxConnectionsPerPeer` open.
    public var rejectedPeerConnections: Int
    /// Times accepting was paused because the process or system ran out of descriptors.
    public var acceptPauses: Int
    public var requests: Int
    public var bytesIn: Int
    public var bytesOut: Int
    /// Response bytes made but not yet taken by the kernel, over all open connections.
    public var bufferedOutputBytes: Int
    /// The most unsent response bytes one connection has held at once since the start.
    public var peakConnectionOutputBytes: Int
}

/// The live counters behind `HTTPServerMetrics`, updated by every loop without locks.
final class MetricsCounters: Sendable {
    let openConnections = Atomic<Int>(0)
    let acceptedConnections = Atomic<Int>(0)
    let rejectedConnections = Atomic<Int>(0)
    let rejectedPeerConnections = Atomic<Int>(0)
    let acceptPauses = Atomic<Int>(0)
    let requests = Atomic<Int>(0)
    let bytesIn = Atomic<Int>(0)
    let bytesOut = Atomic<Int>(0)
    let bufferedOutputBytes = Atomic<Int>(0)
    let peakConnectionOutputBytes = Atomic<Int>(0)

    var snapshot: HTTPServerMetrics {
        HTTPServerMetrics(
            openConnections: openConnections.load(ordering: .relaxed),
            acceptedConnections: acceptedConnections.load(ordering: .relaxed),
            rejectedConnections: rejectedConnections.load(ordering: .relaxed),
            rejectedPeerConnections: rejectedPeerConnections.load(ordering: .relaxed),
            acceptPauses: acceptPauses.load(ordering: .relaxed),
            requests: requests.load(ordering: .relaxed),
            bytesIn: bytesIn.load(ordering: .relaxed),
            bytesOut: bytesOut.load(ordering: .relaxed),
            bufferedOutputBytes: bufferedOutputBytes.load(ordering: .relaxed),
            peakConnectionOutputBytes: peakConnectionOutputBytes.load(ordering: .relaxed))
    }
}
