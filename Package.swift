// swift-tools-version:6.0
// Targets are listed leaf-first; each module has one concern (docs/architecture.md draws the
// graph and says what each owns). The arrows point one way:
//
//   layoutd ──▶ LayoutService ──▶ InterfaceBuilder ──▶ Requests ──▶ Rendering ──▶ States ──▶ Engine
//                     └──────────▶ HTTPServer ──▶ Primitives, CLinux, COpenSSL, CZlib
//   layout ──▶ LayoutCLI ──▶ InterfaceBuilder, Requests
//   Engine ──▶ Animation ──▶ Document ──▶ Devices, Text ──▶ Geometry ──▶ JSON ──▶ Primitives ──▶ CLinux
//   Engine ──▶ Cassowary ──▶ Primitives (the solver and its presolve; knows nothing of views)
//
// A module imports only what its target lists here (ModuleGraphTests); an arrow the other way is
// an architecture change: make it here, on purpose, and say why.
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
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),
        .systemLibrary(
            name: "COpenSSL", path: "Sources/COpenSSL", pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CExpat", path: "Sources/CExpat", providers: [.apt(["libexpat1-dev"])]),
        .target(name: "Primitives", dependencies: ["CLinux"], swiftSettings: swiftSettings),
        .target(name: "Cassowary", dependencies: ["Primitives"], swiftSettings: swiftSettings),

        // Libraries.
        .target(name: "JSON", dependencies: ["Primitives"], swiftSettings: swiftSettings),
        .target(name: "Geometry", dependencies: ["JSON"], swiftSettings: swiftSettings),
        .target(name: "Text", dependencies: ["Primitives", "Geometry"], swiftSettings: swiftSettings),
        .target(name: "Devices", dependencies: ["Primitives", "JSON", "Geometry"], swiftSettings: swiftSettings),
        .target(
            name: "Document", dependencies: ["Primitives", "JSON", "Geometry", "Text", "Devices"],
            swiftSettings: swiftSettings),
        .target(name: "Animation", dependencies: ["JSON", "Geometry", "Document"], swiftSettings: swiftSettings),
        .target(
            name: "Engine",
            dependencies: ["Cassowary", "Primitives", "JSON", "Geometry", "Text", "Devices", "Document", "Animation"],
            swiftSettings: swiftSettings),
        .target(
            name: "States",
            dependencies: ["Cassowary", "JSON", "Geometry", "Devices", "Document", "Animation", "Engine"],
            swiftSettings: swiftSettings),
        .target(
            name: "Rendering",
            dependencies: ["Primitives", "JSON", "Geometry", "Text", "Devices", "Document", "Engine", "States"],
            swiftSettings: swiftSettings),
        .target(
            name: "Requests",
            dependencies: ["Primitives", "JSON", "Devices", "Document", "Engine", "States", "Rendering"],
            swiftSettings: swiftSettings),
        .target(
            name: "HTTPServer", dependencies: ["Primitives", "CLinux", "COpenSSL", "CZlib"],
            swiftSettings: swiftSettings),
        .target(
            name: "InterfaceBuilder",
            dependencies: [
                "CExpat", "Primitives", "JSON", "Geometry", "Text", "Devices", "Document", "Engine", "Requests"
            ],
            swiftSettings: swiftSettings),
        .target(
            name: "LayoutService",
            dependencies: [
                "Primitives", "JSON", "Devices", "Document", "Engine", "Requests", "InterfaceBuilder", "HTTPServer"
            ],
            swiftSettings: swiftSettings),
        .target(
            name: "LayoutCLI",
            dependencies: ["JSON", "Devices", "Document", "Engine", "States", "Requests", "InterfaceBuilder"],
            swiftSettings: swiftSettings),

        // Executables: thin; parse flags into a configuration value and call a library.
        .executableTarget(name: "layoutd", dependencies: ["LayoutService"], swiftSettings: swiftSettings),
        .executableTarget(name: "layout", dependencies: ["LayoutCLI"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "layout-bench",
            dependencies: ["Cassowary", "Primitives", "JSON", "Geometry", "Devices", "Document", "Engine"],
            swiftSettings: swiftSettings
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
        .target(
            name: "LayoutTestSupport",
            dependencies: ["JSON", "Devices", "Document", "Engine", "States", "Requests", "TestSupport"],
            path: "Tests/LayoutTestSupport",
            swiftSettings: swiftSettings),
        .testTarget(
            name: "JSONTests", dependencies: ["JSON", "Geometry"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "GeometryTests", dependencies: ["Geometry"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TextTests", dependencies: ["Geometry", "Text", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "DevicesTests", dependencies: ["JSON", "Geometry", "Devices", "Requests", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "DocumentTests",
            dependencies: ["Primitives", "JSON", "Geometry", "Document", "Requests", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "AnimationTests",
            dependencies: ["Primitives", "JSON", "Geometry", "Document", "Animation", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "EngineTests",
            dependencies: [
                "Cassowary", "Primitives", "JSON", "Geometry", "Text", "Devices", "Document", "Engine", "Requests",
                "TestSupport", "LayoutTestSupport"
            ],
            exclude: ["Diagnostics/ConflictLogs"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "StatesTests",
            dependencies: [
                "JSON", "Geometry", "Devices", "Document", "Engine", "States", "Requests", "TestSupport",
                "LayoutTestSupport"
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["Geometry", "Text", "Devices", "Document", "Engine", "Rendering", "LayoutTestSupport"],
            exclude: ["Golden"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "RequestsTests",
            dependencies: [
                "Primitives", "JSON", "Geometry", "Text", "Devices", "Document", "Animation", "Engine", "Rendering",
                "Requests", "TestSupport", "LayoutTestSupport"
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "HTTPServerTests", dependencies: ["Primitives", "HTTPServer"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: [
                "Primitives", "JSON", "Geometry", "Text", "Document", "Engine", "Requests", "InterfaceBuilder"
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LayoutCLITests",
            dependencies: [
                "JSON", "Devices", "Document", "Engine", "States", "Rendering", "Requests", "InterfaceBuilder",
                "LayoutCLI", "TestSupport"
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LayoutBenchTests", dependencies: ["layout-bench", "Engine"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LayoutServiceTests",
            dependencies: [
                "Primitives", "JSON", "Devices", "Document", "Engine", "States", "Requests", "HTTPServer",
                "LayoutService", "LayoutCLI", "TestSupport"
            ],
            swiftSettings: swiftSettings)
    ]
)

// Fuzz targets, all under Sources/Fuzz/. Built by scripts/fuzz.sh with `--sanitize fuzzer` and
// `-D FUZZING`, each is a libFuzzer binary; in a plain build each is a replay tool that runs the
// files or directories it is given through the same checks (`swift run fuzz-vfl fuzz/corpus/vfl`).
package.targets += [
    .target(name: "FuzzSupport", path: "Sources/Fuzz/Support", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-vfl", dependencies: ["FuzzSupport", "Document"],
        path: "Sources/Fuzz/VFL", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-json", dependencies: ["FuzzSupport", "JSON"],
        path: "Sources/Fuzz/JSON", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-http", dependencies: ["FuzzSupport", "HTTPServer"],
        path: "Sources/Fuzz/HTTP", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-gzip", dependencies: ["FuzzSupport", "HTTPServer"],
        path: "Sources/Fuzz/Gzip", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-expression", dependencies: ["FuzzSupport", "Document"],
        path: "Sources/Fuzz/Expression", swiftSettings: swiftSettings),
    .target(
        name: "FuzzLayoutSupport", dependencies: ["FuzzSupport", "JSON", "Document", "Requests"],
        path: "Sources/Fuzz/LayoutSupport", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-document", dependencies: ["FuzzSupport", "FuzzLayoutSupport", "Document"],
        path: "Sources/Fuzz/Document", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-ib", dependencies: ["FuzzSupport", "InterfaceBuilder", "JSON", "Document"],
        path: "Sources/Fuzz/InterfaceBuilder", swiftSettings: swiftSettings),
    .executableTarget(
        name: "fuzz-solve", dependencies: ["FuzzSupport", "FuzzLayoutSupport", "JSON", "Engine", "Requests"],
        path: "Sources/Fuzz/Solve", swiftSettings: swiftSettings)
]
