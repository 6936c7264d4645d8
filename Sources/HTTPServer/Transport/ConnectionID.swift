/// A connection's identity on its loop: its fd plus the registration generation, so an event,
/// timer or late response for a closed connection whose fd number was reused is recognised as
/// stale and dropped. Packed into `epoll_data.u64` as `generation << 32 | fd`.
struct ConnectionID: Hashable, Sendable {
    var fd: Int32
    var generation: UInt32

    var packed: UInt64 { UInt64(generation) << 32 | UInt64(UInt32(bitPattern: fd)) }

    init(fd: Int32, generation: UInt32) {
        self.fd = fd
        self.generation = generation
    }

    init(packed: UInt64) {
        fd = Int32(bitPattern: UInt32(truncatingIfNeeded: packed))
        generation = UInt32(truncatingIfNeeded: packed >> 32)
    }
}
