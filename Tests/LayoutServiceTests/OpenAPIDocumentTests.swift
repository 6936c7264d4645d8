import TestSupport
import Testing

@testable import LayoutService

@Suite struct OpenAPIDocumentTests {
    @Test func theEmbeddedDocumentIsTheRepositoryFileByteForByte() throws {
        let file = try #require(readFile(repositoryRoot + "/openapi.yaml"))
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
