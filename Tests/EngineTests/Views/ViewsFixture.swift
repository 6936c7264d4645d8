import Foundation
import LayoutTestSupport
import TestSupport

@testable import Devices
@testable import Engine
@testable import Geometry

/// Example documents of the repository (`examples/`) and small helpers for the view tests.
enum ViewsFixture {
    /// The repository's root, from this file's place in `Tests/EngineTests/Views/`.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func example(_ name: String) throws -> String {
        try String(
            contentsOf: repositoryRoot.appendingPathComponent("examples").appendingPathComponent(name), encoding: .utf8)
    }

    /// A frame as a tuple, for compact expectations.
    static func rect(_ result: TargetResult, _ id: String) -> (Double, Double, Double, Double)? {
        result.frame(id).map { ($0.x, $0.y, $0.width, $0.height) }
    }

    static func isClose(
        _ rect: Rect?, _ expected: (Double, Double, Double, Double), tolerance: Double = testTolerance
    ) -> Bool {
        guard let rect else { return false }
        return abs(rect.x - expected.0) <= tolerance && abs(rect.y - expected.1) <= tolerance
            && abs(rect.width - expected.2) <= tolerance && abs(rect.height - expected.3) <= tolerance
    }

    /// The system the engine builds for a document on a device, before solving.
    static func system(_ json: String, device: String = "iphone-6", orientation: Orientation = .portrait) throws
        -> LayoutSystem
    {
        let document = try EngineFixture.document(json)
        let spec = TargetSpec.device(DeviceTargetSpec(device: device, orientation: orientation))
        let target = try EngineFixture.target(spec, document)
        return LayoutEngine.buildSystem(document, geometry: TargetGeometry(target), wrapWidths: [:])
    }
}
