import Glibc
import LayoutTestSupport
import TestSupport
import Testing

@testable import Document
@testable import Engine
@testable import JSON
@testable import Requests

/// Real "Unable to simultaneously satisfy constraints" logs from public issues and pages, each
/// rebuilt as a layout document (Diagnostics/ConflictLogs/, one file per log: `source` — where
/// the log was published —, `printed` — UIKit's list in its order, each entry in our names with
/// the ids of the constraints it stands for —, `broken` — what UIKit broke, or null when the
/// log is cut before it —, `order` — whether the document lists its constraints in the order
/// UIKit printed them or in an order the source shows —, `adding` — what the source shows of
/// the order they were added in —, `target` and `document`).
///
/// Every log must be a conflict here too, and every conflict we report must lie inside UIKit's
/// printed list. The break-rule test measures which constraint we break against UIKit's choice,
/// for docs/diagnostics.md.
@Suite struct ConflictCorpusTests {
    static let directory = repositoryRoot + "/Tests/EngineTests/Diagnostics/ConflictLogs"

    /// The corpus file names, sorted.
    static let names: [String] = {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".json") { names.append(name) }
        }
        return names.sorted()
    }()

    struct Log {
        var source: JSONValue
        var printed: [[String]]
        var broken: String?
        var result: TargetResult
        var conflicts: [Diagnostic] { result.diagnostics.filter { $0.code == DiagnosticCode.unsatisfiableConstraints } }
    }

    static func load(_ name: String) throws -> Log {
        let path = directory + "/" + name
        guard let bytes = readFile(path) else { throw EngineFixture.Failure(description: "cannot read \(path)") }
        let file = try JSONParser.parse(bytes)
        guard let document = file["document"], let target = file["target"], case .array(let printed)? = file["printed"]
        else {
            throw EngineFixture.Failure(description: "\(name): no document, target or printed list")
        }
        let request = LayoutRequest.decode(.object([("document", document), ("target", target)]))
        guard case .success(let decoded) = request, case .success(let targets) = decoded.resolvedTargets(),
            let resolved = targets.first
        else { throw EngineFixture.Failure(description: "\(name): \(request)") }
        let ids = printed.map { entry -> [String] in
            guard case .array(let ids)? = entry["ids"] else { return [] }
            return ids.compactMap { if case .string(let id) = $0 { id } else { nil } }
        }
        var broken: String?
        if case .string(let id)? = file["broken"] { broken = id }
        return Log(
            source: file["source"] ?? .null, printed: ids, broken: broken,
            result: LayoutEngine.solve(decoded.document, target: resolved))
    }

    @Test func theCorpusHasFiftyLogsThatShowUIKitsChoiceEachWithItsSource() throws {
        var known = 0
        for name in Self.names {
            let log = try Self.load(name)
            if log.broken != nil { known += 1 }
            guard case .string(let url)? = log.source["url"] else {
                Issue.record("\(name): no source url")
                continue
            }
            #expect(url.hasPrefix("https://") || url.hasPrefix("http://"), "\(name)")
        }
        #expect(known >= 50)
    }

    @Test(arguments: names)
    func everyLogIsAConflictInsideUIKitsPrintedList(_ name: String) throws {
        let log = try Self.load(name)
        let printed = Set(log.printed.joined())
        #expect(!log.conflicts.isEmpty, "\(name): no conflict found")
        for conflict in log.conflicts {
            #expect(!conflict.constraints.isEmpty, "\(name)")
            #expect(
                conflict.constraints.allSatisfy(printed.contains),
                "\(name): \(conflict.constraints) not inside \(printed.sorted())")
        }
        // Whatever gave way, no frame is left with a negative size.
        for frame in log.result.frames {
            #expect(frame.frame.width >= 0 && frame.frame.height >= 0, "\(name): \(frame.id) \(frame.frame)")
        }
    }

    /// The members written in the document, in system order (the order they were added).
    static func documentMembers(_ conflict: Diagnostic) -> [String] {
        guard case .array(let details)? = conflict["details"] else { return [] }
        return details.compactMap { member -> String? in
            guard member["origin"] == .string("document"), case .string(let id)? = member["id"] else { return nil }
            return id
        }
    }

    /// The rule the engine had before the corpus was measured: break the member written in the
    /// document that was added last.
    static func lastAddedBroken(_ conflict: Diagnostic) -> String? { documentMembers(conflict).last }

    /// The rule the first 21 logs suggested: keep the constraint whose addition exposed the
    /// conflict (the newest listed member) and break the newest other member written in the
    /// document; the last-added rule where there is none.
    static func alternativeBroken(_ conflict: Diagnostic) -> String? {
        let documentIds = documentMembers(conflict)
        guard let exposing = conflict.constraints.last, documentIds.contains(exposing),
            let other = documentIds.last(where: { $0 != exposing })
        else { return lastAddedBroken(conflict) }
        return other
    }

    /// docs/diagnostics.md, "Which constraint is broken": the three rules' scores on the logs
    /// that show UIKit's choice (the first conflict of each). The engine's rule (ConflictReport.
    /// chooseBroken) scores highest; seed 003's login example follows it.
    @Test func theBreakRuleMeasuredOnTheCorpus() throws {
        var known = 0, adopted = 0, lastAdded = 0, alternative = 0
        for name in Self.names {
            let log = try Self.load(name)
            guard let uikit = log.broken, let conflict = log.conflicts.first else { continue }
            known += 1
            if conflict["broken"] == .string(uikit) { adopted += 1 }
            if Self.lastAddedBroken(conflict) == uikit { lastAdded += 1 }
            if Self.alternativeBroken(conflict) == uikit { alternative += 1 }
        }
        #expect(known == 50)
        #expect(adopted == 43)
        #expect(lastAdded == 18)
        #expect(alternative == 25)

        let seed = try ExampleFiles.solve("seed-003-login-mistakes.json", "iphone-6", .portrait)
        let conflict = try #require(seed.diagnostics.first { $0.code == DiagnosticCode.unsatisfiableConstraints })
        #expect(conflict["broken"] == .string("userLeft10"))
        #expect(Self.lastAddedBroken(conflict) == "userLeft20")
    }

    /// UIKit prints the members in the order they were added: every log lists the members
    /// written in the document in the order UIKit printed them.
    @Test(arguments: names)
    func theDocumentMembersAreListedInUIKitsOrder(_ name: String) throws {
        let log = try Self.load(name)
        let printed = log.printed.joined()
        for conflict in log.conflicts {
            let members = Self.documentMembers(conflict)
            #expect(members == printed.filter(members.contains), "\(name)")
        }
    }

    /// The log has the layout of lines of UIKit's iOS 13+ logs (trust-wallet-ios#279,
    /// unstoppable-wallet-ios#707, FDTake#122: the fixed lines below are theirs, trailing spaces
    /// included), one line per member in system order, with the constraint's id where UIKit
    /// prints its address.
    @Test(arguments: names)
    func theLogHasUIKitsLayoutOfLines(_ name: String) throws {
        let log = try Self.load(name)
        for conflict in log.conflicts {
            guard case .string(let text)? = conflict["log"], case .string(let broken)? = conflict["broken"],
                case .array(let details)? = conflict["details"]
            else {
                Issue.record("\(name): no log")
                continue
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let head = [
                "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
                "\tProbably at least one of the constraints in the following list is one you don't want. ",
                "\tTry this: ",
                "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. "
            ]
            #expect(Array(lines.prefix(head.count)) == head, "\(name)")
            lines.removeFirst(min(head.count, lines.count))
            if details.contains(where: { $0["origin"] == .string("autoresizing") }) {
                #expect(
                    lines.first
                        == "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                        + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ",
                    "\(name)")
                lines.removeFirst()
            }
            if conflict["note"] != nil { lines.removeFirst() }  // ours: the non-negative sizes
            #expect(lines.first == "(", "\(name)")
            var rendered: [String: String] = [:]
            for (position, id) in conflict.constraints.enumerated() {
                let line = lines.count > position + 1 ? lines[position + 1] : ""
                let last = position == conflict.constraints.count - 1
                #expect(line.hasPrefix("    \"<") && line.hasSuffix(last ? ">\"" : ">\","), "\(name): \(line)")
                let member = String(line.dropFirst(5).dropLast(last ? 1 : 2))
                #expect(member.contains("Constraint:\(id) ") && member.contains("   (active"), "\(name): \(member)")
                rendered[id] = member
            }
            let tail = Array(lines.dropFirst(conflict.constraints.count + 1))
            #expect(
                tail == [
                    ")", "", "Will attempt to recover by breaking constraint ", rendered[broken] ?? "", "",
                    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                    "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
                        + "<UIKitCore/UIView.h> may also be helpful."
                ], "\(name)")
        }
    }
}
