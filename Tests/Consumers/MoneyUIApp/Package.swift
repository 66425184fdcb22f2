// swift-tools-version:6.0
import PackageDescription

// An app that shows money as a SwiftUI app would, through MoneyFoundation's format style: the
// README's Swift program, as written. There is no SwiftUI on Linux, so `Text` here is a stand-in
// with SwiftUI's `Text(_:format:)` signature, taking `some FormatStyle`.
let package = Package(
    name: "MoneyUIApp",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../tipfmt")
    ],
    targets: [
        .executableTarget(
            name: "MoneyUIApp",
            dependencies: [
                .product(name: "Money", package: "tipfmt"),
                .product(name: "MoneyFoundation", package: "tipfmt"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
