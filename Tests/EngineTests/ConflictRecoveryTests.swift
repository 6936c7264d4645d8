import LayoutTestSupport
import TestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import Geometry
@testable import JSON

/// Documents with many required conflicts, too large to be solved again as given
/// (`SolverRun.asGivenLimit`): every conflict is reported once, with an irreducible set and its
/// broken member, `stats` count what was solved, and every frame is the layout recovered by
/// breaking those members — as UIKit breaks one constraint per conflict and lays out the rest.
@Suite struct ConflictRecoveryTests {
    static func conflicts(_ result: TargetResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.code == DiagnosticCode.unsatisfiableConstraints }
    }

    static func frames(_ result: TargetResult) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: result.frames.map { ($0.id, $0.frame) })
    }

    /// Whether `a` and `b` are the same rectangle within `tolerance` points.
    static func same(_ a: Rect, _ b: Rect, tolerance: Double = 0.01) -> Bool {
        isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
            && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
    }

    @Test func aFeedWithAConflictingBadgeInEveryCellReportsEachAndKeepsEveryOtherFrame() throws {
        let result = try EngineFixture.solve(ConflictDocuments.feed(100, badges: true))
        let plain = try EngineFixture.solve(ConflictDocuments.feed(100, badges: false))
        #expect(Self.conflicts(plain).isEmpty)
        let found = Self.conflicts(result)
        #expect(found.count == 100)
        #expect(result.diagnostics.count == found.count, "\(result.diagnostics.map(\.code))")
        for conflict in found {
            // The two widths, nothing else: irreducible, one of them broken.
            let members = conflict.constraints
            #expect(members.count == 2 && conflict["irreducible"] == nil, "\(members)")
            #expect(members.map { JSONValue.string($0) }.contains { $0 == conflict["broken"] })
        }
        let badged = Self.frames(result)
        for k in 0..<100 {
            #expect(
                [10, 20].contains(badged["badge\(k)"]?.width ?? -1),
                "badge\(k): \(String(describing: badged["badge\(k)"]))")
        }
        for frame in plain.frames {
            let other = try #require(badged[frame.id])
            #expect(Self.same(frame.frame, other), "\(frame.id): \(frame.frame) vs \(other)")
        }
        #expect(result.stats.constraints > plain.stats.constraints)
        #expect(result.stats.broken == 100 && plain.stats.broken == 0)
    }

    @Test(arguments: [600, 2_000])
    func independentConflictsAreEachReportedAndEachViewKeepsTheWidthNotBroken(views: Int) throws {
        let result = try EngineFixture.solve(ConflictDocuments.independentConflicts(views))
        let found = Self.conflicts(result)
        #expect(found.count == views)
        #expect(found.allSatisfy { $0.constraints.count == 2 && $0["irreducible"] == nil })
        // View k's widths are constraints[4k + 2] (50) and constraints[4k + 3] (60).
        let broken = Set(
            found.compactMap { conflict -> String? in
                if case .string(let id)? = conflict["broken"] { return id }
                return nil
            })
        let frames = Self.frames(result)
        for k in 0..<views {
            let width: Double = broken.contains("constraints[\(4 * k + 2)]") ? 60 : 50
            #expect(frames["s\(k)"]?.width == width && frames["s\(k)"]?.height == 10, "s\(k)")
        }
        // Three constraints with variables per view (left, top, height: the VFL) and two widths.
        #expect(result.stats.constraints >= 5 * views)
        #expect(result.stats.broken == views)
    }

    /// A random document of components (`PlantedConflicts`), each with none, one or two planted
    /// conflicts whose irreducible sets are known by construction (each is the only one): every
    /// conflict is found with exactly its set and the member the rule breaks, and the frames are
    /// those of the same document without the broken members, which has no conflict at all.
    @Test(arguments: [(1, 1), (2, 10), (3, 60), (4, 200), (5, 500)])
    func plantedConflictsAreEachFoundWithTheirSetAndTheRestIsLaidOut(seed: UInt64, planted: Int) throws {
        var random = SeededGenerator(seed: 310 + seed)
        let document = PlantedConflicts(planted: planted, using: &random)
        #expect(document.conflicts.count >= planted)
        let result = try EngineFixture.solve(document.json())
        let found = Self.conflicts(result)
        let expected = Set(document.conflicts.map { $0.members.map { "constraints[\($0)]" } })
        #expect(Set(found.map(\.constraints)) == expected)
        #expect(found.count == expected.count)
        #expect(found.allSatisfy { $0["irreducible"] == nil })
        // Each broken member is one of its set's; leaving them out leaves no conflict at all.
        var broken = Set<Int>()
        for conflict in found {
            guard case .string(let id)? = conflict["broken"], conflict.constraints.contains(id),
                let index = Int(id.dropFirst("constraints[".count).dropLast())
            else {
                Issue.record("broken \(String(describing: conflict["broken"])) not of \(conflict.constraints)")
                continue
            }
            broken.insert(index)
        }
        let repaired = try EngineFixture.solve(document.json(leavingOut: broken))
        #expect(repaired.diagnostics.isEmpty, "\(repaired.diagnostics.map(\.message))")
        let frames = Self.frames(result)
        for frame in repaired.frames {
            let other = try #require(frames[frame.id])
            #expect(Self.same(frame.frame, other), "\(frame.id): \(frame.frame) vs \(other)")
        }
    }

    /// The same documents as the solver alone answers them: the same diagnostics, byte for byte.
    @Test func plantedConflictsAreWhatTheEngineWithoutThePresolveFinds() throws {
        var random = SeededGenerator(seed: 77)
        let json = PlantedConflicts(planted: 40, maximumChain: 12, using: &random).json()
        let document = try EngineFixture.document(json)
        let target = try EngineFixture.target(
            .device(DeviceTargetSpec(device: "iphone-6", orientation: .portrait)), document)
        let presolved = LayoutEngine.solve(document, target: target)
        let alone = LayoutEngine.solve(document, target: target, options: EngineOptions(presolves: false))
        #expect(Self.conflicts(presolved).count >= 40)
        #expect(
            JSONWriter.write(.array(presolved.diagnostics.map(\.jsonValue)))
                == JSONWriter.write(.array(alone.diagnostics.map(\.jsonValue))))
        for (a, b) in zip(presolved.frames, alone.frames) {
            #expect(Self.same(a.frame, b.frame, tolerance: testTolerance), "\(a.id): \(a.frame) vs \(b.frame)")
        }
    }

    @Test func statsNameTheBrokenConstraintsOnlyWhenAConflictBrokeSome() throws {
        let conflicting = try EngineFixture.solve(EngineFixture.twoViews(#""a.width == 10", "a.width == 20""#))
        let clean = try EngineFixture.solve(EngineFixture.twoViews(#""a.width == 10""#))
        #expect(conflicting.stats.jsonValue["broken"] == .number(1))
        #expect(conflicting.stats.jsonValue["constraints"] == .number(6))
        #expect(clean.stats.jsonValue["broken"] == nil)
    }

    /// No answer is a layout that was not solved: in every conflicting document here each view is
    /// given a non-zero required size, and so must each frame have one.
    @Test func noConflictingDocumentIsAnsweredWithEmptyFrames() throws {
        var random = SeededGenerator(seed: 5)
        let documents = [
            ConflictDocuments.feed(100, badges: true), ConflictDocuments.independentConflicts(2_000),
            PlantedConflicts(planted: 300, using: &random).json()
        ]
        for json in documents {
            let result = try EngineFixture.solve(json)
            #expect(!Self.conflicts(result).isEmpty)
            let empty = result.frames.filter { $0.frame.width == 0 || $0.frame.height == 0 }
            #expect(empty.isEmpty, "\(empty.prefix(5).map(\.id)) of \(result.frames.count) have no size")
        }
    }
}
