import Glibc
@testable import LayoutModel

/// The documents under `examples/`, read from the package root (found from this file's path).
enum ExampleFiles {
    struct Missing: Error { var path: String }

    static var directory: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // Examples/ExampleFiles.swift, LayoutModelTests, Tests
        return parts.joined(separator: "/") + "/examples"
    }

    static func read(_ name: String) throws -> [UInt8] {
        let path = directory + "/" + name
        guard let file = fopen(path, "rb") else { throw Missing(path: path) }
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

    static func document(_ name: String) throws -> LayoutDocument {
        switch LayoutDocument.decode(try JSONParser.parse(try read(name))) {
        case let .success(document): return document
        case let .failure(problems): throw EngineFixture.Failure(description: "\(name): \(problems.problems)")
        }
    }

    static func solve(_ name: String, _ device: String, _ orientation: Orientation) throws -> TargetResult {
        let document = try document(name)
        let target = try EngineFixture.target(.device(DeviceTargetSpec(device: device, orientation: orientation)), document)
        return LayoutEngine.solve(document, target: target)
    }
}
