// swift-tools-version:6.0
import PackageDescription

// A consumer that imports only Money, built by scripts/consumers.sh from a fresh scratch path in
// debug and release: Money alone must build on the first try, with nothing else imported.
let package = Package(
    name: "MoneyOnly",
    dependencies: [
        .package(path: "../tipfmt")
    ],
    targets: [
        .executableTarget(
            name: "MoneyOnly",
            dependencies: [.product(name: "Money", package: "tipfmt")]
        )
    ],
    swiftLanguageModes: [.v6]
)
