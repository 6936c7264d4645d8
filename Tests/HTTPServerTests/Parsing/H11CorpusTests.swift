import Foundation
import Testing

@testable import HTTPServer

/// The raw requests of checks/h11/corpus, shared with the differential check against Python's h11
/// (checks/h11/run.sh), which compares what this parser makes of them with what h11 does.
enum H11Corpus {
    /// checks/h11/corpus, or `$H11_CORPUS` (run.sh --fuzz points it at mutated copies).
    static let directory =
        ProcessInfo.processInfo.environment["H11_CORPUS"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("checks/h11/corpus")

    /// File names in sorted order, so output order never depends on the file system.
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".http") }.sorted()
    }()

    static func bytes(_ file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(file)))
    }

    /// One line of the differential's JSON: the verdict (`ok`, `error`, or `incomplete` when the
    /// input stops inside a request) and every completed request, bytes as hex.
    static func resultLine(file: String, bytes: [UInt8]) -> String {
        var parser = HTTPRequestParser()
        let events = ParserFeeding.mergingBodies(parser.feed(bytes))
        var requests: [String] = []
        var current: (head: HTTPRequestHead, body: [UInt8])?
        var verdict = parser.isIdle || parser.state == .closed ? "ok" : "incomplete"
        var status = "null"
        for event in events {
            switch event {
            case .head(let head): current = (head, [])
            case .body(let bytes): current?.body += bytes
            case .end:
                if let (head, body) = current { requests.append(requestJSON(head, body)) }
                current = nil
            case .error(let error):
                verdict = "error"
                status = "\(error.status), \"code\": \"\(error.code)\""
            }
        }
        return "{\"file\": \"\(file)\", \"verdict\": \"\(verdict)\", \"status\": \(status), "
            + "\"requests\": [\(requests.joined(separator: ", "))]}"
    }

    private static func requestJSON(_ head: HTTPRequestHead, _ body: [UInt8]) -> String {
        let headers = head.headers.map { "[\"\(hex($0.name.utf8))\", \"\(hex($0.value.utf8))\"]" }
        return "{\"method\": \"\(hex(head.method.utf8))\", \"target\": \"\(hex(head.target.utf8))\", "
            + "\"headers\": [\(headers.joined(separator: ", "))], \"body\": \"\(hex(body))\"}"
    }

    private static func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in bytes { out += [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]] }
        return String(decoding: out, as: UTF8.self)
    }
}

@Suite struct H11CorpusTests {
    @Test func corpusHasAtLeastSixtyRequests() {
        #expect(H11Corpus.files.count >= 60)
    }

    @Test(arguments: H11Corpus.files)
    func corpusRequestGivesTheSameEventsHoweverItIsFed(file: String) throws {
        let bytes = try H11Corpus.bytes(file)
        let whole = ParserFeeding.whole.events(bytes)
        #expect(ParserFeeding.byteByByte.events(bytes) == whole)
        #expect(ParserFeeding.halves.events(bytes) == whole)
        // valid-* and invalid-* name the verdict both parsers share; differs-* are in compare.py's list.
        if file.hasPrefix("valid-") { #expect(parseError(in: whole) == nil) }
        if file.hasPrefix("invalid-") { #expect(parseError(in: whole) != nil) }
    }

    /// Writes one JSON line per corpus file to `$H11_DIFF_OUT` for checks/h11/compare.py.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["H11_DIFF_OUT"] != nil))
    func writeParseResultsForTheH11Differential() throws {
        let path = try #require(ProcessInfo.processInfo.environment["H11_DIFF_OUT"])
        let lines = try H11Corpus.files.map { H11Corpus.resultLine(file: $0, bytes: try H11Corpus.bytes($0)) }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }
}
