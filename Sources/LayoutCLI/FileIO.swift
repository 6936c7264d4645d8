#if canImport(Glibc)
    import Glibc
#endif

/// The command line's effects: reading the input file and writing the output streams. Kept out
/// of `LayoutCommand`, which turns bytes into bytes and is tested without files.
public enum FileIO {
    /// Why a file could not be read or written, in the C library's words: "cannot read
    /// nope.json: No such file or directory".
    public struct Failure: Error, Hashable, Sendable {
        public var message: String

        /// The failure of `operation` ("read", "write") on `path`, from `errno` as the call left it.
        init(_ operation: String, _ path: String, errno code: Int32) {
            message = "cannot \(operation) \(path): \(String(cString: strerror(code)))"
        }
    }

    /// A whole file, or standard input for "-". A directory fails with its read's `EISDIR`.
    public static func read(_ path: String) -> Result<[UInt8], Failure> {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(Failure("read", path, errno: errno)) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure("read", path, errno: errno))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[0..<count]
        }
    }

    /// Writes all of `bytes` (stops early only when the descriptor refuses them).
    public static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Creates or truncates `path` and writes `bytes` to it; a failure when it cannot be opened.
    public static func write(_ bytes: [UInt8], toFile path: String) -> Result<Void, Failure> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return .failure(Failure("write", path, errno: errno)) }
        write(bytes, to: descriptor)
        close(descriptor)
        return .success(())
    }
}
