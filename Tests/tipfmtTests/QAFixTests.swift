import Foundation
import Testing

/// The QA review's findings on the command line, each pinned end to end.
@Suite struct QAFixTests {
    let cli = Tipfmt()

    // MARK: - Colour does not break alignment

    static let plainPresetTable = [
        "          Tip    Total              Per person",
        "  10%   $8.45   $92.95  1 × $46.48, 1 × $46.47",
        "  15%  $12.68   $97.18              2 × $48.59",
        "  18%  $15.21   $99.71  1 × $49.86, 1 × $49.85",
        "* 20%  $16.90  $101.40              2 × $50.70",
        "  25%  $21.13  $105.63  1 × $52.82, 1 × $52.81",
    ]

    static func strippingEscapes(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func colouredTableAlignsLikeThePlainOne() throws {
        let plain = try cli.run(["84.50", "--split", "2"])
        #expect(Array(plain.lines.prefix(6)) == Self.plainPresetTable, "\(plain)")
        let coloured = try cli.run(["84.50", "--split", "2"], environment: ["NO_COLOR": nil, "CLICOLOR_FORCE": "1"])
        #expect(coloured.status == 0, "\(coloured)")
        let bold = { (text: String) in "\u{1B}[1m\(text)\u{1B}[0m" }
        let green = { (text: String) in "\u{1B}[32m\(text)\u{1B}[0m" }
        #expect(
            coloured.lines[0] == "          \(bold("Tip"))    \(bold("Total"))              \(bold("Per person"))",
            "\(coloured)")
        #expect(
            coloured.lines[4]
                == "\(green("* 20%"))  \(green("$16.90"))  \(green("$101.40"))              \(green("2 × $50.70"))",
            "\(coloured)")
        #expect(coloured.lines.map(Self.strippingEscapes) == plain.lines, "\(coloured)")
    }

    @Test func noColorBeatsCliColorForce() throws {
        let result = try cli.run(["84.50"], environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"])
        #expect(!result.stdout.contains("\u{1B}"), "\(result)")
        let zero = try cli.run(["84.50"], environment: ["NO_COLOR": nil, "CLICOLOR_FORCE": "0"])
        #expect(!zero.stdout.contains("\u{1B}"), "CLICOLOR_FORCE=0 does not force, and stdout is a file: \(zero)")
    }

    // MARK: - A reader that goes away

    @Test func closedStdoutEndsQuietlyWithExit74() throws {
        let input = Data((1...100_000).map { "\($0)\n" }.joined().utf8)
        let result = try cli.runClosingStdoutAfterOneLine(["format", "-c", "USD", "-l", "en_US"], stdin: input)
        #expect(result.firstLine == "$1.00", "\(result)")
        #expect(result.exitedNormally, "not killed by SIGPIPE: \(result)")
        #expect(result.status == 74, "\(result)")
        #expect(result.status < 128)
        #expect(result.stderr == "", "a gone reader is not an error worth a message: \(result)")
    }

    // MARK: - Stale rates files

    static func ratesFile(date: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        <gesmes:subject>Reference rates</gesmes:subject>
        <Cube><Cube time='\(date)'><Cube currency='USD' rate='1.0832'/><Cube currency='CHF' rate='0.9360'/></Cube></Cube>
        </gesmes:Envelope>

        """
    }

    static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static func today() -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    @Test func freshRatesFileIsUsedSilently() throws {
        let path = cli.home + "/fresh.xml"
        try Self.ratesFile(date: Self.today()).write(toFile: path, atomically: true, encoding: .utf8)
        let result = try cli.run("calc", "84.50", "--tip", "18", "--home", "EUR", "--rates", path)
        #expect(result.status == 0, "\(result)")
        // 1 USD = 1/1.0832 EUR = 0.92319…; 84.50 → 78.0096 → 78.01, 15.21 → 14.0417 → 14.04, 99.71 → 92.0513 → 92.05.
        #expect(
            result.lines == [
                "Bill       $84.50  ≈ €78.01",
                "Tip (18%)  $15.21  ≈ €14.04",
                "Total      $99.71  ≈ €92.05",
                "Rate: 1 USD = 0.9231905465 EUR (ECB euro reference rates, \(Self.today()); fresh.xml)",
            ], "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test func staleRatesFileIsAnErrorNamingTheFileDateAndLimit() throws {
        let path = cli.home + "/old.xml"
        try Self.ratesFile(date: "2020-01-03").write(toFile: path, atomically: true, encoding: .utf8)
        let start = Self.utcCalendar.date(from: DateComponents(year: 2020, month: 1, day: 3))!
        let age = Self.utcCalendar.dateComponents([.day], from: start, to: Date()).day!
        let reason =
            "rates file '\(path)': rates of 2020-01-03 are \(age) days old (more than 7); download a fresh "
            + "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
        let result = try cli.run("calc", "84.50", "--tip", "18", "--home", "EUR", "--rates", path)
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "", "\(result)")
        #expect(
            result.stderr == "tipfmt: error: \(reason); or pass --allow-stale-rates to use it anyway\n", "\(result)")

        let allowed = try cli.run(
            "calc", "84.50", "--tip", "18", "--home", "EUR", "--rates", path, "--allow-stale-rates")
        #expect(allowed.status == 0, "\(allowed)")
        #expect(
            allowed.lines.last == "Rate: 1 USD = 0.9231905465 EUR (ECB euro reference rates, 2020-01-03; old.xml)",
            "\(allowed)")
        #expect(allowed.stderr == "tipfmt: note: \(reason)\n", "\(allowed)")
    }

    // MARK: - The bill's own currency

    @Test func currencyNamedInTheBillIsUsedWithoutCurrencyOption() throws {
        // 1234.50 × 18% = 222.21; total 1456.71.
        let result = try cli.run("calc", "1.234,50 €", "--input-locale", "de_DE", "--tip", "18")
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["Bill       €1,234.50", "Tip (18%)    €222.21", "Total      €1,456.71"], "\(result)")
        #expect(result.stderr == "", "\(result)")
        // Without a symbol the bill is in the input locale's currency: amounts typed as de_DE
        // writes them are euros, unless --currency or the config names another.
        let plain = try cli.run("calc", "1.234,50", "--input-locale", "de_DE", "--tip", "18")
        #expect(plain.lines.first == "Bill       €1,234.50", "\(plain)")
        let swiss = try cli.run("calc", "1'234.50", "--input-locale", "de_CH", "--tip", "18")
        #expect(swiss.lines.first == "Bill       CHF\u{A0}1,234.50", "\(swiss)")
        let given = try cli.run("calc", "1.234,50", "--input-locale", "de_DE", "-c", "USD", "--tip", "18")
        #expect(given.lines.first == "Bill       $1,234.50", "\(given)")
    }

    // MARK: - Negative numbers reach the real checks

    @Test func negativeNumbersAfterOptionsAndAsBill() throws {
        let tip = try cli.run("calc", "84.50", "--tip", "-5")
        #expect(tip.status == 1, "\(tip)")
        #expect(
            tip.stderr == "tipfmt: error: tip percentage -5 is outside 0...100; give a percentage such as 18 or 17.5\n")
        let bill = try cli.run("calc", "-5")
        #expect(bill.status == 1, "\(bill)")
        #expect(
            bill.stderr
                == "tipfmt: error: the bill '-5' has a sign; give the amount as printed, without a sign (refunds are not tips)\n"
        )
        // `format` keeps reading negative amounts itself.
        let format = try cli.run("format", "-42.5", "-c", "EUR", "-l", "de_DE")
        #expect(format.stdout == "-42,50\u{A0}€\n", "\(format)")
        // A negative expression with a positive result is a bill like any other.
        let expression = try cli.run("calc", "-5+10", "--tip", "10")
        #expect(expression.lines.first == "Bill       $5.00", "\(expression)")
    }

    // MARK: - POSIX script modifiers

    @Test func latinModifierSelectsTheLatinScript() throws {
        let latin = try cli.run(
            ["format", "1234.5", "-c", "EUR", "--style", "name"], environment: ["LC_ALL": "sr_RS@latin"])
        #expect(latin.stdout == "1.234,50 evra\n", "\(latin)")
        let cyrillic = try cli.run(
            ["format", "1234.5", "-c", "EUR", "--style", "name"], environment: ["LC_ALL": "sr_RS.UTF-8"])
        #expect(cyrillic.stdout == "1.234,50 евра\n", "\(cyrillic)")
    }

    // MARK: - Control characters in the user's text

    @Test func controlCharactersInTitleAndNoteAreShownByName() throws {
        let result = try cli.run([
            "receipt", "84.50", "--tip", "18", "--title", "\u{1B}[31mred", "--note", "a\u{7}b\r\nline2\u{9B}",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                // "<ESC>[31mred" is 12 columns, centred in 42 after 15 spaces.
                "               <ESC>[31mred",
                "==========================================",
                "Bill                                $84.50",
                "Tip (18%)                           $15.21",
                "------------------------------------------",
                "Total                               $99.71",
                "==========================================",
                "Note",
                "a<BEL>b",
                "line2<U+009B>",
            ], "\(result)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(result)")
    }
}
