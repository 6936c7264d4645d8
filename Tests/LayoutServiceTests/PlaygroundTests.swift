import Glibc
import TestSupport
import Testing

@testable import LayoutService

/// The names of the regular files in the repository folder `folder` ending in `suffix`, sorted.
private func repositoryFiles(_ folder: String, suffix: String = "") -> [String] {
    guard let directory = opendir(repositoryRoot + "/" + folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
        if entry.pointee.d_type == UInt8(DT_REG), name.hasSuffix(suffix) { names.append(name) }
    }
    return names.sorted()
}

@Suite struct EmbeddedFilesTests {
    @Test(arguments: [("playground", ""), ("examples", ".json")])
    func theEmbeddedCopiesAreTheRepositoryFilesByteForByte(folder: String, suffix: String) throws {
        let embedded = folder == "playground" ? EmbeddedFiles.playground : EmbeddedFiles.examples
        let names = repositoryFiles(folder, suffix: suffix)
        #expect(!names.isEmpty)
        #expect(
            embedded.map(\.name) == names, "\(folder)/ and the embedded copy differ: run scripts/embed-playground.sh")
        for (name, text) in embedded {
            let file = try #require(readFile(repositoryRoot + "/\(folder)/\(name)"))
            #expect(Array(text.utf8) == file, "\(folder)/\(name) differs: run scripts/embed-playground.sh")
        }
    }

    @Test func theWholePageStaysUnder100KB() {
        let bytes = EmbeddedFiles.playground.reduce(0) { $0 + $1.text.utf8.count }
        #expect(bytes < 100 * 1024, "the page is \(bytes) bytes")
    }
}

@Suite struct PlaygroundTests {
    @Test func theRootServesThePageWithItsSecurityPolicyAndValidator() {
        let response = ServiceHarness().call("GET", "/")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(response.text.contains(#"<script type="module" src="/playground/app.js"></script>"#))
        let policy = response.header("Content-Security-Policy") ?? ""
        #expect(policy.contains("script-src 'self'") && policy.contains("default-src 'none'"))
        #expect(!policy.contains("unsafe"))
        #expect(response.header("Cache-Control") == "no-cache")
        #expect(response.header("ETag")?.hasPrefix("W/\"") == true)
    }

    @Test(arguments: [
        ("app.js", "text/javascript; charset=utf-8"), ("style.css", "text/css; charset=utf-8"),
        ("icon.svg", "image/svg+xml")
    ])
    func everyFileOfThePageHasItsContentType(name: String, contentType: String) {
        let response = ServiceHarness().call("GET", "/playground/" + name)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == contentType)
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        #expect(response.text == EmbeddedFiles.playground.first { $0.name == name }?.text)
    }

    @Test func aMatchingValidatorIsA304WithoutABody() {
        let harness = ServiceHarness()
        let etag = harness.call("GET", "/playground/app.js").header("ETag") ?? ""
        for condition in [etag, "W/\"other\", \(etag)", "*", String(etag.dropFirst(2))] {
            let response = harness.call("GET", "/playground/app.js", headers: [("If-None-Match", condition)])
            #expect(response.status == 304, "If-None-Match: \(condition)")
            #expect(response.body.isEmpty)
            #expect(response.header("ETag") == etag)
        }
        let changed = harness.call("GET", "/playground/app.js", headers: [("If-None-Match", "W/\"other\"")])
        #expect(changed.status == 200)
    }

    @Test(arguments: ["/playground/nope.js", "/playground/index.html", "/playground/", "/playground/a/app.js"])
    func aFileThatIsNotOneOfThePagesIsA404(path: String) {
        let response = ServiceHarness().call("GET", path)
        #expect(response.status == 404)
        #expect(response.json["code"] == .string("not_found"))
    }

    @Test func withoutThePlaygroundThePageAndItsFilesAre404AndTheAPIStays() {
        let harness = ServiceHarness { $0.servesPlayground = false }
        #expect(harness.call("GET", "/").status == 404)
        #expect(harness.call("GET", "/playground/app.js").status == 404)
        #expect(harness.call("GET", "/v1/examples").status == 200)
        #expect(harness.call("GET", "/v1/devices").status == 200)
    }

    @Test func validatorsCompareWeaklyInAList() {
        #expect(StaticFile.matches(#" "a" , W/"b" "#, #"W/"b""#))
        #expect(StaticFile.matches(#"W/"a""#, #""a""#))
        #expect(!StaticFile.matches(#""ab""#, #"W/"a""#))
        #expect(!StaticFile.matches("", #"W/"a""#))
    }

    @Test func theValidatorIsAFunctionOfTheBytes() {
        #expect(StaticFile(name: "a.js", text: "x").etag == StaticFile(name: "b.css", text: "x").etag)
        #expect(StaticFile(name: "a.js", text: "x").etag != StaticFile(name: "a.js", text: "y").etag)
        #expect(StaticFile.hexDigest([]) == "cbf29ce484222325")
    }
}

@Suite struct ExamplesTests {
    @Test func theListNamesEveryExampleFileInOrder() {
        let response = ServiceHarness().call("GET", "/v1/examples")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        guard case .array(let items) = response.json["examples"] else {
            Issue.record("no examples array: \(response.text)")
            return
        }
        let names = repositoryFiles("examples", suffix: ".json").map { String($0.dropLast(5)) }
        #expect(items.map { $0["name"] } == names.map { .string($0) })
        #expect(items.first?["href"] == .string("/v1/examples/" + (names.first ?? "")))
    }

    @Test func anExampleIsItsFileByteForByte() throws {
        let response = ServiceHarness().call("GET", "/v1/examples/seed-003-login-mistakes")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.body == (try #require(readFile(repositoryRoot + "/examples/seed-003-login-mistakes.json"))))
    }

    @Test(arguments: ["nope", "seed-003-login-mistakes.json", "..", ""])
    func anUnknownExampleIsA404(name: String) {
        let response = ServiceHarness().call("GET", "/v1/examples/" + name)
        #expect(response.status == 404)
    }
}
