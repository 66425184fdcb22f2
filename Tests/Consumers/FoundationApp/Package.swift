// swift-tools-version:6.0
import PackageDescription

// An app as a Swift developer would start one: it imports Foundation, Money and TipCalc in the
// same file. scripts/consumers.sh builds it from a fresh scratch path in debug and release, runs
// it and compares its output with expected-output.txt. Foundation brings its own ICU; Money's
// stays behind CICUShims, so the first build must succeed in any order.
let package = Package(
    name: "FoundationApp",
    dependencies: [
        .package(path: "../tipfmt")
    ],
    targets: [
        .executableTarget(
            name: "FoundationApp",
            dependencies: [
                .product(name: "Money", package: "tipfmt"),
                .product(name: "TipCalc", package: "tipfmt"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
