import Glibc
import Synchronization

/// The server's one listening socket, shared by every event loop (each registers it in its own
/// epoll with EPOLLEXCLUSIVE, so a new connection wakes one loop, and accepts non-blocking, so a
/// loop that loses the race gets EAGAIN).
///
/// One socket bound without SO_REUSEPORT, rather than one per loop with it, so that a second
/// server started on the same port fails with "Address already in use" instead of silently
/// sharing the port's connections.
///
/// Keeps true: the descriptor is closed exactly once, by the last of its holders to `release()`.
final class ListeningSocket: Sendable {
    let fd: Int32
    private let holders: Atomic<Int>

    init(fd: Int32, holders: Int) {
        self.fd = fd
        self.holders = Atomic(holders)
    }

    /// One holder is done with the socket (it has removed it from its epoll).
    func release() {
        if holders.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { Glibc.close(fd) }
    }
}
