import Testing
@testable import LayoutService

#if canImport(Glibc)
import Glibc
#endif

@Suite struct OpenAPIDocumentTests {
    /// The repository root, found from this file's path so the test does not depend on the CWD.
    private static let repositoryRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/LayoutServiceTests/OpenAPIDocumentTests.swift
        return parts.joined(separator: "/")
    }()

    private static func read(_ path: String) -> [UInt8]? {
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

    @Test func theEmbeddedDocumentIsTheRepositoryFileByteForByte() throws {
        let file = try #require(Self.read(Self.repositoryRoot + "/openapi.yaml"))
        let identical = Array(OpenAPIDocument.yaml.utf8) == file
        #expect(identical, "openapi.yaml and the embedded copy differ: run scripts/embed-openapi.sh")
    }

    @Test func everyRouteIsDescribedAndNoOtherPathIs() {
        let yaml = OpenAPIDocument.yaml
        let described = yaml.split(separator: "\n").filter { $0.hasPrefix("  /") && $0.hasSuffix(":") }
            .map { String($0.dropFirst(2).dropLast()) }
        #expect(described.sorted() == Route.allCases.map(\.rawValue).sorted())
    }
}
