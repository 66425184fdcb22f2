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
    // A dependent package names this one in `.product(name:package:)` by its identity, which
    // SwiftPM takes from the last component of the URL or path (`…/tipfmt.git`, `../tipfmt`), not
    // from this name. The repository and its checkouts are called tipfmt and so is the package,
    // so `package: "tipfmt"` works from a URL and from a folder named tipfmt (docs/Library.md, "Use it
    // in your package"); Tests/Consumers builds that snippet as written.
    name: "tipfmt",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Money", targets: ["Money"]),
        .library(name: "MoneyFoundation", targets: ["MoneyFoundation"]),
        .library(name: "TipCalc", targets: ["TipCalc"]),
        .library(name: "FormatCheck", targets: ["FormatCheck"]),
        .library(name: "Trips", targets: ["Trips"]),
        .library(name: "BillPresentation", targets: ["BillPresentation"]),
        .library(name: "FormatCheckTesting", targets: ["FormatCheckTesting"]),
        .library(name: "ReceiptPrinting", targets: ["ReceiptPrinting"]),
        .library(name: "PaymentCodes", targets: ["PaymentCodes"]),
        .executable(name: "tipfmt", targets: ["tipfmt"]),
        .executable(name: "tipfmt-history", targets: ["tipfmt-history"]),
        .executable(name: "tipfmt-raster", targets: ["tipfmt-raster"]),
        // The tool as a library, for the fuzz targets (their entry points are `@_spi(Fuzzing)`).
        .library(name: "TipfmtKit", targets: ["TipfmtKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` for the DocC catalogs (scripts/docs.sh); a
        // command plugin, so it adds nothing to what Money or TipCalc link.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
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
        // libqrencode (Debian's libqrencode4), the QR encoder PaymentCodes draws its symbols with,
        // opened with dlopen on first use rather than linked: every `tipfmt` start would otherwise
        // load it (and libpthread) for the one command that draws a QR code.
        .target(name: "CQRencode"),
        // The argument vector glibc hands the program at start, for the Swift runtime's
        // `CommandLine` when it is linked statically: without it the runtime reads /proc/self/maps
        // at every start to find argv (StartArguments.c). Only the executables link it.
        .target(name: "CStartArguments"),
        // Shaping, glyphs and faces for the receipt lines a printer has no characters for
        // (ReceiptRaster). Only tipfmt-raster and tipfmt-history link them: `tipfmt` itself never
        // loads them, so its start-up stays that of a program without them.
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),

        // MARK: - Libraries
        .target(name: "Money", dependencies: ["CICUShims"], swiftSettings: swiftSettings),
        // Money in Foundation's idiom (FormatStyle, ParseableFormatStyle, Locale) for apps: through
        // Money's public API only, as a module that imports Foundation must not see ICU's headers.
        // No command links it, so `tipfmt` still starts without Foundation.
        .target(name: "MoneyFoundation", dependencies: ["Money"], swiftSettings: swiftSettings),
        .target(name: "TipCalc", dependencies: ["Money"], swiftSettings: swiftSettings),
        // A trip: many bills in many currencies, several payers, balances and the fewest transfers;
        // built on TipCalc's results, with no Foundation beyond TipCalc's FoundationEssentials.
        .target(name: "Trips", dependencies: ["Money", "TipCalc"], swiftSettings: swiftSettings),
        // Every view of a bill, between the engines and the commands: the document built once from
        // a result (sections, labelled amounts, per-person rows, notes, each knowing its role and
        // direction) and one renderer per medium (terminal, text receipt, Markdown, HTML, JSON).
        // The labels of the 28 languages are here (generated from Resources/locales/labels), with
        // the explanation that words the engine's steps: TipCalc records them as data.
        // A trip's views are here too: Trips computes and holds data, and words nothing.
        .target(name: "BillPresentation", dependencies: ["Money", "TipCalc", "Trips"], swiftSettings: swiftSettings),
        // The bill's document as ESC/POS bytes for thermal printers (the printer medium's renderer,
        // kept apart with its data): the printer profiles (generated from Resources/printers), the
        // encoder over their code pages, the renderer.
        .target(
            name: "ReceiptPrinting", dependencies: ["Money", "TipCalc", "BillPresentation", "PaymentCodes"],
            swiftSettings: swiftSettings),
        // Payment codes to pay a debt back in one scan: EPC (SEPA), Swiss QR-bill, UPI and PIX
        // payloads with their validators (IBAN, QR and RF references, BIC), and the QR symbol
        // (libqrencode) with its text, SVG and PBM renderings.
        .target(name: "PaymentCodes", dependencies: ["Money", "CQRencode"], swiftSettings: swiftSettings),
        // The lines a printer has no characters for, drawn: HarfBuzz shapes, FreeType draws,
        // fontconfig finds the face; ReceiptPrinting sends the images (`GS v 0`).
        .target(
            name: "ReceiptRaster", dependencies: ["ReceiptPrinting", "CHarfBuzz", "CFreeType", "CFontconfig"],
            swiftSettings: swiftSettings),
        // `tipfmt check` as a library: tables of expected formatting, read, checked, reported
        // and updated; depends on Money alone.
        .target(name: "FormatCheck", dependencies: ["Money"], swiftSettings: swiftSettings),
        // Swift Testing expectations over FormatCheck, for a team's own test targets.
        .target(name: "FormatCheckTesting", dependencies: ["FormatCheck", "Money"], swiftSettings: swiftSettings),
        // A saved bill as one Codable value: what `tipfmt --save` sends to `tipfmt-history` and what
        // `history export --format json` writes. No GRDB, so `tipfmt` can build it without Foundation.
        .target(
            name: "SavedBills", dependencies: ["Money", "TipCalc"], swiftSettings: swiftSettings),
        // The bill history on SQLite through GRDB: schema, migrations, queries, CSV and JSON export.
        // GRDB brings Foundation (and Foundation's own ICU), so only `tipfmt-history` links it.
        .target(
            name: "BillHistory",
            dependencies: [
                "SavedBills", "Trips", "Money", "TipCalc", "BillPresentation",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Tool
        // The tool is cut by job (README, "Layout"): what both programs need to read a bill, the
        // full-screen `live` calculator, and the commands of each program. None of them links GRDB
        // or Foundation but `tipfmt-history`, so a one-shot `tipfmt calc` starts fast.

        // A bill request, read once from options, config, a bill file or the last bill
        // (`BillRequest.read`), with the command-line support both programs share: the option
        // groups, config and state files, the file system layer, streams, the error policy and
        // the fast argument reader's runtime. `tipfmt-history` needs this and none of `tipfmt`'s
        // commands.
        .target(
            name: "BillRequestKit",
            dependencies: [
                "Money", "TipCalc", "BillPresentation", "FormatCheck", "ReceiptPrinting", "PaymentCodes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings,
            plugins: ["FastOptionsPlugin"]
        ),
        // `tipfmt live`'s terminal UI: the session state and keys, the screen and the plain
        // line-per-change mode, the raw terminal and the frame writer. The command that starts it
        // is in TipfmtKit, which also hands it the way to save (the history is `calc --save`'s).
        .target(
            name: "LiveUI",
            dependencies: ["BillRequestKit", "BillPresentation", "Money", "TipCalc"],
            swiftSettings: swiftSettings
        ),
        // `tipfmt`'s commands (calc, format, parse, receipt, check, currencies, config, live,
        // history and trip hand-offs), as a library the tests and the fuzz targets depend on like
        // any other.
        .target(
            name: "TipfmtKit",
            dependencies: [
                "BillRequestKit", "LiveUI", "Money", "TipCalc", "BillPresentation", "FormatCheck", "SavedBills",
                "ReceiptPrinting", "PaymentCodes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings,
            plugins: ["FastOptionsPlugin"]
        ),
        // Writes the fast command-line reader of a module from its option declarations on every
        // build: a command marked `FastParsable` (TipfmtKit) or an option group marked
        // `FastReadable` (BillRequestKit) starts without argument-parser's reflection, and an
        // option is still declared once, where argument-parser reads it.
        // The plugin compiles the generator's sources itself (see FastOptionsPlugin); the target
        // is there for its tests.
        .executableTarget(name: "FastOptionsGenerator"),
        .plugin(name: "FastOptionsPlugin", capability: .buildTool()),
        // `tipfmt history …`, `tipfmt trip …` and `--save`: the history commands over BillHistory
        // (GRDB), reading bills with BillRequestKit, as `tipfmt` does.
        .target(
            name: "HistoryKit",
            dependencies: [
                "BillRequestKit", "BillPresentation", "BillHistory", "SavedBills", "Trips", "Money", "TipCalc",
                "ReceiptPrinting", "ReceiptRaster", "PaymentCodes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "tipfmt", dependencies: ["TipfmtKit", "CStartArguments"], swiftSettings: swiftSettings),
        // tipfmt execs or spawns this, found next to itself, so the commands that do not touch the
        // history never load GRDB and Foundation.
        .executableTarget(name: "tipfmt-history", dependencies: ["HistoryKit"], swiftSettings: swiftSettings),
        // tipfmt execs this, found next to itself, for `receipt --format escpos` unless
        // `--raster never`: the same commands with the lines drawn by ReceiptRaster, so only a
        // printed receipt loads HarfBuzz and FreeType.
        .executableTarget(
            name: "tipfmt-raster", dependencies: ["TipfmtKit", "ReceiptRaster"], swiftSettings: swiftSettings),

        // MARK: - Tests
        // What every test target shares: the seeded SplitMix64 and string helpers.
        .target(name: "TestSupport", dependencies: ["Money"], path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "MoneyTests", dependencies: ["Money", "TestSupport"], exclude: ["Golden"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "MoneyFoundationTests", dependencies: ["MoneyFoundation", "Money"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TipCalcTests", dependencies: ["TipCalc", "Money", "TestSupport"], exclude: ["Fixtures"],
            swiftSettings: swiftSettings),
        // Receipts as ESC/POS bytes: golden files per profile and language, the bytes read back with
        // glibc's iconv (not the encoder's ICU tables), and a property over every language.
        .testTarget(
            name: "ReceiptPrintingTests",
            dependencies: ["ReceiptPrinting", "ReceiptRaster", "BillPresentation", "TipCalc", "Money", "TestSupport"],
            exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "BillPresentationTests",
            dependencies: ["BillPresentation", "Trips", "TipCalc", "Money", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TripsTests", dependencies: ["Trips", "BillPresentation", "TipCalc", "Money", "TestSupport"],
            swiftSettings: swiftSettings),
        // Payloads against the specifications' published examples, and every QR code read back by
        // zbarimg (zbar-tools), a decoder independent of the encoder.
        .testTarget(
            name: "PaymentCodesTests", dependencies: ["PaymentCodes", "Money", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "FormatCheckTests", dependencies: ["FormatCheck", "FormatCheckTesting", "TestSupport"],
            exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "BillHistoryTests",
            dependencies: [
                "BillHistory", "SavedBills", "Trips", "Money", "TipCalc", "BillPresentation", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings),
        // Runs the built `tipfmt` (and `tipfmt-history`) binaries as processes, as a user would.
        // The fast-reader generator on declarations the commands do not use yet.
        .testTarget(name: "FastOptionsGeneratorTests", dependencies: ["FastOptionsGenerator"]),
        .testTarget(
            name: "tipfmtTests",
            dependencies: [
                "tipfmt", "tipfmt-history", "tipfmt-raster", "TipfmtKit", "BillRequestKit", "LiveUI", "HistoryKit",
                "SavedBills",
                "Trips", "TipCalc",
                "BillPresentation", "Money",
                "TestSupport",
            ],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings),
        // Tests/Consumers holds separate packages that depend on this one by path; no target's path
        // includes it, and scripts/consumers.sh builds them (see Tests/Consumers/README.md).
    ],
    swiftLanguageModes: [.v6]
)
