import Glibc
import LayoutTestSupport
import Testing

@testable import Devices
@testable import Document
@testable import Engine
@testable import JSON
@testable import Requests

/// Targets of one request solved in groups from a warm start (`RequestSolver.targetGroups`,
/// `WarmStart`, `LayoutSystem.addDocumentConstraints(reusing:)`, `LayoutSystem.rewrapped`) give
/// exactly what solving each target on its own gives.
@Suite struct WarmStartTests {
    /// Every `.json` file under examples/, sorted.
    static let exampleNames: [String] = {
        guard let directory = opendir(ExampleFiles.directory) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasSuffix(".json") { names.append(name) }
        }
        return names.sorted()
    }()

    static var everyOutput: OutputOptions {
        var output = OutputOptions()
        output.windowFrames = true
        output.constraints = true
        return output
    }

    static func request(_ document: LayoutDocument, _ targets: [TargetSpec]) -> LayoutRequest {
        LayoutRequest(
            document: document, targets: targets, targetPointers: targets.map { _ in "" }, states: [],
            output: everyOutput)
    }

    /// A result as the response prints it, with the one non-deterministic number zeroed.
    static func serialized(_ result: TargetResult) -> String {
        var result = result
        result.stats.solveMicroseconds = 0
        return JSONWriter.string(result.jsonValue)
    }

    /// The geometry `LayoutEngine.solve` gives a target (the design screen included).
    static func geometry(_ target: ResolvedTarget, _ document: LayoutDocument) -> TargetGeometry {
        var geometry = TargetGeometry(target)
        if let design = document.designTarget,
            case .success(let canvas) = ResolvedTarget.resolve(design, controller: document.controller)
        {
            geometry.designScreen = canvas.size
        }
        return geometry
    }

    /// The all-targets solve of `document` against one cold one-target solve per target.
    static func expectWarmEqualsCold(
        _ document: LayoutDocument, _ name: String,
        targets: [TargetSpec] = DeviceCatalog.standard.allTargets()
    ) throws {
        let all = try RequestSolver.solve(request(document, targets)).get()
        try #require(all.results.count == targets.count)
        for (index, target) in targets.enumerated() {
            let cold = try RequestSolver.solve(request(document, [target])).get()
            try #require(cold.results.count == 1)
            let warm = all.results[index]
            #expect(warm.frames.map(\.id) == cold.results[0].frames.map(\.id))
            #expect(warm.diagnostics == cold.results[0].diagnostics, "\(name) target \(index)")
            #expect(serialized(warm) == serialized(cold.results[0]), "\(name) target \(index): \(target)")
        }
    }

    @Test func theExamplesDirectoryIsFound() {
        #expect(Self.exampleNames.contains("seed-000-profile.json"))
        #expect(Self.exampleNames.count >= 5)
    }

    @Test(arguments: exampleNames)
    func everyTargetOfARequestSolvesAsItWouldAlone(_ name: String) throws {
        try Self.expectWarmEqualsCold(try ExampleFiles.document(name), name)
    }

    /// Where the optimum is not unique the solver's basis picks the answer: a warm start must
    /// not pick differently from a cold one, nor report the ambiguity differently.
    @Test func ambiguousLayoutsSolveAsTheyWouldAlone() throws {
        let document = try EngineFixture.document(
            #"""
            {"defaults": {"rounding": "none"},
             "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}, {"id": "c"}]},
             "constraints": ["V:|-(20)-[a(50)]", "H:[a(50)]", "a.leading >= root.leading + 10", "a.trailing <= root.trailing - 10",
                             "V:|-(80)-[b(30)]", "H:|-(10)-[b]", "b.trailing <= root.trailing - 10",
                             "V:[b]-(10)-[c]", "c.bottom <= root.bottom - 10", "H:|-(30)-[c]-(30)-|"]}
            """#)
        try Self.expectWarmEqualsCold(document, "ambiguous")
    }

    /// Narrow screens of a group cannot hold the required widths: the first clean target is the
    /// warm start, and a later narrow one (constants moved into infeasibility) falls back to a
    /// cold solve that reports the conflict.
    @Test func targetsWhoseRequiredConstraintsConflictSolveAsTheyWouldAlone() throws {
        let document = try EngineFixture.document(
            #"""
            {"defaults": {"rounding": "none"},
             "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
             "constraints": ["H:|-(10)-[a(>=380)]-(10)-|", "V:|-(20)-[a(50)]", "H:|-(10)-[b(100@750)]", "V:[a]-(5)-[b(20)]",
                             "b.trailing <= a.trailing"]}
            """#)
        try Self.expectWarmEqualsCold(document, "conflicts")
        let results = try RequestSolver.solve(Self.request(document, DeviceCatalog.standard.allTargets())).get().results
        let conflicted = results.filter { $0.diagnostics.contains { $0.code == "unsatisfiable_constraints" } }
        #expect(!conflicted.isEmpty && conflicted.count < results.count)
    }

    // MARK: Copied document constraints

    /// The names of the fields of a resolved constraint that differ.
    static func differences(_ a: ResolvedConstraint, _ b: ResolvedConstraint) -> [String] {
        var fields: [String] = []
        if a.id != b.id { fields.append("id") }
        if a.description != b.description { fields.append("description") }
        if a.origin != b.origin { fields.append("origin") }
        if a.relation != b.relation { fields.append("relation") }
        if a.priority != b.priority { fields.append("priority") }
        if a.views != b.views { fields.append("views") }
        if a.expression != b.expression { fields.append("expression") }
        if a.source != b.source { fields.append("source") }
        if a.sourceRange != b.sourceRange { fields.append("sourceRange") }
        if a.constant != b.constant { fields.append("constant") }
        return fields
    }

    static func expectSameSystem(_ got: LayoutSystem, _ expected: LayoutSystem, _ comment: String) {
        #expect(got.constraints.count == expected.constraints.count, "\(comment)")
        #expect(got.variableNames == expected.variableNames, "\(comment)")
        for (index, (g, e)) in zip(got.constraints, expected.constraints).enumerated() {
            let fields = differences(g, e)
            #expect(fields.isEmpty, "\(comment) constraint \(index) (\(e.description)) differs in \(fields)")
        }
        #expect(got.diagnostics.map(\.code) == expected.diagnostics.map(\.code), "\(comment)")
        #expect(got.diagnostics.map(\.message) == expected.diagnostics.map(\.message), "\(comment)")
        #expect(got.diagnostics == expected.diagnostics, "\(comment)")
    }

    /// Within each group of the catalog's targets, the system built reusing the group's first
    /// system equals the one built afresh. Returns how many entries were copied.
    @discardableResult
    static func expectReusedSystemsEqualFreshOnes(_ document: LayoutDocument, _ name: String) throws -> Int {
        let targets = try request(document, DeviceCatalog.standard.allTargets()).resolvedTargets().get()
        var copied = 0
        for group in RequestSolver.targetGroups(targets) {
            let first = LayoutEngine.buildSystem(
                document, geometry: geometry(targets[group[0]], document), wrapWidths: [:])
            for index in group.dropFirst() {
                let later = geometry(targets[index], document)
                let reused = LayoutEngine.buildSystem(document, geometry: later, wrapWidths: [:], reusing: first)
                let fresh = LayoutEngine.buildSystem(document, geometry: later, wrapWidths: [:])
                let comment = "\(name) target \(index) from \(group[0])"
                expectSameSystem(reused, fresh, comment)
                #expect(
                    reused.entryRecords.map(\.readsGeometry) == fresh.entryRecords.map(\.readsGeometry), "\(comment)")
                if LayoutSystem.sharesInstallation(later, with: first) {
                    copied += reused.entryRecords.filter { !$0.readsGeometry }.count
                }
            }
        }
        return copied
    }

    @Test(arguments: exampleNames)
    func aSystemBuiltFromAnotherTargetOfTheSameTraitsEqualsAFreshOne(_ name: String) throws {
        try Self.expectReusedSystemsEqualFreshOnes(try ExampleFiles.document(name), name)
    }

    /// Guards the test above against reuse silently stopping: seed-000's equations (aspect
    /// ratios, the description's trailing edge) read no geometry and are copied.
    @Test func seed000CopiesItsGeometryFreeEntries() throws {
        let document = try ExampleFiles.document("seed-000-profile.json")
        #expect(!document.hasDeviceConditions)
        let copied = try Self.expectReusedSystemsEqualFreshOnes(document, "seed-000")
        #expect(copied > 0)
        // The entries under the top layout guide read the geometry; the aspect ratios do not.
        let target = try EngineFixture.target(
            .device(DeviceTargetSpec(device: "iphone-6", orientation: .portrait)), document)
        let system = LayoutEngine.buildSystem(document, geometry: Self.geometry(target, document), wrapWidths: [:])
        let flags = system.entryRecords.map(\.readsGeometry)
        #expect(flags.contains(true) && flags.contains(false))
        let aspect = try #require(
            system.constraints.firstIndex { $0.source == "avatarImageView.height == avatarImageView.width" })
        #expect(system.entryRecords.contains { $0.constraints.contains(aspect) && !$0.readsGeometry })
    }

    @Test func entriesOnRootMarginsOrGuidesReadTheGeometry() throws {
        let document = try EngineFixture.document(
            #"""
            {"controller": {"navigationBar": true},
             "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
             "constraints": ["V:[topLayoutGuide][a(10)]", "b.width == a.width", "H:|[b]", "V:|-(5)-[b(10)]",
                             "a.leading == root.leadingMargin", "a.trailing == root.trailing"]}
            """#)
        let target = try EngineFixture.target(
            .device(DeviceTargetSpec(device: "iphone-6", orientation: .portrait)), document)
        let system = LayoutEngine.buildSystem(document, geometry: Self.geometry(target, document), wrapWidths: [:])
        #expect(system.entryRecords.map(\.readsGeometry) == [true, false, false, false, true, false])
    }

    // MARK: Device conditions

    static let deviceConditioned = #"""
        {"defaults": {"rounding": "none"},
         "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b", "installed": {"device": ["iphone-6-plus", "iphone-5"]}}]},
         "constraints": ["H:|-(10)-[a]-(10)-|", "V:|-(20)-[a(50@500)]",
                         {"when": {"device": ["iphone-6"]}, "constraints": ["V:[a(120)]"]},
                         "H:|[b(40)]", "V:[a]-(5)-[b(40)]", "a.width == 2 * b.width @250"]}
        """#

    @Test func devicesNamedByConditionsStillSolveAsTheyWouldAlone() throws {
        let document = try EngineFixture.document(Self.deviceConditioned)
        #expect(document.hasDeviceConditions)
        try Self.expectWarmEqualsCold(document, "device conditions")
        // And the conditions did take effect in the warm solve.
        let targets = ["iphone-5", "iphone-6", "iphone-6-plus", "iphone-12"].map {
            TargetSpec.device(DeviceTargetSpec(device: $0, orientation: .portrait))
        }
        let results = try RequestSolver.solve(Self.request(document, targets)).get().results
        #expect(results.map { $0.frame("a")?.height } == [50, 120, 50, 50])
        #expect(results.map { $0.frames.contains { $0.id == "b" } } == [true, false, true, false])
        // No copying across devices of the same traits when a condition names a device.
        let resolved = try Self.request(document, targets).resolvedTargets().get()
        let first = LayoutEngine.buildSystem(document, geometry: Self.geometry(resolved[0], document), wrapWidths: [:])
        let second = LayoutEngine.buildSystem(document, geometry: Self.geometry(resolved[1], document), wrapWidths: [:])
        #expect(!LayoutSystem.sharesInstallation(second.geometry, with: first))
        #expect(RequestSolver.targetGroups(resolved) == [[0, 1, 2, 3]])
    }

    // MARK: The second label pass

    static func iPhone6Portrait(_ document: LayoutDocument) throws -> ResolvedTarget {
        try EngineFixture.target(.device(DeviceTargetSpec(device: "iphone-6", orientation: .portrait)), document)
    }

    @Test func aRewrappedSystemEqualsOneBuiltWithTheWrapWidths() throws {
        let document = try ExampleFiles.document("seed-000-profile.json")
        let target = try Self.iPhone6Portrait(document)
        let geometry = Self.geometry(target, document)
        let system = LayoutEngine.buildSystem(document, geometry: geometry, wrapWidths: [:])
        let widths = LayoutEngine.labelWrapWidths(document, SolvedSystem.solve(system, options: .standard))
        #expect(!widths.isEmpty)
        let rewrapped = try #require(system.rewrapped(widths))
        let fresh = LayoutEngine.buildSystem(document, geometry: geometry, wrapWidths: widths)
        Self.expectSameSystem(rewrapped, fresh, "seed-000 rewrapped")
        let warmValues = SolvedSystem.solve(rewrapped, options: .standard).values
        let freshValues = SolvedSystem.solve(fresh, options: .standard).values
        #expect(warmValues == freshValues)
        // The engine's answer (second pass from the first pass's solver) is the fresh build's.
        let solved = LayoutEngine.solve(document, target: target)
        let expected = LayoutEngine.readFrames(
            LayoutEngine.solvePass(document, geometry: geometry, wrapWidths: widths, options: .standard),
            rounding: document.defaults.rounding, scale: geometry.scale)
        #expect(solved.frames.map(\.id) == expected.map(\.id))
        #expect(solved.frames.map(\.frame) == expected.map(\.frame))
    }

    static func baselineReader(_ last: String) -> String {
        #"""
        {"defaults": {"rounding": "none"},
         "root": {"id": "root", "subviews": [
           {"id": "label", "kind": "label", "font": {"size": 11}, "numberOfLines": 0,
            "text": "Apple, Google, Microsoft, Instagram, Twitter, Facebook and many, many others like this, and then some more"},
           {"id": "below"}]},
         "constraints": ["H:|-(10)-[label]-(10)-|", "V:|-(40)-[label]", "H:|[below(20)]", "V:[below(20)]",
                         "\#(last)"]}
        """#
    }

    @Test func aConstraintOnAWrappedLabelsBaselineRebuildsTheSecondPass() throws {
        let document = try EngineFixture.document(Self.baselineReader("below.top == label.firstBaseline + 8"))
        let target = try Self.iPhone6Portrait(document)
        let geometry = Self.geometry(target, document)
        let system = LayoutEngine.buildSystem(document, geometry: geometry, wrapWidths: [:])
        let widths = LayoutEngine.labelWrapWidths(document, SolvedSystem.solve(system, options: .standard))
        #expect(!widths.isEmpty)
        #expect(system.rewrapped(widths) == nil)
        let solved = LayoutEngine.solve(document, target: target)
        let expected = LayoutEngine.readFrames(
            LayoutEngine.solvePass(document, geometry: geometry, wrapWidths: widths, options: .standard),
            rounding: document.defaults.rounding, scale: geometry.scale)
        #expect(solved.frames.map(\.id) == ["root", "label", "below"])
        #expect(solved.frames.map(\.frame) == expected.map(\.frame))
        // The label did wrap onto several lines.
        let label = try #require(solved.frame("label"))
        #expect(label.width == 355 && label.height > 20)
        // The same document without the baseline constraint can be rewrapped.
        let withoutBaseline = try EngineFixture.document(Self.baselineReader("V:[label]-(8)-[below]"))
        let plain = LayoutEngine.buildSystem(withoutBaseline, geometry: geometry, wrapWidths: [:])
        #expect(plain.rewrapped(widths) != nil)
    }

    // MARK: Target groups

    @Test func targetsAreGroupedByTraitsInOrderOfTheirFirstTarget() throws {
        let document = try EngineFixture.document(#"{"root": {"id": "root"}}"#)
        func device(_ id: String, _ orientation: Orientation, _ direction: LayoutDirection? = nil) -> TargetSpec {
            .device(DeviceTargetSpec(device: id, orientation: orientation, layoutDirection: direction))
        }
        let specs = [
            device("iphone-6", .portrait),  // 0: compact × regular phone
            device("iphone-6", .landscape),  // 1: compact × compact
            device("iphone-5", .portrait),  // 2: as 0
            device("ipad-9-7", .portrait),  // 3: regular × regular pad
            device("iphone-6-plus", .landscape),  // 4: regular × compact
            device("iphone-6-plus", .portrait),  // 5: as 0
            device("iphone-4s", .landscape),  // 6: as 1
            device("iphone-6", .portrait, .rightToLeft),  // 7: as 0 but right to left
            device("ipad-9-7", .landscape),  // 8: regular × regular, landscape
            device("iphone-6", .portrait)  // 9: 0 again
        ]
        let targets = try Self.request(document, specs).resolvedTargets().get()
        #expect(RequestSolver.targetGroups(targets) == [[0, 2, 5, 9], [1, 6], [3], [4], [7], [8]])
        #expect(RequestSolver.targetGroups([]) == [])
    }

    @Test func catalogGroupsPartitionTheTargetsByTraits() throws {
        let document = try EngineFixture.document(#"{"root": {"id": "root"}}"#)
        let targets = try Self.request(document, DeviceCatalog.standard.allTargets()).resolvedTargets().get()
        let groups = RequestSolver.targetGroups(targets)
        #expect(groups.flatMap { $0 }.sorted() == Array(targets.indices))
        #expect(groups.map { $0[0] } == groups.map { $0[0] }.sorted())
        func key(_ index: Int) -> TraitCollection {
            var traits = targets[index].traits
            traits.deviceID = nil
            return traits
        }
        for group in groups {
            #expect(group == group.sorted())
            #expect(group.allSatisfy { key($0) == key(group[0]) })
        }
        let keys = groups.map { key($0[0]) }
        #expect(Set(keys).count == keys.count)
        // Devices do share groups: far fewer groups than targets.
        #expect(groups.count < targets.count / 2)
    }
}
