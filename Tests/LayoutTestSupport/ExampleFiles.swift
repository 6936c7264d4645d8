import Devices
import Document
import Engine
import JSON
import Requests
import TestSupport

/// The documents under `examples/`, read from the package root (found from this file's path).
public enum ExampleFiles {
    public struct Missing: Error { var path: String }

    public static var directory: String { repositoryRoot + "/examples" }

    public static func read(_ name: String) throws -> [UInt8] {
        let path = directory + "/" + name
        guard let bytes = readFile(path) else { throw Missing(path: path) }
        return bytes
    }

    public static func document(_ name: String) throws -> LayoutDocument {
        switch LayoutDocument.decode(try JSONParser.parse(try read(name))) {
        case .success(let document): return document
        case .failure(let problems): throw EngineFixture.Failure(description: "\(name): \(problems.problems)")
        }
    }

    public static func solve(_ name: String, _ device: String, _ orientation: Orientation) throws -> TargetResult {
        let document = try document(name)
        let target = try EngineFixture.target(
            .device(DeviceTargetSpec(device: device, orientation: orientation)), document)
        return LayoutEngine.solve(document, target: target)
    }
}
