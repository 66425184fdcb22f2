// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ReceiptApp",
    platforms: [.macOS(.v15)],
    dependencies: [
        // A checkout of tipfmt beside this package, in a folder named tipfmt.
        .package(path: "../tipfmt")
    ],
    targets: [
        .executableTarget(
            name: "ReceiptApp",
            dependencies: [
                .product(name: "Money", package: "tipfmt"),
                .product(name: "TipCalc", package: "tipfmt"),
                .product(name: "BillPresentation", package: "tipfmt"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
