import Glibc

/// The repository's root directory, found from this file's path (Tests/TestSupport/), so tests
/// that read checked-in files do not depend on the working directory.
public let repositoryRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/TestSupport/RepositoryFiles.swift
    return parts.joined(separator: "/")
}()

/// The bytes of the file at `path`, or nil when it cannot be opened. O(file size).
public func readFile(_ path: String) -> [UInt8]? {
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

/// The Swift files under `folder`, as paths relative to the repository root, sorted. O(entries under `folder`).
public func swiftFiles(under folder: String) -> [String] {
    guard let directory = opendir(repositoryRoot + "/" + folder) else { return [] }
    defer { closedir(directory) }
    var found: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        guard name != ".", name != ".." else { continue }
        let path = folder + "/" + name
        if entry.pointee.d_type == UInt8(DT_DIR) {
            found += swiftFiles(under: path)
        } else if name.hasSuffix(".swift") {
            found.append(path)
        }
    }
    return found.sorted()
}
