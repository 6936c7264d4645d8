import TestSupport
import Testing

/// The module graph of `Package.swift` is the house plan (docs/architecture.md): a source file may
/// import only the package's modules its target lists, and the arrows never close a circle. A
/// new import across modules therefore shows up as a change to `Package.swift`, on purpose.
struct ModuleGraphTests {
    struct Target {
        var name: String
        var dependencies: [String]
        var path: String
    }

    /// Every target of a manifest written in `Package.swift`'s style: `.target(name: "X",
    /// dependencies: ["A", "B"], path: "…")` and its executable, test and system-library forms.
    /// O(manifest).
    static func targets(in manifest: String) -> [Target] {
        var found: [Target] = []
        let kinds = [
            ".target(": "Sources/", ".executableTarget(": "Sources/", ".testTarget(": "Tests/",
            ".systemLibrary(": "Sources/"
        ]
        var rest = manifest[...]
        while let (start, folder) = kinds.compactMap({ kind, folder in
            rest.firstRange(of: kind).map { ($0, folder) }
        }).min(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            rest = rest[start.upperBound...]
            let body = rest.prefix { $0 != ")" }
            guard let name = quoted(after: "name:", in: body) else { continue }
            var dependencies: [String] = []
            if let list = body.firstRange(of: "dependencies: [") {
                dependencies = body[list.upperBound...].prefix { $0 != "]" }.split(separator: ",").compactMap {
                    quoted(after: "", in: $0)
                }
            }
            found.append(
                Target(name: name, dependencies: dependencies, path: quoted(after: "path:", in: body) ?? folder + name))
        }
        return found
    }

    /// The first string literal after `label` in `text`, if any.
    static func quoted(after label: String, in text: Substring) -> String? {
        guard let at = label.isEmpty ? text.startIndex..<text.startIndex : text.firstRange(of: label),
            let open = text[at.upperBound...].firstIndex(of: "\"")
        else { return nil }
        let value = text[text.index(after: open)...].prefix { $0 != "\"" }
        return String(value)
    }

    /// The module a line imports, for `import X`, `@testable import X`, `private import X`,
    /// `import struct X.Y`, ….
    static func importedModule(_ line: Substring) -> String? {
        let words = line.split(separator: " ").drop {
            $0.hasPrefix("@") || ["private", "fileprivate", "internal", "package", "public"].contains($0)
        }
        guard words.first == "import" else { return nil }
        let path = words.dropFirst().drop {
            ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains($0)
        }
        return path.first.map { String($0.prefix { $0 != "." }) }
    }

    static let manifest: String = String(decoding: readFile(repositoryRoot + "/Package.swift") ?? [], as: UTF8.self)

    @Test func theReaderFindsEachTargetsNameDependenciesAndPath() {
        let targets = Self.targets(
            in: """
                .target(name: "A", dependencies: ["B", "C"], swiftSettings: s),
                .systemLibrary(name: "B", path: "Sources/B"),
                .testTarget(
                    name: "ATests", dependencies: ["A"],
                    swiftSettings: s),
                .executableTarget(name: "x", dependencies: ["A"], path: "Sources/Tools/X")
                """)
        #expect(targets.map(\.name) == ["A", "B", "ATests", "x"])
        #expect(targets.map(\.dependencies) == [["B", "C"], [], ["A"], ["A"]])
        #expect(targets.map(\.path) == ["Sources/A", "Sources/B", "Tests/ATests", "Sources/Tools/X"])
        #expect(Self.importedModule("@testable import Engine") == "Engine")
        #expect(Self.importedModule("private import CZlib") == "CZlib")
        #expect(Self.importedModule("import struct Glibc.timespec") == "Glibc")
        #expect(Self.importedModule("// import Engine") == nil)
    }

    @Test func everySourceFileImportsOnlyModulesItsTargetLists() {
        let targets = Self.targets(in: Self.manifest)
        #expect(targets.count > 30, "read only \(targets.count) targets from Package.swift")
        let names = Set(targets.map(\.name))
        var offenders: [String] = []
        for target in targets {
            let allowed = Set(target.dependencies)
            for file in swiftFiles(under: target.path) {
                let text = String(decoding: readFile(repositoryRoot + "/" + file) ?? [], as: UTF8.self)
                for line in text.split(separator: "\n") {
                    guard let module = Self.importedModule(line), names.contains(module), module != target.name,
                        !allowed.contains(module)
                    else { continue }
                    offenders.append("\(file) imports \(module), which target \(target.name) does not list")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func theArrowsNeverCloseACircle() {
        let targets = Self.targets(in: Self.manifest)
        let dependencies = Dictionary(targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { $0 + $1 })
        // Depth-first, colouring each module: visiting (on the current path) or done.
        var state: [String: Bool] = [:]
        var cycles: [String] = []
        func visit(_ name: String, path: [String]) {
            if let done = state[name] {
                if !done { cycles.append((path + [name]).joined(separator: " → ")) }
                return
            }
            state[name] = false
            for next in dependencies[name] ?? [] { visit(next, path: path + [name]) }
            state[name] = true
        }
        for target in targets { visit(target.name, path: []) }
        #expect(cycles.isEmpty, "\(cycles)")
    }

    /// Generated files (data tables, the embedded playground; they carry `swift-format-ignore-file`)
    /// are not counted: nobody reads them to learn a module.
    @Test func noModuleHoldsMoreThanSixThousandHandWrittenLines() {
        let targets = Self.targets(in: Self.manifest).filter { $0.path.hasPrefix("Sources/") }
        var large: [String] = []
        for target in targets {
            var lines = 0
            for file in swiftFiles(under: target.path) {
                let bytes = readFile(repositoryRoot + "/" + file) ?? []
                guard !String(decoding: bytes, as: UTF8.self).contains("swift-format-ignore-file") else { continue }
                lines += bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count
            }
            if lines > 6_000 { large.append("\(target.name): \(lines) lines") }
        }
        #expect(large.isEmpty, "\(large)")
    }

    /// The leading attributes and modifiers of a declaration line, e.g. `@inlinable public static`.
    static func modifiers(of line: Substring) -> [Substring] {
        let known: Set<Substring> = [
            "public", "package", "internal", "fileprivate", "private", "static", "final", "mutating", "nonisolated",
            "override", "convenience", "required", "indirect", "lazy"
        ]
        return Array(line.split(separator: " ").prefix { $0.hasPrefix("@") || known.contains($0.prefix { $0 != "(" }) })
    }

    /// What one module shares with another is `public`, never `package`: Swift 6.3 inlines and
    /// specializes across modules only public declarations (docs/architecture.md), and the hot
    /// path crosses a module at every step.
    @Test func modulesShareDeclarationsAsPublicWhichTheOptimizerSeesAcrossModules() {
        #expect(Self.modifiers(of: "    @inlinable package static func f()") == ["@inlinable", "package", "static"])
        #expect(Self.modifiers(of: "    // package a comment").isEmpty)
        var offenders: [String] = []
        for file in swiftFiles(under: "Sources") + swiftFiles(under: "Tests") {
            let text = String(decoding: readFile(repositoryRoot + "/" + file) ?? [], as: UTF8.self)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.modifiers(of: line).contains("package") {
                offenders.append("\(file):\(number + 1)")
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
