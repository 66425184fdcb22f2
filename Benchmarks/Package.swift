// swift-tools-version:6.0
import PackageDescription

/// The benchmarks live in a package of their own, as swift-collections keeps its benchmarks out of
/// its root manifest: users of tipfmt's libraries and CI's root build never build them, nor link
/// Foundation (and its second ICU) for FoundationBaseline.
///
///     cd Benchmarks && swift run -c release Benchmarks
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "tipfmt-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "tipfmt", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                .product(name: "Money", package: "tipfmt"),
                .product(name: "TipCalc", package: "tipfmt"),
                "BenchmarkWorkload", "FoundationBaseline",
            ],
            swiftSettings: swiftSettings
        ),
        // The reused-formatter workload of the performance budget (scripts/perf-budget.sh): raw
        // ICU and a reused MoneyFormatter over the same amounts in one process, without
        // Foundation, so CI builds it in little time.
        .executableTarget(
            name: "FormatterBudget",
            dependencies: [.product(name: "Money", package: "tipfmt"), "BenchmarkWorkload"],
            swiftSettings: swiftSettings
        ),
        // The fixed workload (seeded amounts over twelve locale/currency pairs) and the raw-ICU
        // floor both of the above run.
        .target(
            name: "BenchmarkWorkload",
            dependencies: [.product(name: "Money", package: "tipfmt"), "RawICUShims"],
            swiftSettings: swiftSettings
        ),
        // `tipfmt check --update` on a million-row table, against copying the table once.
        .executableTarget(
            name: "CheckUpdateBenchmark",
            dependencies: [.product(name: "FormatCheck", package: "tipfmt")],
            swiftSettings: swiftSettings
        ),
        // A trip of 10,000 bills and 20 people, balanced and settled, against the largest-first
        // settlement; and the exact settlement of 12 people in the worst case found.
        .executableTarget(
            name: "TripsBenchmark",
            dependencies: [
                .product(name: "Trips", package: "tipfmt"), .product(name: "TipCalc", package: "tipfmt"),
                .product(name: "Money", package: "tipfmt"),
            ],
            swiftSettings: swiftSettings
        ),
        // The raw-ICU floor: a handful of ICU calls behind a header that names no ICU type,
        // like the root package's CICUShims (which is not a product).
        .systemLibrary(name: "RawICUSystem", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"])]),
        .target(name: "RawICUShims", dependencies: ["RawICUSystem"]),
        // Foundation's formatters, kept in a module of their own so Foundation's ICU and the
        // system ICU headers never meet in one module.
        .target(name: "FoundationBaseline", swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
