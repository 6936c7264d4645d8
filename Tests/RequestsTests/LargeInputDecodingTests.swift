import LayoutTestSupport
import Testing

@testable import Document
@testable import Geometry
@testable import JSON

/// Decoding inputs far past any real document: the same answers as the scans they replace, from
/// hashed lookups, and problem lists of bounded length.
@Suite struct LargeInputDecodingTests {
    @Test func twentyThousandUnknownKeysGiveAThousandProblemsAndACount() throws {
        let keys = (0..<20_000).map { #""k\#($0)": 0"# }.joined(separator: ",")
        let value = try JSONParser.parse(#"{"root": {"id": "root", \#(keys)}, "constraints": []}"#)
        guard case .failure(let problems) = LayoutDocument.decode(value) else {
            Issue.record("unknown keys were accepted")
            return
        }
        #expect(problems.problems.count == JSONReader.maxProblems + 1)
        #expect(problems.problems.first?.pointer == "/root/k0")
        #expect(problems.problems.last?.message == "and 19000 more problems")
    }

    /// A decoder learns whether its part had a problem by comparing counts: past the listed
    /// problems the count goes on, in a nested reader absorbed too.
    @Test func theProblemCountGoesOnPastTheListedProblems() {
        var nested = JSONReader()
        for index in 0..<(JSONReader.maxProblems + 5) { nested.report("/\(index)", "m") }
        #expect(nested.problemCount == JSONReader.maxProblems + 5)
        #expect(nested.problems.count == JSONReader.maxProblems + 1)
        var reader = JSONReader()
        reader.report("/a", "x")
        reader.absorb(nested)
        #expect(reader.problemCount == JSONReader.maxProblems + 6)
        #expect(reader.problems.count == JSONReader.maxProblems + 1)
        #expect(reader.problems.last?.message == "and 6 more problems")
    }

    /// Past the scanning threshold keys are hashed: every repeat is still reported, at its own
    /// pointer, and only the repeats.
    @Test func repeatedKeysOfALargeObjectAreEachReportedOnce() {
        let members: [(key: String, value: JSONValue)] =
            (0..<100).map { ("k\($0)", .null) }
            + [("k5", .null), ("k7", .null), ("k5", .null)]
        var reader = JSONReader()
        _ = reader.object(.object(members), at: "/o", allowed: members.map(\.key))
        #expect(reader.problems.map(\.pointer) == ["/o/k5", "/o/k7", "/o/k5"])
        #expect(reader.problems.allSatisfy { $0.message.hasPrefix("duplicate key") })
    }

    /// The same for an object read member by member (a target, a state, an animation): repeats
    /// are reported at each repeat, and a key never read once, at its first occurrence.
    @Test func repeatedAndUnknownKeysOfALargeObjectReadByNameAreEachReportedOnce() throws {
        let members: [(key: String, value: JSONValue)] =
            (0..<100).map { ("k\($0)", .null) }
            + [("k5", .null), ("k7", .null), ("k5", .null)]
        var problems: [DocumentProblem] = []
        var object = try #require(
            JSONReader.Object(.object(members), pointer: "/o", what: "a target", problems: &problems))
        _ = object.value("k1")
        object.rejectUnknownKeys()
        let pointers = object.problems.map(\.pointer)
        #expect(pointers.prefix(3) == ["/o/k5", "/o/k7", "/o/k5"])
        #expect(pointers.dropFirst(3) == ArraySlice((0..<100).filter { $0 != 1 }.map { "/o/k\($0)" }))
        #expect(
            object.problems.dropFirst(3).allSatisfy {
                $0.message.hasPrefix("unknown key \"\($0.pointer.dropFirst(3))\"; ")
                    && $0.message.hasSuffix("expected one of: k1")
            })
        #expect(problems.isEmpty)
    }

    /// 5 000 metrics, looked up by name from expressions, VFL and a VFL entry's own large table.
    @Test func metricsOfALargeTableAreFoundByName() throws {
        let metrics = (0..<5_000).map { #""m\#($0)": \#($0 % 100 + 1)"# }.joined(separator: ",")
        let extra = (0..<100).map { #""e\#($0)": \#($0 + 1)"# }.joined(separator: ",")
        let json = #"""
            {"defaults": {"rounding": "none"}, "metrics": {\#(metrics)},
             "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
             "constraints": ["a.width == m4999", "a.height == m42", "H:|-m17-[b(m3)]", "V:|[b(10)]",
                             {"visualFormat": "V:|-e49-[a]", "metrics": {\#(extra)}}, "a.left == root.left"]}
            """#
        let result = try EngineFixture.solve(json)
        #expect(result.frame("a") == Rect(x: 0, y: 50, width: 100, height: 43))
        #expect(result.frame("b")?.x == 18 && result.frame("b")?.width == 4)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aRepeatedMetricIsReportedAndTheFirstValueKept() throws {
        guard
            case .failure(let problems) = LayoutDocument.decode(
                try JSONParser.parse(
                    #"{"metrics": {"m": 1, "n": 2, "m": 3}, "root": {"id": "root"}}"#))
        else {
            Issue.record("a repeated metric was accepted")
            return
        }
        #expect(problems.problems.map(\.pointer) == ["/metrics/m"])
    }
}
