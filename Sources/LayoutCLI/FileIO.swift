#if canImport(Glibc)
    import Glibc
#endif

/// The command line's effects: reading the input file and writing the output streams. Kept out
/// of `LayoutCommand`, which turns bytes into bytes and is tested without files.
package enum FileIO {
    /// A whole file, or standard input for "-"; nil when it cannot be read.
    package static func read(_ path: String) -> [UInt8]? {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Writes all of `bytes` (stops early only when the descriptor refuses them).
    package static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Creates or truncates `path` and writes `bytes` to it; false when it cannot be opened.
    package static func write(_ bytes: [UInt8], toFile path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        write(bytes, to: descriptor)
        close(descriptor)
        return true
    }
}
