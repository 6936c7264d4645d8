import CLinux
import Glibc

/// One level-triggered epoll instance plus the eventfd other threads use to wake it.
///
/// Level-triggered, so a connection whose reads are capped per wake-up is simply reported again;
/// registrations carry a packed `ConnectionID` so the loop can drop events for a reused fd.
final class Selector {
    struct Event {
        var token: UInt64
        var readable: Bool
        var writable: Bool
        var failed: Bool
    }

    static let readable = CLinux_EPOLLIN
    static let writable = CLinux_EPOLLOUT
    /// Tokens below 2^32 with generation 0 are reserved for the loop's own fds.
    static let wakeToken: UInt64 = 0

    let epollFD: Int32
    let wakeFD: Int32
    private var events: [epoll_event]

    init(maxEvents: Int = 256) throws(SystemError) {
        epollFD = try checkedSyscall("epoll_create1") { epoll_create1(Int32(EPOLL_CLOEXEC)) }
        do {
            wakeFD = try checkedSyscall("eventfd") { eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC)) }
        } catch {
            close(epollFD)
            throw error
        }
        events = Array(repeating: epoll_event(), count: maxEvents)
        try register(fd: wakeFD, token: Self.wakeToken, events: Self.readable)
    }

    deinit {
        close(wakeFD)
        close(epollFD)
    }

    func register(fd: Int32, token: UInt64, events mask: UInt32) throws(SystemError) {
        var event = epoll_event()
        event.events = mask
        event.data.u64 = token
        try checkedSyscall("epoll_ctl(ADD)") { epoll_ctl(epollFD, EPOLL_CTL_ADD, fd, &event) }
    }

    func modify(fd: Int32, token: UInt64, events mask: UInt32) throws(SystemError) {
        var event = epoll_event()
        event.events = mask
        event.data.u64 = token
        try checkedSyscall("epoll_ctl(MOD)") { epoll_ctl(epollFD, EPOLL_CTL_MOD, fd, &event) }
    }

    /// Removes `fd`. A failure means it was not registered, which is what we wanted anyway.
    func deregister(fd: Int32) {
        var event = epoll_event()
        epoll_ctl(epollFD, EPOLL_CTL_DEL, fd, &event)
    }

    /// Waits up to `timeoutMilliseconds` (-1: forever) and returns the ready events.
    func wait(timeoutMilliseconds: Int32) throws(SystemError) -> [Event] {
        let count: Int32
        let capacity = Int32(events.count)
        let result = try syscall("epoll_wait") {
            events.withUnsafeMutableBufferPointer { epoll_wait(epollFD, $0.baseAddress, capacity, timeoutMilliseconds) }
        }
        switch result {
        case .done(let n): count = n
        case .wouldBlock: count = 0
        }
        var ready: [Event] = []
        ready.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let raw = events[index]
            let mask = raw.events
            ready.append(
                Event(
                    token: raw.data.u64,
                    readable: mask & CLinux_EPOLLIN != 0,
                    writable: mask & CLinux_EPOLLOUT != 0,
                    failed: mask & (CLinux_EPOLLERR | CLinux_EPOLLHUP) != 0))
        }
        return ready
    }

    /// Makes a concurrent or later `wait` return. Safe from any thread.
    /// EAGAIN (the counter is saturated) still leaves the eventfd readable, so the loop wakes.
    func wake() {
        var one: UInt64 = 1
        write(wakeFD, &one, 8)
    }

    /// Clears the eventfd counter after a wake-up.
    /// EAGAIN means another wake-up was already acknowledged: nothing to do.
    func acknowledgeWake() {
        var value: UInt64 = 0
        read(wakeFD, &value, 8)
    }
}
