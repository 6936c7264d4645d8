import Glibc

/// The repository's root directory, found from this file's path (Tests/TestSupport/), so tests
/// that read checked-in files do not depend on the working directory.
package let repositoryRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/TestSupport/RepositoryFiles.swift
    return parts.joined(separator: "/")
}()

/// The bytes of the file at `path`, or nil when it cannot be opened. O(file size).
package func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[0..<count]
    }
    return bytes
}
