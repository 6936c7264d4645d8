import Glibc
import TestSupport
import Testing

/// The shipped binary links no Foundation: Foundation on Linux brings ICU's data (34 MB of an
/// 81 MB binary when one file imported it for a `%g`). Every Swift file under Sources/ is read
/// and any import of a Foundation module fails this test, except in `allowed`.
struct ProductImportsTests {
    /// Files that may import Foundation, each with the reason.
    static let allowed: Set<String> = [
        // The fuzz targets' replay tool (FileManager for corpus folders); never part of layoutd or
        // layout.
        "Sources/Fuzz/Support/FuzzReplay.swift"
    ]

    static let foundationModules = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML"
    ]

    /// True for `import Foundation`, `@preconcurrency import FoundationEssentials`,
    /// `import struct Foundation.Date`, `@_implementationOnly import Foundation`, ….
    static func importsFoundation(_ line: Substring) -> Bool {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).drop { $0.hasPrefix("@") }
        if let first = words.first, ["public", "package", "internal", "fileprivate", "private"].contains(first) {
            words = words.dropFirst()
        }
        guard words.first == "import" else { return false }
        var path = words.dropFirst()
        if let kind = path.first,
            ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains(kind)
        {
            path = path.dropFirst()
        }
        guard let module = path.first?.split(separator: ".").first else { return false }
        return foundationModules.contains(String(module))
    }

    @Test func theDetectorSeesEveryFormOfTheImport() {
        for line in [
            "import Foundation", "  @preconcurrency import FoundationEssentials", "import struct Foundation.Date",
            "@_implementationOnly import Foundation", "public import FoundationNetworking",
            "import Foundation // for %g"
        ] {
            #expect(Self.importsFoundation(line[...]), "\(line)")
        }
        for line in [
            "import Glibc", "// import Foundation is gone", "let importFoundation = 1", "import FoundationLike"
        ] {
            #expect(!Self.importsFoundation(line[...]), "\(line)")
        }
    }

    @Test func noSourceFileImportsFoundationOutsideTheAllowList() throws {
        let files = swiftFiles(under: "Sources")
        #expect(files.count > 100, "found only \(files.count) Swift files under \(repositoryRoot)/Sources")
        var offenders: [String] = []
        for file in files where !Self.allowed.contains(file) {
            let text = String(decoding: try #require(readFile(repositoryRoot + "/" + file)), as: UTF8.self)
            for line in text.split(separator: "\n") where Self.importsFoundation(line) {
                offenders.append("\(file): \(line)")
            }
        }
        #expect(offenders.isEmpty, "Foundation in the product: \(offenders)")
    }
}
