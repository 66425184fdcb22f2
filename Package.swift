// swift-tools-version:6.0
import PackageDescription

/// Settings every target shares: each import is an explicit visibility decision, which is
/// what keeps ICU from leaking through Money's public API.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "tipfmt",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Money", targets: ["Money"]),
        .library(name: "TipCalc", targets: ["TipCalc"]),
        .executable(name: "tipfmt", targets: ["tipfmt"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` for the DocC catalogs (scripts/docs.sh); a
        // command plugin, so it adds nothing to what Money or TipCalc link.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: - Implementation details
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // The wrappers Money calls ICU through. Its header names no ICU type, so a module that
        // imports Money and Foundation (which has its own ICU) never meets two definitions.
        .target(name: "CICUShims", dependencies: ["CICU"]),

        // MARK: - Libraries
        .target(name: "Money", dependencies: ["CICUShims"], swiftSettings: swiftSettings),
        .target(name: "TipCalc", dependencies: ["Money"], swiftSettings: swiftSettings),

        // MARK: - Tool
        .executableTarget(
            name: "tipfmt",
            dependencies: [
                "Money", "TipCalc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Tests
        // Tests/Consumers holds separate packages that depend on this one by path; no target's path
        // includes it, and scripts/consumers.sh builds them (see Tests/Consumers/README.md).
        .testTarget(name: "MoneyTests", dependencies: ["Money"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TipCalcTests", dependencies: ["TipCalc", "Money"], exclude: ["Fixtures"],
            swiftSettings: swiftSettings),
        // Runs the built `tipfmt` binary as a process, as a user would.
        .testTarget(name: "tipfmtTests", dependencies: ["tipfmt"], swiftSettings: swiftSettings),

        // MARK: - Benchmarks (swift run -c release Benchmarks)
        // The one target besides Money that reaches ICU directly: it measures the raw-ICU floor.
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Money", "TipCalc", "CICUShims", "FoundationBaseline"],
            swiftSettings: swiftSettings
        ),
        // Foundation's formatters, kept in a module of their own so Foundation's ICU and the
        // system ICU headers never meet in one module.
        .target(name: "FoundationBaseline", swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
