import Foundation
import Testing

@Suite struct FormatCommandTests {
    let cli = Tipfmt()

    @Test(arguments: [
        (["-42.5", "-c", "EUR", "-l", "de_DE"], "-42,50\u{A0}€"),
        (["1234.5", "-c", "CHF", "-l", "de_CH"], "CHF\u{A0}1\u{2019}234.50"),
        (["1234.5", "-c", "EUR", "-l", "fr_FR"], "1\u{202F}234,50\u{A0}€"),
        (["1234", "-c", "JPY", "-l", "ja_JP"], "\u{FFE5}1,234"),
        (["1.005", "-c", "USD", "-l", "en_US"], "$1.00"),  // half-even, as ICU does
        (["1.015", "-c", "USD", "-l", "en_US"], "$1.02"),
        (["1.005", "-c", "USD", "-l", "en_US", "--rounding", "to-nearest-or-away"], "$1.01"),
        (["1.005", "-c", "USD", "-l", "en_US", "--rounding", "half-even"], "$1.00"),
        (["1.001", "-c", "USD", "-l", "en_US", "--rounding", "ceiling"], "$1.01"),
        (["-1.001", "-c", "USD", "-l", "en_US", "--rounding", "ceiling"], "-$1.00"),
        (["-1.001", "-c", "USD", "-l", "en_US", "--rounding", "away-from-zero"], "-$1.01"),
        (["1234.5", "-c", "USD", "-l", "en_US", "--style", "code"], "USD\u{A0}1,234.50"),
        (["1234.5", "-c", "USD", "-l", "en_US", "--style", "name"], "1,234.50 US dollars"),
        (["-5", "-c", "USD", "-l", "en_US", "--style", "accounting"], "($5.00)"),
        (["5", "-c", "USD", "-l", "en_US", "--sign", "always"], "+$5.00"),
        (["0", "-c", "USD", "-l", "en_US", "--sign", "except-zero"], "$0.00"),
        (["-5", "-c", "USD", "-l", "en_US", "--sign", "never"], "$5.00"),
        (["1234.5", "-c", "USD", "-l", "en_US", "--no-grouping"], "$1234.50"),
        (["1.03", "-c", "CHF", "-l", "de_CH", "--cash"], "CHF\u{A0}1.05"),
        (["1.234,50", "-c", "EUR", "-l", "de_DE", "--input-locale", "de_DE"], "1.234,50\u{A0}€"),
        (["-c", "USD", "--", "-1"], "-$1.00"),
    ])
    func formatsOneAmount(arguments: [String], expected: String) throws {
        let result = try cli.run(["format"] + arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == expected + "\n", "got \(visible(result.stdout)) want \(visible(expected))")
    }

    /// Lines read from stdin (bytes in, bytes out for plain canonical amounts, the general reader
    /// for the rest) print what the same amounts print as arguments, with and without
    /// `--icu-only`, past the 1,000 uses after which a template takes over.
    @Test(arguments: [
        ["-c", "CHF", "-l", "de_CH"], ["-c", "KWD", "-l", "ar_KW", "--style", "name"],
        ["-c", "JPY", "-l", "ja_JP", "--cash"],
    ])
    func stdinLinesPrintWhatArgumentsPrint(options: [String]) throws {
        var amounts = ["0", "-0", "-0.00", "007.50", "1.005", "-0.004", "999999999999999999", "1234567890123456789.5"]
        for index in 0..<1200 { amounts.append("\(index * 7919 % 100_000).\(index % 100)") }
        let expected = try cli.run(["format"] + options + ["--"] + amounts)
        #expect(expected.status == 0, "\(expected)")
        for extra in [[], ["--icu-only"]] {
            let streamed = try cli.run(
                ["format"] + options + extra, stdin: Data((amounts.joined(separator: "\n") + "\n").utf8))
            #expect(streamed.status == 0, "\(streamed)")
            #expect(streamed.stdout == expected.stdout, "\(options) \(extra)")
        }
    }

    @Test func negativeAmountsAmongOptionsAndSeveralAmounts() throws {
        let result = try cli.run("format", "-c", "EUR", "-42.5", "5", "-l", "de_DE", "-0.5")
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["-42,50\u{A0}€", "5,00\u{A0}€", "-0,50\u{A0}€"], "\(result)")
    }

    @Test func latinDigitsReplaceTheLocalesOwn() throws {
        let native = try cli.run("format", "12.5", "-c", "EGP", "-l", "ar_EG")
        let latin = try cli.run("format", "12.5", "-c", "EGP", "-l", "ar_EG", "--latin-digits")
        #expect(native.stdout.contains("١٢"), "\(native)")
        #expect(latin.stdout.contains("12"), "\(latin)")
    }

    @Test func stdinOneLinePerLineWithBlankLinesKept() throws {
        let result = try cli.run("format", "-c", "USD", "-l", "en_US", stdin: "1\n 2.5 \r\n\n-3\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "$1.00\n$2.50\n\n-$3.00\n", "\(result)")
    }

    @Test func stdinStopsAtTheFirstBadLineKeepingEarlierOutput() throws {
        let result = try cli.run("format", "-c", "USD", "-l", "en_US", stdin: "1\n2\nabc\n4\n")
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "$1.00\n$2.00\n", "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: line 3: invalid amount 'abc': unexpected 'a'; use digits, an optional leading '-' and '.'\n"
        )
    }

    @Test func keepGoingReportsEveryBadLineAndExitsNonZero() throws {
        var input = Data("1\nabc\n".utf8)
        input.append(contentsOf: [0xFF, 0xFE, 0x0A])
        input.append(contentsOf: Data("4\n".utf8))
        let result = try cli.run(["format", "-c", "USD", "-l", "en_US", "--keep-going"], stdin: input)
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "$1.00\n\n\n$4.00\n", "\(result)")
        #expect(
            result.stderr.components(separatedBy: "\n") == [
                "tipfmt: error: line 2: invalid amount 'abc': unexpected 'a'; use digits, an optional leading '-' and '.'",
                "tipfmt: error: line 3: the line is not valid UTF-8",
                "tipfmt: error: 2 bad lines of 4",
                "",
            ], "\(result)")
    }

    @Test func streamsManyLines() throws {
        let count = 20000
        let input = (1...count).map { "\($0).5" }.joined(separator: "\n") + "\n"
        let result = try cli.run("format", "-c", "EUR", "-l", "de_DE", stdin: input)
        #expect(result.status == 0)
        #expect(result.lines.count == count)
        #expect(result.lines.last == "20.000,50\u{A0}€")
    }
}

@Suite struct ParseAndMetadataTests {
    let cli = Tipfmt()

    @Test func parsesLocalizedText() throws {
        let result = try cli.run("parse", "1.234,50\u{A0}€", "--locale", "de_DE")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "1234.50 EUR\n")
        let json = try cli.run("parse", "CHF\u{A0}1\u{2019}234.50", "-l", "de_CH", "--json")
        #expect(
            json.stdout == "{\n  \"amount\" : \"1234.50\",\n  \"currency\" : \"CHF\",\n  \"locale\" : \"de_CH\"\n}\n",
            "\(json)")
    }

    /// `parse` takes negative text as a plain argument, as `format` and `calc` do, so it
    /// reaches the parser instead of being taken for an option.
    @Test func negativeTextIsAPlainArgument() throws {
        let german = try cli.run("parse", "-1.234,50\u{A0}€", "-l", "de_DE")
        #expect(german.stdout == "-1234.50 EUR\n", "\(german)")
        let dollars = try cli.run("parse", "-$5.00", "-l", "en_US")
        #expect(dollars.stdout == "-5.00 USD\n", "\(dollars)")
        let after = try cli.run("parse", "-l", "en_US", "-$5.00", "--json")
        #expect(after.status == 0, "after the options too: \(after)")
        // Letters that are short options (-l in "dollars") need the options first and `--`.
        let named = try cli.run("parse", "-5.00 US dollars", "-l", "en_US")
        #expect(named.status == 64, "\(named)")
        #expect(named.stderr.contains("give the options first, then -- and the amount"), "\(named)")
        // Reaching the parser is the command line's part: no "Unknown option" for these.
        for text in ["-8 USD", "(CA$1,234.50)", "-€5"] {
            let signed = try cli.run("parse", text, "-l", "en_GB")
            #expect(!signed.stderr.contains("option"), "\(text): \(signed)")
        }
        let unknown = try cli.run("parse", "5", "--bogus")
        #expect(unknown.stderr == "tipfmt: error: Unknown option '--bogus' (see 'tipfmt help')\n", "\(unknown)")
    }

    /// A hint names only options the command has: `parse` has no rounding mode, so
    /// suggesting `--rounding` there would send the user to an error.
    @Test func parseHintsNameNoOptionItLacks() throws {
        let result = try cli.run("parse", "1.005 USD", "-l", "en_US")
        #expect(result.status == 1, "\(result)")
        #expect(!result.stderr.contains("rounding"), "\(result)")
        #expect(!result.stderr.contains("--"), "\(result)")
    }

    @Test func currenciesListsDigitsAndCashRounding() throws {
        let result = try cli.run("currencies", "-l", "en_US")
        #expect(result.status == 0)
        let chf = try #require(result.lines.first { $0.hasPrefix("CHF ") })
        #expect(chf.contains(" 2 ") && chf.contains("0.05") && chf.contains("Swiss Franc"), "\(chf)")
        let codes = try cli.run("currencies", "--codes")
        #expect(codes.lines.contains("USD") && codes.lines.contains("JPY") && codes.lines.contains("KWD"))
    }

    @Test func currencyShowsMetadata() throws {
        let result = try cli.run("currency", "chf", "--locale", "de_CH", "--json")
        #expect(result.status == 0, "\(result)")
        // The one JSON style: sorted keys, counts as numbers, the increment as an amount string.
        #expect(
            result.stdout == """
                {
                  "cashFractionDigits" : 2,
                  "cashIncrement" : "0.05",
                  "code" : "CHF",
                  "fractionDigits" : 2,
                  "locale" : "de_CH",
                  "name" : "Schweizer Franken",
                  "narrowSymbol" : "CHF",
                  "numericCode" : 756,
                  "symbol" : "CHF"
                }

                """, "\(result)")
        let yen = try cli.run("currency", "JPY", "-l", "ja_JP")
        #expect(yen.lines.contains("Minor units:       0"), "\(yen)")
        #expect(yen.lines.contains("Symbol:            \u{FFE5}"), "\(yen)")
    }

    @Test func localesListsWhatICUHas() throws {
        let result = try cli.run("locales")
        #expect(result.status == 0)
        #expect(result.lines.contains("de_CH") && result.lines.contains("en_US") && result.lines.contains("ar_EG"))
    }

    @Test func versionNamesICUAndCLDR() throws {
        let result = try cli.run("--version")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("tipfmt 0.1.0 (ICU "), "\(result)")
        #expect(result.stdout.contains(", CLDR "), "\(result)")
    }

    @Test(arguments: ["calc", "format", "parse", "currencies", "currency", "locales", "config"])
    func everySubcommandHasHelpWithExamples(subcommand: String) throws {
        let result = try cli.run(subcommand, "--help")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Examples:"), "\(result)")
        #expect(result.stdout.contains("USAGE: tipfmt \(subcommand)"), "\(result)")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func generatesCompletionScripts(shell: String) throws {
        let result = try cli.run("--generate-completion-script", shell)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("tipfmt"))
        #expect(result.stdout.contains("split") && result.stdout.contains("keep-going"))
    }

    @Test func binaryDoesNotLinkFoundationOrItsICU() throws {
        let result = try cli.runShell("/usr/bin/ldd \"$0\"")
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("libFoundation.so"), "\(result)")
        #expect(!result.stdout.contains("libFoundationInternationalization"), "\(result)")
        #expect(!result.stdout.contains("_FoundationICU"), "\(result)")
        // Drawing receipt lines is tipfmt-raster's: tipfmt starts without the font libraries.
        for library in ["libharfbuzz", "libfreetype", "libfontconfig"] {
            #expect(!result.stdout.contains(library), "\(result)")
        }
    }
}
