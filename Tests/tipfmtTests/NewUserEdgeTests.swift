import Foundation
import Testing

/// The rough edges a new user hit (issue 11), each pinned end to end.
@Suite struct NewUserEdgeTests {
    let cli = Tipfmt()

    // MARK: - The last bill, with its currency and locale

    @Test func theLastBillIsReusedInItsCurrencyAndLocale() throws {
        #expect(try cli.run("calc", "84.50", "-c", "EUR", "-l", "de_DE", "--tip", "18").status == 0)
        // 84.50 × 20 % = 16.90; 101.40, shown as de_DE shows euros.
        let again = try cli.run("calc", "--tip", "20")
        #expect(again.status == 0, "\(again)")
        #expect(
            again.lines == [
                "Rechnung           84,50\u{A0}€",
                "Trinkgeld (20\u{A0}%)   16,90\u{A0}€",
                "Gesamt            101,40\u{A0}€",
            ], "\(again)")
        #expect(again.stderr == "tipfmt: note: using the last bill, 84.50 EUR, from less than a minute ago\n")
        // --locale still wins over the remembered locale.
        let english = try cli.run("calc", "--tip", "20", "-l", "en_US")
        #expect(english.lines.first == "Bill        €84.50", "\(english)")
        // Another currency is not "no bill": it says which currency the last bill is in.
        let dollars = try cli.run("calc", "--tip", "20", "-c", "USD")
        #expect(dollars.status == 64, "\(dollars)")
        #expect(
            dollars.stderr
                == "tipfmt: error: the last bill, 84.50 EUR, is in EUR, not USD; give a bill, or leave out --currency to reuse it\n"
        )
        let state = try String(contentsOfFile: cli.statePath, encoding: .utf8)
        #expect(state.contains("\"locale\" : \"de_DE\""), "\(state)")
    }

    /// A state file whose time is Int64.min trapped (`now - savedAt` overflowed): now it is a note
    /// and is ignored; so is one that is not JSON.
    @Test(arguments: [
        (
            "{\"bill\": \"84.50\", \"currency\": \"USD\", \"savedAt\": -9223372036854775808}",
            "it was saved at -9223372036854775808, which is not a time in the past"
        ),
        ("{\"bill\": ", "it is not a JSON object with bill, currency and savedAt"),
        ("{\"bill\": \"84.50\", \"currency\": \"XYZ\", \"savedAt\": 0}", "unknown currency 'XYZ'"),
    ])
    func aCorruptStateFileIsANoteAndIsIgnored(contents: String, reason: String) throws {
        try FileManager.default.createDirectory(atPath: cli.home + "/state/tipfmt", withIntermediateDirectories: true)
        try contents.write(toFile: cli.statePath, atomically: true, encoding: .utf8)
        let result = try cli.run("calc", "--tip", "20")
        #expect(result.status == 64, "no bill, no crash: \(result)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result)")
        #expect(
            lines.first?.hasPrefix("tipfmt: note: ignoring the last-bill file \(cli.statePath): \(reason)") == true,
            "\(result)")
        #expect(lines.last?.hasPrefix("tipfmt: error: no bill given") == true, "\(result)")
        // A bill on the command line works and replaces the file.
        #expect(try cli.run("calc", "10", "--tip", "10").status == 0)
        #expect(try cli.run("calc", "--tip", "10").status == 0)
    }

    /// `--rate` with the configured home currency converts; without any home it is the same
    /// usage error as `--rates` (issue 11: `--rates` alone used to be ignored silently).
    @Test func theConfiguredHomeCurrencyServesRateAndRates() throws {
        #expect(try cli.run("config", "set", "home", "EUR").status == 0)
        // 84.50 × 0.9 = 76.05; the 99.71 total × 0.9 = 89.739 → 89.74.
        let result = try cli.run("calc", "84.50", "--tip", "18", "--rate", "0.9", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let home = try #require(object["home"] as? [String: Any])
        #expect(home["currency"] as? String == "EUR" && home["total"] as? String == "89.74")
        #expect(try cli.run("config", "unset", "home").status == 0)
        let rate = try cli.run("calc", "84.50", "--rate", "0.9")
        let rates = try cli.run("calc", "84.50", "--rates", "rates.xml")
        #expect(rate.status == 64 && rates.status == 64, "\(rate)\n\(rates)")
        #expect(rates.stderr == rate.stderr.replacingOccurrences(of: "--rate ", with: "--rates "))
    }

    // MARK: - Service included: the tip line is the extra tip

    @Test func withServiceIncludedTheTipLineIsTheExtraTip() throws {
        // Service 100 × 12.5 / 112.5 = 11.11; 15 % of 100 = 15.00, less 11.11 = 3.89 on top.
        let result = try cli.run("calc", "100", "--service", "12.5%", "--tip", "15")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                "Bill                   $100.00",
                "  incl. service 12.5%   $11.11",
                "Extra tip                $3.89",
                "Total                  $103.89",
            ], "\(result)")
    }

    @Test func theArabicExtraTipIsLabelledAsWhatItIs() throws {
        // 850 × 12 / 112 = 91.07 of service; 15 % = 127.50; extra 127.50 − 91.07 = 36.43; total 886.43.
        let result = try cli.run("calc", "850", "-l", "ar_EG", "-c", "EGP", "--service", "12%", "--tip", "15")
        #expect(result.status == 0, "\(result)")
        let tipLine = try #require(result.lines.first { $0.hasPrefix("بقشيش إضافي") }, "\(result)")
        #expect(tipLine.contains("٣٦٫٤٣"), "\(visible(tipLine))")
        #expect(!result.stdout.contains("١٥٪") && !result.stdout.contains("15"), "no 15 % beside 36.43: \(result)")
    }

    // MARK: - The minimum tip when rounding

    @Test func theMinimumTipIsTheAskedPercentageWhenBelowOnePercent() throws {
        // 200 at 0.5 %: tip 1.00, minimum 0.5 % = 1.00, 201.00 is round (1 % made it 202.00).
        let result = try cli.run("calc", "200", "--tip", "0.5", "--round", "up", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["total"] as? String == "201.00", "\(result)")
    }

    // MARK: - Localized labels, counts in the locale's digits

    @Test func calcSpeaksTheLocalesLanguage() throws {
        // 84.50 × 18 % = 15.21; 99.71 = 33.24 + 33.24 + 33.23; 5.07 of tip each.
        let result = try cli.run("calc", "84.50", "-c", "EUR", "-l", "de_DE", "--tip", "18", "--split", "3")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                "Rechnung                           84,50\u{A0}€",
                "Trinkgeld (18\u{A0}%)                   15,21\u{A0}€",
                "Gesamt                             99,71\u{A0}€",
                "Pro Person        2 × 33,24\u{A0}€, 1 × 33,23\u{A0}€",
                "  Trinkgeld                     3 × 5,07\u{A0}€",
            ], "\(result)")
    }

    @Test func arabicOutputHasNoLatinDigits() throws {
        // 850 × 15 % = 127.50; 977.50 ÷ 2 = 488.75 each.
        for arguments in [
            ["calc", "850", "-l", "ar_EG", "-c", "EGP", "--tip", "15", "--split", "2"],
            ["calc", "850", "-l", "ar_EG", "-c", "EGP", "--split", "2"],
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(result)")
            // The tipping note quotes its source and date as data (Resources/locales/tipping).
            let table = result.lines.filter { !$0.contains("EG") }
            #expect(!table.joined().contains { ("0"..."9").contains($0) }, "\(result)")
            #expect(result.stdout.contains("للشخص"), "the per-person label: \(result)")
        }
        let one = try cli.run("calc", "850", "-l", "ar_EG", "-c", "EGP", "--tip", "15", "--split", "2")
        #expect(one.stdout.contains("\u{2068}٢ × \u{200F}٤٨٨٫٧٥\u{A0}ج.م.\u{200F}\u{2069}"), "\(one)")
    }

    // MARK: - Help texts

    @Test func receiptHelpSaysOneTipAndTheRegionsCustom() throws {
        let help = try cli.run("receipt", "--help").stdout
        #expect(!help.contains("repeat for a table"), "\(help)")
        #expect(!help.contains("the presets"), "\(help)")
        #expect(help.contains("region's customary tip"), "\(help)")
    }

    /// No help example breaks inside a quoted argument (argument-parser wraps long lines).
    @Test(arguments: ["calc", "format", "parse", "receipt", "check", "currencies", "currency", "locales", "config"])
    func helpExamplesKeepTheirQuotesOnOneLine(subcommand: String) throws {
        let help = try cli.run([subcommand, "--help"], environment: ["COLUMNS": "80"])
        for line in help.lines where line.trimmingCharacters(in: .whitespaces).hasPrefix("tipfmt ") {
            #expect(line.filter { $0 == "'" }.count % 2 == 0, "\(subcommand): \(line)")
            #expect(line.count <= 80, "\(subcommand): \(line)")
        }
        // A quoted example inside an option's help has no space for the wrapping to break at.
        #expect(!help.lines.contains { $0.hasSuffix("'23.40 +") }, "\(help)")
    }

    // MARK: - Config values as people write them

    @Test func configTakesAPercentSignAndNumbers() throws {
        let set = try cli.run("config", "set", "tip", "18%")
        #expect(set.status == 0, "\(set)")
        #expect(try cli.run("config", "get", "tip").stdout == "18\n")
        try "{\"tip\": 17.5, \"currency\": \"EUR\"}".write(toFile: cli.configPath, atomically: true, encoding: .utf8)
        // 50 × 17.5 % = 8.75.
        let calc = try cli.run("calc", "50", "--json")
        #expect(calc.status == 0, "\(calc)")
        let object = try #require(try JSONSerialization.jsonObject(with: calc.stdoutBytes) as? [String: Any])
        #expect(object["tip"] as? String == "8.75")
        #expect(object["currency"] as? String == "EUR")
    }

    @Test func anUnknownConfigKeyIsAWarningNotAnError() throws {
        try FileManager.default.createDirectory(atPath: cli.home + "/config/tipfmt", withIntermediateDirectories: true)
        try "{\"tip\": \"10\", \"colour\": \"red\"}".write(toFile: cli.configPath, atomically: true, encoding: .utf8)
        let result = try cli.run("format", "5", "-c", "USD", "-l", "en_US")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "$5.00\n")
        #expect(
            result.stderr
                == "tipfmt: note: ignoring the unknown key 'colour' in \(cli.configPath) (known: tip, locale, currency, home, rounding)\n"
        )
    }

    // MARK: - A mistyped command

    @Test(arguments: [
        ("currencys", "'currencys' is not a command or a bill; did you mean `tipfmt currency` or `tipfmt currencies`?"),
        ("fromat", "'fromat' is not a command or a bill; did you mean `tipfmt format`?"),
        ("recipt", "'recipt' is not a command or a bill; did you mean `tipfmt receipt`?"),
    ])
    func aMistypedCommandSuggestsTheNearest(word: String, message: String) throws {
        let result = try cli.run([word, "5"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr == "tipfmt: error: \(message) (see 'tipfmt help')\n", "\(result)")
    }

    // MARK: - Completions

    @Test func completionsOfferCurrenciesLocalesAndFiles() throws {
        let currencies = try cli.run(
            "---completion", "calc", "--", "--currency", "3", "2", "tipfmt", "calc", "-c", "CH")
        #expect(currencies.lines == ["CHE", "CHF", "CHW"], "\(currencies)")
        let home = try cli.run("---completion", "calc", "--", "--home", "3", "2", "tipfmt", "calc", "--home", "eu")
        #expect(home.lines == ["EUR"], "\(home)")
        let locales = try cli.run(
            "---completion", "format", "--", "--locale", "3", "4", "tipfmt", "format", "-l", "de_C")
        #expect(locales.lines == ["de_CH"], "\(locales)")
        let bash = try cli.run("--generate-completion-script", "bash").stdout
        #expect(bash.contains("-fX '!*.@(xml)'"), "--rates and --junit complete XML files")
        #expect(bash.contains("-fX '!*.@(tsv|tab|csv|json)'"), "check completes tables")
    }
}
