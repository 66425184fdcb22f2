import Foundation
import Money
import Testing
@testable import BillPresentation

/// The labels files (read raw from `Resources/locales/labels`) against each other, against the
/// generated Swift data, and the fallback chain.
@Suite struct LabelsTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/locales/labels")

    static let required = [
        "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "hu", "tr", "ru", "uk", "el",
        "ar", "he", "hi", "ja", "ko", "zh-Hans", "zh-Hant", "th", "id", "vi",
    ]

    /// Labels that are legitimately the same word as in English.
    ///
    /// Each is checked by a speaker's knowledge, not guessed: keep this list short and say why.
    static let sameAsEnglish: [String: Set<String>] = [
        "de": ["person", "personColumn"],  // "Person 1", "Person": German "Person" is the German word.
        // "Service", "Table", "Total", "Date": French words (service compris).
        "fr": ["service", "table", "total", "tripDate", "tripFieldDate", "tripFieldTotal"],
        "es": ["total", "liveError", "tripFieldTotal", "tripValueNo"],  // "Total", "Error: …", "no": the Spanish words.
        "pt": ["total", "tripFieldTotal"],  // "Total": the Portuguese word.
        "sv": ["perPerson", "person", "personColumn"],  // "Per person", "Person 1", "Person": Swedish spells them so.
        "da": ["person", "personColumn"],  // "Person 1", "Person": Danish "person".
        "nb": ["perPerson", "person", "personColumn"],  // "Per person", "Person 1", "Person": Bokmål spells them so.
        "it": ["tripValueNo"],  // "no": the Italian word.
        // "Tip", "Total": standard Indonesian (KBBI) words.
        "id": ["tip", "tipPercent", "total", "explainWordTip", "liveKeyTip", "tripFieldTotal"],
    ]

    struct File: Decodable {
        var language: String
        var direction: String
        var labels: [String: String]
    }

    /// Whether a label has a word of its own besides its placeholders (`{what}: {amount} × {rate}`
    /// has none: it is the same in every language).
    static func hasWords(_ text: String) -> Bool {
        var inPlaceholder = false
        for character in text {
            if character == "{" { inPlaceholder = true } else if character == "}" { inPlaceholder = false }
            if !inPlaceholder && character.isLetter { return true }
        }
        return false
    }

    static func load() throws -> [String: File] {
        var files: [String: File] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            files[String(name.dropLast(5))] = try JSONDecoder().decode(File.self, from: data)
        }
        return files
    }

    /// The VAT words are the ones the labels README gives a source for, language by language:
    /// a change to one is a change to the table (and its source) too.
    @Test func vatWordsAreTheSourcedOnes() throws {
        let files = try Self.load()
        let readme = try String(contentsOf: Self.directory.appendingPathComponent("README.md"), encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count >= 3, files[cells[0]] != nil { rows[cells[0]] = Array(cells[1...2]) }
        }
        #expect(Set(rows.keys) == Set(files.keys), "the README's VAT table has a row for every language")
        for (language, file) in files {
            #expect(
                rows[language] == [file.labels["vat"] ?? "", file.labels["includedVAT"] ?? ""],
                "\(language): the README's VAT row \(rows[language] ?? []) is not the file's")
        }
    }

    @Test func everyRequiredLanguageHasAFile() throws {
        let files = try Self.load()
        for language in Self.required { #expect(files[language] != nil, "no labels file for \(language)") }
        #expect(files.count >= 28)
        #expect(Set(ReceiptLabels.languages) == Set(files.keys))
    }

    @Test func everyFileHasEveryKeyAndNothingElse() throws {
        let files = try Self.load()
        let keys = Set(ReceiptLabels.Key.allCases.map(\.rawValue))
        for (name, file) in files {
            #expect(
                Set(file.labels.keys) == keys,
                "\(name).json: missing \(keys.subtracting(file.labels.keys).sorted()), extra \(Set(file.labels.keys).subtracting(keys).sorted())"
            )
            #expect(file.language == name)
            #expect(file.direction == (["ar", "he"].contains(name) ? "rtl" : "ltr"), "\(name).json")
            for (key, text) in file.labels {
                #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(name).json: \(key) is empty")
                #expect(text == text.trimmingCharacters(in: .whitespaces), "\(name).json: \(key) has outer spaces")
            }
        }
    }

    /// The `{name}` placeholders of `text`, sorted, each as often as it occurs.
    static func placeholders(_ text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            // A placeholder is `{letters}`, as scripts/generate-labels.py reads them; the forms of
            // a plural label (`one {# conflict}`) are text.
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty && name.allSatisfy({ ("a"..."z").contains($0) }) {
                found.append(String(rest[open...close]))
            }
            rest = rest[rest.index(after: close)...]
        }
        return found.sorted()
    }

    @Test func placeholdersSurviveTranslation() throws {
        let files = try Self.load()
        let english = try #require(files["en"]).labels
        for (name, file) in files {
            #expect(file.labels["person"]?.components(separatedBy: "{n}").count == 2, "\(name).json person")
            #expect(
                file.labels["tipPercent"]?.components(separatedBy: "{percent}").count == 2, "\(name).json tipPercent")
            for (key, text) in file.labels {
                #expect(
                    Self.placeholders(text) == Self.placeholders(english[key] ?? ""),
                    "\(name).json: \(key) must have exactly the placeholders of English")
            }
        }
    }

    @Test func noLabelIsLeftInEnglishByMistake() throws {
        let files = try Self.load()
        let english = try #require(files["en"]).labels
        for (name, file) in files where name != "en" {
            let allowed = Self.sameAsEnglish[name] ?? []
            for (key, text) in file.labels where text.lowercased() == english[key]?.lowercased() && Self.hasWords(text)
            {
                #expect(allowed.contains(key), "\(name).json: \(key) is still English (\"\(text)\")")
            }
            for key in allowed {
                #expect(
                    file.labels[key]?.lowercased() == english[key]?.lowercased(),
                    "\(name): \(key) needs no allow-list entry")
            }
        }
    }

    @Test func nonLatinLanguagesUseTheirOwnScript() throws {
        let scripts: [String: ClosedRange<UInt32>] = [
            "ru": 0x400...0x4FF, "uk": 0x400...0x4FF, "el": 0x370...0x3FF, "ar": 0x600...0x6FF, "he": 0x590...0x5FF,
            "hi": 0x900...0x97F, "th": 0xE00...0xE7F, "ko": 0xAC00...0xD7A3,
        ]
        let files = try Self.load()
        for (name, range) in scripts {
            for (key, text) in try #require(files[name]).labels where Self.hasWords(text) {
                #expect(text.unicodeScalars.contains { range.contains($0.value) }, "\(name).json: \(key) = \(text)")
            }
        }
    }

    @Test func generatedDataMatchesTheFiles() throws {
        for (name, file) in try Self.load() {
            let table = try #require(
                ReceiptLabels.table(name), "\(name) is not in ReceiptLabels+Data.swift; run scripts/generate-labels.py"
            )
            #expect(table.direction.rawValue == file.direction)
            for key in ReceiptLabels.Key.allCases {
                #expect(
                    table.labels[key] == file.labels[key.rawValue],
                    "\(name) \(key): generated file is stale; run python3 scripts/generate-labels.py")
            }
        }
    }

    @Test(arguments: [
        ("de_CH", ["de-CH", "de", "en"]),
        ("de", ["de", "en"]),
        ("zh_TW", ["zh-Hant-TW", "zh-Hant", "en"]),
        ("zh_HK", ["zh-Hant-HK", "zh-Hant", "en"]),
        ("zh-Hant", ["zh-Hant", "en"]),
        ("zh_Hant_HK", ["zh-Hant-HK", "zh-Hant", "en"]),
        ("zh", ["zh-Hans", "en"]),
        ("zh_CN", ["zh-Hans-CN", "zh-Hans", "en"]),
        ("zh_SG", ["zh-Hans-SG", "zh-Hans", "en"]),
        ("zh-Hans-CN", ["zh-Hans-CN", "zh-Hans", "en"]),
        ("no_NO", ["nb-NO", "nb", "en"]),
        ("nn", ["nn", "nb", "en"]),
        ("iw_IL", ["he-IL", "he", "en"]),
        ("sr_Latn_RS", ["sr-Latn-RS", "sr-Latn", "sr-RS", "sr", "en"]),
        ("de_DE@currency=EUR", ["de-DE", "de", "en"]),
        ("en_US", ["en-US", "en"]),
        ("", ["en"]),
    ])
    func fallbackChain(_ identifier: String, _ chain: [String]) {
        #expect(ReceiptLabels.fallbackChain(for: identifier) == chain)
    }

    @Test(arguments: [
        ("de_CH", "de", "Trinkgeld"), ("de_AT", "de", "Trinkgeld"), ("zh_TW", "zh-Hant", "小費"),
        ("zh_HK", "zh-Hant", "小費"), ("zh_CN", "zh-Hans", "小费"), ("zh", "zh-Hans", "小费"),
        ("no", "nb", "Tips"), ("nn_NO", "nb", "Tips"), ("iw", "he", "טיפ"), ("he_IL", "he", "טיפ"),
        ("pt_BR", "pt", "Gorjeta"), ("sw_KE", "en", "Tip"), ("xx", "en", "Tip"),
    ])
    func labelsResolveThroughTheChain(_ identifier: String, _ language: String, _ tip: String) {
        let labels = ReceiptLabels(identifier: identifier)
        #expect(labels.language == language)
        #expect(labels[.tip] == tip)
    }

    @Test func validatedLocalesResolveTheSameWay() throws {
        #expect(ReceiptLabels(locale: try LocaleIdentifier("zh_TW")).language == "zh-Hant")
        #expect(ReceiptLabels(locale: try LocaleIdentifier("zh-Hant-HK")).language == "zh-Hant")
        #expect(ReceiptLabels(locale: try LocaleIdentifier("zh_CN")).language == "zh-Hans")
        #expect(ReceiptLabels(locale: try LocaleIdentifier("de_CH")).language == "de")
        #expect(ReceiptLabels(locale: try LocaleIdentifier("ar_EG")).direction == .rightToLeft)
        #expect(ReceiptLabels(locale: try LocaleIdentifier("fa_IR")).language == "en")
        #expect(ReceiptLabels(locale: try LocaleIdentifier("fa_IR")).direction == .leftToRight)
    }

    @Test func placeholdersAreFilled() {
        let labels = ReceiptLabels(identifier: "hu")
        #expect(labels.person("3") == "3. személy")
        #expect(labels.tip(percent: "18%") == "Borravaló (18%)")
        #expect(ReceiptLabels(identifier: "ja").tip(percent: "18%") == "チップ（18%）")
    }

    @Test func everyLanguageHasItsOwnLabelForEveryKey() throws {
        for language in ReceiptLabels.languages {
            let table = try #require(ReceiptLabels.table(language), "\(language) has no table")
            let labels = ReceiptLabels(identifier: language)
            #expect(labels.language == language)
            for key in ReceiptLabels.Key.allCases {
                let own = table.labels[key]
                #expect(own != nil, "\(language): \(key) falls back to English")
                #expect(labels[key] == own, "\(language): \(key) is not from its own table")
            }
        }
    }

    @Test(
        arguments: [
            ("de", .personColumn, "Person"), ("de", .paidBy, "Zahlart"), ("de", .cash, "bar"),
            ("de", .tripPaidBy, "Bezahlt von"), ("ja", .tripPaidBy, "支払者"), ("ar", .tripPaidBy, "الدافع"),
            ("de", .includedVAT, "inkl. MwSt."), ("de", .owes, "{from} schuldet {to} {amount}"),
            ("de", .noTip, "Kein Trinkgeld."), ("de", .source, "Quelle: {source}, Stand {date}."),
            ("fr", .cash, "espèces"), ("fr", .includedVAT, "dont TVA"), ("fr", .owes, "{from} doit {amount} à {to}"),
            ("fr", .taxInBase, "{tax}\u{A0}: {amount} inclus dans {base}"), ("fr", .party, "Couverts"),
            ("ja", .cash, "現金"), ("ja", .includedVAT, "内消費税"), ("ja", .tipOfBase, "チップ：{base}の{percent}"),
            ("ja", .leftOver, "端数{amount}：{name}"), ("ja", .roundingUp, "切り上げ"),
            ("ar", .cash, "نقدًا"), ("ar", .card, "بطاقة"), ("ar", .vat, "ضريبة القيمة المضافة"),
            ("ar", .owes, "على {from} لصالح {to}: {amount}"), ("ar", .noTip, "بدون بقشيش."),
        ] as [(String, ReceiptLabels.Key, String)])
    func newLabelsReadAsWritten(_ language: String, _ key: ReceiptLabels.Key, _ text: String) {
        #expect(ReceiptLabels(identifier: language)[key] == text)
    }
}
