import CLinux
import Glibc

/// The outcome of a non-blocking system call: would-block is an ordinary value, not an error.
enum IOResult<Value> {
    case done(Value)
    case wouldBlock
}

/// A failed system call: the errno and the call that failed.
struct SystemError: Error, CustomStringConvertible {
    var errno: Int32
    var call: String
    var description: String { "\(call): \(String(cString: strerror(errno))) (errno \(errno))" }
    var isTooManyFiles: Bool { errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM }
}

/// Runs a system call that returns -1 on failure: retries EINTR, turns EAGAIN/EWOULDBLOCK into
/// `.wouldBlock`, throws anything else. This is the only place in the server that reads errno.
@inline(__always)
func syscall<T: FixedWidthInteger>(_ call: @autoclosure () -> String, _ body: () -> T) throws(SystemError) -> IOResult<
    T
> {
    while true {
        let result = body()
        if result != -1 { return .done(result) }
        let code = CLinux_errno()
        switch code {
        case EINTR: continue
        case EAGAIN, EWOULDBLOCK: return .wouldBlock
        default: throw SystemError(errno: code, call: call())
        }
    }
}

/// `syscall` for calls that cannot block (socket setup, epoll_ctl).
@inline(__always)
@discardableResult
func checkedSyscall<T: FixedWidthInteger>(_ call: @autoclosure () -> String, _ body: () -> T) throws(SystemError) -> T {
    switch try syscall(call(), body) {
    case .done(let value): return value
    case .wouldBlock: throw SystemError(errno: EAGAIN, call: call())
    }
}
