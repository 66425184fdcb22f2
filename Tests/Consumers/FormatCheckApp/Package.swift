// swift-tools-version:6.0
import PackageDescription

// A team's own package checking its formatting tables: the README's FormatCheck test, as written,
// in Tests/AppTests (built with warnings as errors and run by scripts/consumers.sh), and a small
// program that checks the same tables without Swift Testing.
let package = Package(
    name: "FormatCheckApp",
    dependencies: [
        .package(path: "../tipfmt")
    ],
    targets: [
        .executableTarget(
            name: "FormatCheckApp",
            dependencies: [.product(name: "FormatCheck", package: "tipfmt")]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                .product(name: "FormatCheck", package: "tipfmt"),
                .product(name: "FormatCheckTesting", package: "tipfmt"),
                .product(name: "Money", package: "tipfmt"),
            ],
            exclude: ["formats.tsv", "formats.csv"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
