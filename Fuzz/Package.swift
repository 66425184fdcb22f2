// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every reader of outside input, built apart from the root package so its
// build and CI stay untouched: `bash scripts/fuzz.sh [seconds]` builds them with
// `--sanitize=fuzzer --sanitize=address` and runs each.
//
// The readers inside the `tipfmt` executable (bill expressions, check tables, config and state
// files) are reached by compiling its sources again as the library `TipfmtInternals` (a symbolic
// link to ../Sources/tipfmt): `@main`'s entry point is renamed so libFuzzer's `main` is the only
// one, and `-enable-testing` lets the targets `@testable import` it. Nothing in the tool is
// widened for fuzzing.

let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("FuzzCanonicalDecimal", [.product(name: "Money", package: "tipfmt")]),
    ("FuzzDecimalArithmetic", [.product(name: "Money", package: "tipfmt")]),
    ("FuzzMoneyParser", [.product(name: "Money", package: "tipfmt")]),
    ("FuzzLocaleIdentifier", [.product(name: "Money", package: "tipfmt")]),
    ("FuzzECBRates", [.product(name: "Money", package: "tipfmt"), .product(name: "TipCalc", package: "tipfmt")]),
    ("FuzzBillExpression", ["TipfmtInternals", .product(name: "Money", package: "tipfmt")]),
    ("FuzzCheckTSV", [.product(name: "FormatCheck", package: "tipfmt")]),
    ("FuzzCheckCSV", [.product(name: "FormatCheck", package: "tipfmt")]),
    ("FuzzCheckJSON", [.product(name: "FormatCheck", package: "tipfmt")]),
    ("FuzzConfigFile", ["TipfmtInternals"]),
    ("FuzzStateFile", ["TipfmtInternals"]),
    ("FuzzItemisedBill", [.product(name: "Money", package: "tipfmt"), .product(name: "TipCalc", package: "tipfmt")]),
    ("FuzzLiveKeys", ["TipfmtInternals"]),
    ("FuzzLivePlainLines", ["TipfmtInternals", .product(name: "Money", package: "tipfmt"), .product(name: "TipCalc", package: "tipfmt")]),
    ("FuzzBillJSONDepth", [.product(name: "TipCalc", package: "tipfmt")]),
    ("FuzzCommandLine", ["TipfmtInternals", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
]

let package = Package(
    name: "TipfmtFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "tipfmt", path: "tipfmt-root"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "TipfmtInternals",
            dependencies: [
                .product(name: "Money", package: "tipfmt"), .product(name: "TipCalc", package: "tipfmt"),
                .product(name: "FormatCheck", package: "tipfmt"), "FuzzSavedBills",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // SwiftPM's own -package-name would name this package; the flag below names the root's.
            packageAccess: false,
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("MemberImportVisibility"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .unsafeFlags([
                    "-enable-testing", "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "tipfmt_main",
                    // The root package's own package name (from the tipfmt-root link), so the
                    // CLI's sources see Money's and TipCalc's `package` declarations as tipfmt does.
                    "-package-name", "tipfmt_root", "-module-alias", "SavedBills=FuzzSavedBills",
                ]),
            ]
        ),
        // The root's SavedBills target, which is no product: compiled here again like the CLI (a
        // target name must be unique in the graph, so the CLI's `import SavedBills` is aliased).
        .target(
            name: "FuzzSavedBills",
            dependencies: [.product(name: "Money", package: "tipfmt"), .product(name: "TipCalc", package: "tipfmt")],
            packageAccess: false,
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("MemberImportVisibility"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .unsafeFlags(["-enable-testing", "-package-name", "tipfmt_root"]),
            ]
        ),
        .target(name: "FuzzSupport", dependencies: []),
    ]
        + fuzzTargets.map { target in
            .executableTarget(
                name: target.name, dependencies: target.dependencies + ["FuzzSupport"],
                swiftSettings: [.unsafeFlags(["-parse-as-library"])])
        },
    swiftLanguageModes: [.v6]
)
