// swift-tools-version:6.0
// Targets are listed leaf-first. The arrows point one way:
//   layoutd → LayoutService → {LayoutModel → Cassowary, HTTPServer → C shims}
//   layout → LayoutModel; layout-bench → Cassowary.
// An arrow the other way is an architecture change: make it here, on purpose, and say why.
import PackageDescription

/// One set of settings for every Swift target. Internal invariant checks (the solver's
/// `checkInvariants()` after every mutation) compile in for debug builds, which is what
/// `swift test` uses; release builds leave them out.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .define("CASSOWARY_INTERNAL_CHECKS", .when(configuration: .debug)),
]

let package = Package(
    name: "layoutd",
    products: [
        .executable(name: "layoutd", targets: ["layoutd"]),
        .executable(name: "layout", targets: ["layout"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
    ],
    targets: [
        // Leaves.
        .target(name: "Cassowary", swiftSettings: swiftSettings),
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),
        .systemLibrary(name: "COpenSSL", path: "Sources/COpenSSL", pkgConfig: "openssl",
                       providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),

        // Libraries.
        .target(name: "LayoutModel", dependencies: ["Cassowary"], swiftSettings: swiftSettings),
        .target(name: "HTTPServer", dependencies: ["CLinux", "COpenSSL", "CZlib"],
                swiftSettings: swiftSettings),
        .target(name: "LayoutService", dependencies: ["LayoutModel", "HTTPServer"],
                swiftSettings: swiftSettings),

        // Executables: thin; parse flags into a configuration value and call a library.
        .executableTarget(name: "layoutd", dependencies: ["LayoutService"], swiftSettings: swiftSettings),
        .executableTarget(name: "layout", dependencies: ["LayoutModel"], swiftSettings: swiftSettings),
        .executableTarget(name: "layout-bench", dependencies: ["Cassowary"], swiftSettings: swiftSettings),

        // Tests mirror Sources.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"],
                    swiftSettings: swiftSettings),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "TestSupport"],
                    exclude: ["SVG/Golden", "Diagnostics/ConflictLogs"],
                    swiftSettings: swiftSettings),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"],
                    swiftSettings: swiftSettings),
        .testTarget(name: "LayoutServiceTests", dependencies: ["LayoutService", "TestSupport"],
                    swiftSettings: swiftSettings),
    ]
)

// Fuzz targets (hardening, issue 9). Built by scripts/fuzz.sh with `--sanitize fuzzer` and
// `-D FUZZING`, each is a libFuzzer binary; in a plain build each is a replay tool that runs the
// files or directories it is given through the same checks (`swift run fuzz-vfl fuzz/corpus/vfl`).
package.targets += [
    .target(name: "FuzzSupport", path: "Sources/FuzzSupport", swiftSettings: swiftSettings),
    .executableTarget(name: "fuzz-vfl", dependencies: ["FuzzSupport", "LayoutModel"],
                      path: "Sources/FuzzVFL", swiftSettings: swiftSettings),
    .executableTarget(name: "fuzz-json", dependencies: ["FuzzSupport", "LayoutModel"],
                      path: "Sources/FuzzJSON", swiftSettings: swiftSettings),
    .executableTarget(name: "fuzz-http", dependencies: ["FuzzSupport", "HTTPServer"],
                      path: "Sources/FuzzHTTP", swiftSettings: swiftSettings),
    .executableTarget(name: "fuzz-gzip", dependencies: ["FuzzSupport", "HTTPServer"],
                      path: "Sources/FuzzGzip", swiftSettings: swiftSettings),
    .executableTarget(name: "fuzz-expression", dependencies: ["FuzzSupport", "LayoutModel"],
                      path: "Sources/FuzzExpression", swiftSettings: swiftSettings),
    .target(name: "FuzzLayoutSupport", dependencies: ["FuzzSupport", "LayoutModel"],
            path: "Sources/FuzzLayoutSupport", swiftSettings: swiftSettings),
    .executableTarget(name: "fuzz-document", dependencies: ["FuzzSupport", "FuzzLayoutSupport", "LayoutModel"],
                      path: "Sources/FuzzDocument", swiftSettings: swiftSettings),
    .executableTarget(name: "fuzz-solve", dependencies: ["FuzzSupport", "FuzzLayoutSupport", "LayoutModel"],
                      path: "Sources/FuzzSolve", swiftSettings: swiftSettings),
]
