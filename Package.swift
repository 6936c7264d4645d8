// swift-tools-version:6.0
// Targets are listed leaf-first. The arrows point one way (docs/architecture.md):
//
//   layoutd ──▶ LayoutService ──▶ LayoutModel ──▶ Cassowary
//                     │   ├──────▶ InterfaceBuilder (an IB file as a request body)
//                     │   └──────▶ HTTPServer ──▶ CLinux, COpenSSL, CZlib
//   layout ──▶ LayoutCLI ──▶ InterfaceBuilder ──▶ LayoutModel
//                                    └──────▶ CExpat
//   layout-bench ──▶ LayoutModel, Cassowary, Primitives
//   Primitives (Locked, OSThread, ASCII, clocks, SplitMix64) ──▶ CLinux: under HTTPServer, LayoutModel and
//   LayoutService alike, as swift-nio's NIOConcurrencyHelpers sits under every NIO module.
//
// An arrow the other way is an architecture change: make it here, on purpose, and say why.
import PackageDescription

/// One set of settings for every Swift target. Internal invariant checks (the solver's
/// `checkInvariants()` after every mutation) compile in for debug builds, which is what
/// `swift test` uses; release builds leave them out.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .define("CASSOWARY_INTERNAL_CHECKS", .when(configuration: .debug))
]

let package = Package(
    name: "layoutd",
    products: [
        .executable(name: "layoutd", targets: ["layoutd"]),
        .executable(name: "layout", targets: ["layout"]),
        .executable(name: "layout-bench", targets: ["layout-bench"])
    ],
    targets: [
        // Leaves.
        .target(name: "Cassowary", swiftSettings: swiftSettings),
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),
        .systemLibrary(
            name: "COpenSSL", path: "Sources/COpenSSL", pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CExpat", path: "Sources/CExpat", providers: [.apt(["libexpat1-dev"])]),
        .target(name: "Primitives", dependencies: ["CLinux"], swiftSettings: swiftSettings),

        // Libraries.
        .target(name: "LayoutModel", dependencies: ["Cassowary", "Primitives"], swiftSettings: swiftSettings),
        .target(
            name: "HTTPServer", dependencies: ["Primitives", "CLinux", "COpenSSL", "CZlib"],
            swiftSettings: swiftSettings),
        .target(name: "InterfaceBuilder", dependencies: ["CExpat", "LayoutModel"], swiftSettings: swiftSettings),
        .target(
            name: "LayoutService", dependencies: ["Primitives", "LayoutModel", "InterfaceBuilder", "HTTPServer"],
            swiftSettings: swiftSettings),
        .target(name: "LayoutCLI", dependencies: ["LayoutModel", "InterfaceBuilder"], swiftSettings: swiftSettings),

        // Executables: thin; parse flags into a configuration value and call a library.
        .executableTarget(name: "layoutd", dependencies: ["LayoutService"], swiftSettings: swiftSettings),
        .executableTarget(name: "layout", dependencies: ["LayoutCLI"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "layout-bench", dependencies: ["Cassowary", "LayoutModel", "Primitives"], swiftSettings: swiftSettings
        ),

        // Tests mirror Sources.
        .target(
            name: "TestSupport", dependencies: ["Primitives"], path: "Tests/TestSupport",
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PrimitivesTests", dependencies: ["Primitives", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LayoutModelTests", dependencies: ["LayoutModel", "TestSupport"],
            exclude: ["SVG/Golden", "Diagnostics/ConflictLogs"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "LayoutModel", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LayoutCLITests", dependencies: ["LayoutCLI", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LayoutBenchTests", dependencies: ["layout-bench", "LayoutModel"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LayoutServiceTests", dependencies: ["LayoutService", "LayoutCLI", "TestSupport"],
            swiftSettings: swiftSettings)
    ]
)

// Fuzz targets, all under Sources/Fuzz/. Built by scripts/fuzz.sh with `--sanitize fuzzer` and
// `-D FUZZING`, each is a libFuzzer binary; in a plain build each is a replay tool that runs the
// files or directories it is given through the same checks (`swift run fuzz-vfl fuzz/corpus/vfl`).
package.targets += [
    .target(name: "FuzzSupport", path: "Sources/Fuzz/Support", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-vfl", dependencies: ["FuzzSupport", "LayoutModel"],
        path: "Sources/Fuzz/VFL", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-json", dependencies: ["FuzzSupport", "LayoutModel"],
        path: "Sources/Fuzz/JSON", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-http", dependencies: ["FuzzSupport", "HTTPServer"],
        path: "Sources/Fuzz/HTTP", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-gzip", dependencies: ["FuzzSupport", "HTTPServer"],
        path: "Sources/Fuzz/Gzip", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-expression", dependencies: ["FuzzSupport", "LayoutModel"],
        path: "Sources/Fuzz/Expression", swiftSettings: swiftSettings),
    .target(
        name: "FuzzLayoutSupport", dependencies: ["FuzzSupport", "LayoutModel"],
        path: "Sources/Fuzz/LayoutSupport", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-document", dependencies: ["FuzzSupport", "FuzzLayoutSupport", "LayoutModel"],
        path: "Sources/Fuzz/Document", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-ib", dependencies: ["FuzzSupport", "InterfaceBuilder", "LayoutModel"],
        path: "Sources/Fuzz/InterfaceBuilder", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-solve", dependencies: ["FuzzSupport", "FuzzLayoutSupport", "LayoutModel"],
        path: "Sources/Fuzz/Solve", swiftSettings: swiftSettings)
]
