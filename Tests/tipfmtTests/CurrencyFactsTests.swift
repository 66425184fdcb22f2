import Foundation
import Money
import Testing

/// Currency facts as of today, and where every fact comes from, end to end: ICU's data
/// lags behind real changes (BGN to EUR in 2026), so each fact newer than it must name its source.
@Suite struct CurrencyFactsTests {
    let cli = Tipfmt()

    /// The US tipping custom of Resources/locales/tipping/customs.json.
    static let usSource = "Lonely Planet the USA travel guide, money and tipping section (lonelyplanet.com)"
    static let usAsOf = "2026-11-21"

    private static func json(_ result: RunResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
    }

    // MARK: - Currencies as of today

    @Test func versionNamesICUCLDRAndTheCurrencyData() throws {
        let result = try cli.run("--version")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout
                == "tipfmt 0.1.0 (ICU \(Money.icuVersion), CLDR \(Money.cldrVersion), currency changes as of 2026-11-23)\n",
            "\(result)")
    }

    @Test func bulgariaFormatsInEuros() throws {
        // Bulgaria adopted the euro on 2026-01-01; this machine's clock is past that.
        try #require(CalendarDate.today >= CalendarDate("2026-01-01")!)
        let result = try cli.run("format", "10", "-l", "bg_BG")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(result.stdout == "10,00\u{A0}€\n", "\(result)")
    }

    @Test func theKunaNamesTheEuroItsDateAndFixedRate() throws {
        let result = try cli.run("currency", "HRK")
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(result.lines.contains("Replaced by:       EUR"), "\(result)")
        #expect(result.lines.contains("Replaced on:       2023-01-01"), "\(result)")
        #expect(result.lines.contains("Fixed rate:        1 EUR = 7.53450 HRK"), "\(result)")
        #expect(result.lines.last?.hasPrefix("Source:            ISO 4217 Amendment 174") == true, "\(result)")

        let json = try Self.json(try cli.run("currency", "hrk", "--json"))
        #expect(json["replacedBy"] as? String == "EUR")
        #expect(json["replacedOn"] as? String == "2023-01-01")
        #expect(json["fixedRate"] as? String == "1 EUR = 7.53450 HRK")
    }

    @Test func theCaribbeanGuilderIsACurrencyThatFormatsWithItsCode() throws {
        let info = try cli.run("currency", "XCG", "-l", "nl_CW")
        #expect(info.status == 0 && info.stderr == "", "\(info)")
        #expect(info.lines.contains("Minor units:       2"), "\(info)")
        #expect(info.lines.contains("Numeric code:      532"), "\(info)")
        #expect(info.lines.contains("Issuer's symbol:   Cg"), "\(info)")
        let formatted = try cli.run("format", "1234.5", "-c", "XCG", "-l", "en_US")
        #expect(formatted.status == 0 && formatted.stderr == "", "\(formatted)")
        #expect(formatted.stdout == "XCG\u{A0}1,234.50\n", "\(formatted)")
        let curacao = try cli.run("format", "1234.5", "-l", "nl_CW")
        #expect(curacao.stdout == "XCG\u{A0}1.234,50\n", "\(curacao)")
        let gold = try cli.run("currency", "ZWG", "--json")
        #expect(try Self.json(gold)["issuerSymbol"] as? String == "ZiG", "\(gold)")
    }

    @Test func withdrawnCodesWorkWithOneNoteOnStderr() throws {
        let note = "tipfmt: note: HRK was withdrawn: EUR replaced it on 2023-01-01 at 1 EUR = 7.53450 HRK\n"
        let format = try cli.run("format", "10", "-c", "HRK", "-l", "hr_HR")
        #expect(format.status == 0, "\(format)")
        #expect(format.stdout == "10,00\u{A0}kn\n", "\(format)")
        #expect(format.stderr == note, "\(format)")
        // The bill and the home currency are both HRK: still one note.
        let calc = try cli.run("calc", "100", "-c", "HRK", "--tip", "10", "--home", "HRK", "--rate", "1")
        #expect(calc.status == 0, "\(calc)")
        #expect(calc.stderr == note, "\(calc)")
        let peso = try cli.run("format", "5", "-c", "CUC", "-l", "en_US")
        #expect(peso.stderr == "tipfmt: note: CUC was withdrawn: CUP replaced it on 2021-01-01\n", "\(peso)")
        // A current currency says nothing.
        #expect(try cli.run("format", "10", "-c", "EUR", "-l", "hr_HR").stderr == "")
    }

    /// The notes of a withdrawn currency and of a region without a known tipping custom speak
    /// the output's language (Croatian has no labels of its own, so hr_HR reads English above).
    @Test func notesSpeakTheOutputsLanguage() throws {
        let german = try cli.run("format", "10", "-c", "HRK", "-l", "de_DE")
        #expect(
            german.stderr
                == "tipfmt: note: HRK wurde abgeschafft: EUR hat es am 2023-01-01 ersetzt, zu 1 EUR = 7.53450 HRK\n",
            "\(german)")
        let peso = try cli.run("format", "5", "-c", "CUC", "-l", "ja_JP")
        #expect(peso.stderr == "tipfmt: note: CUCは廃止されました：2021-01-01にCUPに置き換えられました\n", "\(peso)")
        let region = try cli.run("calc", "50", "-c", "EUR", "--region", "zz", "-l", "fr_FR")
        #expect(region.status == 0, "\(region)")
        #expect(region.stderr == "tipfmt: note: aucun usage de pourboire n’est connu pour ZZ\n", "\(region)")
    }

    @Test func currenciesHidesWithdrawnCodesUnlessAll() throws {
        let current = try cli.run("currencies", "--codes").lines
        for gone in ["HRK", "SLL", "VEF", "CUC", "ANG", "ZWL"] { #expect(!current.contains(gone), "\(gone)") }
        for code in ["EUR", "XCG", "ZWG", "SLE", "VES"] { #expect(current.contains(code), "\(code)") }
        let all = try cli.run("currencies", "--codes", "--all").lines
        #expect(Set(all).isSuperset(of: current) && all.contains("HRK") && all.contains("ZWL"))

        let table = try cli.run("currencies", "--all", "-l", "en_US")
        #expect(table.lines.first?.hasSuffix("Withdrawn") == true, "\(table)")
        let kuna = try #require(table.lines.first { $0.hasPrefix("HRK ") })
        #expect(kuna.hasSuffix("EUR from 2023-01-01 (1 EUR = 7.53450 HRK)"), "\(kuna)")
        let euro = try #require(table.lines.first { $0.hasPrefix("EUR ") })
        #expect(euro.hasSuffix("Euro"), "a current currency has no mark: \(euro)")
    }

    // MARK: - Where each fact comes from

    @Test func calcNamesTheCustomsSourceAndDate() throws {
        let text = try cli.run("calc", "84.50", "-l", "en_US")
        #expect(text.status == 0, "\(text)")
        #expect(
            text.lines.last?.hasSuffix(" Source: \(Self.usSource), as of \(Self.usAsOf).") == true, "\(text)")
        let json = try Self.json(try cli.run("calc", "84.50", "-l", "en_US", "--json"))
        let custom = try #require(json["custom"] as? [String: Any])
        #expect(custom["source"] as? String == Self.usSource)
        #expect(custom["asOf"] as? String == Self.usAsOf)
    }

    @Test func calcNamesTheRatesSource() throws {
        let typed = try cli.run("calc", "84.50", "--tip", "18", "--home", "EUR", "--rate", "0.9215")
        #expect(typed.lines.last == "Rate: 1 USD = 0.9215 EUR (given on the command line)", "\(typed)")
        // With several tips the table gets the rate line too.
        let table = try cli.run("calc", "84.50", "--tip", "18", "--tip", "20", "--home", "EUR", "--rate", "0.9215")
        #expect(table.lines.last == "Rate: 1 USD = 0.9215 EUR (given on the command line)", "\(table)")
        let json = try Self.json(
            try cli.run("calc", "84.50", "--tip", "18", "--home", "EUR", "--rate", "0.9215", "--json"))
        let home = try #require(json["home"] as? [String: Any])
        #expect(home["rateSource"] as? String == "given on the command line")
        #expect(home["rateDate"] == nil)
    }

    @Test func receiptNamesTheCustomAndTheRate() throws {
        let path = cli.home + "/eurofxref-daily.xml"
        let today = CalendarDate.today.description
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        <gesmes:subject>Reference rates</gesmes:subject>
        <Cube><Cube time='\(today)'><Cube currency='USD' rate='1.0832'/></Cube></Cube>
        </gesmes:Envelope>

        """.write(toFile: path, atomically: true, encoding: .utf8)
        // No --tip: the US custom gives 20%, and the receipt says on whose word.
        let text = try cli.run("receipt", "84.50", "-l", "en_US", "-c", "USD", "--home", "EUR", "--rates", path)
        #expect(text.status == 0 && text.stderr == "", "\(text)")
        // "Tip (US): <source>, 2026-11-21" and "Rate: ECB …, <day>; eurofxref-daily.xml" (the words
        // calc's rate line uses, in the receipt's language), wrapped at 42.
        #expect(
            Array(text.lines.suffix(6)) == [
                "==========================================",
                "Tip (US): Lonely Planet the USA travel",
                "guide, money and tipping section",
                "(lonelyplanet.com), 2026-11-21",
                "Rate: ECB euro reference rates,",
                "\(today); eurofxref-daily.xml",
            ], "\(text)")

        let json = try Self.json(
            try cli.run("receipt", "84.50", "-l", "en_US", "-c", "USD", "--home", "EUR", "--rates", path, "--json"))
        let sources = try #require(json["sources"] as? [[String: Any]])
        #expect(sources.count == 2)
        #expect(sources.first?["kind"] as? String == "tippingCustom")
        #expect(sources.first?["source"] as? String == Self.usSource)
        #expect(sources.first?["date"] as? String == Self.usAsOf)
        #expect(sources.last?["kind"] as? String == "exchangeRate")
        #expect(sources.last?["source"] as? String == "ECB euro reference rates (eurofxref-daily.xml)")
        #expect(sources.last?["date"] as? String == today)

        // The user's own tip owes nothing to the custom.
        let explicit = try cli.run("receipt", "84.50", "--tip", "18", "-l", "en_US", "-c", "USD", "--json")
        #expect(try Self.json(explicit)["sources"] as? [Any] != nil)
        #expect((try Self.json(explicit)["sources"] as? [Any])?.isEmpty == true, "\(explicit)")
    }
}
