// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every reader of outside input, built apart from the root package so its
// build and CI stay untouched: `bash scripts/fuzz.sh [seconds]` builds them with
// `--sanitize=fuzzer --sanitize=address` and runs each.
//
// The CLI's readers (bill expressions, config and state files, live keys, the fast command-line
// reader) are reached through the root's `TipfmtKit` product and its `@_spi(Fuzzing)` entry
// points, like any other library.

let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("FuzzCanonicalDecimal", [.product(name: "Money", package: "tipfmt")]),
    ("FuzzDecimalArithmetic", [.product(name: "Money", package: "tipfmt")]),
    ("FuzzMoneyParser", [.product(name: "Money", package: "tipfmt")]),
    ("FuzzLocaleIdentifier", [.product(name: "Money", package: "tipfmt")]),
    ("FuzzECBRates", [.product(name: "Money", package: "tipfmt"), .product(name: "TipCalc", package: "tipfmt")]),
    (
        "FuzzBillExpression",
        [.product(name: "TipfmtKit", package: "tipfmt"), .product(name: "Money", package: "tipfmt")]
    ),
    ("FuzzCheckTSV", [.product(name: "FormatCheck", package: "tipfmt")]),
    ("FuzzCheckCSV", [.product(name: "FormatCheck", package: "tipfmt")]),
    ("FuzzCheckJSON", [.product(name: "FormatCheck", package: "tipfmt")]),
    ("FuzzConfigFile", [.product(name: "TipfmtKit", package: "tipfmt")]),
    ("FuzzStateFile", [.product(name: "TipfmtKit", package: "tipfmt")]),
    ("FuzzItemisedBill", [.product(name: "Money", package: "tipfmt"), .product(name: "TipCalc", package: "tipfmt")]),
    ("FuzzLiveKeys", [.product(name: "TipfmtKit", package: "tipfmt")]),
    ("FuzzLivePlainLines", [.product(name: "TipfmtKit", package: "tipfmt")]),
    ("FuzzBillJSONDepth", [.product(name: "TipCalc", package: "tipfmt")]),
    ("FuzzCommandLine", [.product(name: "TipfmtKit", package: "tipfmt")]),
    ("FuzzTripJSON", ["FuzzTripChecks", .product(name: "Trips", package: "tipfmt")]),
    ("FuzzSplitwiseCSV", ["FuzzTripChecks", .product(name: "Trips", package: "tipfmt")]),
    ("FuzzTripMerge", ["FuzzTripChecks", .product(name: "Trips", package: "tipfmt")]),
]

let package = Package(
    name: "TipfmtFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "tipfmt", path: "tipfmt-root")
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: []),
        // What every trip a reader accepts must hold, shared by the trip readers' targets.
        .target(
            name: "FuzzTripChecks",
            dependencies: [
                "FuzzSupport", .product(name: "Trips", package: "tipfmt"), .product(name: "Money", package: "tipfmt"),
            ]),
    ]
        + fuzzTargets.map { target in
            .executableTarget(
                name: target.name, dependencies: target.dependencies + ["FuzzSupport"],
                swiftSettings: [.unsafeFlags(["-parse-as-library"])])
        },
    swiftLanguageModes: [.v6]
)
