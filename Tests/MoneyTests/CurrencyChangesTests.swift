@testable import Money
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct CurrencyChangesTests {
    /// One entry of Resources/locales/currencies/changes.json, as the file spells it.
    private struct RawChange: Decodable {
        struct New: Decodable {
            let fractionDigits: Int
            let numericCode: Int
            let symbol: String
        }

        let withdrawn: String
        let replacement: String
        let regions: [String]
        let date: String
        let rate: String?
        let newCurrency: New?
        let source: String
    }

    private struct RawFile: Decodable {
        let asOf: String
        let changes: [RawChange]
    }

    /// The raw data, read through #filePath from Resources/locales/currencies/changes.json.
    private static func raw() throws -> RawFile {
        let tests = String(#filePath.dropLast("MoneyTests/CurrencyChangesTests.swift".utf8.count))
        let data = try Data(contentsOf: URL(fileURLWithPath: tests + "../Resources/locales/currencies/changes.json"))
        return try JSONDecoder().decode(RawFile.self, from: data)
    }

    private static func day(_ text: String) throws -> CalendarDate { try #require(CalendarDate(text)) }

    /// ICU's own answer for a region, without the data file.
    private static func icuDefault(_ region: String) throws -> String? {
        try ICUCurrencyData.defaultCode(for: "und_\(region)")
    }

    // MARK: - The data file and the generated table

    @Test func generatedDataMatchesTheJSON() throws {
        let file = try Self.raw()
        let stale = "stale; run python3 scripts/generate-currencies.py"
        #expect(Currency.changesAsOf.description == file.asOf, "asOf \(stale)")
        #expect(file.changes.count == Currency.changes.count, "count \(stale)")
        for (json, generated) in zip(file.changes, Currency.changes) {
            let name = "\(json.withdrawn): \(stale)"
            #expect(generated.withdrawnCode == json.withdrawn, "\(name)")
            #expect(generated.replacementCode == json.replacement, "\(name)")
            #expect(generated.regions == json.regions, "\(name)")
            #expect(generated.date.description == json.date, "\(name)")
            #expect(generated.rateText == json.rate, "\(name)")
            #expect(generated.rate == json.rate.map { try? ExactDecimal(parsing: $0) } ?? nil, "\(name)")
            #expect(generated.newCurrency?.fractionDigits == json.newCurrency?.fractionDigits, "\(name)")
            #expect(generated.newCurrency?.numericCode == json.newCurrency?.numericCode, "\(name)")
            #expect(generated.newCurrency?.symbol == json.newCurrency?.symbol, "\(name)")
            #expect(generated.source == json.source, "\(name)")
        }
    }

    @Test func everyEntryIsComplete() throws {
        let changes = Currency.changes
        #expect(changes.map(\.withdrawnCode) == changes.map(\.withdrawnCode).sorted())
        #expect(Set(changes.map(\.withdrawnCode)).count == changes.count)
        for change in changes {
            #expect(change.withdrawnCode != change.replacementCode)
            #expect(!change.regions.isEmpty && change.regions == change.regions.sorted())
            #expect(change.date <= Currency.changesAsOf, "\(change.withdrawnCode) is dated after the file's asOf")
            #expect(!change.source.isEmpty && !change.source.contains("\n"), "\(change.withdrawnCode)")
            if let rate = change.rate, let text = change.rateText {
                // The published text and the exact value agree (7.53450 is 7.5345).
                #expect(try ExactDecimal(parsing: text) == rate && rate > .zero, "\(change.withdrawnCode)")
            } else {
                #expect(change.rate == nil && change.rateText == nil, "\(change.withdrawnCode)")
            }
            // Every code of the file is a valid currency, withdrawn or not.
            #expect(throws: Never.self) { try Currency(code: change.withdrawnCode) }
            #expect(throws: Never.self) { try Currency(code: change.replacementCode) }
        }
    }

    // MARK: - Changes newer than ICU's data, end to end

    @Test func bulgariaUsesTheEuroFrom2026() throws {
        let bgBG = try LocaleIdentifier("bg_BG")
        #expect(try Currency.default(for: bgBG, on: Self.day("2026-11-23")) == .eur)
        #expect(try Currency.default(for: bgBG, on: Self.day("2026-01-01")).code == "EUR")
        #expect(try Currency.default(for: bgBG, on: Self.day("2025-12-31")).code == "BGN")
        #expect(try Currency.default(forRegion: "bg", on: Self.day("2026-11-23")) == .eur)
        #expect(try Currency.default(forRegion: "BG", on: Self.day("2025-12-31")).code == "BGN")
        // `bg` alone goes through its likely region, BG.
        #expect(try Currency.default(for: LocaleIdentifier("bg"), on: Self.day("2026-11-23")) == .eur)
        // An explicit currency keyword is the caller's choice.
        let keyword = try LocaleIdentifier("bg_BG@currency=BGN")
        #expect(try Currency.default(for: keyword, on: Self.day("2026-11-23")).code == "BGN")
    }

    @Test func todayIsTheSystemClocksDay() throws {
        // The defaults without a date are the dated ones for today (UTC).
        let today = CalendarDate.today
        let bgBG = try LocaleIdentifier("bg_BG")
        #expect(try Currency.default(for: bgBG) == Currency.default(for: bgBG, on: today))
        #expect(try Currency.default(forRegion: "CW") == Currency.default(forRegion: "CW", on: today))
    }

    @Test func curacaoAndSintMaartenUseTheCaribbeanGuilderFromMarch2025() throws {
        for region in ["CW", "SX"] {
            #expect(try Currency.default(forRegion: region, on: Self.day("2025-03-30")).code == "ANG")
            #expect(try Currency.default(forRegion: region, on: Self.day("2025-03-31")).code == "XCG")
        }
        #expect(try Currency.default(for: LocaleIdentifier("nl_CW"), on: Self.day("2026-11-23")).code == "XCG")
    }

    @Test func codesICUDoesNotKnowAreCurrencies() throws {
        let guilder = try Currency(code: "xcg")
        #expect(guilder.code == "XCG" && guilder.fractionDigits == 2 && guilder.numericCode == 532)
        let cent = try ExactDecimal(parsing: "0.01")
        #expect(!guilder.hasCashRounding && guilder.cashIncrement == cent)
        let gold = try Currency(code: "ZWG")
        #expect(gold.fractionDigits == 2 && gold.numericCode == 924)
        #expect(Currency.allCodes.contains("XCG") && Currency.allCodes.contains("ZWG"))
        #expect(Currency.allCodes == Currency.allCodes.sorted())
        // Still no currency with default digits for a code nobody knows.
        #expect(moneyError { try Currency(code: "XCX") } == .unknownCurrency("XCX"))
    }

    /// ICU writes the code for a currency it has no data for, in every style; so does Money.
    /// Checked against ICU 72: symbol, narrow and code give `XCG\u{A0}1,234.50` in en_US, the
    /// full-name style `1,234.50 XCG` with a plain space.
    @Test func xcgFormatsWithItsCode() throws {
        let amount = try Money(parsing: "1234.50", Currency(code: "XCG"))
        func format(_ locale: String, _ style: MoneyFormatter.Style = .symbol) throws -> String {
            try MoneyFormatter(locale: LocaleIdentifier(locale), style: style).format(amount)
        }
        guard !ICUCurrencyData.knownCodes.contains("XCG") else {
            // A newer ICU has its own data for XCG (CLDR 45 added it); that data wins.
            #expect(try format("en_US", .code) == "XCG\u{A0}1,234.50")
            return
        }
        for style in [MoneyFormatter.Style.symbol, .narrow, .code, .accounting] {
            expectSame(try format("en_US", style), "XCG\u{A0}1,234.50", "en_US \(style)")
        }
        expectSame(try format("en_US", .name), "1,234.50 XCG")
        expectSame(try format("nl_CW"), "XCG\u{A0}1.234,50")
        expectSame(try format("de_DE"), "1.234,50\u{A0}XCG")
        expectSame(try MoneyFormatter(locale: LocaleIdentifier("en_US")).format(amount.negated()), "-XCG\u{A0}1,234.50")
        let guilder = try Currency(code: "XCG")
        #expect(guilder.name(.symbol, locale: try LocaleIdentifier("nl_CW")) == "XCG")
        #expect(guilder.name(.name, locale: try LocaleIdentifier("en_US")) == "XCG")
        // The issuer's symbol is kept as a fact, not printed.
        #expect(guilder.issuerSymbol == "Cg" && Currency.eur.issuerSymbol == nil)
    }

    @Test func addedDigitsAgreeWithWhatICUFormats() throws {
        // ICU formats a code it lacks with its default digits; the file's digits must be the same,
        // or amounts would print with a different number of decimals than they hold.
        for change in Currency.changes {
            guard let new = change.newCurrency, !ICUCurrencyData.knownCodes.contains(change.replacementCode) else {
                continue
            }
            let icu = try ICUCurrencyData.currency(change.replacementCode)
            #expect(icu.fractionDigits == new.fractionDigits, "\(change.replacementCode)")
        }
    }

    @Test func theKunaNamesTheEuroItsDateAndRate() throws {
        let change = try #require(try Currency(code: "HRK").replacement)
        #expect(change.replacementCode == "EUR" && change.regions == ["HR"])
        #expect(change.date == (try Self.day("2023-01-01")))
        #expect(change.rateText == "7.53450")
        #expect(change.rate == (try ExactDecimal(parsing: "7.5345")))
        #expect(change.description == "HRK → EUR on 2023-01-01 (1 EUR = 7.53450 HRK)")
        #expect(try Currency(code: "CUC").replacement?.description == "CUC → CUP on 2021-01-01")
        #expect(Currency.eur.replacement == nil && Currency.usd.replacement == nil)
    }

    @Test func withdrawalStartsOnTheChangesDate() throws {
        let lev = try Currency(code: "BGN")
        #expect(!lev.isWithdrawn(on: try Self.day("2025-12-31")))
        #expect(lev.isWithdrawn(on: try Self.day("2026-01-01")))
        #expect(try Currency(code: "HRK").isWithdrawn(on: Self.day("2026-11-23")))
        #expect(!Currency.eur.isWithdrawn(on: try Self.day("2026-11-23")))
    }

    @Test func theListOfCurrenciesFollowsTheChanges() throws {
        let codes = { (day: String, withdrawn: Bool) in
            Currency.all(on: try Self.day(day), includingWithdrawn: withdrawn).map(\.code)
        }
        let now = try codes("2026-11-23", false)
        #expect(now == now.sorted())
        for gone in ["HRK", "SLL", "VEF", "CUC", "ANG", "BGN", "ZWL"] { #expect(!now.contains(gone), "\(gone)") }
        for current in ["EUR", "XCG", "ZWG", "SLE", "VES", "USD"] { #expect(now.contains(current), "\(current)") }
        #expect(try codes("2026-11-23", true).contains("HRK"))
        #expect(try codes("2025-12-31", false).contains("BGN"))
        if !ICUCurrencyData.knownCodes.contains("XCG") {
            #expect(try !codes("2025-03-30", false).contains("XCG"))
        }
        #expect(try codes("2025-03-31", false).contains("XCG"))
        #expect(Currency.all.map(\.code) == (try codes(CalendarDate.today.description, false)))
    }

    // MARK: - The ICU at hand

    /// Each change either corrects ICU (ICU still gives the withdrawn code, and the data file's
    /// date decides) or is skipped for today (ICU already gives the new code, or knows better:
    /// Zimbabwe's default in CLDR 42 is USD, which no entry overrides).
    @Test func icuWinsWhereItAlreadyKnows() throws {
        let asOf = Currency.changesAsOf
        for change in Currency.changes {
            for region in change.regions {
                let icu = try Self.icuDefault(region)
                let overlay = try Currency.default(forRegion: region, on: asOf).code
                if icu == change.replacementCode {
                    #expect(change.isKnownToICU, "\(change.withdrawnCode) in \(region)")
                    #expect(overlay == icu, "\(region): ICU knows \(change.replacementCode); it must win")
                } else if icu == change.withdrawnCode {
                    #expect(!change.isKnownToICU, "\(change.withdrawnCode) in \(region)")
                    #expect(overlay == change.replacementCode, "\(region): the data file corrects ICU's \(icu ?? "-")")
                } else {
                    #expect(overlay == icu, "\(region): ICU's own \(icu ?? "-") wins")
                }
                // Before the change, the region had the withdrawn code either way.
                let before = CalendarDate(dayNumber: change.date.dayNumber - 1)
                if icu == change.replacementCode || icu == change.withdrawnCode {
                    #expect(try Currency.default(forRegion: region, on: before).code == change.withdrawnCode)
                }
            }
        }
    }

    /// What ICU 72 (CLDR 42) knew, pinned so that a different ICU is noticed, not absorbed.
    @Test func icu72KnewSomeChangesAndNotOthers() throws {
        guard Money.icuMajorVersion == 72 else { return }
        let known = Currency.changes.filter(\.isKnownToICU).map(\.withdrawnCode)
        #expect(known == ["CUC", "HRK", "SLL", "VEF"])
        #expect(try Self.icuDefault("BG") == "BGN")
        #expect(try Self.icuDefault("CW") == "ANG")
        #expect(try Self.icuDefault("ZW") == "USD")
        #expect(!ICUCurrencyData.knownCodes.contains("XCG") && !ICUCurrencyData.knownCodes.contains("ZWG"))
        // ICU 72 lists these withdrawn codes as current; the data file is what hides them.
        for code in ["HRK", "SLL", "VEF", "CUC"] { #expect(ICUCurrencyData.currentCodes.contains(code), "\(code)") }
        // Zimbabwe keeps ICU's USD: the file moves a region only from the withdrawn code.
        #expect(try Currency.default(forRegion: "ZW", on: Self.day("2026-11-23")) == .usd)
    }
}
